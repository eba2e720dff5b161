/**
 * The resource explorer (spec 001 §2), React and Preact: every view of a customer and of an
 * employee with its fields, internal ids for admins only, 'Aperçu des N premiers sur M',
 * 'Aucun résultat', and Back from a sub-view to the main view, to search, to the resource explored.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { searchBills } from '../../../../src/api/contract/billing';
import { getCustomer } from '../../../../src/api/contract/customers';
import { getEmployee } from '../../../../src/api/contract/employeeRecord';
import { searchEstimates } from '../../../../src/api/contract/estimates';
import { searchFamilies } from '../../../../src/api/contract/families';
import { getFamily } from '../../../../src/api/contract/familyRecord';
import { searchFamilyMessages, searchProMessages } from '../../../../src/api/contract/messages';
import { searchNotes } from '../../../../src/api/contract/notes';
import { getWallet, searchWalletOperations } from '../../../../src/api/contract/wallet';
import { ResourceExplorer } from '../../../../src/portal/widgets/explorer/ResourceExplorer';
import { eventually } from '../../support/render';
import { button, find, findAll, nextFrame, pageText, typeInto } from './support/dom';
import { CUSTOMER, EMPLOYEE, bill, message, note, pageOf } from './support/explorer';
import { failure, fakePortal } from './support/portal';

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

const WALLET = { familyId: 12, currency: 'EUR', balance: 15000, durationBalance: 0, initialValue: 0, initialDurationValue: 0, initialValueComment: null } as const;
const OPERATIONS = [{ id: 1, operationDate: '2026-10-05', label: 'Prépaiement octobre', relevantValue: 15000, durationValue: null, kind: 'PRE_PAYMENT', billNumber: null }] as const;
const ESTIMATE = { id: 5, number: 'D01-000005', status: 'SIGNED', vatIncludedAmount: 120000, periodStartDate: '2027-01-04', periodEndDate: '2027-06-30', createdAt: '2026-11-02T10:00:00Z' } as const;
const FAMILY = {
  id: 12, name: 'Muller', customer: { id: 4, name: 'Famille Muller' }, cafNumber: '1234567', monthPlannedDurationAvg: null, currentMonthPlannedDuration: 0,
  defaultPrestationType: null, homeOptions: [], address: null, children: [], parents: [], contacts: [], addresses: [], lastBills: null,
};
const MANY_BILLS = Array.from({ length: 20 }, (_, i) => bill(i + 1));

function explorer(role: 'DIRECTOR' | 'ADMIN' = 'DIRECTOR', overrides: { bills?: unknown; messages?: unknown } = {}) {
  const fake = fakePortal([
    [getCustomer, () => CUSTOMER],
    [getFamily, () => FAMILY],
    [getEmployee, () => EMPLOYEE],
    [getWallet, () => WALLET],
    [searchWalletOperations, () => pageOf(OPERATIONS)],
    [searchBills, () => overrides.bills ?? pageOf([bill(2, { status: 'PAID', remaining: 0, paidAmount: 42000 }), bill(3, { type: 'CREDIT_NOTE', vatIncludedAmount: -5000, remaining: 0 })])],
    [searchEstimates, () => pageOf([ESTIMATE])],
    [searchFamilyMessages, () => overrides.messages ?? pageOf([message(1, { unread: true, content: 'Bonjour, la garde de mercredi est confirmée.' })])],
    [searchProMessages, () => pageOf([])],
    [searchNotes, ({ body }) => ((body as { proId?: number }).proId ? pageOf([]) : pageOf([note(1, { color: '#c8f7c5', reminderStatus: 'SCHEDULED', reminderDate: '2026-12-01T09:00:00Z' }), note(2)]))],
    [searchFamilies, () => pageOf([{ id: 12, name: 'Muller', city: null, childrenFirstNames: [] }])],
  ]);
  Object.assign(fake.portal, {
    session: { user: { value: { role }, peek: () => ({ role }) } },
    agencyContext: { agency: { value: null, peek: () => null } },
  });
  return fake;
}

const title = () => find('.ap-explorer__title').textContent;
const facts = () => Object.fromEntries(findAll('dt').map((dt) => [dt.textContent, (dt.nextElementSibling?.textContent ?? '').replace(/\s+/g, ' ').trim()]));
const views = () => findAll('.ap-explorer__view').map((b) => b.textContent);
const current = () => find('.ap-explorer__view[aria-pressed="true"]').textContent;
const cells = (row: Element) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim());
async function view(name: string) {
  await nextFrame();
  button(name).click();
  await eventually(() => expect(current()).toBe(name));
}

describe('ResourceExplorer, a customer', () => {
  it('shows the main view: reference, name, contact, type, source, creation and the family section, no internal id for a director', async () => {
    const fake = explorer();
    unmount = fake.render(<ResourceExplorer target={{ kind: 'customer', id: 4 }} onLeave={() => undefined} />).unmount;
    await eventually(() => expect(title()).toBe('Famille Muller'));
    expect(views()).toEqual(['Informations générales', 'Solde Client', 'Factures', 'Devis', 'Messages', 'Notes épinglées']);
    expect(current()).toBe('Informations générales');
    expect(facts()).toMatchObject({
      Référence: 'CLI-1-0004', Nom: 'Famille Muller', Contact: 'Claire Muller', Mobile: '06 12 34 56 78', Téléphone: '04 78 12 34 56',
      'E-mail': 'claire.muller@example.fr', Type: 'Particulier', Source: 'Recommandation', Création: '14/03/2025',
      Enfants: '2', 'Comptes parents actifs': '1', 'N° CAF': '1234567',
    });
    expect(facts()).not.toHaveProperty('Identifiant');
    expect(facts()).not.toHaveProperty('Identifiants des familles');
  });

  it('leaves out Solde Client and Factures where billing is off, or for an adviser without the billing right', async () => {
    for (const [role, features, rights] of [['DIRECTOR', ['libraryEnabled'], ['BILLING']], ['ADVISER', ['billingEnabled'], ['EXPORTS']]] as const) {
      const fake = explorer();
      const agency = { id: 1, features, advisersRights: rights };
      Object.assign(fake.portal, { session: { user: { value: { role }, peek: () => ({ role }) } }, agencyContext: { agency: { value: agency, peek: () => agency } } });
      unmount = fake.render(<ResourceExplorer target={{ kind: 'customer', id: 4 }} onLeave={() => undefined} />).unmount;
      await eventually(() => expect(title()).toBe('Famille Muller'));
      expect(views(), role).toEqual(['Informations générales', 'Devis', 'Messages', 'Notes épinglées']);
      unmount();
      unmount = null;
    }
  });

  it('shows the customer id and the family ids to an admin; a family is explored through its customer', async () => {
    const fake = explorer('ADMIN');
    unmount = fake.render(<ResourceExplorer target={{ kind: 'family', id: 12 }} onLeave={() => undefined} />).unmount;
    await eventually(() => expect(title()).toBe('Famille Muller'));
    expect(fake.calls.map((c) => [c.name, c.params])).toEqual([['families.get', { id: '12' }], ['customers.get', { id: '4' }]]);
    expect(facts()).toMatchObject({ Identifiant: '4', 'Identifiants des familles': '12' });
  });

  it('walks Solde Client, Factures, Devis, Messages and Notes épinglées with their fields', async () => {
    const fake = explorer();
    unmount = fake.render(<ResourceExplorer target={{ kind: 'customer', id: 4 }} onLeave={() => undefined} />).unmount;
    await eventually(() => expect(title()).toBe('Famille Muller'));

    await view('Solde Client');
    await eventually(() => expect(pageText()).toContain('Solde actuel : 150,00'));
    expect(cells(find('tbody tr'))).toEqual(['05/10/2026', 'Prépaiement octobre', '150,00 €']);

    await view('Factures');
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(2));
    expect(fake.calls.find((c) => c.name === 'billing.searchBills')?.body).toMatchObject({ customerId: 4, month: null, pageNumber: 0, pageSize: 20 });
    const [paid, credit] = findAll('tbody tr');
    expect(cells(paid!)).toEqual(['F01-00002', 'octobre 2026', '420,00 €', 'Payée', '100 %']);
    expect(paid!.querySelector('.ap-progress__bar--success')).not.toBeNull();
    expect(cells(credit!)).toEqual(['F01-00003 AVOIR', 'octobre 2026', '-50,00 €', '', '']);

    await view('Devis');
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(1));
    expect(cells(find('tbody tr'))).toEqual(['D01-000005', '1 200,00 €', 'du 04/01/2027 au 30/06/2027', 'Signé']);

    await view('Messages');
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(1));
    expect(findAll('.ap-message__unread')).toHaveLength(1);
    button('Bonjour, la garde de mercredi est confirmée.').click();
    const dialog = await eventually(() => find('dialog'));
    expect(find('h2', dialog).textContent).toBe('Message');
    button('Fermer', dialog).click();
    await eventually(() => expect(findAll('dialog')).toHaveLength(0));

    await view('Notes épinglées');
    await eventually(() => expect(findAll('.ap-note')).toHaveLength(2));
    const [reminded, plain] = findAll<HTMLElement>('.ap-note');
    expect(reminded!.style.background).toMatch(/#c8f7c5|rgb\(200, 247, 197\)/);
    expect(pageText(reminded!)).toMatch(/Note 1\s?Alarme le 01\/12\/2026 à \d\d:00/);
    expect(pageText(plain!)).toBe('Note 2');
    expect(fake.calls.find((c) => c.name === 'notes.search')?.body).toMatchObject({ familyId: 12, bookmarkStatuses: ['ON_SCOPE'], pageNumber: 0, pageSize: 20 });
  });

  it("says 'Aperçu des 20 premiers sur M' past one page, and 'Aucun résultat' when empty", async () => {
    const fake = explorer('DIRECTOR', { bills: pageOf(MANY_BILLS, 57), messages: pageOf([]) });
    unmount = fake.render(<ResourceExplorer target={{ kind: 'customer', id: 4 }} onLeave={() => undefined} />).unmount;
    await eventually(() => expect(title()).toBe('Famille Muller'));
    await view('Factures');
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(20));
    expect(find('.ap-explorer__footer').textContent).toBe('Aperçu des 20 premiers sur 57');
    await view('Messages');
    await eventually(() => expect(pageText(find('.ap-explorer'))).toContain('Aucun résultat'));
    expect(findAll('.ap-explorer__footer')).toHaveLength(0);
  });

  it('goes Back from a sub-view to the main view, to « Clients : Recherche », and back to the customer; a family picked there is explored', async () => {
    const fake = explorer();
    unmount = fake.render(<ResourceExplorer target={{ kind: 'customer', id: 4 }} onLeave={() => undefined} />).unmount;
    await eventually(() => expect(title()).toBe('Famille Muller'));
    await view('Devis');
    button('Retour').click();
    await eventually(() => expect(current()).toBe('Informations générales'));
    await nextFrame();
    button('Retour').click();
    await eventually(() => expect(title()).toBe('Clients : Recherche'));
    expect(findAll('.ap-explorer__views')).toHaveLength(0);
    await nextFrame();
    button('Retour').click();
    await eventually(() => expect(title()).toBe('Famille Muller'));
    expect(current()).toBe('Informations générales');
    await nextFrame();
    button('Retour').click();
    await eventually(() => expect(title()).toBe('Clients : Recherche'));
    const combobox = await eventually(() => find<HTMLInputElement>('input[role="combobox"]'));
    combobox.focus();
    typeInto(combobox, 'Mul');
    await eventually(() => expect(findAll('[role="option"]').map((o) => o.textContent)).toEqual(['Muller']));
    find('[role="option"]').click();
    await eventually(() => expect(title()).toBe('Famille Muller'));
    expect(fake.calls.filter((c) => c.name === 'families.get')).toHaveLength(1);
  });

  it("shows 'Aucun résultat' when the customer cannot be read (failure swallowed)", async () => {
    const fake = fakePortal([[getCustomer, () => failure(500, 'BOOM', 'Panne')]]);
    Object.assign(fake.portal, { session: { user: { value: { role: 'DIRECTOR' }, peek: () => ({ role: 'DIRECTOR' }) } }, agencyContext: { agency: { value: null, peek: () => null } } });
    unmount = fake.render(<ResourceExplorer target={{ kind: 'customer', id: 4 }} onLeave={() => undefined} />).unmount;
    await eventually(() => expect(pageText()).toContain('Aucun résultat'));
    expect(pageText()).not.toContain('Panne');
  });
});

describe('ResourceExplorer, an employee', () => {
  it('shows the main view, Messages and Notes épinglées, the id for admins only, and Back to « Salariés : Recherche »', async () => {
    const fake = explorer('ADMIN');
    unmount = fake.render(<ResourceExplorer target={{ kind: 'employee', id: 7 }} onLeave={() => undefined} />).unmount;
    await eventually(() => expect(title()).toBe('Inès Haddad'));
    expect(views()).toEqual(['Informations générales', 'Messages', 'Notes épinglées']);
    expect(facts()).toMatchObject({
      Identifiant: '7', Référence: 'INT-1-0007', Nom: 'Inès Haddad', Mobile: '06 98 76 54 32', Téléphone: '—', 'E-mail': 'ines.haddad@example.fr',
      Création: '01/09/2024', 'Dernier échange': expect.stringMatching(/^02\/10\/2026 à \d\d:00$/), 'Prochain échange': '—', Adresse: '3 place Bellecour, 69002 Lyon',
    });
    await view('Messages');
    await eventually(() => expect(pageText(find('.ap-explorer'))).toContain('Aucun résultat'));
    expect(fake.calls.find((c) => c.name === 'messages.searchPro')?.params).toEqual({ id: '7' });
    await view('Notes épinglées');
    await eventually(() => expect(fake.calls.find((c) => c.name === 'notes.search')?.body).toMatchObject({ proId: 7 }));
    button('Retour').click();
    await eventually(() => expect(current()).toBe('Informations générales'));
    await nextFrame();
    button('Retour').click();
    await eventually(() => expect(title()).toBe('Salariés : Recherche'));
  });
});
