/**
 * Bills and credit notes (spec 002 §3, §4, §7.3, §7.6). Paths are the spec's; every shape
 * the spec leaves "not shown" is decided here (and listed in src/api/README.md).
 *
 * Decisions:
 * - Amounts are integer cents in the agency's currency (`currency`: EUR, or CHF for the Swiss
 *   zone), VAT-included unless named otherwise. Every line carries its VAT-included,
 *   VAT-excluded and VAT amounts; a bill's totals are the sums of its lines (items, adjustments,
 *   fees), to the cent.
 * - A credit note is a bill of type CREDIT_NOTE, numbered in the same sequence, with negative
 *   amounts and `originalBill` set; it carries no status tag and remaining 0. The bill it cancels
 *   keeps its status, counts it in `nbCreditNotes` and `creditedAmount` (positive), and its
 *   `remaining` = total − credited − paid payments.
 * - `billNumber`: null until validation; 'F01-000042' (`src/domain/billing/numbering.ts`).
 * - A forbidden move answers 400 with code BILL_STATUS_FORBIDS and the label of the action
 *   (`src/domain/billing/status.ts` BILL_ACTIONS).
 * - Downloads and previews are opened by the one-use temporary token in `tk` (like exports).
 */
import * as z from 'zod/mini';
import { userPlainText } from './userTexts';
import { BILL_ITEM_TYPES, PAYMENT_TYPES } from '../../domain/billing/labels';
import { BILL_STATUSES, BILL_TYPES } from '../../domain/billing/status';
import { EMPTY, FILE, endpoint } from '../endpoint';
import { BILLS_SEARCH } from './listSearches';
import { Changelog, DownloadQuery, FamilyRef, IsoDate, Id, IdList, IdParams, IsoDateTime, MailTemplate, Month, page, pageRequest, SearchText, STAFF_ROLES, HeaderText } from './common';
import { VAT_RATES } from './pricing';
import { areaGate } from '../../domain/agency/gates';

export const BillStatus = z.enum(BILL_STATUSES);
export const BillType = z.enum(BILL_TYPES);
export const PaymentType = z.enum(PAYMENT_TYPES);
export const Currency = z.enum(['EUR', 'CHF']);
/** Cents, signed (credit notes are negative). */
export const Cents = z.number().check(z.int());
/** An amount a user enters: positive cents, at most 10 million. */
export const PositiveCents = z.number().check(z.int(), z.positive(), z.maximum(1_000_000_000));

const VatSplit = { vatIncluded: Cents, vatExcluded: Cents, vat: Cents };

/** spec 002 §3: customer (contactFirstName, contactLastName); decided: its id and label too. */
export const BillCustomer = z.object({ id: z.number(), label: z.string(), contactFirstName: z.string(), contactLastName: z.string() });

/** A bill as lists show it (spec 002 §3 Bill, plus the decided fields). */
export const BillSummary = z.object({
  id: z.number(),
  billNumber: z.nullable(z.string()),
  /** 'YYYY-MM': the month of the prestations billed. */
  month: z.string(),
  type: BillType,
  status: BillStatus,
  vatIncludedAmount: Cents,
  vatExcludedAmount: Cents,
  vatAmount: Cents,
  /** What the customer still owes: total − credited − paid payments (0 for a credit note). */
  remaining: Cents,
  /** Sum of the paid payments. */
  paidAmount: Cents,
  nbCreditNotes: z.number(),
  /** Sum of the credit notes on this bill, positive. */
  creditedAmount: Cents,
  customer: BillCustomer,
  family: z.nullable(FamilyRef),
  /** A credit note's bill. */
  originalBill: z.nullable(z.object({ id: z.number(), billNumber: z.nullable(z.string()) })),
  paymentType: z.nullable(PaymentType),
  currency: Currency,
  createdAt: IsoDateTime,
  validatedAt: z.nullable(IsoDateTime),
  emittedAt: z.nullable(IsoDateTime),
});
export type BillSummary = z.infer<typeof BillSummary>;

export const BillItem = z.object({
  id: z.number(),
  type: z.enum(BILL_ITEM_TYPES),
  label: z.string(),
  prestationTypeId: z.nullable(z.number()),
  /** Minutes (hours and increases) or tenths of a kilometre (KMS). */
  quantity: z.number(),
  /** VAT-included cents per hour or per kilometre. */
  unitPrice: Cents,
  /** 100 for hours and kilometres, the increase's percentage otherwise. */
  percent: z.number(),
  ...VatSplit,
});
export type BillItem = z.infer<typeof BillItem>;

