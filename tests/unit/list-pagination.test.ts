/**
 * The guard of « every list on the kit » (issue 31 §4): outside src/portal/kit, no file renders the pagination widget
 * itself (a list's foot is the kit's ListPagination, on its controller) nor keeps a page or a page size in its own
 * state next to a search. A list that grows by « Voir plus » (always its first page, longer) keeps its length: it asks
 * `pageNumber: 0` only.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const PORTAL = join(root, 'src/portal');
const KIT = join(PORTAL, 'kit');
const WIDGET = join(PORTAL, 'ui/Pagination.tsx');

function* sourceFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (path !== KIT) yield* sourceFiles(path);
    } else if (/\.tsx?$/.test(entry.name) && path !== WIDGET) yield path;
  }
}

/** What makes a file a hand-wired pagination; empty when it has none. */
export function handWired(text: string): string[] {
  const found: string[] = [];
  if (/<Pagination\b/.test(text) || /import \{[^}]*\bPagination\b[^}]*\} from '[^']*\/Pagination'/.test(text)) found.push('renders the pagination widget');
  const state = [...text.matchAll(/const \[(\w+), set\w+\] = useState\b/g)].map((match) => match[1]!);
  const pageState = state.filter((name) => /^(page|pageNumber|pageIndex|currentPage|offset)$/i.test(name));
  if (pageState.length) found.push(`holds ${pageState.join(', ')} in its state`);
  // A page size in the state is a pagination's unless every search of the file asks the first page (« Voir plus »).
  const sizeState = state.filter((name) => /^(pageSize|size|limit)$/i.test(name));
  const pages = [...text.matchAll(/\bpageNumber:\s*([^,}\s]+)/g)].map((match) => match[1]);
  if (sizeState.length && pages.some((page) => page !== '0')) found.push(`holds ${sizeState.join(', ')} in its state`);
  return found;
}

describe('every list on the kit', () => {
  it('has no hand-wired pagination outside src/portal/kit', () => {
    const wired = [...sourceFiles(PORTAL)].flatMap((path) => handWired(readFileSync(path, 'utf8')).map((why) => `${relative(root, path)}: ${why}`));
    expect(wired).toEqual([]);
  });

  it('finds the hand-wired paginations it is about, and lets a « Voir plus » list be', () => {
    // As the family wallet and the collective planning were written before the kit took them.
    expect(handWired("import { Pagination } from '../Pagination';\n  const [pageNumber, setPageNumber] = useState(0);")).toEqual(['renders the pagination widget', 'holds pageNumber in its state']);
    expect(handWired('const [page, setPage] = useState(0);\nconst [pageSize, setPageSize] = useState(50);\nuseCall(search, { body: { pageNumber: page, pageSize } });'))
      .toEqual(['holds page in its state', 'holds pageSize in its state']);
    expect(handWired('<Pagination page={0} pageSize={10} total={3} onPage={go} />')).toEqual(['renders the pagination widget']);
    // The user guides: always the first page, ten more at each « Voir plus ».
    expect(handWired('const [pageSize, setPageSize] = useState(PAGE_SIZE);\nuseCall(searchUserGuides, { body: { pageNumber: 0, pageSize } });')).toEqual([]);
    expect(handWired("import { ListPagination } from '../../kit/ListPagination';\n<ListPagination list={list} />")).toEqual([]);
  });
});
