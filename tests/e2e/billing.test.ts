/**
 * Billing in Chromium, both bundles: a director opens last month's bills, validates a draft,
 * makes a partial credit note, records payments until nothing remains and downloads the PDF
 * through a one-use token; an adviser of an agency without fiscal attestations has neither
 * the menu item nor the route.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser';
import { BUNDLES, requireChromiumInCi, useHarness, downloadedBytes } from './harness';

requireChromiumInCi();

/** Last month of the suite's day as a person types it in the month field: 'MM/AAAA'. */
const lastMonth = () => '02/2026';

describe.skipIf(!hasChromium)('billing in Chromium', () => {
  const harness = useHarness();

  for (const bundle of BUNDLES) {
    describe(`bundle ${bundle}`, () => {
      it('validates a draft of last month, credits part of it, records payments until it is settled and downloads its PDF', async () => {
        const { page, problems } = await harness.open('/plain.html', bundle, { as: 'directrice@demo.fr' });
        const portal = page.locator('agency-portal');
        await portal.getByText('Bonjour Sophie').waitFor();
        await portal.getByRole('link', { name: 'Facturation' }).click();
        await portal.getByRole('heading', { name: 'Factures' }).waitFor();
        // exact: the field's button is 'Ouvrir la liste des mois'.
        await portal.getByLabel('Mois', { exact: true }).fill(lastMonth());
        await portal.getByLabel('Statut').selectOption('DRAFT');
        const draft = portal.locator('tbody tr', { has: page.locator('.ap-tag', { hasText: 'Brouillon' }) }).first();
        await draft.waitFor();
        // The pointer leaves the menu: its hover flyout (Facturation) would cover the bill's number.
        await page.mouse.move(1000, 20);
        await draft.locator('a.ap-strong').click();

        await portal.getByRole('heading', { name: 'Facture (brouillon)' }).waitFor();
        await portal.getByRole('button', { name: 'Valider', exact: true }).click();
        await portal.locator('dialog').getByRole('button', { name: 'Valider', exact: true }).click();
        await portal.locator('.ap-tag', { hasText: "Validée, prête à l'envoi" }).waitFor();
        const title = (await portal.locator('h1').textContent())!;
        expect(title).toMatch(/^Facture F01-\d{6}$/);

        await portal.getByRole('button', { name: 'Avoir partiel' }).click();
        const dialog = portal.locator('dialog');
        await dialog.locator('input[inputmode="decimal"]').first().fill('10,00');
        await dialog.getByRole('button', { name: 'Calculer' }).click();
        await dialog.getByText('Avoir TTC').waitFor();
        await dialog.getByRole('button', { name: 'Créer l’avoir' }).click();
        await portal.getByText('Enregistrement effectué !').waitFor();
        await portal.locator('.ap-tag', { hasText: 'Annulée par un avoir' }).waitFor();
        await portal.getByRole('heading', { name: 'Avoirs' }).waitFor();

        // A first payment of 5 €, then the rest (the amount the dialog proposes).
        await portal.getByRole('button', { name: 'Enregistrer un paiement' }).click();
        await portal.locator('dialog').getByLabel('Montant (€)').fill('5,00');
        await portal.locator('dialog').getByRole('button', { name: 'Enregistrer' }).click();
        await portal.getByRole('cell', { name: '5,00 €', exact: true }).waitFor();
        await portal.getByRole('button', { name: 'Enregistrer un paiement' }).click();
        await portal.locator('dialog').getByRole('button', { name: 'Enregistrer' }).click();
        await portal.getByRole('button', { name: 'Enregistrer un paiement' }).waitFor({ state: 'detached' });
        await expect(portal.getByTestId('remaining').textContent()).resolves.toBe('0,00\u00a0€');
        await expect(portal.getByRole('meter').getAttribute('aria-valuenow')).resolves.toBe('100');
        await expect(portal.locator('.ap-progress__bar--success').count()).resolves.toBe(1);

        const [download] = await Promise.all([page.waitForEvent('download'), portal.getByRole('button', { name: 'Télécharger' }).click()]);
        const bytes = await downloadedBytes(download);
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
        expect(download.suggestedFilename()).toBe(`facture-${title.slice('Facture '.length)}.pdf`);
        expect(problems).toEqual([]);
        await page.close();
      });

      it('hides fiscal attestations, menu item and route, from an adviser of an agency without them', async () => {
        harness.sandbox.db.prepare('UPDATE agencies SET fiscal_attestations_enabled = 0 WHERE id = 1').run();
        try {
          const { page, problems } = await harness.open('/plain.html', bundle, { as: 'conseiller@demo.fr' });
          const portal = page.locator('agency-portal');
          await portal.getByText('Bonjour Julien').waitFor();
          await portal.getByRole('link', { name: 'Facturation' }).hover();
          await portal.getByRole('link', { name: 'Suivi des paiements' }).waitFor({ state: 'attached' });
          await expect(portal.locator('a[href="#/billing/fiscalAttestations"]').count()).resolves.toBe(0);
          await page.evaluate(() => (location.hash = '#/billing/fiscalAttestations'));
          await portal.getByRole('heading', { name: 'Accès refusé' }).waitFor();
          expect(new URL(page.url()).hash).toBe('#/accessdenied');
          expect(problems).toEqual([]);
          await page.close();
        } finally {
          harness.sandbox.db.prepare('UPDATE agencies SET fiscal_attestations_enabled = 1 WHERE id = 1').run();
        }
      });
    });
  }
});
