/**
 * /billing/bills (spec 002 §9): each bill's tag ('Annulée par un avoir' once credited, none on a
 * credit note), its payment progress (green when settled, blue otherwise, none before a number),
 * and the bulk mark-as-paid with its payment type and date; React and Preact.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { markBillsAsPaid, searchBills } from '../../../../src/api/contract/billing';
import { DATE_MESSAGES } from '../../../../src/domain/datePicker';
import { formatDate } from '../../../../src/domain/format/date';
import { BillsScreen } from '../../../../src/portal/screens/billing/BillsScreen';
import { loadBills } from '../../../../src/portal/screens/billing/billsList';
import { matchRoute } from '../../../../src/domain/routes';
import { createRouter } from '../../../../src/portal/state/router';
import { refusesThenSaves } from '../support/refusedSave';
import { eventually } from '../../support/render';
import { button, choose, control, fillAndClick, find, findAll, nextFrame, pageText, typeInto, watchForText } from '../widgets/support/dom';
import { fakePortal, onePage, pageOf } from '../widgets/support/portal';
import { billSummary } from './support/bills';
import { TEST_NOW_MS } from '../../../support/clock';

const BILLS = [
  billSummary({ id: 1, status: 'UNPAID', remaining: 100_000 }),
  billSummary({ id: 2, status: 'PAID', remaining: 0, paidAmount: 100_000 }),
  billSummary({ id: 3, status: 'EMITTED', remaining: 40_000, paidAmount: 60_000 }),
  billSummary({ id: 4, status: 'READY', nbCreditNotes: 1, creditedAmount: 100_000, remaining: 0 }),
  billSummary({ id: 5, type: 'CREDIT_NOTE', status: 'READY', vatIncludedAmount: -100_000, vatExcludedAmount: -90_909, vatAmount: -9_091, remaining: 0, originalBill: { id: 4, billNumber: 'F01-00004' } }),
  billSummary({ id: 6, billNumber: null, status: 'DRAFT', validatedAt: null, emittedAt: null }),
];

function api() {
  const fake = fakePortal([
    [searchBills, () => onePage(BILLS)],
    [markBillsAsPaid, ({ body }) => markBillsAsPaid.body.parse(body).billIds.map((id) => ({ ...BILLS[id - 1]!, status: 'PAID', remaining: 0 }))],
  ]);
  Object.assign(fake.portal, { router: createRouter('memory', undefined, '/billing/bills?month=2026-10') });
  return fake;
}

/** The API, with the bills' route loader run as navigation runs it. */
function apiWithBillsAskedAtNavigation() {
  const fake = api();
  const location = '/billing/bills?month=2026-10';
  const loaded = loadBills({ client: fake.portal.client, location, match: matchRoute(location)!, queries: fake.portal.queries, now: TEST_NOW_MS });
  return { ...fake, loaded };
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

const rowOf = (customer: string) => findAll('tbody tr').find((row) => row.textContent?.includes(customer))!;
const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The bills' list with F01-00001 selected and « Marquer comme payées » open, its payment day today's. */
async function markAsPaidDialog() {
  const fake = api();
  unmount = fake.render(<BillsScreen params={{}} title="Factures" />).unmount;
  await eventually(() => expect(findAll('tbody tr')).toHaveLength(6));
  control('Sélectionner F01-00001').click();
  await eventually(() => expect(button('Marquer comme payées').disabled).toBe(false));
  button('Marquer comme payées').click();
  await eventually(() => expect(control('Date du paiement').value).toBe(formatDate(TEST_NOW_MS)));
  return fake;
}

describe('BillsScreen', () => {
  it('shows the answer the route loader asked for at navigation, without asking again', async () => {
    const fake = apiWithBillsAskedAtNavigation();
    unmount = fake.render(<BillsScreen params={{}} title="Factures" />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(BILLS.length));
    const searches = fake.calls.filter((call) => call.name === 'billing.searchBills');
    expect(searches).toHaveLength(1);
    expect(searches[0]?.body).toMatchObject({ month: '2026-10', pageNumber: 0, pattern: null, withRemainingOnly: false });
  });

  it('shows an answer that arrived before the screen in its first render, never « Chargement… »', async () => {
    const fake = apiWithBillsAskedAtNavigation();
    await fake.loaded;
    const loading = watchForText('Chargement');
    unmount = fake.render(<BillsScreen params={{}} title="Factures" />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(BILLS.length));
    loading.stop();
    expect(loading.seen()).toBe(false);
    expect(fake.calls.filter((call) => call.name === 'billing.searchBills')).toHaveLength(1);
  });

  it('tags each bill, credit notes without a tag, and colours the payment progress', async () => {
    const fake = api();
    unmount = fake.render(<BillsScreen params={{}} title="Factures" />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(6));
    expect(fake.calls[0]?.body).toMatchObject({ month: '2026-10', pageNumber: 0 });

    expect(text(rowOf('Client 1').querySelector('.ap-tag'))).toBe('Impayée');
    expect(text(rowOf('Client 2').querySelector('.ap-tag'))).toBe('Payée');
    expect(text(rowOf('Client 4').querySelector('.ap-tag'))).toBe('Annulée par un avoir');
    const creditNote = rowOf('Avoir — Client 5');
    expect(creditNote.querySelector('.ap-tag')).toBeNull();
    expect(creditNote.querySelector('[role="meter"]')).toBeNull();
    expect(text(creditNote)).toContain('-1 000,00 €');

    const progress = (customer: string) => rowOf(customer).querySelector('[role="meter"]');
    expect(progress('Client 2')?.getAttribute('aria-valuenow')).toBe('100');
    expect(progress('Client 2')?.querySelector('.ap-progress__bar--success')).not.toBeNull();
    expect(progress('Client 3')?.getAttribute('aria-label')).toBe('Réglée à 60 %');
    expect(progress('Client 3')?.querySelector('.ap-progress__bar--info')).not.toBeNull();
    expect(progress('Client 1')?.querySelector('.ap-progress__bar--info')).not.toBeNull();
    expect(progress('Client 6')).toBeNull();
    expect(text(rowOf('Client 6'))).toContain('Brouillon');
  });

  it('marks the selected payable bills as paid with the payment type and date chosen', async () => {
    const fake = api();
    unmount = fake.render(<BillsScreen params={{}} title="Factures" />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(6));
    expect(button('Marquer comme payées').disabled).toBe(true);
    control('Sélectionner F01-00001').click();
    control('Sélectionner F01-00002').click();
    await eventually(() => expect(button('Marquer comme payées').disabled).toBe(false));
    button('Marquer comme payées').click();
    await eventually(() => expect(control('Date du paiement').value).toBe(formatDate(TEST_NOW_MS)));
    // The paid bill is left out of the count.
    expect(pageText()).toContain('1 facture(s) concernée(s), 1 ignorée(s)');
    choose(control<HTMLSelectElement>('Mode de paiement'), 'CHECK');
    typeInto(control('Date du paiement'), '');
    await nextFrame();
    button('Enregistrer').click();
    await eventually(() => expect(pageText()).toContain('Champ obligatoire'));
    expect(fake.calls.some((c) => c.name === 'billing.markAsPaid')).toBe(false);
    typeInto(control('Date du paiement'), '31/10/2026');
    await nextFrame();
    button('Enregistrer').click();
    await eventually(() => expect(fake.calls.find((c) => c.name === 'billing.markAsPaid')?.body).toEqual({ billIds: [1], paymentType: 'CHECK', date: '2026-10-31' }));
    await eventually(() => expect(text(find('[role="alert"], .ap-alert'))).toContain('Enregistrement effectué !'));
    // The call writes bills (the contract's `writes`): the list asks once more, by itself.
    await eventually(() => expect(fake.calls.filter((c) => c.name === 'billing.searchBills')).toHaveLength(2));
    await nextFrame();
    expect(fake.calls.map((c) => c.name)).toEqual(['billing.searchBills', 'billing.markAsPaid', 'billing.searchBills']);
  });
  it('marks as paid with the date typed and the mode chosen just before « Enregistrer », with no pause between them', async () => {
    const fake = await markAsPaidDialog();
    fillAndClick([['Mode de paiement', 'CHECK'], ['Date du paiement', '31/10/2026']], 'Enregistrer');
    await eventually(() => expect(fake.calls.find((c) => c.name === 'billing.markAsPaid')?.body).toEqual({ billIds: [1], paymentType: 'CHECK', date: '2026-10-31' }));
  });

  it('refuses a payment day that does not exist instead of marking the bills paid today', async () => {
    const fake = await markAsPaidDialog();
    await refusesThenSaves({
      calls: fake.calls, field: 'Date du paiement', wrong: '32/13/2026', message: DATE_MESSAGES.invalidDate, right: '31/10/2026', save: 'Enregistrer',
      endpoint: 'billing.markAsPaid', body: { billIds: [1], paymentType: 'TRANSFER', date: '2026-10-31' },
    });
  });
});

describe('BillsScreen’s list on the kit', () => {
  /** 65 bills of the month, 10 a page (the default size); a status filter keeps the drafts (five of them, one page). */
  function paged() {
    const all = Array.from({ length: 65 }, (_, i) => billSummary({ id: i + 1, status: i < 5 ? 'DRAFT' : 'UNPAID', billNumber: i < 5 ? null : `F01-${String(i + 1).padStart(5, '0')}` }));
    const fake = fakePortal([
      [searchBills, ({ body }) => {
        const { pageNumber = 0, pageSize = 10, statuses } = searchBills.body.parse(body);
        return pageOf(statuses ? all.filter((bill) => statuses.includes(bill.status)) : all, pageNumber, pageSize);
      }],
    ]);
    Object.assign(fake.portal, { router: createRouter('memory', undefined, '/billing/bills?month=2026-10&page=3') });
    return fake;
  }

  it('sends one search when a filter changes on page 3, from its first page, and shows its rows', async () => {
    const fake = paged();
    unmount = fake.render(<BillsScreen params={{}} title="Factures" />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(10));
    const searches = () => fake.calls.filter((call) => call.name === 'billing.searchBills').map((call) => call.body as { pageNumber: number; statuses?: string[] });
    expect(searches().map((body) => body.pageNumber)).toEqual([2]);

    choose(control<HTMLSelectElement>('Statut'), 'DRAFT');
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(5));
    await nextFrame();
    expect(searches().slice(1)).toEqual([expect.objectContaining({ pageNumber: 0, statuses: ['DRAFT'] })]);
    expect(findAll('tbody tr').every((row) => row.textContent?.includes('Brouillon'))).toBe(true);
    expect(fake.portal.router.location.peek()).toBe('/billing/bills?month=2026-10&status=DRAFT');
  });
});
