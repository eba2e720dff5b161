/**
 * The weekly planning an estimate proposes (spec 001 §3 repetition types, §7 computePlanning
 * and computeWeeksCount): time slots on week days, repeated over the estimate's period.
 *
 * Decided (the spec shows none of it):
 * - NO_REPETITION: each slot once, on its first week day on or after the period's start;
 *   EVERY_WEEKS every week; EVERY_TWO_WEEKS the weeks 1, 3, 5… counted from the week (Monday
 *   to Sunday) of the start; EVERY_MONTH the first such week day of each month.
 * - The variants NO_SCHOOL_VACATIONS and ONLY_SCHOOL_VACATIONS keep the days outside, or
 *   inside, the agency's zone's school vacations (`src/domain/schoolVacations.ts`, kept on /school-vacations).
 * - Public holidays (`billing/holidays.ts`) are left out: a family does not count on them,
 *   and the estimate lists them so that the director sees why a week is shorter.
 * - A slot whose end is not after its start ends the next day (a night), as in the planning.
 * - The weeks count is the number of weeks (Monday to Sunday) with at least one session.
 */
import { frenchHolidays, type HolidayName } from '../billing/holidays';
import { MINUTES_PER_DAY, timeToMinutes } from '../time';
import type { WeekDay } from '../calendar';
import { isInSchoolVacation, type DayPeriod } from '../schoolVacations';

export const REPETITION_TYPES = [
  'NO_REPETITION', 'EVERY_WEEKS', 'EVERY_WEEKS_NO_SCHOOL_VACATIONS', 'EVERY_WEEKS_ONLY_SCHOOL_VACATIONS',
  'EVERY_TWO_WEEKS', 'EVERY_TWO_WEEKS_NO_SCHOOL_VACATIONS', 'EVERY_TWO_WEEKS_ONLY_SCHOOL_VACATIONS', 'EVERY_MONTH',
] as const;
export type RepetitionType = (typeof REPETITION_TYPES)[number];

export const REPETITION_TYPE_LABELS: Readonly<Record<RepetitionType, string>> = {
  NO_REPETITION: 'Sans répétition (une seule semaine)',
  EVERY_WEEKS: 'Toutes les semaines',
  EVERY_WEEKS_NO_SCHOOL_VACATIONS: 'Toutes les semaines, hors vacances scolaires',
  EVERY_WEEKS_ONLY_SCHOOL_VACATIONS: 'Toutes les semaines, pendant les vacances scolaires uniquement',
  EVERY_TWO_WEEKS: 'Une semaine sur deux',
  EVERY_TWO_WEEKS_NO_SCHOOL_VACATIONS: 'Une semaine sur deux, hors vacances scolaires',
  EVERY_TWO_WEEKS_ONLY_SCHOOL_VACATIONS: 'Une semaine sur deux, pendant les vacances scolaires uniquement',
  EVERY_MONTH: 'Une fois par mois',
};

export interface WeeklySlot {
  weekDay: WeekDay;
  startTime: string;
  endTime: string;
}

export interface PlanningRequest {
  slots: readonly WeeklySlot[];
  repetitionType: RepetitionType;
  periodStartDate: string;
  periodEndDate: string;
}

export interface PlannedSession {
  day: string;
  startTime: string;
  endTime: string;
  minutes: number;
}

export interface ComputedPlanning {
  sessions: PlannedSession[];
  /** Planned minutes over the period. */
  minutes: number;
  weeksCount: number;
  /** The public holidays on which a slot falls, left out. */
  skippedHolidays: { day: string; label: HolidayName }[];
}

/** Minutes of a slot; a slot ending at or before its start ends the next day. */
export function slotMinutes(slot: Pick<WeeklySlot, 'startTime' | 'endTime'>): number {
  const start = timeToMinutes(slot.startTime) ?? 0;
  const end = timeToMinutes(slot.endTime) ?? 0;
  return end > start ? end - start : end + MINUTES_PER_DAY - start;
}

/** One week's planned minutes (the contract's weekly hours). */
export function weeklyMinutes(slots: readonly WeeklySlot[]): number {
  return slots.reduce((total, slot) => total + slotMinutes(slot), 0);
}

const DAY_MS = 86_400_000;
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);
/** 1 (Monday) to 7 (Sunday). */
const weekDayOf = (day: string) => ((new Date(toTime(day)).getUTCDay() + 6) % 7) + 1;
/** The Monday of the day's week. */
const mondayOf = (day: string) => toDay(toTime(day) - (weekDayOf(day) - 1) * DAY_MS);

function keepsDay(repetition: RepetitionType, day: string, start: string, vacations: readonly DayPeriod[]): boolean {
  if (repetition.endsWith('_NO_SCHOOL_VACATIONS') && isInSchoolVacation(day, vacations)) return false;
  if (repetition.endsWith('_ONLY_SCHOOL_VACATIONS') && !isInSchoolVacation(day, vacations)) return false;
  if (repetition.startsWith('EVERY_TWO_WEEKS')) return Math.round((toTime(mondayOf(day)) - toTime(mondayOf(start))) / (7 * DAY_MS)) % 2 === 0;
  if (repetition === 'NO_REPETITION') return toTime(day) - toTime(start) < 7 * DAY_MS;
  return true;
}

/** The sessions of the period, in date and time order, holidays left out. */
export function computePlanning(request: PlanningRequest, vacations: readonly DayPeriod[]): ComputedPlanning {
  const { periodStartDate: start, periodEndDate: end, repetitionType } = request;
  const sessions: PlannedSession[] = [];
  const skippedHolidays: ComputedPlanning['skippedHolidays'] = [];
  const slots = [...request.slots].sort((a, b) => a.weekDay - b.weekDay || a.startTime.localeCompare(b.startTime));
  const seenMonths = new Set<string>();
  for (let time = toTime(start); time <= toTime(end); time += DAY_MS) {
    const day = toDay(time);
    const daySlots = slots.filter((slot) => slot.weekDay === weekDayOf(day));
    if (!daySlots.length || !keepsDay(repetitionType, day, start, vacations)) continue;
    if (repetitionType === 'EVERY_MONTH') {
      // Once a month per week day: the first of them in the month (from the start in the first month).
      const key = `${day.slice(0, 7)}-${weekDayOf(day)}`;
      if (seenMonths.has(key)) continue;
      seenMonths.add(key);
    }
    const holiday = frenchHolidays(Number(day.slice(0, 4))).get(day);
    if (holiday) {
      skippedHolidays.push({ day, label: holiday });
      continue;
    }
    for (const slot of daySlots) sessions.push({ day, startTime: slot.startTime, endTime: slot.endTime, minutes: slotMinutes(slot) });
  }
  return {
    sessions,
    minutes: sessions.reduce((total, session) => total + session.minutes, 0),
    weeksCount: new Set(sessions.map((session) => mondayOf(session.day))).size,
    skippedHolidays,
  };
}
