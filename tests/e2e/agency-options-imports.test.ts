/**
 * An admin's option change reaching a director's open portal, and the import screens, in Chromium, both
 * bundles: the admin switches the library off on /agencies/{id}; the director, logged in in another
 * context, loses the menu entry at the next counters refresh (the director's clock is moved a minute
 * on instead of waiting) and /library goes to /accessdenied; switched back on, both come back. Axe
 * finds no serious or critical violation on /agencies/{id} (options and custom templates),
 * /plannings/import/progisap and /imports (admin, an agency chosen; a director is denied the planning import);
 * on the first, the example Progisap file chosen is read and checked in the page.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { UNREAD_COUNTERS_REFRESH_MS } from '../../src/domain/timings';
import { hasChromium } from './browser';
import { BUNDLES, requireChromiumInCi, seriousViolations, useHarness } from './harness';

requireChromiumInCi();

const LYON = "Agence Lyon Presqu'île";

describe.skipIf(!hasChromium)('agency options and import screens in Chromium', () => {
  const harness = useHarness();

  for (const bundle of BUNDLES) {
    describe(`bundle ${bundle}`, () => {
      it('the library switched off by an admin leaves an open director portal at the next refresh, its route denied; switched on, it comes back', async () => {
        // The counters refresh every minute: the test moves the page's clock (the harness's) instead of waiting.
        const director = await harness.open('/plain.html', bundle, { as: 'directrice@demo.fr' });
        const directorPortal = director.page.locator('agency-portal');
        await directorPortal.getByText('Bonjour Sophie').waitFor();
        const libraryEntry = directorPortal.locator('.ap-menu').getByRole('link', { name: 'Bibliothèque' });
        await libraryEntry.waitFor();

        const admin = await harness.open('/plain.html', bundle, { as: 'admin@demo.fr', route: '/agencies/1' });
        const adminPortal = admin.page.locator('agency-portal');
        const options = adminPortal.locator('section[aria-label="Options de l’agence"]');
        const library = options.getByRole('checkbox', { name: 'Bibliothèque' });
        await adminPortal.locator('section[aria-label="Modèles personnalisés"]').getByRole('textbox', { name: 'Devis' }).waitFor();
        expect(await library.isChecked()).toBe(true);
        expect(await seriousViolations(admin.page), 'options de l’agence').toEqual([]);
        const switchLibrary = async () => {
          await library.click();
          await options.getByRole('button', { name: 'Enregistrer' }).click();
          await options.getByText('Enregistrement effectué !').waitFor();
        };

        await switchLibrary();
        expect(await library.isChecked()).toBe(false);
        // Nothing changes before the refresh: the portal learns the options from the counters' answer.
        expect(await libraryEntry.count()).toBe(1);
        await director.page.clock.fastForward(UNREAD_COUNTERS_REFRESH_MS + 1_000);
        await libraryEntry.waitFor({ state: 'detached' });
        await director.page.evaluate(() => void (location.hash = '#/library'));
        await directorPortal.getByText('Accès refusé').waitFor();
        expect(new URL(director.page.url()).hash).toBe('#/accessdenied');

        await switchLibrary();
        expect(await library.isChecked()).toBe(true);
        await director.page.clock.fastForward(UNREAD_COUNTERS_REFRESH_MS + 1_000);
        await libraryEntry.waitFor();
        await libraryEntry.click();
        await directorPortal.getByRole('heading', { name: 'Bibliothèque', exact: true }).waitFor();
        expect(new URL(director.page.url()).hash).toMatch(/^#\/library/);
        expect(director.problems.filter((p) => !/Failed to load resource.*403/.test(p))).toEqual([]);
        expect(admin.problems).toEqual([]);
        await director.page.close();
        await admin.page.close();
      });

      it('the planning import and the imports (admin, in an agency chosen) have no serious or critical violation; a Progisap file chosen is read and checked; a director is denied the planning import', async () => {
        const director = await harness.open('/plain.html', bundle, { as: 'directrice@demo.fr', route: '/plannings/import/progisap' });
        const directorPortal = director.page.locator('agency-portal');
        await directorPortal.getByText('Accès refusé').waitFor();
        expect(new URL(director.page.url()).hash).toBe('#/accessdenied');
        await director.page.close();

        const admin = await harness.open('/plain.html', bundle, { as: 'admin@demo.fr' });
        const adminPortal = admin.page.locator('agency-portal');
        await adminPortal.getByRole('button', { name: `Choisir ${LYON}` }).click();
        await adminPortal.locator('.ap-header__agency', { hasText: LYON }).waitFor();
        await admin.page.evaluate(() => void (location.hash = '#/plannings/import/progisap'));
        await adminPortal.getByRole('heading', { name: 'Import des plannings Progisap' }).waitFor();
        await adminPortal.getByText('Les interventions exportées par').waitFor();
        expect(await seriousViolations(admin.page), 'import des plannings').toEqual([]);
        // The file's reader and its CSV parser load when a file is chosen, not with the screen.
        await adminPortal.getByLabel('Fichier CSV à importer').setInputFiles(fileURLToPath(new URL('../../examples/imports/planning-progisap.csv', import.meta.url)));
        await adminPortal.getByText(/Toutes les lignes sont valides : \d+ lignes prêtes/).waitFor();
        expect(await adminPortal.getByRole('button', { name: /Importer/ }).isEnabled()).toBe(true);
        await admin.page.evaluate(() => void (location.hash = '#/imports'));
        await adminPortal.getByRole('heading', { name: 'Imports', exact: true }).waitFor();
        await adminPortal.getByText('Les fichiers sont importés dans l’agence').waitFor();
        expect(await seriousViolations(admin.page), 'imports').toEqual([]);
        expect(admin.problems).toEqual([]);
        await admin.page.close();
      });
    });
  }
});
