/**
 * The planning overview of a family or a professional (spec 001 §2 Planning overview, §3
 * Monthly activity overview data, §7 `GET /private/families/{id}/overview` and
 * `GET /private/professionals/{id}/overview`). One module for both paths, the spec's one entity.
 * Decisions on what the spec leaves "not shown":
 * - `nextPlanningEvents`: the next 10 events starting from now, soonest first;
 *   `lastPlanningEvents`: the last 10 that started before now (one under way included), latest first.
 *   Each event carries both the professional (`user`) and the family.
 * - `currentTimesheets`: one per professional and family with events this month: `slotsCount`
 *   the month's events, `proSlotsCount` those the professional confirmed, `customerSlotsCount`
 *   those the family confirmed, `slotsDuration` the month's planned minutes.
 * - `previousTimesheets` (not in §3; the family summary's « timesheets for the current and
 *   previous month »): the same for the month before.
 * - `lastPlanningActivityReports`: the monthly activity reports (`GET …/reports/monthly/{month}`)
 *   of the last 6 months, the current one included, oldest first; a month before the current one is validated.
 * - `monthPlannedDurationAvg`: the average planned minutes of those months that have events (null when none).
 * - 404 for a family or a professional outside the session's agency.
 */
import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { FamilyRef, IdParams, Month, PersonRef, STAFF_ROLES } from './common';
import { MonthlyActivityReport, PlanningEvent } from './planning';

/** How many next and last events the overview gives. */
export const OVERVIEW_EVENTS_COUNT = 10;
/** How many months of reports (the current one and the 5 before). */
export const OVERVIEW_MONTHS_COUNT = 6;

/** A professional's timesheet at a family for a month (spec 001 §3 Timesheet, the fields the overview needs). */
export const TimesheetSummary = z.object({
  month: Month,
  pro: PersonRef,
  family: FamilyRef,
  slotsCount: z.number(),
  proSlotsCount: z.number(),
  customerSlotsCount: z.number(),
  slotsDuration: z.number(),
});
export type TimesheetSummary = z.infer<typeof TimesheetSummary>;

export const PlanningOverview = z.object({
  nextPlanningEvents: z.array(PlanningEvent),
  lastPlanningEvents: z.array(PlanningEvent),
  currentTimesheets: z.array(TimesheetSummary),
  previousTimesheets: z.array(TimesheetSummary),
  lastPlanningActivityReports: z.array(MonthlyActivityReport),
  monthPlannedDurationAvg: z.nullable(z.number()),
});
export type PlanningOverview = z.infer<typeof PlanningOverview>;

const overview = { method: 'GET', access: 'private', roles: STAFF_ROLES, params: IdParams, response: PlanningOverview } as const;

export const familyOverview = endpoint({ name: 'overview.family', reads: ['families', 'planning', 'contracts', 'bills', 'wallet', 'messages', 'notes', 'employees'], path: '/private/families/{id}/overview', ...overview });
export const professionalOverview = endpoint({ name: 'overview.professional', reads: ['employees', 'planning', 'unavailabilities', 'messages', 'notes', 'families'], path: '/private/professionals/{id}/overview', ...overview });
