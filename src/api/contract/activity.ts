/**
 * The activity screens (spec 001 §2, §7): the collective planning's page of professionals,
 * each with its events and absences over a day or a week (/activity/prosPlannings).
 */
import * as z from 'zod/mini';
import { endpoint, FILE } from '../endpoint';
import { FamilyRef, IsoDate, Id, Month, PersonRef, STAFF_ROLES, SearchText, page, pageRequest, LocalDateTime } from './common';
import { AbsenceType } from './unavailabilities';
import { EmployeeStatus } from './users';
import { Durations, MonthlyActivityReport, PlanningEvent } from './planning';
import { WeeklySlot } from './weeklyUnavailabilities';

export const ProPlanningMode = z.enum(['DAY', 'WEEK']);

/**
 * A professional of the collective planning: the events under way in the period (with the
 * night shifts of the day before that run into it), the absences that overlap it and the
 * weekly unavailabilities in force at some time of it (the screen draws their occurrences).
 */
export const ProPlanning = z.object({
  pro: z.extend(PersonRef, { status: EmployeeStatus }),
  events: z.array(PlanningEvent),
  absences: z.array(z.object({ id: z.number(), type: AbsenceType, startDateTime: LocalDateTime, endDateTime: LocalDateTime })),
  weeklySlots: z._default(z.array(WeeklySlot), []),
});
export type ProPlanning = z.infer<typeof ProPlanning>;

/**
 * The collective planning (spec 001 §7: "professionals with body {role, status,
 * excludedStatus, excludeCandidates, pageNumber, pageSize}"): the agency's professionals by
 * name, without `excludedStatus` and, when `excludeCandidates`, without candidates; each
 * with its planning of the day, or of the week from Monday that holds `day`; with
 * `withEventsOnly` (« Masquer les intervenant·e·s sans prestation »), only those with an event not cancelled in it.
 */
export const searchProPlannings = endpoint({
  name: 'activity.prosPlannings', reads: ['planning', 'employees', 'unavailabilities'],
  method: 'POST',
  path: '/private/plannings/search-pro-data',
  access: 'private',
  roles: STAFF_ROLES,
  body: z.object({
    day: IsoDate,
    mode: ProPlanningMode,
    excludeCandidates: z._default(z.boolean(), true),
    excludedStatus: z.optional(z.array(EmployeeStatus)),
    withEventsOnly: z.optional(z.boolean()),
    ...pageRequest,
  }),
  response: page(ProPlanning),
});

/**
 * The hub's counts for a month (not in the spec): its planned events, the absences that
 * overlap it, the professionals at work today, the professional-and-family pairs of its
 * timesheets, the professionals with events (its reports) and the families with few hours.
 */
export const activityCounters = endpoint({
  name: 'activity.counters', reads: ['planning', 'timesheets', 'unavailabilities'],
  method: 'GET',
  path: '/private/plannings/activity/counters',
  access: 'private',
  roles: STAFF_ROLES,
  query: z.object({ month: Month }),
  response: z.object({
    month: Month,
    prestations: z.number(),
    unavailabilities: z.number(),
    workingProsToday: z.number(),
    timesheets: z.number(),
    reports: z.number(),
    familiesWithFewHours: z.number(),
  }),
});

/** A family with few hours: the month's planned events and minutes, and the month before's minutes. */
export const FamilyWithFewHours = z.object({ family: FamilyRef, eventsCount: z.number(), plannedMinutes: z.number(), previousMonthMinutes: z.number() });
export type FamilyWithFewHours = z.infer<typeof FamilyWithFewHours>;

/** Spec 001 §7 `familiesWithFewHours`; the rule is src/domain/activity/hub.ts's. */
export const familiesWithFewHours = endpoint({
  name: 'activity.familiesWithFewHours', reads: ['planning', 'families'],
  method: 'POST',
  path: '/private/plannings/events/monthly/{month}/familiesWithFewHours',
  access: 'private',
  roles: STAFF_ROLES,
  params: z.object({ month: Month }),
  body: z.object({ ...pageRequest }),
  response: page(FamilyWithFewHours),
});

