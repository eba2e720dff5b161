/**
 * Periods of people's time on the agency's wall clock (no zone): planning slots, absences,
 * weekly slots. Everything is counted in minutes since 1970-01-01 00:00, as if in UTC, so
 * that no machine zone or daylight-saving change moves anything.
 */
import { DAY_END, DAY_START, HALF_DAY_CUTOFF } from '../src/domain/calendar';
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
