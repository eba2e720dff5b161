/**
 * Calendar constants of spec 000 §5 and the days of the week. The valid-date range and
 * the day bounds double as the sentinels of open-ended periods and times (see
 * unavailability/payload.ts).
 */
import { frenchDay, type DateInput } from './format/date';

export { MAX_DATE, MIN_DATE, isDateInRange } from './dateRange';
/** Default bounds of a working day. */
export const DAY_START = '00:00';
export const DAY_END = '23:59';
/** A time before this is in the morning, from it in the afternoon. */
export const HALF_DAY_CUTOFF = '13:00';

/** 1 Monday to 7 Sunday, as the API numbers week days. */
export type WeekDay = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const WEEK_DAYS: readonly WeekDay[] = [1, 2, 3, 4, 5, 6, 7];
export const WEEK_DAY_NAMES: Readonly<Record<WeekDay, string>> = {
  1: 'Lundi',
  2: 'Mardi',
  3: 'Mercredi',
  4: 'Jeudi',
  5: 'Vendredi',
  6: 'Samedi',
  7: 'Dimanche',
};

/** The week day of a date (1 Monday to 7 Sunday), or null when there is no readable date. */
export function weekDayOf(date: DateInput): WeekDay | null {
  const day = frenchDay(date);
  return day ? (((day.day() + 6) % 7) + 1) as WeekDay : null;
}

/** Morning before 13:00, afternoon from 13:00 ('HH:MM' times compare as text). */
export function halfDayOf(time: string): 'morning' | 'afternoon' {
  return time < HALF_DAY_CUTOFF ? 'morning' : 'afternoon';
}
