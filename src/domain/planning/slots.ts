/**
 * Planning slots on the agency's wall clock (no zone): counted in minutes since
 * 1970-01-01 00:00 as if in UTC, so that neither the machine's zone nor a daylight-saving
 * change moves a slot. An end not after the start is on the next day (a night event).
 */
import { MINUTES_PER_DAY, timeToMinutes } from '../time';

export interface Interval {
  start: number;
  end: number;
}

const DAY_MS = 86_400_000;

const dayMinutes = (day: string) => Date.parse(`${day}T00:00:00Z`) / 60_000;

/** 'YYYY-MM-DD' `days` later (earlier when negative). */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 1 Monday to 7 Sunday, as the API numbers week days. */
export function isoWeekDay(day: string): number {
  return ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

/** 'YYYY-MM-DD' + 'HH:MM' → minutes. */
export function wallMinutes(day: string, time: string): number {
  return dayMinutes(day) + (timeToMinutes(time) ?? 0);
}

/** 'YYYY-MM-DDTHH:MM' → minutes. */
export function localDateTimeMinutes(value: string): number {
  return wallMinutes(value.slice(0, 10), value.slice(11, 16));
}

/** A slot of one day; an end not after the start is on the next day (a night event). */
export function slotInterval(day: string, startTime: string, endTime: string): Interval {
  const start = wallMinutes(day, startTime);
  const end = wallMinutes(day, endTime);
  return { start, end: end > start ? end : end + MINUTES_PER_DAY };
}

/** Touching ends do not overlap: 08:00–13:00 and 13:00–18:00 follow each other. */
export const overlaps = (a: Interval, b: Interval): boolean => a.start < b.end && b.start < a.end;

/** The calendar days a slot touches: its day, and the next one for a night event. */
export function daysOfSlot(day: string, startTime: string, endTime: string): string[] {
  const { end } = slotInterval(day, startTime, endTime);
  return end > dayMinutes(day) + MINUTES_PER_DAY ? [day, shiftDay(day, 1)] : [day];
}
