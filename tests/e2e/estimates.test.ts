/**
 * Estimates to contracts in Chromium, both bundles: a director writes an estimate for a
 * prospect, validates it, sends it for signing, the sandbox's provider makes the family sign
 * (`/sandbox/sign-procedures/{id}/outcome`), the director converts it to a contract: the
 * prospect is a customer, the contract is in its contracts tab and opens in its drawer;
 * axe finds no serious or critical violation on the form, the estimate, the tab and the drawer.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createProspect } from '../../src/api/contract/customerRecord';
import { estimateSignProcedures } from '../../src/api/contract/signProcedures';
import { loggedInClient } from '../support/sandbox';
import { hasChromium } from './browser';
import { BUNDLES, requireChromiumInCi, seriousViolations, useHarness } from './harness';

requireChromiumInCi();

async function reload(page: Page, ready: Locator): Promise<void> {
  await page.reload();
  await ready.waitFor();
}

describe.skipIf(!hasChromium)('estimates to contracts in Chromium', () => {
  const harness = useHarness();

  for (const bundle of BUNDLES) {
    it(`writes an estimate for a prospect, has it signed and turns it into a contract (${bundle})`, async () => {
      const api = await loggedInClient(harness.url, 'directrice@demo.fr');
      const lastName = bundle === 'react' ? 'Rivière' : 'Delmas';
      const { customerId } = await api.call(createProspect, {
        body: { type: 'NATURAL', mainContact: { civility: 'MME', firstName: 'Agathe', lastName }, email: `agathe.${bundle}@exemple.fr` },
      });

      // The draft: childcare, January 2027, Mondays 16:30–19:00.
      const { page, problems } = await harness.open('/plain.html', bundle, { as: 'directrice@demo.fr', route: `/prospects/${customerId}/new-estimate` });
      const portal = page.locator('agency-portal');
      await portal.getByRole('heading', { name: 'Nouveau devis', level: 1 }).waitFor();
      const type = portal.getByLabel('Type de prestation');
      await expect.poll(() => type.locator('option').count()).toBeGreaterThan(1);
      await type.selectOption({ index: 1 });
      await portal.getByLabel('Début de la période').fill('04/01/2027');
      await portal.getByLabel('Fin de la période').fill('31/01/2027');
      const slot = portal.getByRole('group', { name: 'Créneau 1' });
      await slot.getByLabel('Début', { exact: true }).fill('16:30');
      await slot.getByLabel('Début', { exact: true }).press('Tab');
      await slot.getByLabel('Fin', { exact: true }).fill('19:00');
      await slot.getByLabel('Fin', { exact: true }).press('Tab');
      expect(await seriousViolations(page), 'nouveau devis').toEqual([]);
      await portal.getByRole('button', { name: 'Enregistrer le brouillon' }).click();

      // The estimate: validated, then sent for signing.
      const heading = portal.getByRole('heading', { name: /^Devis DEV-/, level: 1 });
      await heading.waitFor();
      await expect.poll(() => page.url()).toMatch(/estimates\/\d+$/);
      const estimateId = Number(/estimates\/(\d+)$/.exec(page.url())![1]);
      const head = portal.locator('.ap-record-head');
      await head.locator('.ap-tag', { hasText: 'Brouillon' }).waitFor();
      await portal.getByRole('button', { name: 'Valider', exact: true }).click();
      await portal.locator('dialog').getByRole('button', { name: 'Valider', exact: true }).click();
      await head.locator('.ap-tag', { hasText: 'Validé' }).waitFor();
      await portal.getByRole('button', { name: 'Envoyer pour signature' }).click();
      const mail = portal.locator('dialog');
      await mail.getByText(/signature/i).first().waitFor();
      await expect.poll(() => mail.getByLabel('Objet').inputValue()).toContain('à signer électroniquement');
      expect(await seriousViolations(page), 'envoi pour signature').toEqual([]);
      await mail.getByRole('button', { name: 'Envoyer', exact: true }).click();
      await head.locator('.ap-tag', { hasText: 'En attente de signature' }).waitFor();

      // The family signs, through the sandbox's switch.
      const [procedure] = await api.call(estimateSignProcedures, { params: { id: estimateId } });
      const signed = await fetch(`${harness.url}/sandbox/sign-procedures/${procedure!.id}/outcome`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ outcome: 'SIGN' }),
      });
      expect(signed.status).toBe(200);
      await reload(page, head.locator('.ap-tag', { hasText: 'Signé' }));
      expect(await seriousViolations(page), 'devis signé').toEqual([]);

      // Converted: the prospect is a customer, its contract in the contracts tab, opened in its drawer.
      await portal.getByRole('button', { name: 'Transformer en contrat' }).click();
      await portal.locator('dialog').getByRole('button', { name: 'Transformer en contrat' }).click();
      await head.locator('.ap-tag', { hasText: 'Transformé en contrat' }).waitFor();
      await portal.getByRole('link', { name: 'Voir le contrat' }).click();
      await expect.poll(() => page.url()).toContain(`/customers/${customerId}/contracts?contract=`);
      const drawer = portal.locator('dialog', { has: page.getByRole('heading', { name: /^Contrat CT-/ }) });
      await drawer.getByText('du 04/01/2027 au 31/01/2027').first().waitFor();
      await drawer.getByText('Lundi').waitFor();
      await portal.locator('.ap-record-head .ap-tag', { hasText: 'Client' }).first().waitFor();
      expect(await seriousViolations(page), 'contrat').toEqual([]);
      await drawer.getByRole('button', { name: 'Fermer' }).last().click();
      const row = portal.locator('section[aria-label="Contrats"] tbody tr', { hasText: 'du 04/01/2027 au 31/01/2027' });
      await row.waitFor();
      expect(await row.locator('.ap-tag').allTextContents()).toEqual(['À venir', 'Validé']);
      expect(await seriousViolations(page), 'onglet Contrats').toEqual([]);
      expect(problems).toEqual([]);
    }, 120_000);
  }
});
