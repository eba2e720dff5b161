/**
 * Planning events from the first day of the month six months back to two months ahead, for
 * every agency, with volumes an agency recognises (a family's month about 10 to 180 hours,
 * a professional's week under the legal 48 hours):
 * - four professionals take turns round the clock (morning, afternoon, evening, night shift
 *   past midnight), so that events are under way at any time of any day: each moves one shift
 *   earlier every day (night, then evening, afternoon, morning: never back to work before
 *   the night ends), 47.5 hours a week at most; the shifts go to the families under contract
 *   in turn, four a day (Lyon and Paris);
 * - five others keep regular weekly slots (school runs, Wednesdays, a baby's days, evenings,
 *   Saturdays) at the other families;
 * - every family under contract left without planning has a regular slot with the
 *   professionals the others leave free.
 * No family ever has two professionals at once and no professional two families at once,
 * nor a professional during her dated absences (seeded first); a school run has none on
 * public holidays and in school vacations; a slot that would go past a family's or a
 * professional's bounds is left out (tests/integration/seed-obeys-engine.test.ts).
 */
import { frenchHolidays } from '../../src/domain/billing/holidays';
import { localDateTimeMinutes, slotInterval } from '../../src/domain/planning/slots';
import { isInSchoolVacation } from '../../src/domain/schoolVacations';
import { agencySchoolVacations } from '../store/schoolVacations';
import { SCHOOL_RUN } from './pricing';
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
  { start: '07:30', end: '13:00', days: EVERY_DAY },
  { start: '12:30', end: '19:00', days: EVERY_DAY },
  { start: '18:30', end: '22:00', days: EVERY_DAY },
  { start: '21:30', end: '07:30', days: EVERY_DAY },
];

/** One weekly pattern per regular professional (none works on Wednesdays but the second). */
const REGULAR: readonly (readonly Shift[])[] = [
  [{ start: '07:30', end: '08:45', days: SCHOOL_DAYS }, { start: '16:30', end: '19:00', days: SCHOOL_DAYS }],
  [{ start: '08:00', end: '18:00', days: [3] }, { start: '16:45', end: '19:15', days: [1, 4] }],
  [{ start: '08:30', end: '18:30', days: [1] }, { start: '08:30', end: '12:30', days: [4] }],
  [{ start: '19:30', end: '23:30', days: [5, 6, 7] }],
  [{ start: '09:00', end: '13:00', days: [6] }, { start: '16:30', end: '18:30', days: [2, 4] }],
];

/** The slot of a family left without planning (by its id), with a free professional. */
const OTHER_SLOTS: readonly Shift[] = [
  { days: [1, 2, 4, 5], start: '16:30', end: '19:00' },
  { days: [3], start: '08:30', end: '18:30' },
  { days: [2, 4], start: '17:00', end: '20:30' },
  { days: [6], start: '20:00', end: '01:00' },
  { days: [1, 2, 3, 4, 5], start: '12:00', end: '14:00' },
];

export const PLANNING_MONTHS_BACK = 6;
export const PLANNING_DAYS_AHEAD = 61;
export const ROUND_THE_CLOCK_PROS = ROUND_THE_CLOCK.length;
export const REGULAR_PROS = REGULAR.length;
/**
 * The agencies planned round the clock (about 770 hours a month shared by their families);
 * Geneva, at 36.50 CHF an hour, has the regular and other slots only, so that its bills stay
 * within a family's usual month.
 */
const ROUND_THE_CLOCK_AGENCIES: readonly number[] = [AGENCY.lyon, AGENCY.paris];
/**
 * Where the whole period's round-the-clock shifts are planned before the regular and other
 * slots, so that a family's month bound counts every round-the-clock hour of the month: in
 * Lyon, whose grids (a bilingual childcare at 28.40 € an hour, night and Sunday increases)
 * would otherwise bill a family up to 3,570 € a month; it stays under about 3,000 €. Paris
 * books day by day, as before.
 */
const ROUND_THE_CLOCK_FIRST: readonly number[] = [AGENCY.lyon];
/** Bounds the regular and other slots keep to (the round-the-clock ones keep to them by construction). */
export const FAMILY_MONTH_MAX_MINUTES = 70 * 60;
export const PRO_WEEK_MAX_MINUTES = 47.5 * 60;

const weekDayOf = (day: Date) => ((day.getUTCDay() + 6) % 7) + 1;

