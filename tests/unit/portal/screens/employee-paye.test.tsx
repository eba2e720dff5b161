/**
 * The paye and paysheets tabs of an employee's record, React and Preact: where paye is
 * available the tabs show; the month's hours per contract validated with « Valider »; a bonus
 * added (amount typed in euros, sent in cents) and a down payment deleted after confirmation
 * change the net to pay; the period's notes saved; the period validated after confirmation is locked; a work contract
 * given a custom PDF then marked signed with the PDF chosen, another sent by e-mail; the row's « Plus d'actions » menu (keys, Escape, focus
 * back, an action chosen: deletion confirmed) and the document regenerated from another template of the agency's; the paysheets listed by month and one downloaded by token;
 * where paye is not available, no tab and the route goes to /accessdenied.
 */
import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { agencyTemplates, type DocumentTemplate } from '../../../../src/api/contract/agencySettings';
import { getTemporaryToken } from '../../../../src/api/contract/auth';
import { getEmployee, type EmployeeDetails } from '../../../../src/api/contract/employeeRecord';
import * as paye from '../../../../src/api/contract/paye';
import { downloadPaysheet, paysheetsOfEmployee } from '../../../../src/api/contract/paysheets';
import * as work from '../../../../src/api/contract/workContracts';
import { periodTotals } from '../../../../src/domain/paye/hours';
import { EmployeeRecordScreen } from '../../../../src/portal/screens/employees/EmployeeRecordScreen';
import { createRouter } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { button, choose, control, find, findAll, pageText, press, typeInto } from '../widgets/support/dom';
import { fakePortal } from '../widgets/support/portal';

const employee: EmployeeDetails = {
  id: 7, ref: 'INT-1-0042', status: 'ACTIVE', candidate: false, archived: false, civility: 'MME', firstName: 'Amélie', lastName: 'Garnier',
  birthDate: '1994-03-12', nationality: 'Française', email: 'amelie.garnier@exemple.fr', phoneNumber1: '0612345678', phoneNumber2: null,
  address: { street: '12 rue Mercière', zipCode: '69002', city: 'Lyon' },
  transportOptions: { drivingLicence: true, car: false, publicTransport: true, maxDistanceKm: null },
  proInfos: { socialSecurityNumber: null, hiredOn: '2025-09-01', jobTitle: 'Auxiliaire de puériculture', diplomas: null },
  notes: null, createdAt: '2025-09-01T08:00:00.000Z', lastExchangeAt: null, nextExchangeAt: null, families: [],
};

const contract: paye.PayeContract = { id: 3, label: "Contrat de l'agence", family: null, startDate: '2026-01-05', hourlyRateCents: 1200, monthlySalaryCents: null, createdAt: '2026-01-05T09:00:00.000Z' };
const minutes = { total: 750, night: 60, sunday: 120, holiday: 0 };

