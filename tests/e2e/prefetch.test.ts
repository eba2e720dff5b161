/**
 * In-app speed (issue 31 §6), both bundles: hovering the menu's « Clients » sends its list's search before the click,
 * and the click shows the rows without a second search; back from a customer's record 20 s later (past the cache's
 * 15 s), the list's rows are there at once, never « Chargement… » nor an empty table, while the list is asked again
 * in the background; hovering a customer's name in the list asks its record, its avance immédiate and its family's pinned
 * notes, and the click shows its Synthèse without asking any of them again. Needs `npm run build` first.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser';
import { BUNDLES, requireChromiumInCi, useHarness } from './harness';

requireChromiumInCi();

const SEARCH = '/private/customers/v2/search';

/** Two painted frames: a request an answer's render would send has left by then. */
const twoFrames = 'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))';

describe.skipIf(!hasChromium)('prefetch on intent and the way back', () => {
  const harness = useHarness();

  for (const bundle of BUNDLES) {
    it(`prefetches a menu link's list on hover and shows the kept rows on the way back (${bundle})`, async () => {
      const { page, portal, problems } = await harness.signedIn(bundle);
      let searches = 0;
      page.on('request', (request) => void (new URL(request.url()).pathname === SEARCH && (searches += 1)));

      const link = portal.locator('.ap-menu').getByRole('link', { name: 'Clients', exact: true }).first();
      await link.hover();
      await expect.poll(() => searches, { timeout: 10_000 }).toBe(1);
      await link.click();
      const rows = portal.locator('tbody tr');
      await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(10);
      await page.evaluate(twoFrames);
      expect(searches, 'la liste survolée n’est pas redemandée au clic').toBe(1);

      const first = (await rows.first().locator('a.ap-strong').textContent())!;
      await rows.first().locator('a.ap-strong').click();
      await portal.getByRole('heading', { level: 1, name: new RegExp(first) }).waitFor();
      await page.clock.fastForward(20_000);
      // What the list shows at each frame from the way back on: its rows, or « L » for a loading state, « 0 » for none.
      await page.evaluate(() => {
        const root = document.querySelector('agency-portal')!.shadowRoot!;
        const seen: string[] = [];
        (window as unknown as { seen: string[] }).seen = seen;
        const tick = () => {
          if (root.querySelector('h1')?.textContent === 'Clients') seen.push(root.textContent!.includes('Chargement') ? 'L' : String(root.querySelectorAll('tbody tr').length));
          if (seen.length < 20) requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      await page.goBack();
      await expect.poll(() => page.evaluate(() => (window as unknown as { seen: string[] }).seen.length), { timeout: 10_000 }).toBe(20);
      expect(new Set(await page.evaluate(() => (window as unknown as { seen: string[] }).seen))).toEqual(new Set(['10']));
      expect(await rows.first().locator('a.ap-strong').textContent()).toBe(first);
      // Asked again in the background, once (the route's loader and the list share it).
      await expect.poll(() => searches, { timeout: 10_000 }).toBe(2);
      await page.evaluate(twoFrames);
      expect(searches).toBe(2);
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  for (const bundle of BUNDLES) {
    it(`prefetches a hovered customer's record and Synthèse, shown by the click with nothing asked again (${bundle})`, async () => {
      const { page, portal, problems } = await harness.signedIn(bundle);
      await page.evaluate(() => void (location.hash = '#/customers'));
      const name = portal.locator('tbody tr').first().locator('a.ap-strong');
      await name.waitFor();
      const id = /customers\/(\d+)/.exec((await name.getAttribute('href'))!)![1]!;
      const reads: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path.startsWith(`/private/customers/${id}`) || path === '/private/notes/search') reads.push(`${request.method()} ${path}`);
      });
      await name.hover();
      const expected = [`GET /private/customers/${id}`, `GET /private/customers/${id}/avim`, 'POST /private/notes/search'];
      await expect.poll(() => [...reads].sort(), { timeout: 10_000 }).toEqual(expected);
      const customer = (await name.textContent())!;
      await name.click();
      await portal.getByRole('heading', { level: 1, name: new RegExp(customer) }).waitFor();
      await portal.getByRole('heading', { name: 'Avance immédiate' }).waitFor();
      await portal.getByRole('region', { name: 'Notes épinglées' }).waitFor();
      await page.evaluate(twoFrames);
      expect([...reads].sort(), 'rien n’est redemandé au clic').toEqual(expected);
      expect(problems).toEqual([]);
      await page.close();
    });
  }
});
