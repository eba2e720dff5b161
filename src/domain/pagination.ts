/**
 * The pagination widget (spec 000 §2.8, §9): the 'results from-to / total' text, page sizes,
 * page count and which page buttons show. Pages are zero-based, as the API counts them.
 */
import { formatInteger } from './format/number';
import { MESSAGES } from './messages';

export const PAGE_SIZES = [2, 4, 10, 20, 30, 40, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

export function pageCount(total: number, pageSize: number): number {
  return total > 0 && pageSize > 0 ? Math.ceil(total / pageSize) : 0;
}

/** A page index brought back into the pages that exist (after a deletion emptied the last page, say). */
export function clampPage(pageIndex: number, count: number): number {
  return Math.max(0, Math.min(pageIndex, count - 1));
}

/** 'Résultats 1-10 / 57'; an empty result shows the no-results text ('Aucun résultat' unless the screen gives its own). */
export function resultsText(pageIndex: number, pageSize: number, total: number, emptyText: string = MESSAGES.noResult): string {
  if (total <= 0) return emptyText;
  const from = pageIndex * pageSize + 1;
  const to = Math.min((pageIndex + 1) * pageSize, total);
  return `Résultats ${formatInteger(from)}-${formatInteger(to)} / ${formatInteger(total)}`;
}

/** '10 par page', for the page-size selector. */
export function pageSizeLabel(pageSize: number): string {
  return `${pageSize} par page`;
}

export type PageButton = { readonly kind: 'page'; readonly index: number; readonly current: boolean } | { readonly kind: 'gap' };

/**
 * The page buttons: the first and last pages, the current one and `siblings` pages on each
 * side; a gap ('…') stands for two pages or more, a single hidden page shows instead.
 */
export function pageButtons(current: number, count: number, siblings = 1): PageButton[] {
  const shown = new Set([0, count - 1]);
  for (let i = current - siblings; i <= current + siblings; i++) shown.add(i);
  const indexes = [...shown].filter((i) => i >= 0 && i < count).sort((a, b) => a - b);
  const buttons: PageButton[] = [];
  const page = (index: number): PageButton => ({ kind: 'page', index, current: index === current });
  let previous = -1;
  for (const index of indexes) {
    if (index - previous === 2) buttons.push(page(index - 1));
    else if (index - previous > 2) buttons.push({ kind: 'gap' });
    buttons.push(page(index));
    previous = index;
  }
  return buttons;
}