function payeApi(location: string, available = true) {
  const line = { contractId: 3, label: contract.label, minutes, validatedMinutes: null as typeof minutes | null, allowancesCents: 0, allowancesValidated: false, amountCents: 15900, increasesCents: 900 };
  const period: paye.PeriodData = {
    month: '2026-11', validated: false, validatedAt: null, notes: '', contracts: [line], bonuses: [], downPayments: [{ id: 5, amountCents: 4000, createdAt: '2026-11-10T10:00:00.000Z' }],
    totals: periodTotals([line], [], [{ amountCents: 4000 }]),
  };
  const answer = () => ({ ...period, totals: periodTotals(period.contracts, period.bonuses, period.downPayments) });
  const contracts: work.WorkContract[] = [{
    id: 11, employeeId: 7, type: 'CDI', jobTitle: 'Garde d’enfants', startDate: '2025-09-01', endDate: null, weeklyHours: 24.5, hourlyRateCents: 1200,
    status: 'DRAFT', template: { id: 9, label: 'CDI temps partiel' }, customDocument: false, signedFileName: null, signedAt: null, createdAt: '2025-08-20T09:00:00.000Z', signProcedure: null,
  }];
  const templates: DocumentTemplate[] = [
    { id: 8, kind: 'ESTIMATE', label: 'Devis standard', description: '', inForce: true, updatedAt: '2025-01-15T09:00:00.000Z', contractTypes: [] },
    { id: 9, kind: 'WORK_CONTRACT', label: 'CDI temps partiel', description: '', inForce: true, updatedAt: '2025-01-15T09:00:00.000Z', contractTypes: ['CDI'] },
    { id: 10, kind: 'WORK_CONTRACT', label: 'CDD remplacement', description: '', inForce: false, updatedAt: '2025-01-15T09:00:00.000Z', contractTypes: ['CDD'] },
    { id: 12, kind: 'WORK_CONTRACT', label: 'CDI temps plein', description: '', inForce: false, updatedAt: '2025-01-15T09:00:00.000Z', contractTypes: ['CDI'] },
  ];
  const fake = fakePortal([
    [getEmployee, () => employee],
    [paye.payeConfig, () => ({ initialized: true, payrollNumber: 'PAIE-1-00007', initializedAt: '2026-01-05T09:00:00.000Z', contractsCount: 1 })],
    [paye.payeContracts, () => [contract]],
    [paye.currentPeriodData, answer],
    [paye.validateHours, () => ((period.contracts = [{ ...period.contracts[0]!, validatedMinutes: minutes }]), answer())],
    [paye.validateAllowances, () => ((period.contracts = [{ ...period.contracts[0]!, allowancesValidated: true }]), answer())],
    [paye.payePastPeriods, () => [{ month: '2026-10', validated: true, validatedAt: '2026-10-28T17:00:00.000Z' }]],
    [paye.payePastPeriod, () => ({ ...period, month: '2026-10', validated: true, notes: 'Octobre vérifié', contracts: [{ ...line, validatedMinutes: minutes, allowancesValidated: true }], totals: periodTotals([line], [], []) })],
    [paye.addBonus, ({ body }) => {
      const { label, amount } = body as { label: string; amount: number };
      period.bonuses = [...period.bonuses, { id: 9, label, amountCents: amount, createdAt: '2026-11-24T10:00:00.000Z' }];
      return answer();
    }],
    [paye.updatePeriodNotes, ({ body }) => ((period.notes = (body as { notes: string }).notes), answer())],
    [paye.deleteDownPayment, () => ((period.downPayments = []), answer())],
    [paye.updatePeriodStatus, () => ((period.validated = true), (period.validatedAt = '2026-11-24T11:00:00.000Z'), answer())],
    [work.workContractsOfEmployee, () => contracts],
    [work.markWorkContractSigned, () => {
      contracts[0] = { ...contracts[0]!, status: 'SIGNED', signedFileName: 'contrat-signe.pdf', signedAt: '2026-11-24T10:00:00.000Z' };
      return contracts[0];
    }],
    [work.applyWorkContractCustomDocument, () => (contracts[0] = { ...contracts[0]!, customDocument: true })],
    [work.workContractMailTemplate, ({ query }) => ({
      recipient: 'amelie.garnier@exemple.fr', subject: (query as { forSignProcedure?: string }).forSignProcedure === 'true' ? 'Votre contrat de travail à signer' : 'Votre contrat de travail', body: 'Bonjour Amélie Garnier,',
    })],
    [work.sendWorkContract, () => (contracts[0] = { ...contracts[0]!, status: 'SENT' })],
    [work.deleteWorkContract, () => void contracts.splice(0, 1)],
    [work.recomputeWorkContractDocument, ({ query }) => {
      const chosen = templates.find((t) => t.id === Number((query as { newTemplateId?: string }).newTemplateId))!;
      return (contracts[0] = { ...contracts[0]!, customDocument: false, template: { id: chosen.id, label: chosen.label } });
    }],
    [agencyTemplates, () => templates],
    [paysheetsOfEmployee, () => [
      { id: 21, month: '2026-10', fileName: 'octobre/INT-1-0042_bulletin.pdf', uploadedAt: '2026-11-02T08:00:00.000Z' },
      { id: 20, month: '2026-09', fileName: 'INT-1-0042_septembre.pdf', uploadedAt: '2026-10-02T08:00:00.000Z' },
    ]],
    [getTemporaryToken, () => ({ token: 'jeton-unique', maxUsages: 1, expiresAt: '2026-11-24T10:05:00.000Z' })],
    [downloadPaysheet, () => undefined],
  ]);
  const router = createRouter('memory', undefined, location);
  Object.assign(fake.portal, {
    router,
    session: { user: signal({ role: 'DIRECTOR' }) },
    agencyContext: { agency: signal({ id: 1, payeEnabled: true, payeActiveForAgency: available }) },
  });
  return { ...fake, router };
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
  vi.restoreAllMocks();
});

