/**
 * The guard of « one query cache » (issue 31 §2): the portal reads the API through the cache's hooks (useCall,
 * useQuery, the list controller), never with `useLoad` nor a hand-written effect that calls the client. The few
 * exceptions are named here with their reason.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const root = process.cwd();
const PORTAL = join(root, 'src/portal');

/** Where `useLoad` may stay. */
const USE_LOAD_ALLOWED: Readonly<Record<string, string>> = {
  'src/portal/hooks/useLoad.ts': 'the hook itself',
  'src/portal/hooks/useRouteLoad.ts': "a route loader's first answer, taken from the navigation (routeLoads)",
  'src/portal/shell/support/ModelsDialog.tsx': "the support desk's own client and server: its answers stay out of the portal's cache",
  'src/portal/shell/support/TicketDetail.tsx': "the support desk's own client",
  'src/portal/shell/support/TicketSearch.tsx': "the support desk's own client",
  'src/portal/shell/support/TicketSide.tsx': "the support desk's own client",
  'src/portal/shell/support/SupportContext.tsx': "the support desk's own client",
};
/** Effects that may call the client. */
const EFFECT_CALLS_ALLOWED: Readonly<Record<string, string>> = {
  'src/portal/screens/public/SharedDocumentScreen.tsx': "a public page whose failure's message is the page (the cache swallows failures)",
  'src/portal/screens/password/ChangeForgottenPasswordScreen.tsx': "a public page whose failure's message is the page",
  'src/portal/widgets/thread/useMarkShownRead.ts': 'a write (what is shown marked read), not a read',
  // Still its own store, kept an hour per month (state/holidays.ts): next to move onto the cache with a longer keep.
  'src/portal/hooks/useHolidays.ts': "the public holidays' month store",
};

function* sourceFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

/** The text of every `useEffect(…)` call of a file, its parentheses balanced. */
function effects(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\buseEffect\(/g)) {
    let depth = 1;
    let end = match.index + match[0].length;
    while (depth > 0 && end < text.length) {
      if (text[end] === '(') depth += 1;
      else if (text[end] === ')') depth -= 1;
      end += 1;
    }
    found.push(text.slice(match.index, end));
  }
  return found;
}

const files = () => [...sourceFiles(PORTAL)].map((path) => ({ name: relative(root, path), text: readFileSync(path, 'utf8') }));

it('reads through the cache: no useLoad outside the named exceptions', () => {
  const using = files().filter(({ name, text }) => /\buseLoad\(/.test(text) && !(name in USE_LOAD_ALLOWED)).map(({ name }) => name);
  expect(using).toEqual([]);
});

it('calls the client in no effect outside the named exceptions', () => {
  const calling = files()
    .filter(({ name, text }) => !(name in EFFECT_CALLS_ALLOWED) && effects(text).some((effect) => /\.call\(/.test(effect)))
    .map(({ name }) => name);
  expect(calling).toEqual([]);
});

it('names only exceptions that still exist and still need it', () => {
  const byName = new Map(files().map(({ name, text }) => [name, text]));
  const stale = [
    ...Object.keys(USE_LOAD_ALLOWED).filter((name) => !/\buseLoad\(|export function useLoad/.test(byName.get(name) ?? '')),
    ...Object.keys(EFFECT_CALLS_ALLOWED).filter((name) => !effects(byName.get(name) ?? '').some((effect) => /\.call\(/.test(effect))),
  ];
  expect(stale).toEqual([]);
});
