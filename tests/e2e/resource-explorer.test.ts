/**
 * The resource label and the resource explorer in Chromium, both bundles (spec 001 §2): as the
 * director, hover a customer's name in last month's bills, open « Aperçu », walk the customer's
 * views and go Back through search to the customer again; axe-clean with the popover and the
 * explorer open. Needs `npm run build` first.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser';
import { BUNDLES, lastMonth, requireChromiumInCi, seriousViolations, useHarness } from './harness';

requireChromiumInCi();

describe.skipIf(!hasChromium)('resource label and explorer in Chromium', () => {
  const harness = useHarness();

  for (const bundle of BUNDLES) {
    describe(`bundle ${bundle}`, () => {
      it("opens a bill's customer in the explorer, walks its views and goes back through search", async () => {
        const { page, problems } = await harness.open('/plain.html', bundle, { as: 'directrice@demo.fr', route: `/billing/bills?month=${lastMonth()}` });
        const portal = page.locator('agency-portal');
        const label = portal.locator('tbody .ap-rlabel__name').first();
        await label.waitFor();
        const name = (await label.textContent())!;

        // The popover waits for 500 ms of hover: the page's clock is held, then moved, instead of waited for.
        // The harness installed the page's clock at the sandbox's time: hold it a little ahead of both.
        await page.clock.pauseAt(harness.sandbox.clock.now() + 5_000);
        await label.hover();
        const popover = portal.locator('.ap-rlabel__popover');
        await page.clock.runFor(499);
        await expect(popover.count()).resolves.toBe(0);
        await page.clock.runFor(1);
        await popover.waitFor();
        await page.clock.resume();
        await expect(popover.locator('.ap-rlabel__item').allTextContents()).resolves.toEqual(['Aperçu', 'Ouvrir', 'Ouvrir dans un nouvel onglet', 'Utiliser comme filtre']);
        const href = await popover.getByRole('link', { name: 'Ouvrir dans un nouvel onglet' }).getAttribute('href');
        expect(href).toMatch(/\/plain\.html(\?[^#]*)?#\/customers\/\d+\/home$/);
        expect(await seriousViolations(page), 'popover du libellé').toEqual([]);

        await popover.getByRole('button', { name: 'Aperçu' }).click();
        const dialog = portal.locator('dialog[open]');
        await dialog.getByRole('heading', { name: 'Aperçu' }).waitFor();
        const title = dialog.locator('.ap-explorer__title');
        await expect(title.textContent()).resolves.toBe(name);
        await dialog.getByText('Référence').waitFor();
        expect(await seriousViolations(page), 'explorateur, informations générales').toEqual([]);

        await dialog.getByRole('button', { name: 'Solde Client' }).click();
        await dialog.getByText(/Solde actuel/).waitFor();
        await dialog.getByRole('button', { name: 'Factures' }).click();
        await dialog.locator('tbody tr').first().waitFor();
        // February's bill of the first customer of the list, January's, and this month's draft (made from the 15th).
        expect(name).toBe('Agathe Durand');
        // Cells as read, whatever spaces the French formats use.
        const bills = (await dialog.locator('tbody tr').allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim());
        expect(bills).toEqual(['F01-000017 février 2026 1 705,35 € Impayée 0 %', 'F01-000004 janvier 2026 2 216,94 € Impayée 0 %', 'Brouillon mars 2026 1 872,95 € Brouillon']);
        expect(await seriousViolations(page), 'explorateur, factures').toEqual([]);
        await dialog.getByRole('button', { name: 'Devis' }).click();
        await dialog.locator('.ap-explorer table, .ap-explorer .ap-empty').first().waitFor();
        await dialog.getByRole('button', { name: 'Messages' }).click();
        await dialog.locator('.ap-explorer table, .ap-explorer .ap-empty').first().waitFor();
        await dialog.getByRole('button', { name: 'Notes épinglées' }).click();
        await dialog.locator('.ap-explorer__notes, .ap-explorer .ap-empty').first().waitFor();

        // Back: the main view, then the search, then the customer again.
        await dialog.getByRole('button', { name: 'Retour' }).click();
        await dialog.locator('.ap-explorer__view[aria-pressed="true"]', { hasText: 'Informations générales' }).waitFor();
        await dialog.getByRole('button', { name: 'Retour' }).click();
        await dialog.getByRole('heading', { name: 'Clients : Recherche' }).waitFor();
        expect(await seriousViolations(page), 'explorateur, recherche').toEqual([]);
        await dialog.getByRole('button', { name: 'Retour' }).click();
        await expect(title.textContent()).resolves.toBe(name);

        await dialog.getByRole('button', { name: 'Fermer' }).click();
        await dialog.waitFor({ state: 'detached' });
        expect(problems).toEqual([]);
        await page.close();
      });
    });
  }
});