/** The agency's active professionals, in id order: the first ones work round the clock, the next ones regularly, the others are free. */
export function activeProfessionals(db: Db, agencyId: number): number[] {
  return db.prepare("SELECT id FROM employees WHERE agency_id = ? AND status = 'ACTIVE' ORDER BY id").pluck().all(agencyId) as number[];
}

/** The first day of the seed's planning: the first of the month six months back. */
export function planningStart(today: Date): Date {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - PLANNING_MONTHS_BACK, 1));
}

/** Who is busy when, and how much each family has in a month and each professional in a week. */
function bookings(absences: readonly { proId: number; start: number; end: number }[]) {
  // A professional is busy during her dated absences from the start.
  const busy = new Map<string, [number, number][]>();
  for (const a of absences) busy.set(`p${a.proId}`, [...(busy.get(`p${a.proId}`) ?? []), [a.start, a.end]]);
  const totals = new Map<string, number>();
  const add = (key: string, minutes: number) => totals.set(key, (totals.get(key) ?? 0) + minutes);
  const free = (key: string, interval: [number, number]) => !(busy.get(key) ?? []).some(([s, e]) => s < interval[1] && interval[0] < e);
  return {
    /** Books the slot unless someone is taken then or (`bounded`) a total would go past its bound. */
    book(proId: number, familyId: number, day: string, week: number, shift: Shift, bounded: boolean): boolean {
      const { start, end } = slotInterval(day, shift.start, shift.end);
      const interval: [number, number] = [start, end];
      const minutes = end - start;
      const month = `f${familyId}:${day.slice(0, 7)}`;
      const weekKey = `p${proId}:${week}`;
      if (!free(`p${proId}`, interval) || !free(`f${familyId}`, interval)) return false;
      if (bounded && ((totals.get(month) ?? 0) + minutes > FAMILY_MONTH_MAX_MINUTES || (totals.get(weekKey) ?? 0) + minutes > PRO_WEEK_MAX_MINUTES)) return false;
      // Every booking is kept: Lyon books the whole period's round-the-clock shifts before the regular slots.
      for (const key of [`p${proId}`, `f${familyId}`]) busy.set(key, [...(busy.get(key) ?? []), interval]);
      add(month, minutes);
      add(weekKey, minutes);
      return true;
    },
  };
}

/** Families with a contract in force on the day, by id. */
function contractFamiliesOn(db: Db, agencyId: number, day: string): number[] {
  return db
    .prepare('SELECT DISTINCT family_id FROM contracts WHERE agency_id = ? AND family_id IS NOT NULL AND start_date <= ? AND (end_date IS NULL OR end_date >= ?) ORDER BY family_id')
    .pluck()
    .all(agencyId, day, day) as number[];
}

/** Whether the family has a contract started by the day (the one its events are billed under). */
function startedOn(db: Db, familyId: number, day: string): boolean {
  return db.prepare('SELECT 1 FROM contracts WHERE family_id = ? AND start_date <= ?').get(familyId, day) !== undefined;
}

/**
 * Whether the family may be planned on the day: its contract has started, and a school run (its
 * contract's prestation that day, as bills take it) has no school to go to on a public holiday
 * or in the agency's school vacations.
 */
export function plannable(db: Db, agencyId: number): (familyId: number, day: string) => boolean {
  const vacations = agencySchoolVacations(db, agencyId);
  const prestation = db.prepare(`SELECT t.label FROM contracts k JOIN prestation_types t ON t.id = k.prestation_type_id WHERE k.family_id = ? AND k.start_date <= ?
    ORDER BY (k.end_date IS NULL OR k.end_date >= ?) DESC, k.start_date DESC LIMIT 1`).pluck();
  return (familyId, day) => {
    if (!startedOn(db, familyId, day)) return false;
    const noSchool = frenchHolidays(Number(day.slice(0, 4))).has(day) || isInSchoolVacation(day, vacations);
    return !noSchool || prestation.get(familyId, day, day) !== SCHOOL_RUN;
  };
}

/** The professionals' dated absences (seed/unavailabilities.ts, seeded first), in minutes. */
function absencesOf(db: Db, agencyId: number) {
  const rows = db.prepare(`SELECT u.employee_id AS proId, u.start_date_time AS startDateTime, u.end_date_time AS endDateTime FROM unavailabilities u
    JOIN employees e ON e.id = u.employee_id WHERE e.agency_id = ?`).all(agencyId) as { proId: number; startDateTime: string; endDateTime: string }[];
  return rows.map((r) => ({ proId: r.proId, start: localDateTimeMinutes(r.startDateTime), end: localDateTimeMinutes(r.endDateTime) }));
}

