/**
 * Screens follow what changes (issue 31 §2), in Chromium, both bundles, without a reload: a contract deleted from its
 * drawer sets its estimate back from « Transformé en contrat » to « Signé » and its customer's history, read before,
 * says so; a sign procedure waiting for its recipient shows its outcome by itself once the provider settles it.
 */
import { describe, expect, it } from 'vitest';
import { newContract } from '../support/contracts';
import { loggedInClient } from '../support/sandbox';
import { hasChromium } from './browser';
import { BUNDLES, go, requireChromiumInCi, useHarness } from './harness';

requireChromiumInCi();

/** The poll period of an open procedure is 5 s (POLL_MS): the outcome shows within it. */
const POLLED = { timeout: 12_000 };

describe.skipIf(!hasChromium)('screens follow what changes, in Chromium', () => {
  const harness = useHarness();
  const db = () => harness.sandbox.db;

  BUNDLES.forEach((bundle, index) => {
    describe(`bundle ${bundle}`, () => {
      it('deleting a contract sets its estimate back to « Signé » and writes the customer’s history, without reload', async () => {
        const api = await loggedInClient(harness.url, 'directrice@demo.fr');
        const { contractId, customerId, estimateId } = await newContract(api, db(), `suivi.${bundle}@exemple.fr`);
        const number = db().prepare('SELECT number FROM contracts WHERE id = ?').pluck().get(contractId) as string;
        const { page, portal, problems } = await harness.signedIn(bundle);
        // The history read first, so that the cache keeps it: the deletion must drop it.
        await go(page, `/customers/${customerId}/history`);
        const tabs = () => portal.getByRole('navigation', { name: 'Onglets de la fiche' });
        const history = portal.getByRole('table', { name: 'Historique' });
        await history.getByText('Prospect devenu client').waitFor();
        await tabs().getByRole('link', { name: 'Contrats' }).click();
        const estimate = portal.getByRole('region', { name: 'Devis' }).locator('tbody tr');
        await expect.poll(() => estimate.locator('.ap-tag').allTextContents()).toEqual(['Transformé en contrat']);

        await portal.getByRole('link', { name: number }).click();
        await portal.getByRole('button', { name: 'Supprimer' }).click();
        const confirm = portal.getByRole('alertdialog');
        await confirm.getByText('Voulez-vous vraiment supprimer ce contrat ? Son devis redevient signé.').waitFor();
        await confirm.getByRole('button', { name: 'Supprimer' }).click();
        await expect.poll(() => estimate.locator('.ap-tag').allTextContents()).toEqual(['Signé']);
        expect(db().prepare('SELECT status FROM estimates WHERE id = ?').pluck().get(estimateId)).toBe('SIGNED');

        await tabs().getByRole('link', { name: 'Historique' }).click();
        await expect.poll(() => history.locator('tbody tr').first().locator('td').allTextContents())
          .toEqual([expect.stringMatching(/^16\/03\/2026 à \d\d:\d\d$/), 'Autre', `Contrat ${number} supprimé`, 'Sophie Lefèvre', '']);
        expect(problems).toEqual([]);
        await page.close();
      });

      it('a sign procedure waiting for its recipient shows its outcome by itself, the estimate signed with it', async () => {
        const open = db().prepare(`SELECT p.id, e.id AS estimateId, e.customer_id AS customerId FROM sign_procedures p JOIN estimates e ON e.id = p.estimate_id
          WHERE p.agency_id = 1 AND p.status = 'IN_PROGRESS' AND p.signed_by_recipient_at IS NULL ORDER BY p.id LIMIT 1 OFFSET ?`).get(index) as { id: number; estimateId: number; customerId: number };
        const { page, portal, problems } = await harness.signedIn(bundle);
        await go(page, `/prospects/${open.customerId}/estimates/${open.estimateId}`);
        const procedure = portal.getByRole('region', { name: 'Signature électronique' }).locator('.ap-sign-procedure').first();
        await expect.poll(() => procedure.locator('.ap-tag').textContent()).toBe('En attente du destinataire');
        await expect.poll(() => portal.locator('.ap-record-head__name .ap-tag').textContent()).toBe('En attente de signature');

        // The recipient signs at the provider (the sandbox's switch): nothing the portal did, no reload.
        expect((await page.request.post(`${harness.url}/sandbox/sign-procedures/${open.id}/outcome`, { data: { outcome: 'SIGN' } })).status()).toBe(200);
        await expect.poll(() => procedure.locator('.ap-tag').textContent(), POLLED).toBe('Signée, terminée');
        await expect.poll(() => portal.locator('.ap-record-head__name .ap-tag').textContent()).toBe('Signé');
        expect(problems).toEqual([]);
        await page.close();
      });
    });
  });
});
