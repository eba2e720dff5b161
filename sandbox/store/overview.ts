/**
 * The planning overview of a family or a professional (spec 001 §3 Monthly activity overview
 * data), from the planning events and the monthly reports (`reports.ts`) as they are.
 */
import { OVERVIEW_EVENTS_COUNT, OVERVIEW_MONTHS_COUNT, type PlanningOverview, type TimesheetSummary } from '../../src/api/contract/overview';
import { addDays, isoDate } from '../dates';
import type { Db } from './db';
import { eventsAround, eventsOfMonth, type EventsTarget } from './planning';
import { monthlyReport } from './reports';

export type OverviewTarget = { proId: number } | { familyId: number };

/** 'YYYY-MM' moved by `offset` months. */
function monthAt(month: string, offset: number): string {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + offset, 1));
  return isoDate(date).slice(0, 7);
}

/**
 * The sandbox keeps no timesheets: an event that has started counts as confirmed by the
 * professional, and by the family once it is `lag` days old, `lag` (0, 4, 8 or 12) depending
 * on the pair, so that the demo shows every completion colour.
 */
function timesheetsOf(db: Db, target: OverviewTarget, now: string): TimesheetSummary[] {
  const month = now.slice(0, 7);
  const reportTarget = { proId: null, familyId: null, ...target };
  const pairs = new Map<string, TimesheetSummary>();
  for (const event of eventsOfMonth(db, month, reportTarget)) {
    const key = `${event.user.id}-${event.family.id}`;
    let sheet = pairs.get(key);
    if (!sheet) {
      const { eventsCount, durations } = monthlyReport(db, month, { proId: event.user.id, familyId: event.family.id }, month);
      sheet = { month, pro: event.user, family: event.family, slotsCount: eventsCount, proSlotsCount: 0, customerSlotsCount: 0, slotsDuration: durations.total };
      pairs.set(key, sheet);
    }
    if (`${event.day}T${event.startTime}` >= now) continue;
    sheet.proSlotsCount += 1;
    const lag = ((event.user.id + event.family.id) % 4) * 4;
    if (event.day <= isoDate(addDays(new Date(`${now.slice(0, 10)}T00:00:00Z`), -lag))) sheet.customerSlotsCount += 1;
  }
  return [...pairs.values()].sort((a, b) => `${a.pro.lastName} ${a.family.name}`.localeCompare(`${b.pro.lastName} ${b.family.name}`, 'fr'));
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
    currentTimesheets: timesheetsOf(db, target, now),
    lastPlanningActivityReports: reports,
    monthPlannedDurationAvg: worked.length ? Math.round(worked.reduce((sum, report) => sum + report.durations.total, 0) / worked.length) : null,
  };
}
