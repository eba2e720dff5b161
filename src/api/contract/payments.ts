/**
 * Payments of bills (spec 002 §7.5). Decisions: a payment belongs to one bill (never a credit
 * note), in positive cents, at most the bill's remainder; it counts in the remainder only while
 * `paid` (a cheque received but not cashed is recorded unpaid); `checked` is the accountant's
 * tick and changes nothing else. A PRE_PAYMENT is drawn from the family's wallet (400 when the
 * balance is short) and given back when deleted. The bill becomes PAID at a zero remainder.
 */
import * as z from 'zod/mini';
import { EMPTY, endpoint } from '../endpoint';
import { BillSummary, Cents, Payment, PaymentType, PositiveCents } from './billing';
import { IsoDate, Id, IdParams, Month, STAFF_ROLES, SearchText, page, pageRequest } from './common';
import { areaGate } from '../../domain/agency/gates';

const base = { access: 'private', roles: STAFF_ROLES, gate: areaGate('billing') } as const;
/** Payments are read as bills. A payment changes its bill's remainder and, for a pre-payment, the family's wallet. */
const BILLS_READ = ['bills'] as const;
const BILLS_WRITTEN = ['bills', 'wallet'] as const;

/** Answers the payment and the bill as it now stands. */
const PaymentAndBill = z.object({ payment: Payment, bill: BillSummary });

export const createPayment = endpoint({
  ...base, writes: BILLS_WRITTEN, name: 'payments.create', method: 'POST', path: '/private/billing/bills/payments',
  body: z.object({
    billId: Id,
    type: PaymentType,
    amount: PositiveCents,
    date: IsoDate,
    paid: z._default(z.boolean(), true),
    checked: z._default(z.boolean(), false),
    comment: z.optional(z.nullable(z.string().check(z.maxLength(500)))),
  }),
  response: PaymentAndBill,
});

export const togglePaymentPaidState = endpoint({
  ...base, writes: BILLS_WRITTEN, name: 'payments.togglePaid', method: 'PUT', path: '/private/billing/bills/payments/{id}/toggle-paid-state', params: IdParams, response: PaymentAndBill,
});

export const togglePaymentCheckedState = endpoint({
  ...base, writes: BILLS_WRITTEN, name: 'payments.toggleChecked', method: 'PUT', path: '/private/billing/bills/payments/{id}/toggle-checked-state', params: IdParams, response: PaymentAndBill,
});

export const deletePayment = endpoint({ ...base, writes: BILLS_WRITTEN, name: 'payments.delete', method: 'DELETE', path: '/private/billing/bills/payments/{id}', params: IdParams, response: EMPTY });

/** Newest first; `month` is the payment's month ('YYYY-MM' of its date); every filter optional. */
export const PaymentFilters = z.object({
  month: z.optional(z.nullable(Month)),
  billId: z.optional(z.nullable(Id)),
  familyId: z.optional(z.nullable(Id)),
  types: z.optional(z.array(PaymentType)),
  paid: z.optional(z.nullable(z.boolean())),
  checked: z.optional(z.nullable(z.boolean())),
  /** Customer label, contact names or bill number. */
  pattern: SearchText,
  ...pageRequest,
});
export const searchPayments = endpoint({ ...base, reads: BILLS_READ, name: 'payments.search', method: 'POST', path: '/private/billing/bills/payments/search', body: PaymentFilters, response: page(Payment) });

/** The agency's payments dated in a month (`month` query, default every month): counts and sums for the payments tracking screen. */
export const PaymentCounters = z.object({
  count: z.number(),
  paidCount: z.number(),
  unpaidCount: z.number(),
  checkedCount: z.number(),
  uncheckedCount: z.number(),
  paidAmount: Cents,
  unpaidAmount: Cents,
  /** What the agency's validated bills still carry, every month. */
  remainingAmount: Cents,
});
export const paymentCounters = endpoint({
  ...base, reads: BILLS_READ, name: 'payments.counters', method: 'GET', path: '/private/billing/bills/payments/counters',
  query: z.object({ month: z.optional(Month) }), response: PaymentCounters,
});
