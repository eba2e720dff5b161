/**
 * The planning overview of a family or a professional (spec 001 §3 Monthly activity overview
 * data), from the planning events and the monthly reports (`reports.ts`) as they are.
 */
import { OVERVIEW_EVENTS_COUNT, OVERVIEW_MONTHS_COUNT, type PlanningOverview, type TimesheetSummary } from '../../src/api/contract/overview';
import { isoDate } from '../dates';
import type { Db } from './db';
import { eventsAround, type EventsTarget } from './planning';
import { monthlyReport } from './reports';
import { timesheetsOfMonth } from './timesheets';

export type OverviewTarget = { proId: number } | { familyId: number };

/** 'YYYY-MM' moved by `offset` months. */
function monthAt(month: string, offset: number): string {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + offset, 1));
  return isoDate(date).slice(0, 7);
}

/** A month's timesheets (store/timesheets.ts), as the overview shows them. */
function timesheetsOf(db: Db, target: OverviewTarget, month: string, now: string): TimesheetSummary[] {
  return timesheetsOfMonth(db, month, { proId: null, familyId: null, ...target }, now).map(({ timesheet: sheet }) => ({
    month, pro: sheet.pro, family: sheet.family, slotsCount: sheet.slotsCount, proSlotsCount: sheet.proSlotsCount, customerSlotsCount: sheet.customerSlotsCount, slotsDuration: sheet.slotsDuration,
  }));
}

/** `now` is the agency's wall clock, 'YYYY-MM-DDTHH:MM'. */
export function planningOverview(db: Db, target: OverviewTarget, now: string): PlanningOverview {
  const events: EventsTarget = 'proId' in target ? { employeeId: target.proId } : { familyIds: [target.familyId] };
  const currentMonth = now.slice(0, 7);
  const reportTarget = { proId: null, familyId: null, ...target };
  const reports = Array.from({ length: OVERVIEW_MONTHS_COUNT }, (_, i) => monthlyReport(db, monthAt(currentMonth, i - OVERVIEW_MONTHS_COUNT + 1), reportTarget, currentMonth));
  const worked = reports.filter((report) => report.eventsCount > 0);
  return {
    nextPlanningEvents: eventsAround(db, events, now, 'next', OVERVIEW_EVENTS_COUNT),
    lastPlanningEvents: eventsAround(db, events, now, 'last', OVERVIEW_EVENTS_COUNT),
    currentTimesheets: timesheetsOf(db, target, currentMonth, now),
    previousTimesheets: timesheetsOf(db, target, monthAt(currentMonth, -1), now),
    lastPlanningActivityReports: reports,
    monthPlannedDurationAvg: worked.length ? Math.round(worked.reduce((sum, report) => sum + report.durations.total, 0) / worked.length) : null,
  };
}