export function seedPlanning(db: Db, today: Date): void {
  const insert = db.prepare('INSERT INTO planning_events (agency_id, employee_id, family_id, day, start_time, end_time) VALUES (?, ?, ?, ?, ?, ?)');
  const first = planningStart(today);
  const last = addDays(today, PLANNING_DAYS_AHEAD);
  for (const agencyId of [AGENCY.lyon, AGENCY.geneve, AGENCY.paris]) {
    const pros = activeProfessionals(db, agencyId);
    const families = contractFamiliesOn(db, agencyId, isoDate(today));
    if (pros.length < ROUND_THE_CLOCK_PROS + REGULAR_PROS || families.length < ROUND_THE_CLOCK_PROS + 2) continue;
    const roundTheClock = ROUND_THE_CLOCK_AGENCIES.includes(agencyId) ? families : [];
    const regular = pros.slice(ROUND_THE_CLOCK_PROS, ROUND_THE_CLOCK_PROS + REGULAR_PROS);
    const free = roundTheClock.length ? pros.slice(ROUND_THE_CLOCK_PROS + REGULAR_PROS) : [...pros.slice(0, ROUND_THE_CLOCK_PROS), ...pros.slice(ROUND_THE_CLOCK_PROS + REGULAR_PROS)];
    const started = plannable(db, agencyId);
    const withRegular = new Set(REGULAR.flatMap((shifts, r) => shifts.map((_, s) => families[(2 * r + s) % families.length]!)));
    const booked = bookings(absencesOf(db, agencyId));
    const eachDay = (plan: (date: Date, day: string, weekDay: number, dayNumber: number, week: number) => void) => {
      for (let date = first; date <= last; date = addDays(date, 1)) {
        const dayNumber = Math.floor(date.getTime() / 86_400_000);
        plan(date, isoDate(date), weekDayOf(date), dayNumber, Math.floor((dayNumber + 3) / 7));
      }
    };
    // Four families a day in turn (never the night's family the next morning), from their first contract on.
    const roundTheClockDay = (_date: Date, day: string, _weekDay: number, dayNumber: number, week: number) =>
      ROUND_THE_CLOCK.forEach((shift, k) => {
        if (!roundTheClock.length) return;
        const pro = pros[(k + dayNumber) % ROUND_THE_CLOCK_PROS]!;
        const family = roundTheClock[(ROUND_THE_CLOCK_PROS * dayNumber + k) % roundTheClock.length]!;
        if (started(family, day) && booked.book(pro, family, day, week, shift, false)) insert.run(agencyId, pro, family, day, shift.start, shift.end);
      });
    const regularDay = (_date: Date, day: string, weekDay: number, _dayNumber: number, week: number) => {
      REGULAR.forEach((shifts, r) =>
        shifts.forEach((shift, s) => {
          const family = families[(2 * r + s) % families.length]!;
          if (shift.days.includes(weekDay) && started(family, day) && booked.book(regular[r]!, family, day, week, shift, true)) {
            insert.run(agencyId, regular[r]!, family, day, shift.start, shift.end);
          }
        }),
      );
      // The families under contract that day without a regular slot: one with a free professional.
      contractFamiliesOn(db, agencyId, day)
        .filter((family) => !withRegular.has(family) && started(family, day))
        .forEach((family, i) => {
          const slot = OTHER_SLOTS[family % OTHER_SLOTS.length]!;
          if (!slot.days.includes(weekDay)) return;
          const pro = free.map((_, j) => free[(i + j) % free.length]!).find((candidate) => booked.book(candidate, family, day, week, slot, true));
          if (pro !== undefined) insert.run(agencyId, pro, family, day, slot.start, slot.end);
        });
    };
    if (ROUND_THE_CLOCK_FIRST.includes(agencyId)) {
      // The whole period's round-the-clock shifts first: a family's month bound then counts them all.
      eachDay(roundTheClockDay);
      eachDay(regularDay);
    } else {
      eachDay((...day) => {
        roundTheClockDay(...day);
        regularDay(...day);
      });
    }
  }
}
