/**
 * Paye and work contracts in Chromium, both bundles (issue 12): as the director of Lyon (paye
 * enabled and active), open an employee's « Paie » tab, read the month's hours counted from the
 * planning, add a bonus and a down payment and watch the totals move, find the period refused
 * while its hours and allowances are not validated (the dialog lists them), validate them, then
 * the period, and find it locked; create a work contract, mark it signed with a PDF and download it through the
 * one-use token, the same bytes coming back; add an absence. An adviser of an agency without paye has
 * neither the tab nor the route. axe finds nothing serious. Needs `npm run build` first.
 */
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { notCancelled } from '../../sandbox/store/eventCancellations';
import { formatCents } from '../../src/domain/format/amount';
import { formatDuration } from '../../src/domain/format/duration';
import { hasChromium } from './browser';
import { typeSickLeave } from './absenceDialog';
import { BUNDLES, go, requireChromiumInCi, seriousViolations, useHarness, downloadedBytes } from './harness';
import { TEST_MONTH } from '../support/clock';

requireChromiumInCi();

/** This month as the sandbox counts it on the suite's day ('YYYY-MM'). */
const month = () => TEST_MONTH;
/** Cents of an amount as the portal shows it ('1 234,56 €'). */
const centsIn = (text: string) => Math.round(Number(text.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);

describe.skipIf(!hasChromium)('an employee’s paye, work contracts and absences in Chromium', () => {
  const harness = useHarness();
  const db = () => harness.sandbox.db;

  /**
   * The Lyon employees of the seed's payroll with one agency contract, the busiest this month
   * first, and the minutes their planning gives this month (cancelled events left out; a night
   * shift ends the next morning).
   */
  function payrollEmployees(): { id: number; minutes: number }[] {
    const ids = db().prepare(`SELECT pe.employee_id FROM paye_employees pe WHERE pe.agency_id = 1
      AND (SELECT COUNT(*) FROM paye_contracts c WHERE c.employee_id = pe.employee_id AND c.family_id IS NULL) = 1
      AND (SELECT COUNT(*) FROM paye_contracts c WHERE c.employee_id = pe.employee_id) = 1 ORDER BY pe.employee_id`).pluck().all() as number[];
    const minutesOf = (id: number) =>
      (db().prepare(`SELECT start_time AS s, end_time AS e FROM planning_events WHERE employee_id = ? AND day LIKE ? || '-%' AND ${notCancelled()}`).all(id, month()) as { s: string; e: string }[])
        .reduce((sum, { s, e }) => {
          const [a, b] = [s, e].map((t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5))) as [number, number];
          return sum + (b > a ? b - a : b + 1440 - a);
        }, 0);
    return ids.map((id) => ({ id, minutes: minutesOf(id) })).sort((x, y) => y.minutes - x.minutes);
  }

  BUNDLES.forEach((bundle, index) => {
    describe(`bundle ${bundle}`, () => {
      it('shows the month’s hours from the planning, moves the totals with a bonus and a down payment, and locks the validated period', async () => {
        // One employee per bundle: the first bundle's period ends validated.
        const employee = payrollEmployees()[index]!;
        // March 2026's busiest two, round-the-clock professionals: INT-1-0003 (200 h 30), INT-1-0001 (198 h 30).
        expect(employee).toEqual([{ id: 3, minutes: 12030 }, { id: 1, minutes: 11910 }][index]);
        const { page, portal, problems } = await harness.signedIn(bundle, { route: `/employees/${employee.id}/paye` });
        const period = portal.locator('section', { has: page.getByRole('heading', { name: /^Période en cours/ }) });
        await period.getByRole('heading', { name: /^Période en cours/ }).waitFor();
        await expect(period.locator('.ap-tag').first().textContent()).resolves.toBe('Période à valider');
        const row = period.getByRole('table', { name: 'Heures à valider par contrat' }).locator('tbody tr');
        await expect(row.count()).resolves.toBe(1);
        // The second cell is the month's hours (« Heures »).
        await expect(row.locator('td').nth(1).textContent()).resolves.toBe(formatDuration(employee.minutes));
        expect(await seriousViolations(page), 'onglet Paie').toEqual([]);

        const totals = period.getByRole('definition');
        const total = (label: string) => period.locator('.ap-paye-totals > div', { has: page.getByRole('term').getByText(label, { exact: true }) }).getByRole('definition');
        await expect(totals.count()).resolves.toBe(5);
        const net = centsIn((await total('Reste à verser, avant cotisations').textContent())!);
        const bonusCount = await period.locator('section[aria-label="Primes"] li').count();

        const bonuses = period.locator('section[aria-label="Primes"]');
        await bonuses.getByRole('button', { name: 'Ajouter une prime' }).click();
        await bonuses.getByText('Champ obligatoire').first().waitFor();
        await bonuses.getByLabel('Libellé').fill(`Prime de fin d’année ${bundle}`);
        await bonuses.getByLabel('Montant (€)').fill('150,00');
        await bonuses.getByRole('button', { name: 'Ajouter une prime' }).click();
        await bonuses.getByText(`Prime de fin d’année ${bundle}`).waitFor();
        await expect(bonuses.locator('li').count()).resolves.toBe(bonusCount + 1);
        await expect.poll(() => total('Reste à verser, avant cotisations').textContent()).toBe(formatCents(net + 150_00));

        const downPayments = period.locator('section[aria-label="Acomptes"]');
        await downPayments.getByLabel('Montant (€)').fill('40');
        await downPayments.getByRole('button', { name: 'Ajouter un acompte' }).click();
        await downPayments.getByText(formatCents(40_00)).waitFor();
        await expect.poll(() => total('Reste à verser, avant cotisations').textContent()).toBe(formatCents(net + 110_00));
        // Taken off, written as every negative amount is.
        expect(centsIn((await total('Acomptes').textContent())!)).toBeLessThanOrEqual(-40_00);
        expect(await total('Acomptes').textContent()).toMatch(/^-\d/);
        expect(await seriousViolations(page), 'prime et acompte ajoutés').toEqual([]);

        // Not before its hours and allowances: the dialog lists what is missing and validates nothing.
        await period.getByRole('button', { name: 'Valider la période' }).click();
        const dialog = portal.locator('dialog[open]');
        await dialog.getByText('La période ne peut pas être validée : il reste à valider :').waitFor();
        await expect(dialog.getByRole('list', { name: 'Ce qui reste à valider' }).getByRole('listitem').allTextContents())
          .resolves.toEqual(['Heures du contrat « Contrat de l\'agence »', 'Indemnités du contrat « Contrat de l\'agence »']);
        expect(await seriousViolations(page), 'période incomplète').toEqual([]);
        await dialog.getByRole('button', { name: 'Fermer' }).last().click();
        await expect(period.locator('.ap-tag').first().textContent()).resolves.toBe('Période à valider');
        await period.getByRole('button', { name: "Valider les heures du contrat Contrat de l'agence" }).click();
        await period.getByRole('button', { name: "Valider les indemnités du contrat Contrat de l'agence" }).click();
        await expect.poll(() => row.locator('.ap-tag', { hasText: 'Validées' }).count()).toBe(2);

        await period.getByRole('button', { name: 'Valider la période' }).click();
        await dialog.getByText('Une fois validée, la période ne peut plus être modifiée.').waitFor();
        expect(await seriousViolations(page), 'confirmation').toEqual([]);
        await dialog.getByRole('button', { name: 'Valider', exact: true }).click();
        await period.getByText('La période est validée : elle ne peut plus être modifiée').waitFor();
        await expect(period.locator('.ap-tag').first().textContent()).resolves.toBe('Période validée');
        // Locked: no more adding, deleting nor validating; the totals stay.
        await expect(period.getByRole('button', { name: /Ajouter|Supprimer|Valider/ }).count()).resolves.toBe(0);
        await expect(total('Reste à verser, avant cotisations').textContent()).resolves.toBe(formatCents(net + 110_00));
        expect(await seriousViolations(page), 'période validée').toEqual([]);

        // The seed's three earlier months, validated, read-only.
        const past = portal.locator('section', { has: page.getByRole('heading', { name: 'Périodes précédentes' }) });
        await expect.poll(() => past.locator('tbody tr').allTextContents()).toEqual([
          expect.stringMatching(/^février 2026Période validée28\/02\/2026 à \d\d:00Consulter$/i), expect.stringMatching(/^janvier 2026Période validée/i), expect.stringMatching(/^décembre 2025Période validée/i),
        ]);
        await past.getByRole('button', { name: /^Consulter la période février 2026$/i }).click();
        await dialog.getByText('En lecture seule : une période passée ne se modifie plus').waitFor();
        // The period's lines come after its heading: counted once they are shown, so that « no button » is not read on an empty dialog.
        await dialog.getByText('Prime d’assiduité').waitFor();
        await expect.poll(() => dialog.locator('.ap-tag', { hasText: 'Validées' }).count()).toBe(2);
        await expect(dialog.getByRole('button', { name: /Ajouter|Supprimer|Valider/ }).count()).resolves.toBe(0);
        expect(await seriousViolations(page), 'période passée').toEqual([]);
        await dialog.getByRole('button', { name: 'Fermer' }).last().click();

        // Read again from the sandbox: still locked.
        await go(page, `/employees/${employee.id}/home`);
        await go(page, `/employees/${employee.id}/paye`);
        await period.getByText('La période est validée : elle ne peut plus être modifiée').waitFor();
        expect(problems).toEqual([]);
        await page.close();
      });

      it('creates a work contract, marks it signed with a PDF and downloads the same bytes through the one-use token', async () => {
        const employee = payrollEmployees()[2 + index]!;
        const { page, portal, problems } = await harness.signedIn(bundle, { route: `/employees/${employee.id}/paye` });
        const contracts = portal.locator('section', { has: page.getByRole('heading', { name: 'Contrats de travail' }) });
        await contracts.getByRole('button', { name: 'Nouveau contrat de travail' }).click();
        const dialog = portal.locator('dialog[open]');
        await dialog.getByRole('heading', { name: 'Nouveau contrat de travail' }).waitFor();
        const job = `Garde d’enfants à domicile ${bundle}`;
        await dialog.getByRole('textbox', { name: 'Emploi' }).fill(job);
        await dialog.getByLabel('Date de début').fill('01/09/2027');
        await dialog.getByLabel('Heures par semaine').fill('24,5');
        await dialog.getByLabel('Taux horaire brut (€)').fill('12,50');
        expect(await seriousViolations(page), 'nouveau contrat de travail').toEqual([]);
        await dialog.getByRole('button', { name: 'Enregistrer' }).click();
        await dialog.waitFor({ state: 'detached' });
        const row = contracts.locator('tbody tr', { hasText: job });
        await expect(row.locator('.ap-tag').textContent()).resolves.toBe('Brouillon');
        await expect(row.textContent()).resolves.toContain('01/09/2027');

        const signed = await PDFDocument.create();
        signed.setTitle(`Contrat signé ${bundle}`);
        signed.addPage().drawText(`Signé par les deux parties (${bundle})`, { x: 50, y: 700 });
        const bytes = Buffer.from(await signed.save());
        const [chooser] = await Promise.all([page.waitForEvent('filechooser'), row.getByRole('button', { name: /^Marquer comme signé/ }).click()]);
        await chooser.setFiles({ name: `contrat-signe-${bundle}.pdf`, mimeType: 'application/pdf', buffer: bytes });
        await contracts.getByText('Contrat marqué comme signé').waitFor();
        await expect.poll(() => row.locator('.ap-tag').textContent()).toBe('Signé');
        // Signed: download and preview on the row, only mail and history left in its « Plus d'actions » menu.
        await expect(row.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')?.replace(/ (le |du |pour le )?contrat .*/, '')))).resolves.toEqual([
          'Télécharger', 'Aperçu', "Plus d'actions",
        ]);
        const more = row.getByRole('button', { name: /^Plus d'actions/ });
        await more.click();
        const menu = portal.getByRole('menu');
        await expect(menu.getByRole('menuitem').allTextContents()).resolves.toEqual(['Envoyer par e-mail', 'Historique']);
        expect(await seriousViolations(page), 'contrat signé, menu ouvert').toEqual([]);
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'detached' });
        await expect(more.evaluate((button) => (button.getRootNode() as ShadowRoot).activeElement === button)).resolves.toBe(true);

        const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /^Télécharger/ }).click()]);
        // The sandbox names the file after the employee's reference and the contract.
        const ref = db().prepare('SELECT ref FROM employees WHERE id = ?').pluck().get(employee.id) as string;
        expect(download.suggestedFilename()).toMatch(new RegExp(`^contrat-de-travail-${ref}-\\d+\\.pdf$`));
        expect(Buffer.compare(await downloadedBytes(download), bytes)).toBe(0);
        // The token was for one use: the same address answers no more.
        const again = await page.request.get(download.url());
        expect(again.status()).toBe(401);
        expect(problems).toEqual([]);
        await page.close();
      });

      it('adds an absence to an employee: it is listed with its type and days', async () => {
        const employee = payrollEmployees()[4 - index]!;
        const { page, portal, problems } = await harness.signedIn(bundle, { route: `/employees/${employee.id}/absences` });
        // A day far from the seed's absences; the times as a person types them.
        const day = index ? '09' : '02';
        const { absences, dialog } = await typeSickLeave(page, portal, employee.id, {
          from: `${day}/03/2027`, to: `${Number(day) + 1}`.padStart(2, '0') + '/03/2027', endTime: '18:00',
        });
        expect(await seriousViolations(page), 'nouvelle absence').toEqual([]);
        await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
        await absences.getByText('Enregistrement effectué !').waitFor();
        const row = absences.locator('tbody tr', { hasText: `${day}/03/2027` });
        await expect(row.textContent()).resolves.toContain('Arrêt maladie');
        await expect(row.textContent()).resolves.toContain('18:00');
        expect(await seriousViolations(page), 'absences').toEqual([]);
        expect(problems).toEqual([]);
        await page.close();
      });

      it('gives an adviser of an agency without paye no « Paie » tab, and sends the route to /accessdenied', async () => {
        harness.sandbox.db.prepare('UPDATE agencies SET paye_enabled = 0 WHERE id = 1').run();
        try {
          const employee = payrollEmployees()[0]!;
          const { page, problems } = await harness.open('/plain.html', bundle, { as: 'conseiller@demo.fr', route: `/employees/${employee.id}/home` });
          const portal = page.locator('agency-portal');
          const tabs = portal.getByRole('navigation', { name: 'Onglets de la fiche' });
          await tabs.getByRole('link', { name: 'Absences' }).waitFor();
          await expect(tabs.getByRole('link', { name: 'Paie' }).count()).resolves.toBe(0);
          await expect(tabs.getByRole('link', { name: 'Bulletins de paie' }).count()).resolves.toBe(0);
          expect(await seriousViolations(page), 'fiche sans paie').toEqual([]);
          await go(page, `/employees/${employee.id}/paye`);
          await expect.poll(() => new URL(page.url()).hash).toBe('#/accessdenied');
          expect(problems).toEqual([]);
          await page.close();
        } finally {
          harness.sandbox.db.prepare('UPDATE agencies SET paye_enabled = 1 WHERE id = 1').run();
        }
      });
    });
  });
});
