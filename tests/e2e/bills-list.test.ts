/**
 * The bills list on the kit's list controller, in Chromium, both bundles (issue 31 §2, §4): on page 2 of last month's
 * bills (the seed has 16 a month, 10 a page; page 3 is the component test's), a status filter sends one search, from
 * the first page, and shows its rows; the filter is in the URL. Needs `npm run build` first.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser';
import { BUNDLES, go, lastMonth, requireChromiumInCi, useHarness } from './harness';

requireChromiumInCi();

describe.skipIf(!hasChromium)('the bills list in Chromium', () => {
  const harness = useHarness();

  for (const bundle of BUNDLES) {
    describe(`bundle ${bundle}`, () => {
      it('sends one search when the status filter changes on page 2, and shows its rows', async () => {
        const { page, problems } = await harness.open('/plain.html', bundle, { as: 'directrice@demo.fr' });
        const searches: Array<{ pageNumber: number; statuses?: string[] }> = [];
        page.on('request', (request) => {
          if (request.method() === 'POST' && new URL(request.url()).pathname === '/private/billing/bills/search') searches.push(request.postDataJSON());
        });
        const portal = page.locator('agency-portal');
        await portal.getByText('Bonjour Sophie').waitFor();
        await go(page, `/billing/bills?month=${lastMonth()}&page=2`);
        const rows = portal.locator('.ap-bills-list tbody tr');
        await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(6);
        expect(searches.map((body) => body.pageNumber)).toEqual([1]);

        await portal.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'Brouillon' });
        await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(4);
        // A second search would leave with the rows' render: two painted frames after them.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        expect(searches.slice(1)).toEqual([expect.objectContaining({ pageNumber: 0, statuses: ['DRAFT'] })]);
        expect(await rows.allTextContents()).toEqual(Array(4).fill(expect.stringContaining('Brouillon')));
        expect(await page.evaluate(() => location.hash)).toBe(`#/billing/bills?month=${lastMonth()}&status=DRAFT`);
        expect(problems).toEqual([]);
        await page.close();
      });
    });
  }
});
