/**
 * Estimates (spec 001 §7 « Estimates and contracts »): the weekly planning an agency proposes
 * to a customer over a period, its price, and its life up to a contract. Which status allows
 * which action is one table, `src/domain/estimates/status.ts`; a forbidden action answers 400
 * `ESTIMATE_STATUS_FORBIDS` with its French label. The PDF, mail template and attachments are
 * `estimateDocuments.ts`, the sign procedures `signProcedures.ts`.
 * Decided (not shown): the bodies and answers below; amounts in cents, VAT included unless named.
 */
import * as z from 'zod/mini';
import { EMPTY, endpoint } from '../endpoint';
import { isDateInRange } from '../../domain/dateRange';
import { REPETITION_TYPES } from '../../domain/estimates/planning';
import { Changelog, IsoDate, IdParams, IsoDateTime, STAFF_ROLES, Time, inOrder, page, pageRequest } from './common';
import { CUSTOMER_TYPES, CustomerEstimateSummary, ESTIMATE_STATUSES } from './customers';
import { EstimateMail } from './estimateDocuments';
import { VAT_RATES } from './pricing';

const WeekDay = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6), z.literal(7)]);

/** A slot of the weekly planning; an end not after the start is the next day (a night), equal times are refused. */
export const EstimateSlot = z.object({ weekDay: WeekDay, startTime: Time, endTime: Time }).check(
  z.refine((slot) => slot.startTime !== slot.endTime, { error: 'L’heure de fin doit différer de l’heure de début', path: ['endTime'] }),
);

/** The planning wanted: slots, their repetition and the period (both days included, the end on or after the start). */
export const EstimatePlanning = z
  .object({
    slots: z.array(EstimateSlot).check(z.minLength(1, { error: 'Ajoutez au moins un créneau' }), z.maxLength(50)),
    repetitionType: z.enum(REPETITION_TYPES),
    periodStartDate: IsoDate,
    periodEndDate: IsoDate,
  })
  .check(
    z.refine(inOrder('periodStartDate', 'periodEndDate', isDateInRange, true), { error: 'La fin de la période doit suivre son début', path: ['periodEndDate'] }),
    z.refine((p) => !isDateInRange(p.periodStartDate) || !isDateInRange(p.periodEndDate) || Date.parse(p.periodEndDate) - Date.parse(p.periodStartDate) <= 3 * 366 * 86_400_000, {
      error: 'Une période de trois ans au plus',
      path: ['periodEndDate'],
    }),
  );
export type EstimatePlanning = z.input<typeof EstimatePlanning>;

export const ComputedPlanning = z.object({
  sessions: z.array(z.object({ day: IsoDate, startTime: z.string(), endTime: z.string(), minutes: z.number() })),
  minutes: z.number(),
  weeksCount: z.number(),
  skippedHolidays: z.array(z.object({ day: IsoDate, label: z.string() })),
});
export type ComputedPlanning = z.infer<typeof ComputedPlanning>;

export const EstimateAmounts = z.object({
  minutes: z.number(),
  hourlyRate: z.nullable(z.number()),
  vatRate: z.enum(VAT_RATES),
  vatIncluded: z.number(),
  vatExcluded: z.number(),
  vat: z.number(),
  taxCredit: z.nullable(z.number()),
  afterTaxCredit: z.nullable(z.number()),
});
export type EstimateAmounts = z.infer<typeof EstimateAmounts>;

/** What a draft holds: the prestation type (the agency's, 001 §3), the grid (null: the one relevant for the customer at the start), the planning. */
export const EstimateBody = z.object({
  prestationTypeId: z.number().check(z.int(), z.positive()),
  priceGridId: z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
  comments: z.optional(z.nullable(z.string().check(z.maxLength(2000)))),
  planning: EstimatePlanning,
});
export type EstimateBody = z.input<typeof EstimateBody>;

/** The record's summary of an estimate (`CustomerEstimateSummary`) and its creation. */
export const EstimateSummary = z.extend(CustomerEstimateSummary, { createdAt: IsoDateTime });
export type EstimateSummary = z.infer<typeof EstimateSummary>;

/**
 * An estimate in full. Estimates carried over from the former tool (the seed's) have only
 * their number, amount and period: `prestationType`, `planning` and `amounts` are null.
 */
export const Estimate = z.object({
  ...EstimateSummary.shape,
  customer: z.object({ id: z.number(), label: z.string(), type: z.enum(CUSTOMER_TYPES) }),
  prestationType: z.nullable(z.object({ id: z.number(), label: z.string() })),
  priceGrid: z.nullable(z.object({ id: z.number(), label: z.string() })),
  planning: z.nullable(z.object({ ...EstimatePlanning.shape, weeksCount: z.number() })),
  amounts: z.nullable(EstimateAmounts),
  comments: z.nullable(z.string()),
  /** The contract it became (CONTRACTED). */
  contractId: z.nullable(z.number()),
});
export type Estimate = z.infer<typeof Estimate>;

