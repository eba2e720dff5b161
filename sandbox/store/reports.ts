/** The individual monthly activity report, computed from the month's planning events. */
import { increasedMinutes, lengthOf, slotInterval } from '../periods';
import type { Db } from './db';
import { eventsOfMonth } from './planning';
import type { MonthlyActivityReport } from './types';

/** A month before `currentMonth` counts as validated. */
export function monthlyReport(db: Db, month: string, target: { proId: number | null; familyId: number | null }, currentMonth: string): MonthlyActivityReport {
  const events = eventsOfMonth(db, month, target);
  let total = 0;
  let increased = 0;
  for (const event of events) {
    const interval = slotInterval(event.day, event.startTime, event.endTime);
    total += lengthOf(interval);
    increased += increasedMinutes(interval);
  }
  const durations = { total, normal: total - increased, totalIncreased: increased };
  const validated = month < currentMonth;
  return { month, ...target, validated, eventsCount: events.length, durations, validatedDurations: validated ? durations : null };
}
