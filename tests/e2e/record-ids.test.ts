/**
 * Records keyed by their id, in Chromium, both bundles (issue 31 §3): as the adviser, /families/2/infos then the
 * address changed to /families/25/infos (another agency's family) shows the not-found message, no name and no form,
 * and sends no write; another customer's estimate under /customers/6 is not found, and found under its own customer.
 * Needs `npm run build` first.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser';
import { BUNDLES, go, requireChromiumInCi, useHarness } from './harness';

requireChromiumInCi();

const FAMILY_NOT_FOUND = 'Cette famille n’existe pas ou n’est pas celle de votre agence.';
const ESTIMATE_NOT_FOUND = 'Ce devis n’existe pas ou n’est pas celui de ce client.';

describe.skipIf(!hasChromium)('records keyed by their id in Chromium', () => {
  const harness = useHarness();

  for (const bundle of BUNDLES) {
    describe(`bundle ${bundle}`, () => {
      it('drops a family and its forms when the address names another agency’s family, and writes nothing', async () => {
        const { page, problems } = await harness.open('/plain.html', bundle, { as: 'conseiller@demo.fr' });
        const writes: string[] = [];
        page.on('request', (request) => {
          const path = new URL(request.url()).pathname;
          // Searches are POSTs that write nothing (the wallet's operations).
          if (request.method() !== 'GET' && path.startsWith('/private/families') && !/\/search[^/]*$/.test(path)) writes.push(`${request.method()} ${path}`);
        });
        const portal = page.locator('agency-portal');
        await portal.getByText('Bonjour Julien').waitFor();
        await go(page, '/families/2/infos');
        await portal.getByRole('heading', { name: 'Famille Lambert', level: 1 }).waitFor();
        await portal.getByRole('button', { name: 'Enregistrer' }).first().waitFor();

        await go(page, '/families/25/infos');
        await portal.getByText(FAMILY_NOT_FOUND).waitFor();
        expect(await portal.getByRole('heading', { name: 'Famille Lambert' }).count()).toBe(0);
        expect(await portal.getByRole('button', { name: 'Enregistrer' }).count()).toBe(0);
        expect(await portal.locator('main form').count()).toBe(0);
        expect(writes).toEqual([]);
        expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
        await page.close();
      });

      it('finds an estimate under its own customer only', async () => {
        // Customer 6's own estimate, then Anne-Sophie Lambert's (customer 2) under customer 6's tabs.
        const { page, problems } = await harness.open('/plain.html', bundle, { as: 'conseiller@demo.fr', route: '/customers/6/estimates/6' });
        const portal = page.locator('agency-portal');
        await portal.getByRole('heading', { name: 'Devis DEV-2025-100006', level: 1 }).waitFor();
        await go(page, '/customers/6/estimates/2');
        await portal.getByText(ESTIMATE_NOT_FOUND).waitFor();
        expect(await portal.getByRole('heading', { name: /Devis DEV-/ }).count()).toBe(0);
        await go(page, '/customers/2/estimates/2');
        await portal.getByRole('heading', { name: 'Devis DEV-2025-100002', level: 1 }).waitFor();
        expect(await portal.getByText(ESTIMATE_NOT_FOUND).count()).toBe(0);
        expect(problems).toEqual([]);
        await page.close();
      });
    });
  }
});