/** A manual correction of a draft (a discount is negative). */
export const Adjustment = z.object({ id: z.number(), label: z.string(), ...VatSplit });
/** A fee of the family (registration, file fees…) waiting to be billed, or billed on this bill. */
export const Fee = z.object({ id: z.number(), label: z.string(), ...VatSplit, billed: z.boolean() });
/** An instalment of the bill's payment schedule. */
export const ScheduleItem = z.object({ id: z.number(), dueDate: IsoDate, amount: PositiveCents });
export const CustomAttributeValue = z.object({ name: z.string(), label: z.string(), type: z.enum(['TEXT', 'NUMBER', 'DATE', 'BOOLEAN']), value: z.nullable(z.string()) });

export const Payment = z.object({
  id: z.number(),
  billId: z.number(),
  billNumber: z.nullable(z.string()),
  customer: BillCustomer,
  type: PaymentType,
  amount: PositiveCents,
  date: IsoDate,
  paid: z.boolean(),
  checked: z.boolean(),
  comment: z.nullable(z.string()),
  createdAt: IsoDateTime,
});
export type Payment = z.infer<typeof Payment>;

export const BillDetail = z.object({
  ...BillSummary.shape,
  agency: z.object({ id: z.number(), label: z.string() }),
  vatRate: z.enum(VAT_RATES),
  items: z.array(BillItem),
  adjustments: z.array(Adjustment),
  fees: z.array(Fee),
  /** The family's fees not billed yet, which `addFeeToBill` moves onto this draft. */
  pendingFees: z.array(Fee),
  scheduleItems: z.array(ScheduleItem),
  comments: z.nullable(z.string()),
  customAttributes: z.array(CustomAttributeValue),
  priceGrid: z.nullable(z.object({ id: z.number(), label: z.string() })),
  /** From the planning; the custom dates, when set, are printed instead. */
  firstPrestationDate: z.nullable(IsoDate),
  lastPrestationDate: z.nullable(IsoDate),
  customFirstPrestationDate: z.nullable(IsoDate),
  customLastPrestationDate: z.nullable(IsoDate),
  payments: z.array(Payment),
  creditNotes: z.array(z.object({ id: z.number(), billNumber: z.nullable(z.string()), vatIncludedAmount: Cents, createdAt: IsoDateTime })),
  urssafPaymentRequestedAt: z.nullable(IsoDateTime),
  dunningCount: z.number(),
});
export type BillDetail = z.infer<typeof BillDetail>;

const base = { access: 'private', roles: STAFF_ROLES, gate: areaGate('billing') } as const;
/** The resource the portal's cache keeps bills under: every call that changes a bill writes it. */
const BILLS = ['bills'] as const;
/** A bill's fees are its contract's: adding one to a bill, or a draft deleted, changes what the contract shows. */
const BILLS_AND_CONTRACTS = ['bills', 'contracts'] as const;
const BillParams = IdParams;

/** Search filters; `month` is required on the general search, implied on the monthly one. */
const billFilters = {
  statuses: z.optional(z.array(BillStatus)),
  types: z.optional(z.array(BillType)),
  /** Customer label, contact names, family name or bill number. */
  pattern: SearchText,
  familyId: z.optional(z.nullable(Id)),
  /** A customer's bills and credit notes, every family of it (the resource explorer's bills view). */
  customerId: z.optional(z.nullable(Id)),
  paymentTypes: z.optional(z.array(PaymentType)),
  /** Only bills with something left to pay. */
  withRemainingOnly: z.optional(z.boolean()),
  sort: z._default(z.enum(['NUMBER_ASC', 'NUMBER_DESC', 'CUSTOMER_ASC', 'AMOUNT_DESC', 'REMAINING_DESC']), 'CUSTOMER_ASC'),
  ...pageRequest,
};

/** Bills of a month; `month` null: every month. Sorted by customer by default, credit notes after their bill. */
export const searchBills = endpoint({
  ...base, ...BILLS_SEARCH,
  body: z.object({ month: z.optional(z.nullable(Month)), ...billFilters }),
  response: page(BillSummary),
});

/** The monthly billing's bills; decided: `{id}` is the month, 'YYYY-MM' (one monthly billing per agency and month). */
export const MonthParams = z.object({ id: Month });
export const searchMonthlyBills = endpoint({
  ...base, reads: BILLS, name: 'billing.searchMonthlyBills', method: 'POST', path: '/private/billing/monthly/{id}/search',
  params: MonthParams, body: z.object(billFilters), response: page(BillSummary),
});

