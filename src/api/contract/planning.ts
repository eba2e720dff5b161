/**
 * Planning events of the search panels (spec 000 §2.4, §3) and the individual monthly
 * activity report (spec 000 §7, spec 001 §5, §7).
 */
import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { FamilyRef, IsoDate, Id, IdList, Month, PersonRef, STAFF_ROLES, Time, page, pageRequest } from './common';

/**
 * A planning event: a professional (`user`) at a family, on `day` from `startTime` to
 * `endTime`, the agency's wall-clock times. An end not after the start is on the next
 * day: a night shift (21:30 → 07:30).
 */
export const PlanningEvent = z.object({
  id: z.number(),
  day: IsoDate,
  startTime: Time,
  endTime: Time,
  user: PersonRef,
  family: FamilyRef,
  /**
   * The shared care it is planned for (a nanny for two families or more): `family` is one of
   * its members; every member's planning shows the event and each member's bill takes its share.
   */
  sharedFamily: z.optional(z.nullable(FamilyRef)),
});
export type PlanningEvent = z.infer<typeof PlanningEvent>;

/**
 * The collective planning of one day: the events starting on `day`, and the night shifts
 * of the day before that end on it (so that the events under way at any time of the day
 * are all there). Sorted by start (last night's first), then by professional.
 * Optional filters: professionals (`userIds`) and families. Within the session's agency.
 */
export const searchPlanningEvents = endpoint({
  name: 'planning.searchEvents', reads: ['planning'],
  method: 'POST',
  path: '/private/plannings/events/search',
  access: 'private',
  roles: STAFF_ROLES,
  body: z.object({ day: IsoDate, userIds: z.optional(IdList), familyIds: z.optional(IdList), ...pageRequest }),
  response: page(PlanningEvent),
});

/**
 * Minutes: all of them, the normal ones, the increased ones (majorées: night 22:00–06:00,
 * Sundays and public holidays, each minute once, by the bills' rule: src/domain/billing/compute.ts)
 * and, among these, the public holidays' (`holiday`, the Silae export's own code).
 */
export const Durations = z.object({ total: z.number(), normal: z.number(), totalIncreased: z.number(), holiday: z.number() });

/**
 * One individual monthly activity report: the month's planned events of a professional,
 * a family, or a professional at a family. A month before the current one is validated
 * (its `validatedDurations` are then its durations); the current and later months are not.
 */
export const MonthlyActivityReport = z.object({
  month: Month,
  proId: z.nullable(z.number()),
  familyId: z.nullable(z.number()),
  validated: z.boolean(),
  eventsCount: z.number(),
  durations: Durations,
  validatedDurations: z.nullable(Durations),
});
export type MonthlyActivityReport = z.infer<typeof MonthlyActivityReport>;

/** Spec 001 §5, word for word: the report needs proId or familyId. */
export const MONTHLY_REPORT_TARGET_REQUIRED = 'one of [proId] or [familyId] must be not null';

/**
 * The quick search's report "month, user id, customer id": the user is `proId`, the
 * customer is its family (`familyId`). Without either: 400 with MONTHLY_REPORT_TARGET_REQUIRED.
 * 404 when the professional or the family is not of the session's agency.
 */
export const monthlyActivityReport = endpoint({
  name: 'planning.monthlyReport', reads: ['planning'],
  method: 'GET',
  path: '/private/plannings/reports/monthly/{month}',
  access: 'private',
  roles: STAFF_ROLES,
  params: z.object({ month: Month }),
  query: z.object({ proId: z.optional(Id), familyId: z.optional(Id) }),
  response: MonthlyActivityReport,
});
