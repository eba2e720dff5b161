/** The pagination widget (spec 000 §2.8), React and Preact: the text, the buttons, the page sizes, the empty state. */
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Pagination } from '../../../../src/portal/ui/Pagination';
import { eventually, render } from '../../support/render';

let view: ReturnType<typeof render> | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

function Pager({ total, withSizes = true }: { total: number; withSizes?: boolean }) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  return <Pagination page={page} pageSize={size} total={total} onPage={setPage} {...(withSizes ? { onPageSize: (next: number) => (setSize(next), setPage(0)) } : {})} />;
}

const summary = () => document.querySelector('.ap-pagination__summary')?.textContent;
const byLabel = (label: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;
const pageLabels = () => [...document.querySelectorAll('.ap-pagination__pages > *')].map((node) => node.textContent);

describe('Pagination', () => {
  it('says which results show and moves page by page, with the first, last and neighbouring pages', async () => {
    view = render(<Pager total={57} />);
    await eventually(() => expect(summary()).toBe('Résultats 1-10 / 57'));
    expect(byLabel('Page précédente').disabled).toBe(true);
    expect(pageLabels()).toEqual(['', '1', '2', '…', '6', '']);
    byLabel('Page suivante').click();
    await eventually(() => expect(summary()).toBe('Résultats 11-20 / 57'));
    byLabel('Page 6').click();
    await eventually(() => expect(summary()).toBe('Résultats 51-57 / 57'));
    expect(byLabel('Page suivante').disabled).toBe(true);
    expect(byLabel('Page 6').getAttribute('aria-current')).toBe('page');
  });

  it('changes the page size from the choices of the spec and goes back to the first page', async () => {
    view = render(<Pager total={57} />);
    const select = await eventually(() => {
      const found = document.querySelector<HTMLSelectElement>('select[aria-label="Résultats par page"]');
      if (!found) throw new Error('sélecteur absent');
      return found;
    });
    expect([...select.options].map((o) => o.value)).toEqual(['2', '4', '10', '20', '30', '40', '50', '100']);
    byLabel('Page 2').click();
    await eventually(() => expect(summary()).toBe('Résultats 11-20 / 57'));
    select.value = '50';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await eventually(() => expect(summary()).toBe('Résultats 1-50 / 57'));
  });

  it("shows 'Aucun résultat' and no buttons for an empty result; no size selector when disabled", async () => {
    view = render(<Pager total={0} />);
    await eventually(() => expect(summary()).toBe('Aucun résultat'));
    expect(document.querySelector('.ap-pagination__pages')).toBeNull();
    view.rerender(<Pager total={30} withSizes={false} />);
    await eventually(() => expect(summary()).toBe('Résultats 1-10 / 30'));
    expect(document.querySelector('select')).toBeNull();
  });
});
