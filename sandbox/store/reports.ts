/** The individual monthly activity report, computed from the month's planning events. */
import { increasedMinutes, lengthOf, slotInterval } from '../periods';
import type { Db } from './db';
import { eventsOfMonth } from './planning';
import type { MonthlyActivityReport } from './types';

/**
 * A month before `currentMonth` counts as validated. A family's report counts a shared care's
 * events at its share (store/planning.ts `memberShare`), rounded to the minute; a
 * professional's, whole.
 */
export function monthlyReport(db: Db, month: string, target: { proId: number | null; familyId: number | null }, currentMonth: string): MonthlyActivityReport {
  const events = eventsOfMonth(db, month, target);
  let total = 0;
  let increased = 0;
  for (const event of events) {
    const interval = slotInterval(event.day, event.startTime, event.endTime);
    const share = target.familyId === null ? 1 : event.share;
    total += lengthOf(interval) * share;
    increased += increasedMinutes(interval) * share;
  }
  total = Math.round(total);
  increased = Math.round(increased);
  const durations = { total, normal: total - increased, totalIncreased: increased };
  const validated = month < currentMonth;
  return { month, ...target, validated, eventsCount: events.length, durations, validatedDurations: validated ? durations : null };
}
