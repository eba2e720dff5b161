/**
 * The rules contracts and sales depend on (issue 32), in Chromium, both bundles: a CDD's
 * document comes from a CDD template and reads as a CDD; a work contract sent for signing shows
 * its procedure's status, then signed; a prospect's card moved to « Devis envoyé » without an
 * estimate is refused with the reason and stays where it was.
 */
import { describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdfText';
import { hasChromium } from './browser';
import { BUNDLES, downloadedBytes, requireChromiumInCi, useHarness } from './harness';

requireChromiumInCi();

describe.skipIf(!hasChromium)('the rules of contracts and sales in Chromium', () => {
  const harness = useHarness();
  const db = () => harness.sandbox.db;
  /** A Lyon employee of the payroll: one per bundle and test. */
  const payrollEmployee = (offset: number) =>
    db().prepare('SELECT employee_id FROM paye_employees WHERE agency_id = 1 ORDER BY employee_id LIMIT 1 OFFSET ?').pluck().get(offset) as number;

  BUNDLES.forEach((bundle, index) => {
    describe(`bundle ${bundle}`, () => {
      /** The employee's work contracts panel, with a new contract saved from the dialog. */
      async function newContract(employeeId: number, job: string, cdd: boolean) {
        const { page, portal, problems } = await harness.signedIn(bundle, { route: `/employees/${employeeId}/paye` });
        const contracts = portal.locator('section', { has: page.getByRole('heading', { name: 'Contrats de travail' }) });
        await contracts.getByRole('button', { name: 'Nouveau contrat de travail' }).click();
        const dialog = portal.locator('dialog[open]');
        await dialog.getByRole('heading', { name: 'Nouveau contrat de travail' }).waitFor();
        if (cdd) await dialog.getByLabel('Type de contrat').selectOption('CDD');
        await dialog.getByRole('textbox', { name: 'Emploi' }).fill(job);
        await dialog.getByLabel('Date de début').fill('01/09/2027');
        if (cdd) await dialog.getByLabel('Date de fin').fill('31/12/2027');
        await dialog.getByLabel('Heures par semaine').fill('20');
        await dialog.getByLabel('Taux horaire brut (€)').fill('12,50');
        await dialog.getByRole('button', { name: 'Enregistrer' }).click();
        await dialog.waitFor({ state: 'detached' });
        return { page, portal, problems, row: contracts.locator('tbody tr', { hasText: job }), contracts };
      }

      it('generates a CDD from the CDD template: its document reads as a CDD', async () => {
        const job = `Garde en remplacement ${bundle}`;
        const { page, portal, problems, row } = await newContract(payrollEmployee(index), job, true);
        await expect(row.textContent()).resolves.toContain('Modèle CDD remplacement');
        await expect(row.locator('td').first().textContent()).resolves.toBe('CDD');
        const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /^Télécharger/ }).click()]);
        const text = pdfText(await downloadedBytes(download));
        expect(text).toContain('Modèle : CDD remplacement');
        expect(text).toContain('Type de contrat : CDD (durée déterminée)');
        expect(text).toContain('Date de fin : 31/12/2027');
        expect(await portal.locator('.ap-alert--danger').count()).toBe(0);
        expect(problems).toEqual([]);
        await page.close();
      });

      it('sends a work contract for signing: its procedure’s status on the row and its events, then signed', async () => {
        const job = `Garde périscolaire ${bundle}`;
        const { page, portal, problems, row, contracts } = await newContract(payrollEmployee(2 + index), job, false);
        await row.getByRole('button', { name: /^Plus d'actions/ }).click();
        await portal.getByRole('menuitem', { name: 'Envoyer pour signature' }).click();
        const dialog = portal.locator('dialog[open]');
        await dialog.getByRole('heading', { name: 'Envoyer pour signature' }).waitFor();
        await dialog.getByText(/^Signatures électroniques disponibles : \d+\. L’envoi en utilise une\.$/).waitFor();
        await dialog.getByRole('button', { name: 'Envoyer' }).click();
        await contracts.getByText('Contrat envoyé pour signature électronique').waitFor();
        await expect.poll(() => row.locator('.ap-tag').allTextContents()).toEqual(['Envoyé', 'Signature : En attente du destinataire']);

        await row.getByRole('button', { name: /^Plus d'actions/ }).click();
        await expect(portal.getByRole('menuitem').allTextContents()).resolves.not.toContain('Envoyer pour signature');
        await portal.getByRole('menuitem', { name: 'Signature électronique' }).click();
        const events = portal.locator('dialog[open] li');
        // The time is the browser's zone's: the day and the events in order.
        const dated = async () => (await events.allTextContents()).map((text) => text.replace(/^16\/03\/2026 à \d\d:\d\d — /, ''));
        await expect.poll(dated).toEqual(['Procédure de signature créée', 'Document transmis au service de signature', 'Procédure de signature démarrée', 'Destinataire invité à signer']);
        await page.keyboard.press('Escape');

        // The employee signs (the sandbox's switch); the row follows by itself (the list polls while a procedure waits).
        const procedureId = db().prepare("SELECT p.id FROM sign_procedures p JOIN work_contracts w ON w.id = p.work_contract_id WHERE w.job_title = ?").pluck().get(job) as number;
        expect((await page.request.post(`${harness.url}/sandbox/sign-procedures/${procedureId}/outcome`, { data: { outcome: 'SIGN' } })).status()).toBe(200);
        await expect.poll(() => row.locator('.ap-tag').allTextContents(), { timeout: 15_000, interval: 250 }).toEqual(['Signé', 'Signature : Signée, terminée']);
        expect(problems).toEqual([]);
        await page.close();
      });

      it('refuses to move a prospect to « Devis envoyé » without an estimate, with the reason', async () => {
        const prospect = db().prepare(`SELECT id, label FROM customers c WHERE agency_id = 1 AND prospect = 1 AND archived = 0 AND stage = 'STARTING'
          AND NOT EXISTS (SELECT 1 FROM estimates e WHERE e.customer_id = c.id) ORDER BY next_exchange_at IS NULL, next_exchange_at, id LIMIT 1`).get() as { id: number; label: string };
        const { page, portal, problems } = await harness.signedIn(bundle, { route: '/prospecting/board' });
        const starting = portal.locator('section[aria-label="Premier contact"]');
        await starting.getByRole('button', { name: `Déplacer ${prospect.label}` }).click();
        await portal.getByRole('menuitem', { name: 'Vers « Devis envoyé »' }).click();
        await portal.getByText('L’étape « Devis envoyé » demande un devis de ce prospect à l’état « Envoyé » : il n’en a aucun. L’étape suit ses devis.').waitFor();
        await expect(starting.textContent()).resolves.toContain(prospect.label);
        expect(db().prepare('SELECT stage FROM customers WHERE id = ?').pluck().get(prospect.id)).toBe('STARTING');
        // The refused call is the one problem the page reports (its 400).
        expect(problems.every((p) => p.includes('400'))).toBe(true);
        await page.close();
      });
    });
  });
});
