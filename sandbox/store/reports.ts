/** The individual monthly activity report, computed from the month's planning events. */
import { sharedTotal } from '../../src/domain/families/sharedCare';
import { increasedMinutes, lengthOf, slotInterval } from '../periods';
import type { Db } from './db';
import { eventsOfMonth } from './planning';
import type { MonthlyActivityReport } from './types';

/**
 * A month before `currentMonth` counts as validated. A family's report counts a shared care's
 * events at its share (store/planning.ts `memberShare`), the month's sums rounded to the minute (`sharedTotal`); a
 * professional's, whole.
 */
export function monthlyReport(db: Db, month: string, target: { proId: number | null; familyId: number | null }, currentMonth: string): MonthlyActivityReport {
  const events = eventsOfMonth(db, month, target);
  const counted = events.map((event) => ({ interval: slotInterval(event.day, event.startTime, event.endTime), share: target.familyId === null ? 1 : event.share }));
  const total = sharedTotal(counted.map(({ interval, share }) => [lengthOf(interval), share] as const));
  const increased = sharedTotal(counted.map(({ interval, share }) => [increasedMinutes(interval), share] as const));
  const durations = { total, normal: total - increased, totalIncreased: increased };
  const validated = month < currentMonth;
  return { month, ...target, validated, eventsCount: events.length, durations, validatedDurations: validated ? durations : null };
}