/** A manual bill: the family's draft of a month, computed from its planning (400 BILL_EXISTS when it has one). */
export const createBill = endpoint({
  ...base, writes: BILLS, name: 'billing.createBill', method: 'POST', path: '/private/billing/bills',
  body: z.object({ familyId: Id, month: Month }), response: BillDetail,
});

export const getBill = endpoint({ ...base, reads: BILLS, name: 'billing.getBill', method: 'GET', path: '/private/billing/bills/{id}', params: BillParams, response: BillDetail });

/** Drafts only (and bills locked for a missing grid): anything validated is cancelled by a credit note instead. */
export const deleteBill = endpoint({ ...base, writes: BILLS_AND_CONTRACTS, name: 'billing.deleteBill', method: 'DELETE', path: '/private/billing/bills/{id}', params: BillParams, response: EMPTY });

export const BillChangelog = Changelog;
/** Newest first. */
export const billChangelogs = endpoint({ ...base, name: 'billing.changelogs', reads: ['bills'], method: 'GET', path: '/private/billing/bills/{id}/changelogs', params: BillParams, response: z.array(BillChangelog) });

/** Comments may change at any status (an internal note); blank → null. */
export const updateBillComments = endpoint({
  ...base, writes: BILLS, name: 'billing.updateComments', method: 'PUT', path: '/private/billing/bills/{id}/comments',
  params: BillParams, body: z.object({ comments: z.nullable(z.string().check(z.maxLength(2000))) }), response: BillDetail,
});

/** Values by attribute name (the client's BILL custom attributes); a draft only. */
export const updateBillCustomAttributes = endpoint({
  ...base, writes: BILLS, name: 'billing.updateCustomAttributes', method: 'PUT', path: '/private/billing/bills/{id}/custom-attributes',
  params: BillParams, body: z.object({ values: z.record(z.string(), z.nullable(z.string().check(z.maxLength(200)))) }), response: BillDetail,
});

/** Replaces the draft's adjustments (VAT-included cents, negative for a discount; VAT split at the bill's rate). */
export const updateBillAdjustments = endpoint({
  ...base, writes: BILLS, name: 'billing.updateAdjustments', method: 'PUT', path: '/private/billing/bills/{id}/adjustments',
  params: BillParams,
  body: z.object({ adjustments: z.array(z.object({ label: z.string().check(z.minLength(1), z.maxLength(200)), vatIncluded: Cents })).check(z.maxLength(50)) }),
  response: BillDetail,
});

/** Removes every adjustment of the draft. */
export const deleteBillAdjustments = endpoint({ ...base, writes: BILLS, name: 'billing.deleteAdjustments', method: 'DELETE', path: '/private/billing/bills/{id}/adjustments', params: BillParams, response: BillDetail });

/** DRAFT → READY at once: numbered from the agency's sequence (VALIDATED → NUMBERED) and its document made (→ READY), in one transaction. */
export const validateBill = endpoint({ ...base, writes: BILLS, name: 'billing.validate', method: 'POST', path: '/private/billing/bills/{id}/validate', params: BillParams, response: BillDetail });

/** A full credit note: cancels what the bill still carries (total − credited so far); answers the credit note. */
export const createCreditNote = endpoint({
  ...base, writes: BILLS, name: 'billing.createCreditNote', method: 'POST', path: '/private/billing/bills/{id}/credit-notes',
  params: BillParams, body: z.object({ comment: z.optional(z.nullable(z.string().check(z.maxLength(500)))) }), response: BillDetail,
});

/** Records, for each bill, a paid payment of its remainder (type and date given) and marks it PAID; all or none (400 on any bill that cannot be paid). */
export const markBillsAsPaid = endpoint({
  ...base, writes: BILLS, name: 'billing.markAsPaid', method: 'PUT', path: '/private/billing/bills/markAsPaid',
  body: z.object({ billIds: IdList.check(z.minLength(1)), paymentType: PaymentType, date: IsoDate }), response: z.array(BillSummary),
});

/** The mail a bill is sent with, filled in for its customer. */
export const billMailTemplate = endpoint({ ...base, name: 'billing.mailTemplate', reads: ['bills'], method: 'GET', path: '/private/billing/bills/{id}/mail-template', params: BillParams, response: MailTemplate });

/** Mails each bill (or credit note) to its customer with its PDF; READY becomes EMITTED. Subject and body replace the template's when given. All or none. */
export const sendBills = endpoint({
  ...base, writes: BILLS, name: 'billing.send', method: 'POST', path: '/private/billing/bills/send',
  body: z.object({ billIds: IdList.check(z.minLength(1)), subject: z.optional(z.nullable(userPlainText(HeaderText.check(z.maxLength(200))))), body: z.optional(z.nullable(userPlainText(z.string().check(z.maxLength(5000))))) }),
  response: z.array(BillSummary),
});

