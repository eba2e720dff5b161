/**
 * Monthly billing (spec 002 §7.4). Decided: `{id}` is the month 'YYYY-MM' of the session's
 * agency (one monthly billing per agency and month); exports are filed in the exports centre
 * and answered by id.
 */
import * as z from 'zod/mini';
import { EXPORT_TYPES } from './exports';
import { FILE, endpoint } from '../endpoint';
import { BillStatus, Cents, MonthParams } from './billing';
import { FamilyRef, IsoDate, STAFF_ROLES, inOrder, isDateInRange } from './common';
import { areaGate } from '../../domain/agency/gates';

const base = { access: 'private', roles: STAFF_ROLES, gate: areaGate('billing') } as const;

export const MonthlyIndicators = z.object({
  month: z.string(),
  /** Bills (not credit notes) by status, every status present. */
  countsByStatus: z.record(BillStatus, z.number()),
  billCount: z.number(),
  creditNoteCount: z.number(),
  /** Validated bills' totals, credit notes deducted. */
  billedVatIncluded: Cents,
  billedVatExcluded: Cents,
  draftVatIncluded: Cents,
  paidAmount: Cents,
  remainingAmount: Cents,
  /** Families with planning in the month but no bill yet. */
  familiesWithoutBill: z.number(),
});
export const monthlyIndicators = endpoint({ ...base, name: 'monthly.indicators', reads: ['bills', 'planning'], method: 'GET', path: '/private/billing/monthly/{id}/indicators', params: MonthParams, response: MonthlyIndicators });

/** Validated bills and credit notes whose validation day lies in [start, end]. */
export const computeBilledAmountSumForPeriod = endpoint({
  ...base, name: 'monthly.billedAmountSumForPeriod', reads: ['bills'], method: 'GET', path: '/private/billing/monthly/{id}/computeBilledAmountSumForPeriod',
  params: MonthParams,
  query: z.object({ start: IsoDate, end: IsoDate }).check(z.refine(inOrder('start', 'end', isDateInRange, true), { error: 'La date de fin doit être supérieure à la date de début', path: ['end'] })),
  response: z.object({ count: z.number(), vatIncluded: Cents, vatExcluded: Cents, vat: Cents }),
});

/** Per family, this month's billed total against the previous month's (validated bills net of credit notes, drafts included as planned). */
export const BillsComparisonRow = z.object({ family: z.object({ id: z.number(), name: z.string() }), previous: Cents, current: Cents, difference: Cents });
export type BillsComparisonRowType = z.infer<typeof BillsComparisonRow>;
export const billsComparison = endpoint({ ...base, name: 'monthly.billsComparison', reads: ['bills', 'planning'], method: 'GET', path: '/private/billing/monthly/{id}/bills-comparison', params: MonthParams, response: z.array(BillsComparisonRow) });

/**
 * Not in the spec (decided in src/api/README.md): the month's missing drafts at once — a draft for
 * every family the indicators count without a bill (planning events of the month, or a contract's
 * planned sessions), each as `POST /private/billing/bills` would make it. A failing family (no
 * customer…) is answered in `failures`, the others go on; a rerun makes only what is still missing.
 */
export const createMonthDrafts = endpoint({
  ...base, writes: ['bills'], name: 'monthly.createDrafts', method: 'POST', path: '/private/billing/monthly/{id}/create-drafts', params: MonthParams,
  response: z.object({
    count: z.number(),
    bills: z.array(z.object({ id: z.number(), family: FamilyRef })),
    failures: z.array(z.object({ family: FamilyRef, code: z.string(), message: z.string() })),
  }),
});
export type MonthDraftsAnswer = z.infer<typeof createMonthDrafts.response>;

const flag = z.optional(z.enum(['true', 'false']));
/** CAF declaration (CSV) of the month's childcare hours per family with a CAF number; `excludeUnderSixteenHours` leaves out families under the CMG's 16 hours. */
export const doExportCaf = endpoint({
  ...base, name: 'monthly.doExportCaf', writes: ['exports'], method: 'POST', path: '/private/billing/monthly/{id}/doExportCaf',
  params: MonthParams, query: z.object({ total: flag, includeFamilyName: flag, excludeUnderSixteenHours: flag }), response: z.object({ exportId: z.number() }),
});

/** One export of the month by type (the exports centre's types). */
export const doExport = endpoint({
  ...base, name: 'monthly.doExport', writes: ['exports'], method: 'POST', path: '/private/billing/monthly/{id}/do-export',
  params: MonthParams, query: z.object({ exportType: z.enum(EXPORT_TYPES) }), response: z.object({ exportId: z.number() }),
});

/** Every validated bill and credit note PDF of the month in one zip; a download link (one-use token in `tk`). */
export const doExportZip = endpoint({
  gate: areaGate('billing'), name: 'monthly.doExportZip', writes: ['exports'], method: 'POST', path: '/private/billing/monthly/{id}/do-export-zip', access: 'public',
  params: MonthParams, query: z.object({ tk: z.string() }), response: FILE,
});
export type MonthlyIndicatorsAnswer = z.input<typeof MonthlyIndicators>;
