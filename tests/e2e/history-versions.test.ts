/**
 * Issue 34 §5 and §6 in Chromium, both bundles: « Ajouter une entrée » dates an exchange (a call
 * made yesterday is logged as yesterday's, a later date is refused with its message), and the
 * info item shows the portal's version with the build date the build wrote.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser';
import { BUNDLES, go, requireChromiumInCi, screenshot, useHarness } from './harness';

requireChromiumInCi();

describe.skipIf(!hasChromium)('dated history entries and the version info in Chromium', () => {
  const harness = useHarness();
  /** A Lyon customer per bundle, so that the two runs never write in the same history. */
  const customerId = (index: number) => harness.sandbox.db.prepare('SELECT id FROM customers WHERE agency_id = 1 ORDER BY id LIMIT 1 OFFSET ?').pluck().get(10 + index) as number;

  for (const bundle of BUNDLES) {
    it(`logs yesterday's call as yesterday's and refuses a later date (${bundle})`, async () => {
      const { page, problems } = await harness.open('/plain.html', bundle, { as: 'directrice@demo.fr' });
      const portal = page.locator('agency-portal');
      await go(page, `/customers/${customerId(BUNDLES.indexOf(bundle))}/history`);
      await portal.getByRole('button', { name: 'Ajouter une entrée' }).click();
      const dialog = portal.locator('dialog');
      await dialog.getByRole('heading', { name: 'Ajouter une entrée à l’historique' }).waitFor();
      // Now by default, from the portal's clock (the suite's day).
      expect(await dialog.getByLabel('Date', { exact: true }).inputValue()).toBe('16/03/2026');
      await screenshot(page, `history-entry-${bundle}.png`);

      await dialog.getByLabel('Date', { exact: true }).fill('17/03/2026');
      await dialog.getByRole('button', { name: 'Enregistrer' }).click();
      await dialog.getByText('La date de l’entrée ne peut pas être dans le futur').waitFor();

      await dialog.getByLabel('Date', { exact: true }).fill('15/03/2026');
      await dialog.getByRole('combobox', { name: 'Heure' }).fill('17:45');
      await dialog.getByLabel('Commentaire').fill('Appel de la veille');
      await dialog.getByRole('button', { name: 'Enregistrer' }).click();
      const row = portal.locator('tbody tr').filter({ hasText: 'Appel de la veille' });
      await row.waitFor();
      expect(await row.locator('td').first().textContent()).toBe('15/03/2026 à 17:45');
      expect(problems).toEqual([]);
    });

    it(`shows the portal's version and build date in the info item (${bundle})`, async () => {
      const { page, problems } = await harness.open('/plain.html', bundle, { as: 'admin@demo.fr' });
      const portal = page.locator('agency-portal');
      await portal.getByRole('button', { name: 'Informations de version' }).first().click();
      const dialog = portal.locator('dialog');
      await dialog.getByRole('heading', { name: 'Informations de version' }).waitFor();
      expect(await dialog.textContent()).toMatch(/Version du portail : 1\.0\.0, construite le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}/);
      await screenshot(page, `version-info-${bundle}.png`);
      expect(problems).toEqual([]);
    });
  }
});
