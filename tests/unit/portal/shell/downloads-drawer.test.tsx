/**
 * The downloads centre on the kit's list controller, its state kept by the drawer (a shell dialog has no URL of its
 * own), React and Preact: a filter changed on page 3 sends one search, from the first page, and shows its rows; the
 * older answer arriving after them never replaces them; the URL of the screen under the drawer is left as it was.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Export, markExportAsEmitted, searchExports } from '../../../../src/api/contract/exports';
import { createRouter } from '../../../../src/portal/state/router';
import DownloadsDrawer from '../../../../src/portal/shell/dialogs/DownloadsDrawer';
import { eventually } from '../../support/render';
import { button, choose, control, findAll, nextFrame } from '../widgets/support/dom';
import { fakePortal, pageOf } from '../widgets/support/portal';

/** 35 exports, the first four CAF declarations. */
const EXPORTS = Array.from({ length: 35 }, (_, i) =>
  Export.parse({
    id: i + 1, type: i < 4 ? 'BILLING_CAF_DECLARATION' : 'ACCOUNTING_EXPORT_OF_SALES_JOURNAL', createdAt: '2026-03-02T08:00:00Z', documentName: `export-${i + 1}.csv`,
    description: 'Export', documentSize: 2_048, emitted: false, emittedAt: null, relevantYear: 2026, relevantMonth: 2, mimeType: 'text/csv',
  }),
);

/** The API; the first search's answer is held until `release()`. */
function api() {
  const waiting: Array<() => void> = [];
  let first = true;
  const fake = fakePortal([
    [searchExports, async ({ body }) => {
      const { type, pageNumber = 0, pageSize = 10 } = searchExports.body.parse(body);
      const answer = pageOf(type ? EXPORTS.filter((e) => e.type === type) : EXPORTS, pageNumber, pageSize);
      if (first && pageNumber === 2) {
        first = false;
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      return answer;
    }],
    [markExportAsEmitted, ({ params }) => ({ ...EXPORTS[Number(params.id) - 1]!, emitted: true, emittedAt: '2026-03-16T07:30:00Z' })],
  ]);
  Object.assign(fake.portal, { router: createRouter('memory', undefined, '/customers?page=2') });
  return { ...fake, release: () => waiting.splice(0).forEach((resolve) => resolve()) };
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

const searches = (calls: { name: string; body: unknown }[]) => calls.filter((call) => call.name === 'exports.search').map((call) => call.body);
const documents = () => findAll('tbody tr').map((row) => row.querySelector('.ap-strong')?.textContent);

describe('DownloadsDrawer’s list on the kit', () => {
  it('sends one search when a filter changes on page 3, from its first page, and the older answer never replaces its rows', async () => {
    const fake = api();
    unmount = fake.render(<DownloadsDrawer onClose={() => undefined} onOpen={() => undefined} opened="downloads" />).unmount;
    await eventually(() => expect(documents()).toHaveLength(10));
    button('Page 3').click();
    await eventually(() => expect(searches(fake.calls)).toHaveLength(2));

    choose(control<HTMLSelectElement>('Type'), 'BILLING_CAF_DECLARATION');
    await eventually(() => expect(documents()).toEqual(['export-1.csv', 'export-2.csv', 'export-3.csv', 'export-4.csv']));
    fake.release();
    await nextFrame();
    await nextFrame();
    expect(documents()).toEqual(['export-1.csv', 'export-2.csv', 'export-3.csv', 'export-4.csv']);
    expect(searches(fake.calls)).toEqual([
      { type: null, emitted: null, relevantYear: null, relevantMonth: null, pageNumber: 0, pageSize: 10 },
      { type: null, emitted: null, relevantYear: null, relevantMonth: null, pageNumber: 2, pageSize: 10 },
      { type: 'BILLING_CAF_DECLARATION', emitted: null, relevantYear: null, relevantMonth: null, pageNumber: 0, pageSize: 10 },
    ]);
    expect(fake.portal.router.location.peek()).toBe('/customers?page=2');
  });

  it('asks the list again once an export is marked as emitted', async () => {
    const fake = api();
    unmount = fake.render(<DownloadsDrawer onClose={() => undefined} onOpen={() => undefined} opened="downloads" />).unmount;
    await eventually(() => expect(documents()).toHaveLength(10));
    button('Marquer export-1.csv comme émis').click();
    await eventually(() => expect(searches(fake.calls)).toHaveLength(2));
    expect(fake.calls.map((call) => call.name)).toEqual(['exports.search', 'exports.markAsEmitted', 'exports.search']);
  });
});
