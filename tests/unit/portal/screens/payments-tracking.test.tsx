/**
 * /billing/paymentsTracking on the kit's list controller, React and Preact: a filter changed on page 3 sends one
 * search, from the first page, and shows its rows; an older answer arriving after it never replaces them; the month,
 * filters and page live in the URL (a reload sends the same search); a toggle asks the list and counters again.
 */
import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it } from 'vitest';
import { Payment } from '../../../../src/api/contract/billing';
import { paymentCounters, searchPayments, togglePaymentPaidState } from '../../../../src/api/contract/payments';
import { PaymentsTrackingScreen } from '../../../../src/portal/screens/billing/PaymentsTrackingScreen';
import { createRouter } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { choose, control, findAll, nextFrame, pageText, typeInto } from '../widgets/support/dom';
import { fakePortal, pageOf } from '../widgets/support/portal';
import { billSummary } from './support/bills';

/** 65 payments of October 2026, the first five by cheque (one page of the default ten). */
const PAYMENTS = Array.from({ length: 65 }, (_, i) =>
  Payment.parse({
    id: i + 1, billId: i + 1, billNumber: `F01-${String(i + 1).padStart(5, '0')}`, customer: { id: i + 1, label: `Client ${i + 1}`, contactFirstName: 'Agathe', contactLastName: 'Durand' },
    type: i < 5 ? 'CHECK' : 'TRANSFER', amount: 10_000, date: '2026-10-12', paid: true, checked: false, comment: null, createdAt: '2026-10-12T08:00:00Z',
  }),
);
const COUNTERS = { count: 65, paidCount: 65, unpaidCount: 0, checkedCount: 0, uncheckedCount: 65, paidAmount: 650_000, unpaidAmount: 0, remainingAmount: 0 };

/** The API; `held(body)` true keeps that search's answer until `release()`. */
function api(location: string, held: (body: { pageNumber?: number }) => boolean = () => false) {
  const waiting: Array<() => void> = [];
  const fake = fakePortal([
    [searchPayments, async ({ body }) => {
      const { pageNumber = 0, pageSize = 10, types } = searchPayments.body.parse(body);
      const answer = pageOf(types ? PAYMENTS.filter((p) => types.includes(p.type)) : PAYMENTS, pageNumber, pageSize);
      if (held(searchPayments.body.parse(body))) await new Promise<void>((resolve) => waiting.push(resolve));
      return answer;
    }],
    [paymentCounters, () => COUNTERS],
    [togglePaymentPaidState, ({ params }) => ({ payment: { ...PAYMENTS[Number(params.id) - 1]!, paid: false }, bill: billSummary({ id: Number(params.id) }) })],
  ]);
  Object.assign(fake.portal, { router: createRouter('memory', undefined, location), agencyContext: { agency: signal(null) } });
  return { ...fake, release: () => waiting.splice(0).forEach((resolve) => resolve()) };
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

type Body = { month: string; pageNumber: number; types?: string[] };
const searches = (calls: { name: string; body: unknown }[]) => calls.filter((call) => call.name === 'payments.search').map((call) => call.body as Body);
const clients = () => findAll('tbody tr').map((row) => row.querySelector('td:nth-child(3)')?.textContent?.trim());

describe('PaymentsTrackingScreen’s list on the kit', () => {
  it('sends one search when a filter changes on page 3, from its first page, shows its rows and keeps the state in the URL', async () => {
    const fake = api('/billing/paymentsTracking?month=2026-10&page=3');
    unmount = fake.render(<PaymentsTrackingScreen params={{}} title="Suivi des paiements" />).unmount;
    await eventually(() => expect(clients()[0]).toBe('Client 21'));
    expect(searches(fake.calls)).toEqual([expect.objectContaining({ month: '2026-10', pageNumber: 2 })]);

    choose(control<HTMLSelectElement>('Mode'), 'CHECK');
    await eventually(() => expect(clients()).toEqual(['Client 1', 'Client 2', 'Client 3', 'Client 4', 'Client 5']));
    await nextFrame();
    expect(searches(fake.calls).slice(1)).toEqual([expect.objectContaining({ month: '2026-10', pageNumber: 0, types: ['CHECK'] })]);
    expect(fake.portal.router.location.peek()).toBe('/billing/paymentsTracking?month=2026-10&type=CHECK');
  });

  it('keeps the rows of the newest search when the older answer arrives after them', async () => {
    const fake = api('/billing/paymentsTracking?month=2026-10&page=3', (body) => body.pageNumber === 2);
    unmount = fake.render(<PaymentsTrackingScreen params={{}} title="Suivi des paiements" />).unmount;
    await eventually(() => expect(searches(fake.calls)).toHaveLength(1));
    choose(control<HTMLSelectElement>('Mode'), 'CHECK');
    await eventually(() => expect(clients()).toHaveLength(5));
    fake.release();
    await nextFrame();
    await nextFrame();
    expect(clients()).toEqual(['Client 1', 'Client 2', 'Client 3', 'Client 4', 'Client 5']);
  });

  it('reads its month, filters and page from the URL, as after a reload, and another month opens its first page with the filters', async () => {
    const fake = api('/billing/paymentsTracking?month=2026-09&type=TRANSFER&paid=true&page=2');
    unmount = fake.render(<PaymentsTrackingScreen params={{}} title="Suivi des paiements" />).unmount;
    await eventually(() => expect(clients()[0]).toBe('Client 16'));
    expect(searches(fake.calls)).toEqual([{ month: '2026-09', types: ['TRANSFER'], paid: true, checked: null, pattern: null, pageNumber: 1, pageSize: 10 }]);
    expect(control<HTMLSelectElement>('Payé').value).toBe('true');
    expect(pageText()).toContain('Paiements de septembre 2026');

    typeInto(control('Mois'), '10/2026');
    await eventually(() => expect(fake.portal.router.location.peek()).toBe('/billing/paymentsTracking?month=2026-10&type=TRANSFER&paid=true'));
    await eventually(() => expect(searches(fake.calls).at(-1)).toMatchObject({ month: '2026-10', pageNumber: 0, types: ['TRANSFER'] }));
    expect(searches(fake.calls)).toHaveLength(2);
  });

  it('asks the list and the counters again after a payment is marked unpaid (the call writes bills)', async () => {
    const fake = api('/billing/paymentsTracking?month=2026-10');
    unmount = fake.render(<PaymentsTrackingScreen params={{}} title="Suivi des paiements" />).unmount;
    await eventually(() => expect(clients()).toHaveLength(10));
    await eventually(() => expect(pageText()).toContain('Pointés / à pointer0 / 65'));
    control('Payé : Client 1, 12/10/2026').click();
    await eventually(() => expect(searches(fake.calls)).toHaveLength(2));
    expect(fake.calls.filter((call) => call.name === 'payments.togglePaid').map((call) => call.params)).toEqual([{ id: '1' }]);
    await eventually(() => expect(fake.calls.filter((call) => call.name === 'payments.counters')).toHaveLength(2));
  });
});
