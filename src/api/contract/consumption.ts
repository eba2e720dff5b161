/**
 * Contract consumption tracking by customer or family (the consumptionTracking and
 * consumptionMonitoring screens; spec 002 shows no call: path and shapes decided here, rules
 * in `src/domain/billing/consumption.ts`). Minutes, within the session's agency.
 */
import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { Month, STAFF_ROLES, SearchText, page, pageRequest } from './common';
import { areaGate } from '../../domain/agency/gates';

export const ConsumptionRow = z.object({
  /** The customer's or the family's id, as grouped. */
  id: z.number(),
  label: z.string(),
  contractMinutes: z.number(),
  plannedMinutes: z.number(),
  /** HOURS lines of the month's validated bills, less their credit notes' hours. */
  billedMinutes: z.number(),
  /** planned ÷ contract in whole percent; null without contract hours. */
  consumptionPercent: z.nullable(z.number()),
});
export type ConsumptionRow = z.infer<typeof ConsumptionRow>;

/** Sorted by label; `deviationsOnly` keeps the rows under 90 % or over 110 % (monitoring). */
export const searchConsumption = endpoint({
  gate: areaGate('billing'), name: 'consumption.search', reads: ['bills', 'planning', 'wallet'],
  method: 'POST',
  path: '/private/billing/consumption-tracking/search',
  access: 'private',
  roles: STAFF_ROLES,
  body: z.object({
    month: Month,
    groupBy: z._default(z.enum(['CUSTOMER', 'FAMILY']), 'FAMILY'),
    pattern: SearchText,
    deviationsOnly: z.optional(z.boolean()),
    ...pageRequest,
  }),
  response: page(ConsumptionRow),
});