/** A reminder mail for a sent bill not settled; the bill becomes UNPAID. */
export const sendDunning = endpoint({ ...base, writes: BILLS, name: 'billing.sendDunning', method: 'POST', path: '/private/billing/bills/{id}/send-dunning', params: BillParams, response: BillDetail });

/** The bill's or credit note's PDF (a draft's carries 'BROUILLON' and no number); same data, same bytes. */
export const downloadBill = endpoint({ gate: areaGate('billing'), name: 'billing.download', reads: ['bills'], method: 'GET', path: '/private/billing/bills/{id}/download', access: 'public', params: BillParams, query: DownloadQuery, response: FILE });

export const updateBillPaymentMode = endpoint({
  ...base, writes: BILLS, name: 'billing.updatePaymentMode', method: 'PUT', path: '/private/billing/bills/{id}/update-payment-mode',
  params: BillParams, body: z.object({ paymentType: PaymentType }), response: BillDetail,
});

/** Prices the draft with this grid (recomputed at once); `alsoChangeOnBillContract=true` makes it the customer's grid for the next bills too. */
export const selectBillPriceGrid = endpoint({
  ...base, writes: BILLS_AND_CONTRACTS, name: 'billing.selectPriceGrid', method: 'PUT', path: '/private/billing/bills/{id}/select-price-grid/{gridId}',
  params: z.object({ id: Id, gridId: Id }), query: z.object({ alsoChangeOnBillContract: z.optional(z.enum(['true', 'false'])) }), response: BillDetail,
});

const DateBody = z.object({ date: z.nullable(IsoDate) });
/** The first prestation date printed on the bill (null: the planning's); a draft only. */
export const updateCustomFirstPrestationDate = endpoint({
  ...base, writes: BILLS, name: 'billing.updateCustomFirstPrestationDate', method: 'PUT', path: '/private/billing/bills/{id}/update-custom-first-prestation-date',
  params: BillParams, body: DateBody, response: BillDetail,
});
export const updateCustomLastPrestationDate = endpoint({
  ...base, writes: BILLS, name: 'billing.updateCustomLastPrestationDate', method: 'PUT', path: '/private/billing/bills/{id}/update-custom-last-prestation-date',
  params: BillParams, body: DateBody, response: BillDetail,
});

/** Recomputes a draft's lines from the planning and grid of today; a bill locked for a missing grid becomes DRAFT once a grid prices it. */
export const recomputeBill = endpoint({ ...base, writes: BILLS, name: 'billing.recompute', method: 'PUT', path: '/private/billing/bills/{id}/re-compute', params: BillParams, response: BillDetail });

/** Decided: on a credit note, makes a new draft of its original bill (same month, family, lines recomputed) to bill again after a cancellation. */
export const duplicateOriginalBill = endpoint({
  ...base, writes: BILLS, name: 'billing.duplicateRefNoteOriginalBill', method: 'POST', path: '/private/billing/bills/{id}/duplicate-ref-note-original-bill',
  params: BillParams, response: BillDetail,
});

/** Moves one of the family's pending fees onto the draft. */
export const addFeeToBill = endpoint({
  ...base, writes: BILLS_AND_CONTRACTS, name: 'billing.addFeeToBill', method: 'PUT', path: '/private/billing/bills/{id}/fees/{feeId}/add-to-bill',
  params: z.object({ id: Id, feeId: Id }), response: BillDetail,
});

/** Decided: `{id}` is the month; the customers paying by direct debit with something left to pay on that month's bills. */
export const RemainingDebitCustomer = z.object({
  customer: BillCustomer,
  mandateReference: z.nullable(z.string()),
  /** IBAN with only its last four characters shown. */
  maskedIban: z.nullable(z.string()),
  billIds: z.array(z.number()),
  remaining: Cents,
});
export type RemainingDebitCustomerType = z.infer<typeof RemainingDebitCustomer>;
export const customersWithRemainingDebitData = endpoint({
  ...base, name: 'billing.customersWithRemainingDebitData', reads: ['bills', 'customers'], method: 'GET', path: '/private/billing/bills/customers-with-remaining-debit-data/{id}',
  params: MonthParams, response: z.array(RemainingDebitCustomer),
});

/**
 * A file the agency uploaded (spec 002 §7.3; decided: today the custom documents of fiscal
 * attestations), as uploaded, by the one-use token in `tk`; 404 for another agency's.
 */