const render = (fake: ReturnType<typeof payeApi>, tab: string) => {
  unmount = fake.render(<EmployeeRecordScreen params={{ employeeId: '7' }} title={`Salarié – ${tab}`} />).unmount;
};
const CONTRACT = 'CDI Garde d’enfants du 01/09/2025';
const moreButton = () => button(`Plus d'actions pour le contrat ${CONTRACT}`);
const menuItems = () => findAll('[role="menu"] [role="menuitem"]');
/** Opens the row's « Plus d'actions » menu and chooses `entry`. */
async function moreAction(entry: string) {
  moreButton().click();
  const item = await eventually(() => {
    const found = menuItems().find((node) => node.textContent === entry);
    expect(found).toBeDefined();
    return found!;
  });
  item.click();
}
/** Runs `click` (a row's button or menu entry), then picks a PDF of `text` in the hidden chooser it opens. */
async function choosePdf(chooser: string, click: () => unknown, text: string) {
  const input = control<HTMLInputElement>(chooser);
  vi.spyOn(input, 'click').mockImplementation(() => undefined);
  await click();
  Object.defineProperty(input, 'files', { value: [new File([new TextEncoder().encode(text)], 'contrat.pdf', { type: 'application/pdf' })], configurable: true });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
const dialogButton = (name: string) => button(name, find('dialog[open]'));
const net = () => find('[aria-label="Totaux de la période"]').textContent ?? '';

describe('the paye tab', () => {
  it('validates the hours of a contract, adds a bonus, deletes a down payment and validates the period, which locks it', async () => {
    const fake = payeApi('/employees/7/paye');
    render(fake, 'Paie');
    await eventually(() => expect(pageText()).toContain('12h30'));
    expect(findAll('[aria-label="Onglets de la fiche"] a').map((a) => a.textContent)).toContain('Paie');
    expect(findAll('[aria-label="Onglets de la fiche"] a').map((a) => a.textContent)).toContain('Bulletins de paie');
    expect(pageText()).toContain('PAIE-1-00007');
    expect(find('.ap-paye-head .ap-tag').textContent).toBe('Période à valider');
    // 12h30 at 12,00 €: 150,00 €, with 1 h of night and 2 h of Sunday at 25 %: 159,00 €, less a 40,00 € down payment.
    expect(pageText()).toMatch(/159,00\s€dont majorations 9,00\s€/);
    expect(net()).toMatch(/Reste à verser, avant cotisations\s*119,00\s€/);
    expect(net()).toMatch(/Acomptes\s*-40,00\s€/);

    button("Valider les heures du contrat Contrat de l'agence").click();
    await eventually(() => expect(findAll('.ap-tag').map((t) => t.textContent)).toContain('Validées'));
    expect(fake.calls.find((c) => c.name === 'paye.validateHours')?.params).toEqual({ id: '7', cid: '3' });

    const bonuses = find('[aria-label="Primes"]');
    button('Ajouter une prime', bonuses).click();
    await eventually(() => expect(pageText(bonuses)).toContain('Champ obligatoire'));
    expect(fake.calls.some((c) => c.name === 'paye.addBonus')).toBe(false);
    typeInto(control('Libellé', bonuses), 'Prime de Noël');
    typeInto(control('Montant (€)', bonuses), '150,50');
    // Preact renders later: the form reads the values once they have rendered (their errors gone).
    await eventually(() => expect(pageText(bonuses)).not.toContain('Champ obligatoire'));
    button('Ajouter une prime', bonuses).click();
    await eventually(() => expect(pageText(bonuses)).toMatch(/Prime de Noël\s*150,50\s€/));
    expect(fake.calls.find((c) => c.name === 'paye.addBonus')?.body).toEqual({ label: 'Prime de Noël', amount: 15050 });
    expect(net()).toMatch(/Reste à verser, avant cotisations\s*269,50\s€/);

    findAll<HTMLButtonElement>('[aria-label="Acomptes"] button').find((b) => b.getAttribute('aria-label')?.startsWith('Supprimer l’acompte de 40,00'))!.click();
    await eventually(() => expect(pageText(find('dialog[open]'))).toContain('Voulez-vous vraiment supprimer cet acompte ?'));
    dialogButton('Supprimer').click();
    await eventually(() => expect(net()).toMatch(/Reste à verser, avant cotisations\s*309,50\s€/));
    expect(fake.calls.find((c) => c.name === 'paye.deleteDownPayment')?.params).toEqual({ id: '7', downPaymentId: '5' });

    const notes = find('[aria-label="Notes de la période"]');
    typeInto(control('Notes', notes), 'Heures vérifiées avec la famille');
    const save = await eventually(() => {
      const found = button('Enregistrer', notes);
      expect(found.disabled).toBe(false);
      return found;
    });
    save.click();
    await eventually(() => expect(pageText(notes)).toContain('Enregistrement effectué !'));
    expect(fake.calls.find((c) => c.name === 'paye.updateNotes')?.body).toEqual({ notes: 'Heures vérifiées avec la famille' });

    // The allowances are still to validate: the dialog says so and sends nothing.
    button('Valider la période').click();
    await eventually(() => expect(pageText(find('dialog[open]'))).toContain('La période ne peut pas être validée : il reste à valider :'));
    expect(findAll('dialog[open] li').map((li) => li.textContent)).toEqual(['Indemnités du contrat « Contrat de l\'agence »']);
    dialogButton('Fermer').click();
    expect(fake.calls.some((c) => c.name === 'paye.updateStatus')).toBe(false);
    button("Valider les indemnités du contrat Contrat de l'agence").click();
    await eventually(() => expect(findAll('.ap-tag').filter((t) => t.textContent === 'Validées')).toHaveLength(2));

    button('Valider la période').click();
    await eventually(() => expect(pageText(find('dialog[open]'))).toContain('ne peut plus être modifiée'));
    dialogButton('Valider').click();
    await eventually(() => expect(find('.ap-paye-head .ap-tag').textContent).toBe('Période validée'));
    expect(fake.calls.find((c) => c.name === 'paye.updateStatus')?.body).toEqual({ validated: true });
    expect(pageText()).toContain('La période est validée : elle ne peut plus être modifiée');
    expect(findAll('button').some((b) => b.textContent === 'Ajouter une prime')).toBe(false);
    expect(pageText(find('[aria-label="Notes de la période"]'))).toContain('Heures vérifiées avec la famille');
  });

  it('shows the earlier periods read-only', async () => {
    render(payeApi('/employees/7/paye'), 'Paie');
    const consult = await eventually(() => button('Consulter la période octobre 2026'));
    expect(pageText(find('[aria-labelledby="paye-past-7"]'))).toMatch(/octobre 2026\s*Période validée\s*28\/10\/2026 à \d\d:00/);
    consult.click();
    const dialog = await eventually(() => find('dialog[open]'));
    await eventually(() => expect(pageText(dialog)).toContain('Octobre vérifié'));
    expect(pageText(dialog)).toContain('En lecture seule : une période passée ne se modifie plus');
    expect(pageText(dialog)).toMatch(/Reste à verser, avant cotisations\s*159,00\s€/);
    expect(findAll<HTMLButtonElement>('dialog[open] button').map((b) => b.textContent)).toEqual(['Fermer']);
  });

  it('replaces a work contract’s document by a PDF, then marks it signed with the PDF chosen', async () => {
    const fake = payeApi('/employees/7/paye');
    render(fake, 'Paie');
    await eventually(() => expect(pageText()).toContain('Garde d’enfants'));
    expect(pageText()).toContain('Brouillon');
    expect(pageText()).toContain('Modèle CDI temps partiel');
    await choosePdf('Document remplaçant le contrat de travail (PDF)', () => moreAction('Remplacer par un document PDF'), '%PDF-1.4 personnalisé');
    await eventually(() => expect(pageText()).toContain('Document importé'));
    const replaced = fake.calls.find((c) => c.name === 'workContracts.applyCustomDocument')!;
    expect(new TextDecoder().decode((replaced.body as { newDocument: { bytes: Uint8Array } }).newDocument.bytes)).toBe('%PDF-1.4 personnalisé');

    await choosePdf('Contrat de travail signé (PDF)', () => button(`Marquer comme signé le contrat ${CONTRACT}`).click(), '%PDF-1.4 signé');
    await eventually(() => expect(pageText()).toContain('Contrat marqué comme signé'));
    const call = fake.calls.find((c) => c.name === 'workContracts.markAsSigned')!;
    expect(call.params).toEqual({ id: '7', cid: '11' });
    expect(new TextDecoder().decode((call.body as { document: { bytes: Uint8Array } }).document.bytes)).toBe('%PDF-1.4 signé');
    await eventually(() => expect(findAll('.ap-tag').map((t) => t.textContent)).toContain('Signé'));
  });

  it('previews a work contract in a new tab through a one-use token', async () => {
    const fake = payeApi('/employees/7/paye');
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    render(fake, 'Paie');
    await eventually(() => expect(pageText()).toContain('Brouillon'));
    await moreAction('Aperçu');
    await eventually(() => expect(open).toHaveBeenCalled());
    expect(String(open.mock.calls[0]![0])).toMatch(/\/private\/work-contracts\/employees\/7\/contracts\/11\/download\?inline=true&tk=jeton-unique$/);
    expect(open.mock.calls[0]![1]).toBe('_blank');
  });

  it('sends a work contract by e-mail with its edited template', async () => {
    const fake = payeApi('/employees/7/paye');
    render(fake, 'Paie');
    await eventually(() => expect(pageText()).toContain('Brouillon'));
    await moreAction('Envoyer par e-mail');
    await eventually(() => expect(control('Objet').value).toBe('Votre contrat de travail'));
    typeInto(control('Objet'), 'Votre contrat à signer');
    await eventually(() => expect(control('Objet').value).toBe('Votre contrat à signer'));
    await eventually(() => find('dialog[open]'));
    dialogButton('Envoyer').click();
    await eventually(() => expect(pageText()).toContain('Contrat envoyé'));
    expect(fake.calls.find((c) => c.name === 'workContracts.send')).toMatchObject({
      params: { id: '7', cid: '11' }, body: { subject: 'Votre contrat à signer', body: 'Bonjour Amélie Garnier,', recipients: ['amelie.garnier@exemple.fr'] },
    });
    await eventually(() => expect(findAll('.ap-tag').map((t) => t.textContent)).toContain('Envoyé'));
  });

  it('sends a work contract for signing with the sign procedure’s mail', async () => {
    const fake = payeApi('/employees/7/paye');
    render(fake, 'Paie');
    await eventually(() => expect(pageText()).toContain('Brouillon'));
    await moreAction('Envoyer pour signature');
    await eventually(() => expect(control('Objet').value).toBe('Votre contrat de travail à signer'));
    await eventually(() => find('dialog[open]'));
    expect(find('dialog[open] h2').textContent).toBe('Envoyer pour signature');
    expect(fake.calls.find((c) => c.name === 'workContracts.mailTemplate')?.query).toEqual({ forSignProcedure: 'true' });
    dialogButton('Envoyer').click();
    await eventually(() => expect(pageText()).toContain('Contrat envoyé'));
    expect(fake.calls.find((c) => c.name === 'workContracts.send')?.body).toMatchObject({ subject: 'Votre contrat de travail à signer' });
  });

  it('keeps the rarer actions of a row in its « Plus d’actions » menu: arrows, Escape gives the focus back, « Supprimer » chosen deletes after confirmation', async () => {
    const fake = payeApi('/employees/7/paye');
    render(fake, 'Paie');
    await eventually(() => expect(pageText()).toContain('Brouillon'));
    const row = find('tbody tr', findAll('table').find((t) => t.querySelector('caption')?.textContent === 'Contrats de travail'));
    expect(findAll('button', row).map((b) => b.getAttribute('aria-label'))).toEqual([
      `Télécharger le contrat ${CONTRACT}`, `Marquer comme signé le contrat ${CONTRACT}`, `Plus d'actions pour le contrat ${CONTRACT}`,
    ]);
    expect(moreButton().getAttribute('aria-haspopup')).toBe('menu');
    expect(moreButton().getAttribute('aria-expanded')).toBe('false');

    moreButton().click();
    await eventually(() => expect(menuItems().map((i) => i.textContent)).toEqual([
      'Aperçu', 'Envoyer par e-mail', 'Envoyer pour signature', 'Modifier', 'Régénérer depuis le modèle…', 'Remplacer par un document PDF', 'Copie de travail', 'Historique', 'Supprimer',
    ]));
    expect(moreButton().getAttribute('aria-expanded')).toBe('true');
    await eventually(() => expect(document.activeElement).toBe(menuItems()[0]));
    press(menuItems()[0]!, 'ArrowDown');
    expect(document.activeElement).toBe(menuItems()[1]);
    press(menuItems()[1]!, 'ArrowUp');
    press(menuItems()[0]!, 'ArrowUp');
    expect(document.activeElement).toBe(menuItems()[8]);
    press(menuItems()[8]!, 'Escape');
    await eventually(() => expect(menuItems()).toHaveLength(0));
    expect(document.activeElement).toBe(moreButton());

    await moreAction('Supprimer');
    await eventually(() => expect(pageText(find('dialog[open]'))).toContain('Voulez-vous vraiment supprimer ce contrat de travail ?'));
    expect(fake.calls.some((c) => c.name === 'workContracts.delete')).toBe(false);
    dialogButton('Supprimer').click();
    await eventually(() => expect(pageText()).toContain('Aucun contrat de travail'));
    expect(fake.calls.find((c) => c.name === 'workContracts.delete')?.params).toEqual({ id: '7', cid: '11' });
  });

  it('regenerates a work contract’s document from another template of the agency’s for its type (a CDI: no CDD template), the current one preselected', async () => {
    const fake = payeApi('/employees/7/paye');
    render(fake, 'Paie');
    await eventually(() => expect(pageText()).toContain('Modèle CDI temps partiel'));
    await moreAction('Régénérer depuis le modèle…');
    const select = await eventually(() => control<HTMLSelectElement>('Modèle de contrat de travail'));
    expect([...select.options].map((o) => o.textContent)).toEqual(['CDI temps partiel (en vigueur)', 'CDI temps plein']);
    expect(select.value).toBe('9');
    choose(select, '12');
    // The dialog opens (showModal) after its fields have rendered: a loaded machine shows the field before `open`.
    (await eventually(() => dialogButton('Régénérer'))).click();
    await eventually(() => expect(pageText()).toContain('Modèle CDI temps plein'));
    expect(fake.calls.find((c) => c.name === 'workContracts.recomputeDocumentFromTemplate')).toMatchObject({ params: { id: '7', cid: '11' }, query: { newTemplateId: '12' } });
    expect(fake.calls.find((c) => c.name === 'agency.templates')?.params).toEqual({ agencyId: '1' });
  });
});

describe('the paysheets tab', () => {
  it('lists the paysheets by month and downloads one through a one-use token', async () => {
    const fake = payeApi('/employees/7/paysheets');
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.href);
    });
    render(fake, 'Bulletins de paie');
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(2));
    expect(findAll('tbody tr').map((tr) => tr.querySelector('td')?.textContent)).toEqual(['octobre 2026', 'septembre 2026']);
    button('Télécharger le bulletin d\'octobre 2026').click();
    await eventually(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toMatch(/\/private\/employees\/7\/paysheets\/21\/download\?tk=jeton-unique$/);
  });
});

describe('where paye is not available', () => {
  it('shows no paye tab, and the paye route goes to /accessdenied', async () => {
    const home = payeApi('/employees/7/home', false);
    render(home, 'Synthèse');
    await eventually(() => expect(findAll('[aria-label="Onglets de la fiche"] a').map((a) => a.textContent)).toEqual(['Synthèse', 'Informations', 'Messages', 'Discussions', 'Notes', 'Planning', 'Historique', 'Absences']));
    expect(findAll('[aria-label="Onglets de la fiche"] a').map((a) => a.textContent)).not.toContain('Paie');
    unmount?.();
    const denied = payeApi('/employees/7/paye', false);
    render(denied, 'Paie');
    await eventually(() => expect(denied.router.location.value).toBe('/accessdenied'));
    expect(denied.calls.some((c) => c.name.startsWith('paye.'))).toBe(false);
  });
});