export const REPORT_TYPES = ['pros', 'families'] as const;
export const ReportType = z.enum(REPORT_TYPES);

/** A row of /activity/reports: whose report (a professional or a family) and the report. */
/** `target.detail`: what tells a family from its namesakes (its town and its customer's reference, « Lyon · CLI-0012 »); null for a professional. */
export const MonthlyReportRow = z.object({ target: z.object({ id: z.number(), name: z.string(), detail: z.optional(z.nullable(z.string())) }), report: MonthlyActivityReport });
export type MonthlyReportRow = z.infer<typeof MonthlyReportRow>;

/**
 * The month's individual reports of the professionals (`pros`) or the families with events
 * that month, by name, searched by name (path of spec 001 §7 `POST …/reports/search`; body
 * and answer not in the spec); `sums` over every match: events and durations.
 */
export const searchMonthlyReports = endpoint({
  name: 'activity.reports.search', reads: ['planning'],
  method: 'POST',
  path: '/private/plannings/reports/search',
  access: 'private',
  roles: STAFF_ROLES,
  body: z.object({ month: Month, type: ReportType, namePattern: z.optional(SearchText), ...pageRequest }),
  response: z.object({ page: page(MonthlyReportRow), sums: z.object({ eventsCount: z.number(), durations: Durations }) }),
});

/**
 * The month's reports of /activity/reports as a CSV file (';', UTF-8 with BOM, decimal commas),
 * with the screen's filters: month, type and name (every match, not only the page). Spec 001 §7
 * names only "export for /pros and /families (silaeMode and filtering options)"; decisions:
 * - default: one line per professional or family: Intervenant(e) or Famille, Prestations,
 *   Durée totale (h), Heures normales (h), Heures majorées (h), État (Validé, Provisoire);
 * - `silaeMode=true`: the variables a Silae payroll import reads, one line per professional
 *   (or family) and element: Matricule (the employee's reference; for families the customer's,
 *   Code client), Nom, Code (HNOR normal hours, HMAJ the nights' and Sundays' increased hours,
 *   HFER the public holidays' hours, each hour once: elements of 0 hours are left out), Valeur (hours, decimal comma), Début and Fin (the month's first and last days).
 */
export const exportMonthlyReports = endpoint({
  name: 'activity.reports.export', reads: ['planning'],
  method: 'GET',
  path: '/private/plannings/reports/monthly/{month}/{type}/export',
  access: 'private',
  roles: STAFF_ROLES,
  params: z.object({ month: Month, type: ReportType }),
  query: z.object({ silaeMode: z.optional(z.enum(['true', 'false'])), namePattern: z.optional(SearchText) }),
  response: FILE,
});

/** A prestation of /activity/prestations: a planned event with its minutes, and those increased (night 22:00–06:00, Sundays). */
export const Prestation = z.extend(PlanningEvent, { minutes: z.number(), increasedMinutes: z.number() });
export type Prestation = z.infer<typeof Prestation>;

/**
 * The month's prestations of the agency (not in the spec: /activity/prestations' call), by
 * start, filtered by professional and family; `totals` over every match: events, minutes,
 * increased minutes, professionals and families.
 */
export const searchPrestations = endpoint({
  name: 'activity.prestations.search', reads: ['planning'],
  method: 'POST',
  path: '/private/plannings/prestations/search',
  access: 'private',
  roles: STAFF_ROLES,
  body: z.object({ month: Month, proId: z.optional(z.nullable(Id)), familyId: z.optional(z.nullable(Id)), ...pageRequest }),
  response: z.object({
    page: page(Prestation),
    totals: z.object({ eventsCount: z.number(), minutes: z.number(), increasedMinutes: z.number(), prosCount: z.number(), familiesCount: z.number() }),
  }),
});