export const downloadMedia = endpoint({
  name: 'billing.downloadMedia', reads: ['bills'], method: 'GET', path: '/private/medias/{id}/download', access: 'public',
  params: IdParams, query: DownloadQuery, response: FILE,
});

/** The SEPA debit order of the given bills' remainders, filed in the exports centre (BILLING_DEBIT_ORDER); answers the export's id. */
export const billsDebitOrderFile = endpoint({
  ...base, writes: ['bills', 'exports'], name: 'billing.debitOrderFile', method: 'POST', path: '/private/billing/bills/exports/bills-debit-order-file',
  body: z.object({ billIds: IdList.check(z.minLength(1)) }), response: z.object({ exportId: z.number() }),
});

/** Asks URSSAF's immediate advance for a validated bill of a family that subscribed; once only. */
export const urssafPaymentRequest = endpoint({ ...base, writes: BILLS, name: 'billing.urssafPaymentRequest', method: 'POST', path: '/private/billing/bills/{id}/urssaf-payment-request', params: BillParams, response: BillDetail });

const ScheduleItemBody = z.object({ dueDate: IsoDate, amount: PositiveCents });
/** Payment schedule of a validated bill, instalments summing to at most its remainder. */
export const addScheduleItem = endpoint({ ...base, writes: BILLS, name: 'billing.addScheduleItem', method: 'POST', path: '/private/billing/bills/{id}/schedule-items', params: BillParams, body: ScheduleItemBody, response: BillDetail });
export const updateScheduleItem = endpoint({
  ...base, writes: BILLS, name: 'billing.updateScheduleItem', method: 'PUT', path: '/private/billing/bills/{id}/schedule-items/{itemId}',
  params: z.object({ id: Id, itemId: Id }), body: ScheduleItemBody, response: BillDetail,
});
export const deleteScheduleItem = endpoint({
  ...base, writes: BILLS, name: 'billing.deleteScheduleItem', method: 'DELETE', path: '/private/billing/bills/{id}/schedule-items/{itemId}',
  params: z.object({ id: Id, itemId: Id }), response: BillDetail,
});

/**
 * Partial credit notes (spec 002 §7.6; paths decided under the bill). The body names, per line
 * of the bill (`itemId`, or `adjustmentId`/`feeId`), the VAT-included cents to credit, at most
 * what that line still carries.
 */
export const PartialCreditNoteBody = z.object({
  lines: z.array(z.object({ kind: z.enum(['ITEM', 'ADJUSTMENT', 'FEE']), id: Id, amount: PositiveCents })).check(z.minLength(1), z.maxLength(200)),
  comment: z.optional(z.nullable(z.string().check(z.maxLength(500)))),
});
export const PartialCreditNoteAmounts = z.object({
  lines: z.array(z.object({ kind: z.enum(['ITEM', 'ADJUSTMENT', 'FEE']), id: z.number(), label: z.string(), creditable: Cents, ...VatSplit })),
  vatIncludedAmount: Cents,
  vatExcludedAmount: Cents,
  vatAmount: Cents,
  /** The bill's remainder once the credit note is made. */
  remainingAfter: Cents,
});
export const computePartialCreditNoteAmounts = endpoint({
  ...base, name: 'billing.computePartialCreditNoteAmounts', reads: ['bills'], method: 'POST', path: '/private/billing/bills/{id}/compute-partial-credit-note-amounts',
  params: BillParams, body: PartialCreditNoteBody, response: PartialCreditNoteAmounts,
});
/** Keeps the credit note to preview for 5 minutes: `hash` names it, `token` is a one-use temporary token for the preview link. */
export const buildPreviewPartialCreditNoteContext = endpoint({
  ...base, name: 'billing.buildPreviewPartialCreditNoteContext', reads: ['bills'], method: 'POST', path: '/private/billing/bills/{id}/build-preview-partial-credit-note-context',
  params: BillParams, body: PartialCreditNoteBody, response: z.object({ hash: z.string(), token: z.string() }),
});
/** The preview PDF ('APERÇU', no number), opened with `tk` = the context's token. */
export const previewPartialCreditNote = endpoint({
  gate: areaGate('billing'), name: 'billing.previewPartialCreditNote', reads: ['bills'], method: 'GET', path: '/private/billing/bills/{id}/preview-partial-credit-note/{hash}', access: 'public',
  params: z.object({ id: Id, hash: z.string() }), query: DownloadQuery, response: FILE,
});
export const createPartialCreditNote = endpoint({
  ...base, writes: BILLS, name: 'billing.createPartialCreditNote', method: 'POST', path: '/private/billing/bills/{id}/create-partial-credit-note',
  params: BillParams, body: PartialCreditNoteBody, response: BillDetail,
});
