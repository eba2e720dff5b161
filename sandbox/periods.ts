/**
 * Periods of people's time on the agency's wall clock (no zone): planning slots, absences,
 * weekly slots. Everything is counted in minutes since 1970-01-01 00:00, as if in UTC, so
 * that no machine zone or daylight-saving change moves anything.
 */
import { DAY_END, DAY_START, HALF_DAY_CUTOFF } from '../src/domain/calendar';
import { MINUTES_PER_DAY } from '../src/domain/time';
import { addDays, isoDate } from './dates';

export { localDateTimeMinutes, overlaps, slotInterval, wallMinutes, type Interval } from '../src/domain/planning/slots';
import type { Interval } from '../src/domain/planning/slots';

export const lengthOf = ({ start, end }: Interval): number => end - start;

/** Half-days a slot of one day covers: the morning runs until 13:00, the afternoon after it (0, 0.5 or 1). */
export function halfDays(startTime: string, endTime: string): number {
  if (endTime <= startTime) return 0;
  return (startTime < HALF_DAY_CUTOFF ? 0.5 : 0) + (endTime > HALF_DAY_CUTOFF ? 0.5 : 0);
}

/** Days an absence counts for: the half-days it covers on each calendar day it touches. */
export function absenceDays(startDateTime: string, endDateTime: string): number {
  const [firstDay, lastDay] = [startDateTime.slice(0, 10), endDateTime.slice(0, 10)];
  let days = 0;
  for (let day = firstDay; day <= lastDay; day = isoDate(addDays(new Date(`${day}T00:00:00Z`), 1))) {
    const from = day === firstDay ? startDateTime.slice(11, 16) : DAY_START;
    const to = day === lastDay ? endDateTime.slice(11, 16) : DAY_END;
    days += halfDays(from, to);
  }
  return days;
}

const NIGHT_END = 6 * 60;
const NIGHT_START = 22 * 60;

/** Increased (majorées) minutes of an interval: night hours (22:00–06:00) and Sundays. */
export function increasedMinutes({ start, end }: Interval): number {
  let minutes = 0;
  for (let day = Math.floor(start / MINUTES_PER_DAY) * MINUTES_PER_DAY; day < end; day += MINUTES_PER_DAY) {
    const sunday = new Date(day * 60_000).getUTCDay() === 0;
    const windows = sunday ? [[0, MINUTES_PER_DAY]] : [[0, NIGHT_END], [NIGHT_START, MINUTES_PER_DAY]];
    for (const [from, to] of windows) minutes += Math.max(0, Math.min(end, day + to!) - Math.max(start, day + from!));
  }
  return minutes;
}
