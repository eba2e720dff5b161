import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, clampPage, pageButtons, pageCount, pageSizeLabel, resultsText } from '../../../src/domain/pagination';

/** Buttons as the user reads them: page numbers from 1, the current one in brackets, gaps as '…'. */
const read = (current: number, count: number) =>
  pageButtons(current, count).map((b) => (b.kind === 'gap' ? '…' : b.current ? `[${b.index + 1}]` : String(b.index + 1))).join(' ');

describe('pagination', () => {
  it('offers page sizes 2, 4, 10, 20, 30, 40, 50 and 100, 10 by default', () => {
    expect(PAGE_SIZES).toEqual([2, 4, 10, 20, 30, 40, 50, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(pageSizeLabel(20)).toBe('20 par page');
  });

  it("shows 'Résultats from-to / total'", () => {
    expect(resultsText(0, 10, 57)).toBe('Résultats 1-10 / 57');
    expect(resultsText(5, 10, 57)).toBe('Résultats 51-57 / 57');
    expect(resultsText(0, 10, 3)).toBe('Résultats 1-3 / 3');
    expect(resultsText(100, 10, 12345)).toBe('Résultats 1\u202f001-1\u202f010 / 12\u202f345');
  });

  it("shows 'Aucun résultat' or the screen's own text when nothing is found", () => {
    expect(resultsText(0, 10, 0)).toBe('Aucun résultat');
    expect(resultsText(0, 10, 0, 'Aucun export')).toBe('Aucun export');
  });

  it('counts pages', () => {
    expect(pageCount(57, 10)).toBe(6);
    expect(pageCount(60, 10)).toBe(6);
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(1, 100)).toBe(1);
  });

  it('brings a page index back into range', () => {
    expect(clampPage(6, 6)).toBe(5);
    expect(clampPage(-1, 6)).toBe(0);
    expect(clampPage(3, 0)).toBe(0);
  });

  it('shows the first, last and neighbouring page buttons with gaps', () => {
    expect(read(0, 1)).toBe('[1]');
    expect(read(2, 5)).toBe('1 2 [3] 4 5');
    expect(read(9, 20)).toBe('1 … 9 [10] 11 … 20');
    expect(read(0, 20)).toBe('[1] 2 … 20');
    expect(read(19, 20)).toBe('1 … 19 [20]');
    expect(read(3, 20)).toBe('1 2 3 [4] 5 … 20');
    expect(read(0, 0)).toBe('');
  });
});
