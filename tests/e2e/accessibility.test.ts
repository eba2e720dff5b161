/**
 * axe-core in Chromium, both bundles: no serious or critical violation on the login page,
 * home, the quick search open and the « Mon compte » dialog, /notebook and its dialog, the support drawer's list,
 * a ticket and the ticket form, the billing screens (axe sees through the open shadow root).
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser';
import { BUNDLES, lastMonth, quietAxeRules, requireChromiumInCi, seriousViolations, useHarness } from './harness';

requireChromiumInCi();
describe.skipIf(!hasChromium)('accessibility (axe-core)', () => {
  const harness = useHarness();

  it('reports a button without a name inside the portal’s shadow root (the check itself)', async () => {
    const { page } = await harness.open('/plain.html', 'react');
    const portal = page.locator('agency-portal');
    await portal.locator('button[type="submit"]').waitFor();
    expect(await seriousViolations(page), 'page de connexion').toEqual([]);
    await page.evaluate(() => {
      const nameless = document.createElement('button');
      nameless.id = 'sans-nom';
      document.querySelector('agency-portal')!.shadowRoot!.append(nameless);
    });
    expect(await seriousViolations(page)).toEqual(['button-name: [[["#portail","#sans-nom"]]]']);
    await page.close();
  });

  it('leaves out of the sweep only the rules that can report nothing but minor or moderate findings', () => {
    // axe-core 4.14's 32 such rules, among them the landmarks' and headings' ones; the contrast, names and ARIA rules stay.
    expect(quietAxeRules).toHaveLength(32);
    expect(quietAxeRules).toEqual(expect.arrayContaining(['region', 'landmark-one-main', 'heading-order', 'page-has-heading-one', 'empty-heading']));
    for (const kept of ['color-contrast', 'button-name', 'label', 'link-name', 'aria-required-children', 'document-title']) expect(quietAxeRules).not.toContain(kept);
  });

  for (const bundle of BUNDLES) {
    it(`has no serious or critical violation on login, home, quick search and « Mon compte » (${bundle})`, async () => {
      const { page } = await harness.open('/plain.html', bundle);
      const portal = page.locator('agency-portal');
      await portal.locator('button[type="submit"]').waitFor();
      expect(await seriousViolations(page), 'page de connexion').toEqual([]);

      await harness.logIn(page, '#portail', 'directrice@demo.fr');
      await portal.getByText('Bonjour Sophie').waitFor();
      expect(await seriousViolations(page), 'accueil').toEqual([]);

      await page.keyboard.press('Alt+r');
      await portal.getByRole('searchbox').fill('ma');
      await portal.locator('section[aria-label="Intervenants"]').waitFor();
      expect(await seriousViolations(page), 'recherche rapide').toEqual([]);
      await page.keyboard.press('Escape');

      await portal.locator('.ap-header__user > button').click();
      await portal.getByRole('menuitem', { name: 'Mon compte' }).click();
      await portal.getByLabel('Modifier le mot de passe').check();
      expect(await seriousViolations(page), 'Mon compte').toEqual([]);
      await page.close();
    });

    it(`has no serious or critical violation on /notebook, the note dialog, the support drawer and a ticket (${bundle})`, async () => {
      const { page } = await harness.open('/plain.html', bundle, { as: 'support@demo.fr', route: '/notebook' });
      const portal = page.locator('agency-portal');
      await portal.locator('article.ap-note').first().waitFor();
      expect(await seriousViolations(page), 'bloc-notes').toEqual([]);
      await portal.getByRole('button', { name: 'Nouvelle note' }).click();
      await portal.getByRole('textbox', { name: 'Contenu' }).waitFor();
      expect(await seriousViolations(page), 'nouvelle note').toEqual([]);
      await portal.getByRole('button', { name: 'Fermer' }).click();

      await portal.getByRole('button', { name: 'Support', exact: true }).click();
      await portal.locator('table.ap-tickets tbody tr').first().waitFor();
      expect(await seriousViolations(page), 'tickets').toEqual([]);
      await portal.locator('.ap-tickets__open').first().click();
      await portal.getByRole('textbox', { name: 'Votre message' }).waitFor();
      expect(await seriousViolations(page), 'ticket').toEqual([]);
      await portal.getByRole('tab', { name: 'Nouveau ticket' }).click();
      await portal.getByRole('button', { name: 'Soumettre le ticket' }).waitFor();
      expect(await seriousViolations(page), 'nouveau ticket').toEqual([]);
      await page.close();
    });

    it(`has no serious or critical violation on the billing screens (${bundle})`, async () => {
      const { page } = await harness.open('/plain.html', bundle, { as: 'directrice@demo.fr', route: '/billing/home' });
      const portal = page.locator('agency-portal');
      const screens: [string, string][] = [
        ['#/billing/home', 'Facturation'],
        ['#/billing/paymentsTracking', 'Suivi des paiements'],
        ['#/billing/consumptionTracking', 'Suivi des consommations'],
        ['#/billing/fiscalAttestations', 'Attestations fiscales'],
        ['#/agency/prices', 'Agence – Tarifs'],
      ];
      for (const [hash, heading] of screens) {
        await page.evaluate((to) => (location.hash = to), hash);
        await portal.getByRole('heading', { name: heading, exact: true }).waitFor();
        await portal.locator('.ap-spinner').waitFor({ state: 'detached' }).catch(() => undefined);
        expect(await seriousViolations(page), hash).toEqual([]);
      }
      const month = lastMonth();
      await page.evaluate((to) => (location.hash = to), `#/billing/bills?month=${month}`);
      await portal.locator('.ap-bills-list tbody tr').first().waitFor();
      expect(await seriousViolations(page), 'factures').toEqual([]);
      // The month field's popover, open, and its keys in Chromium.
      await portal.getByRole('button', { name: 'Ouvrir la liste des mois' }).click();
      await portal.getByRole('grid').waitFor();
      expect(await seriousViolations(page), 'liste des mois').toEqual([]);
      await page.keyboard.press('Escape');
      await portal.getByRole('grid').waitFor({ state: 'detached' });
      await portal.locator('.ap-bills-list tbody tr a.ap-strong').first().click();
      await portal.getByRole('heading', { name: 'Prestations' }).waitFor();
      expect(await seriousViolations(page), 'facture').toEqual([]);
      await page.close();
    });
  }
});
