/**
 * The rules an agency's money depends on (issue 32), in Chromium, both bundles: a signed SEPA
 * mandate is not edited but changes account (a new RUM to sign, the old one revoked that day).
 * The paye period refused before its hours and allowances is in `paye.test.ts`.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser';
import { BUNDLES, go, requireChromiumInCi, useHarness } from './harness';

requireChromiumInCi();

describe.skipIf(!hasChromium)('the rules of money in Chromium', () => {
  const harness = useHarness();

  /** A Lyon customer with a signed mandate: one per bundle, so that the two runs never change the same one. */
  const signedMandate = (index: number) =>
    harness.sandbox.db.prepare(`SELECT customer_id AS customerId, id, rum FROM sepa_mandates
      WHERE agency_id = 1 AND signature_date IS NOT NULL AND revoked_at IS NULL ORDER BY id LIMIT 1 OFFSET ?`).get(index) as { customerId: number; id: number; rum: string };

  for (const bundle of BUNDLES) {
    it(`changes the account of a signed SEPA mandate: a new RUM to sign, the old one revoked (${bundle})`, async () => {
      const mandate = signedMandate(BUNDLES.indexOf(bundle));
      const { page, problems } = await harness.open('/plain.html', bundle, { as: 'directrice@demo.fr' });
      const portal = page.locator('agency-portal');
      await go(page, `/customers/${mandate.customerId}/infos`);
      /** The mandate's row: its RUM in the first column (another row may name it as the one it replaced). */
      const rowOf = (rum: string) => portal.locator('tbody tr').filter({ has: page.locator('td:first-child .ap-strong', { hasText: rum }) });
      const row = rowOf(mandate.rum);
      await row.waitFor();
      expect(await row.getByRole('button', { name: `Modifier le mandat ${mandate.rum}` }).count()).toBe(0);
      await row.getByRole('button', { name: `Changer de compte du mandat ${mandate.rum}` }).click();

      const dialog = portal.locator('dialog');
      await dialog.getByRole('heading', { name: `Changement de compte du mandat ${mandate.rum}` }).waitFor();
      await dialog.getByText('son titulaire, son IBAN et son BIC ne changent plus').waitFor();
      await dialog.getByLabel('Nouvel IBAN').fill('DE89 3704 0044 0532 0130 00');
      await dialog.getByLabel('Nouveau BIC').fill('BNPAFRPP');
      await dialog.getByText('Le BIC ne correspond pas à l’IBAN : ses lettres 5 et 6 doivent être le pays de l’IBAN').waitFor();
      await dialog.getByLabel('Nouveau BIC').fill('DEUTDEFF');
      await dialog.getByRole('button', { name: 'Changer de compte' }).click();
      await portal.getByText('Nouveau mandat créé, à faire signer ; l’ancien est révoqué').waitFor();

      const created = harness.sandbox.db.prepare('SELECT rum FROM sepa_mandates WHERE id = (SELECT replaced_by_id FROM sepa_mandates WHERE id = ?)').pluck().get(mandate.id) as string;
      expect(created).not.toBe(mandate.rum);
      await expect.poll(() => row.locator('.ap-tag').textContent()).toBe('Révoqué');
      expect(await row.textContent()).toContain(`Révoqué le 16/03/2026Remplacé par ${created}`);
      const fresh = rowOf(created);
      expect(await fresh.locator('.ap-tag').textContent()).toBe('Créé');
      expect(await fresh.textContent()).toContain('DE89 3704 0044 0532 0130 00');
      expect(await row.getByRole('button', { name: `Changer de compte du mandat ${mandate.rum}` }).count()).toBe(0);

      await row.getByRole('button', { name: `Historique du mandat ${mandate.rum}` }).click();
      await dialog.getByText(`Mandat révoqué le 2026-03-16 : changement de compte, remplacé par ${created}`).waitFor();
      expect(problems).toEqual([]);
    });
  }
});
