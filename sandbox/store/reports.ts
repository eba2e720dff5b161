/** The individual monthly activity report, computed from the month's planning events. */
import { sharedTotal } from '../../src/domain/families/sharedCare';
import { countMinutes, increasedMinutes } from '../../src/domain/billing/compute';
import { increaseOptionsOf } from './agencyOptions';
import type { Db } from './db';
import { eventsOfMonth } from './planning';
import type { MonthlyActivityReport } from './types';

/** The agency of the report's family, else of its professional. */
const agencyOfTarget = (db: Db, target: { proId: number | null; familyId: number | null }) =>
  (target.familyId !== null
    ? db.prepare('SELECT agency_id FROM families WHERE id = ?').pluck().get(target.familyId)
    : db.prepare('SELECT agency_id FROM employees WHERE id = ?').pluck().get(target.proId)) as number;

/**
 * A month before `currentMonth` counts as validated. A family's report counts a shared care's
 * events at its share (store/planning.ts `memberShare`), the month's sums rounded to the minute (`sharedTotal`); a
 * professional's, whole.
 */
export function monthlyReport(db: Db, month: string, target: { proId: number | null; familyId: number | null }, currentMonth: string): MonthlyActivityReport {
  const events = eventsOfMonth(db, month, target);
  const options = increaseOptionsOf(db, agencyOfTarget(db, target));
  const counted = events.map((event) => ({ counts: countMinutes(event, options), share: target.familyId === null ? 1 : event.share }));
  const sum = (pick: (counts: (typeof counted)[number]['counts']) => number) => sharedTotal(counted.map(({ counts, share }) => [pick(counts), share] as const));
  const total = sum((counts) => counts.total);
  const increased = sum(increasedMinutes);
  const durations = { total, normal: total - increased, totalIncreased: increased, holiday: sum((counts) => counts.holiday) };
  const validated = month < currentMonth;
  return { month, ...target, validated, eventsCount: events.length, durations, validatedDurations: validated ? durations : null };
}
