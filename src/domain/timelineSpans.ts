/**
 * The planning timeline's event spans in epoch milliseconds, read without dayjs: a first paint
 * lays out hundreds of events, and a dayjs parse in the French locale costs tens of microseconds
 * each (issue 33's benchmark, 200 professionals × 5,000 events). The reading is dayjs's own: a
 * wall-clock 'YYYY-MM-DDTHH:MM[:SS]' is that time in the browser's zone (`new Date(y, m, d, h, min, s)`);
 * any other form goes through dayjs. Minutes are whole ones as dayjs's `diff(…, 'minute')` gives them.
 */
import fr from 'dayjs/locale/fr';
import { frenchDay } from './format/date';
import { TIMELINE_LAYOUT, type TimelineEvent, type TimelineMode } from './timeline';

export interface MsSpan {
  readonly start: number;
  readonly end: number;
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const MINUTE_MS = 60_000;
/** 'lun.', 'mar.'…: the French locale's own short names, Sunday first as Date.getDay() counts. */
const WEEK_DAYS: readonly string[] = fr.weekdaysShort ?? [];

/**
 * Whether an event written in wall-clock time surely lies outside the period starting at the
 * wall-clock midnight `from` and ending before `to` ('YYYY-MM-DDT00:00'): such texts compare as
 * their instants (a midnight is never the hour a clock change repeats), so a day's row reads only
 * its own day's events.
 */
export function surelyOutside(event: TimelineEvent, from: string, to: string): boolean {
  return (WALL_CLOCK.test(event.endDateTime) && event.endDateTime <= from) || (WALL_CLOCK.test(event.startDateTime) && event.startDateTime >= to);
}

export function instantMs(text: string): number | null {
  const wall = WALL_CLOCK.exec(text);
  if (!wall) return frenchDay(text)?.valueOf() ?? null;
  const [, year, month, day, hour, minute, second] = wall;
  return new Date(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second ?? 0)).getTime();
}

/** The event's start and end; null when unreadable or empty (as `eventSpan`). */
export function eventMsSpan(event: TimelineEvent): MsSpan | null {
  const start = instantMs(event.startDateTime);
  const end = instantMs(event.endDateTime);
  return start !== null && end !== null && end > start ? { start, end } : null;
}

export const minutesBetween = (from: number, to: number): number => Math.trunc((to - from) / MINUTE_MS);

export const msOverlaps = (a: MsSpan, b: MsSpan): boolean => a.start < b.end && a.end > b.start;

/** Where a span sits on its row, in pixels, clipped to the period (the span overlaps it). */
export function msBox(span: MsSpan, mode: TimelineMode, period: MsSpan): { left: number; width: number } {
  const pxPerMinute = TIMELINE_LAYOUT[mode].hourWidth / 60;
  const from = Math.max(minutesBetween(period.start, span.start), 0);
  const to = Math.min(minutesBetween(period.start, span.end), minutesBetween(period.start, period.end));
  return { left: from * pxPerMinute, width: (to - from) * pxPerMinute };
}

const two = (value: number) => String(value).padStart(2, '0');

/** '09:00 – 12:30' after the day ('mer. 25/11 09:00 – 12:30'), with both dates when the span is not within one day: '23/11 21:30 – 24/11 07:30'. */
export function msSpanText({ start, end }: MsSpan): string {
  const from = new Date(start);
  const to = new Date(end);
  const dayMonth = (date: Date) => `${two(date.getDate())}/${two(date.getMonth() + 1)}`;
  const time = (date: Date) => `${two(date.getHours())}:${two(date.getMinutes())}`;
  const sameDay = from.getDate() === to.getDate() && from.getMonth() === to.getMonth() && from.getFullYear() === to.getFullYear();
  return sameDay ? `${WEEK_DAYS[from.getDay()]} ${dayMonth(from)} ${time(from)} – ${time(to)}` : `${dayMonth(from)} ${time(from)} – ${dayMonth(to)} ${time(to)}`;
}