const base = { access: 'private', roles: STAFF_ROLES } as const;

export const computeEstimatePlanning = endpoint({ ...base, name: 'estimates.computePlanning', reads: ['schoolVacations'], method: 'POST', path: '/private/estimates/computePlanning', body: EstimatePlanning, response: ComputedPlanning });
export const computeEstimateWeeksCount = endpoint({
  ...base, name: 'estimates.computeWeeksCount', reads: ['schoolVacations'], method: 'POST', path: '/private/estimates/computeWeeksCount', body: EstimatePlanning, response: z.object({ weeksCount: z.number() }),
});
/** A customer's estimates, newest first. */
export const searchEstimates = endpoint({
  ...base, name: 'estimates.search', reads: ['estimates'], method: 'POST', path: '/private/estimates/search',
  body: z.object({ customerId: z.optional(z.nullable(z.number())), statuses: z.optional(z.array(z.enum(ESTIMATE_STATUSES))), ...pageRequest }),
  response: page(EstimateSummary),
});
/** A draft for a customer or a prospect of the session's agency. */
export const createEstimate = endpoint({
  ...base, name: 'estimates.create', writes: ['estimates'], method: 'POST', path: '/private/estimates',
  body: z.object({ ...EstimateBody.shape, customerId: z.number().check(z.int(), z.positive()) }), response: Estimate,
});
export const getEstimate = endpoint({ ...base, name: 'estimates.get', reads: ['estimates'], method: 'GET', path: '/private/estimates/{id}', params: IdParams, response: Estimate });
export const updateEstimate = endpoint({ ...base, name: 'estimates.update', writes: ['estimates'], method: 'PUT', path: '/private/estimates/{id}', params: IdParams, body: EstimateBody, response: Estimate });
export const deleteEstimate = endpoint({ ...base, name: 'estimates.delete', writes: ['estimates', 'signProcedures'], method: 'DELETE', path: '/private/estimates/{id}', params: IdParams, response: EMPTY });
export const validateEstimate = endpoint({ ...base, name: 'estimates.validate', writes: ['estimates'], method: 'POST', path: '/private/estimates/{id}/validate', params: IdParams, response: Estimate });
/**
 * `forSignProcedure`: sent for signing (SENT_SIGN, a sign procedure started, one signature of the
 * balance; none left: 400 `SIGN_PROCEDURES_BALANCE_EMPTY`) rather than by e-mail (SENT). `mail`:
 * the template as edited (without it, the template as it is; no recipient: 400 `NO_EMAIL`).
 */
export const sendEstimate = endpoint({
  ...base, name: 'estimates.send', writes: ['estimates', 'customers', 'history', 'signProcedures', 'agency'], method: 'POST', path: '/private/estimates/{id}/send', params: IdParams,
  body: z.object({ forSignProcedure: z.optional(z.boolean()), mail: z.optional(EstimateMail) }), response: Estimate,
});
export const markEstimateSigned = endpoint({ ...base, name: 'estimates.markSigned', writes: ['estimates', 'customers', 'history', 'signProcedures'], method: 'PUT', path: '/private/estimates/{id}/mark-as-signed', params: IdParams, response: Estimate });
export const markEstimateRefused = endpoint({ ...base, name: 'estimates.markRefused', writes: ['estimates', 'customers', 'history', 'signProcedures'], method: 'PUT', path: '/private/estimates/{id}/mark-as-refused', params: IdParams, response: Estimate });
export const updateEstimateComments = endpoint({
  ...base, name: 'estimates.updateComments', writes: ['estimates'], method: 'PUT', path: '/private/estimates/{id}/updateComments', params: IdParams,
  body: z.object({ comments: z.nullable(z.string().check(z.maxLength(2000))) }), response: Estimate,
});
export const estimateChangelogs = endpoint({ ...base, name: 'estimates.changelogs', reads: ['estimates'], method: 'GET', path: '/private/estimates/{id}/changelogs', params: IdParams, response: z.array(Changelog) });
/**
 * The contract made from a signed estimate. `allowOverrides`: created even over another
 * contract of the customer; `breakFromPreviousContract`: the contracts in force end the day
 * before. Neither, over a contract: 400 `CONTRACT_OVERLAP`. A prospect becomes a customer.
 */
export const convertEstimateToContract = endpoint({
  ...base, name: 'estimates.toContract', writes: ['estimates', 'contracts', 'families', 'customers', 'history'], method: 'POST', path: '/private/estimates/{id}/to-contract', params: IdParams,
  body: z.object({ allowOverrides: z.boolean(), breakFromPreviousContract: z.boolean() }),
  response: z.object({ contractId: z.number(), estimate: Estimate }),
});
