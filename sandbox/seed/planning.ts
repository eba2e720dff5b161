/**
 * Planning events from 5 weeks before the seed's day to 5 weeks after. Every day, four
 * professionals take turns round the clock (morning, afternoon, evening, night shift past
 * midnight), so that events are under way at any time of any day; five others keep
 * regular weekly slots (school runs, Wednesdays, a baby's full days, evenings, Saturdays).
 * Professionals are the agency's active ones; families are those with a contract in force.
 */
import { addDays, isoDate } from '../dates';
import type { Db } from '../store/db';
import { AGENCY } from './organisation';

interface Shift {
  start: string;
  end: string;
  /** 1 Monday to 7 Sunday. */
  days: readonly number[];
}

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
const SCHOOL_DAYS = [1, 2, 4, 5];

/** Round the clock: each overlaps the next by half an hour; the night shift ends the next morning. */
const ROUND_THE_CLOCK: readonly Shift[] = [
  { start: '07:00', end: '13:00', days: EVERY_DAY },
  { start: '12:30', end: '19:00', days: EVERY_DAY },
  { start: '18:30', end: '22:00', days: EVERY_DAY },
  { start: '21:30', end: '07:30', days: EVERY_DAY },
];

/** One weekly pattern per regular professional (none works on Wednesdays but the second). */
const REGULAR: readonly (readonly Shift[])[] = [
  [{ start: '07:30', end: '08:45', days: SCHOOL_DAYS }, { start: '16:30', end: '19:00', days: SCHOOL_DAYS }],
  [{ start: '08:00', end: '18:00', days: [3] }, { start: '16:45', end: '19:15', days: [1, 4] }],
  [{ start: '08:30', end: '18:30', days: [1, 2, 4, 5] }],
  [{ start: '19:30', end: '23:30', days: [5, 6] }],
  [{ start: '09:00', end: '13:00', days: [6] }, { start: '16:30', end: '18:30', days: [2, 4] }],
];

export const PLANNING_WINDOW_DAYS = 35;
export const ROUND_THE_CLOCK_PROS = ROUND_THE_CLOCK.length;
export const REGULAR_PROS = REGULAR.length;

const weekDayOf = (day: Date) => ((day.getUTCDay() + 6) % 7) + 1;

/** The agency's active professionals, in id order: the first ones work round the clock, the next ones regularly, the others are free. */
export function activeProfessionals(db: Db, agencyId: number): number[] {
  return db.prepare("SELECT id FROM employees WHERE agency_id = ? AND status = 'ACTIVE' ORDER BY id").pluck().all(agencyId) as number[];
}

export function seedPlanning(db: Db, today: Date): void {
  const insert = db.prepare('INSERT INTO planning_events (agency_id, employee_id, family_id, day, start_time, end_time) VALUES (?, ?, ?, ?, ?, ?)');
  for (const agencyId of [AGENCY.lyon, AGENCY.geneve, AGENCY.paris]) {
    const pros = activeProfessionals(db, agencyId);
    const families = db
      .prepare(
        `SELECT DISTINCT c.family_id FROM contracts c WHERE c.agency_id = ? AND c.family_id IS NOT NULL AND c.start_date <= ? AND (c.end_date IS NULL OR c.end_date >= ?)
         ORDER BY c.family_id`,
      )
      .pluck()
      .all(agencyId, isoDate(today), isoDate(today)) as number[];
    if (pros.length < ROUND_THE_CLOCK_PROS + REGULAR_PROS || families.length < 3 + REGULAR_PROS) continue;
    for (let offset = -PLANNING_WINDOW_DAYS; offset <= PLANNING_WINDOW_DAYS; offset++) {
      const date = addDays(today, offset);
      const day = isoDate(date);
      const weekDay = weekDayOf(date);
      // The four round-the-clock professionals swap shifts every Monday; the newborn's family has days, another evenings, a third nights.
      const week = Math.floor((date.getTime() / 86_400_000 + 3) / 7);
      ROUND_THE_CLOCK.forEach((shift, k) => insert.run(agencyId, pros[(k + week) % ROUND_THE_CLOCK_PROS], families[Math.max(0, k - 1)], day, shift.start, shift.end));
      REGULAR.forEach((shifts, r) =>
        shifts.forEach((shift, s) => {
          if (shift.days.includes(weekDay)) insert.run(agencyId, pros[ROUND_THE_CLOCK_PROS + r], families[3 + ((r + s) % (families.length - 3))], day, shift.start, shift.end);
        }),
      );
    }
  }
}
