/**
 * The French date and month pickers (spec 000 §5: dates DD/MM/YYYY from 2018-01-01 to
 * 2100-12-31; weeks from Monday to Sunday): reading what a person types, the month grid
 * of the calendar, the twelve months of the month picker, and where each key moves.
 * Values are ISO as the API and the routes write them: 'YYYY-MM-DD' days, 'YYYY-MM' months.
 */
import dayjs from 'dayjs';
import { WEEK_DAYS, WEEK_DAY_NAMES, weekDayOf } from './calendar';
import { MAX_DATE, MIN_DATE, isRealIsoDate } from './dateRange';
import { MONTH_NAMES, formatDate, formatLongDate, formatMonth, frenchDay, toIsoDate } from './format/date';

export const DATE_PLACEHOLDER = 'JJ/MM/AAAA';
export const MONTH_PLACEHOLDER = 'MM/AAAA';
export const DATE_MESSAGES = {
  invalidDate: 'Date invalide (JJ/MM/AAAA)',
  invalidMonth: 'Mois invalide (MM/AAAA)',
  outOfRange: 'Date hors de la période autorisée',
} as const;

/** First and last months of the valid-date range. */
export const MIN_MONTH = MIN_DATE.slice(0, 7);
export const MAX_MONTH = MAX_DATE.slice(0, 7);

/** Optional narrower bounds of one field, in the field's own ISO form (days or months). */
export interface PickerBounds {
  min?: string | undefined;
  max?: string | undefined;
  /** Date fields: the first day the field accepts in place of 2018-01-01 (a birth date: BIRTH_DATE_EARLIEST). */
  earliest?: string | undefined;
}

/** What typed text reads as: the ISO value ('' for empty text) or the French message. */
export type Reading = { ok: true; value: string } | { ok: false; error: string };

/** The field's bounds within the valid-date range (a bound outside it counts for nothing). */
function boundsWithin(bounds: PickerBounds, floor: string, ceiling: string): { min: string; max: string } {
  return {
    min: bounds.min && bounds.min > floor ? bounds.min : floor,
    max: bounds.max && bounds.max < ceiling ? bounds.max : ceiling,
  };
}

export const dateBounds = (bounds: PickerBounds = {}) => boundsWithin(bounds, bounds.earliest ?? MIN_DATE, MAX_DATE);
/** The range a date field's calendar moves in: the valid-date range, from the field's `earliest` day when it has one. */
export const calendarRange = (bounds: PickerBounds = {}) => dateBounds({ earliest: bounds.earliest });
export const monthBounds = (bounds: PickerBounds = {}) => boundsWithin(bounds, MIN_MONTH, MAX_MONTH);

/** Whether `value` (a day, or a month) lies within `bounds`. */
export const isWithin = (value: string, bounds: { min: string; max: string }): boolean => value >= bounds.min && value <= bounds.max;

const clamp = (value: string, bounds: { min: string; max: string }): string =>
  value < bounds.min ? bounds.min : value > bounds.max ? bounds.max : value;

// ——— Reading and writing text ———

/** 'DD/MM/YYYY' (also D/M/YYYY, with '-' or '.') → 'YYYY-MM-DD', or null (import files read dates with it too). */
export function frenchDateToIso(raw: string): string | null {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(raw.trim());
  if (!match) return null;
  const [, d, m, y] = match;
  const iso = `${y}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}`;
  return isRealIsoDate(iso) ? iso : null;
}

/** 'MM/YYYY' (also M/YYYY, with '-' or '.') → 'YYYY-MM', or null. */
export function frenchMonthToIso(raw: string): string | null {
  const match = /^(\d{1,2})[/.-](\d{4})$/.exec(raw.trim());
  const month = match ? Number(match[1]) : 0;
  return month >= 1 && month <= 12 ? `${match![2]}-${String(month).padStart(2, '0')}` : null;
}

/** The short forms a person types, written in full: 'DDMMYYYY' and 'DD/MM/YY' (`century`YY, 20 by default) → 'DD/MM/YYYY'. */
function fullDateText(text: string, century = '20'): string {
  const digits = /^(\d{2})(\d{2})(\d{4})$/.exec(text);
  if (digits) return `${digits[1]}/${digits[2]}/${digits[3]}`;
  const shortYear = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{2})$/.exec(text);
  return shortYear ? `${shortYear[1]}/${shortYear[3]}/${century}${shortYear[4]}` : text;
}

/** 'MMYYYY' and 'MM/YY' (20YY) → 'MM/YYYY'. */
function fullMonthText(text: string): string {
  const digits = /^(\d{2})(\d{4})$/.exec(text);
  if (digits) return `${digits[1]}/${digits[2]}`;
  const shortYear = /^(\d{1,2})[/.-](\d{2})$/.exec(text);
  return shortYear ? `${shortYear[1]}/20${shortYear[2]}` : text;
}

function reading(text: string, toIso: (full: string) => string | null, invalid: string, bounds: { min: string; max: string }): Reading {
  if (text === '') return { ok: true, value: '' };
  const value = toIso(text);
  if (!value) return { ok: false, error: invalid };
  return isWithin(value, bounds) ? { ok: true, value } : { ok: false, error: DATE_MESSAGES.outOfRange };
}

/** Typed text of a date field → its ISO day ('' when empty), or why not. A two-digit year is 20YY, or 19YY when only that fits the field (a birth date: '12/05/85'). */
export function readDateText(text: string, bounds: PickerBounds = {}): Reading {
  const read = (century: string) => reading(text.trim(), (full) => frenchDateToIso(fullDateText(full, century)), DATE_MESSAGES.invalidDate, dateBounds(bounds));
  const modern = read('20');
  if (modern.ok || modern.error !== DATE_MESSAGES.outOfRange) return modern;
  const past = read('19');
  return past.ok ? past : modern;
}

/** Typed text of a month field → its ISO month ('' when empty), or why not. */
export function readMonthText(text: string, bounds: PickerBounds = {}): Reading {
  return reading(text.trim(), (full) => frenchMonthToIso(fullMonthText(full)), DATE_MESSAGES.invalidMonth, monthBounds(bounds));
}

/** '2026-11-24' → '24/11/2026'; '' when there is no day. */
export const dateText = (iso: string): string => formatDate(iso);

/** '2026-11' → '11/2026'; '' when there is no month. */
export function monthText(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  return match ? `${match[2]}/${match[1]}` : '';
}

/** '2026-11' → 'novembre 2026'. */
export const monthLabel = (month: string): string => formatMonth(`${month}-01`);

// ——— The calendar of a month ———

export interface WeekDayHeader {
  /** 'lu' … 'di'. */
  short: string;
  /** 'lundi' … 'dimanche'. */
  name: string;
}

/** The columns of the calendar, Monday first. */
export const WEEK_DAY_HEADERS: readonly WeekDayHeader[] = WEEK_DAYS.map((day) => {
  const name = WEEK_DAY_NAMES[day].toLowerCase();
  return { short: name.slice(0, 2), name };
});

export interface CalendarDay {
  /** 'YYYY-MM-DD'. */
  iso: string;
  /** Day of the month, 1 to 31. */
  day: number;
  /** 'lundi 24 novembre 2026', for assistive technologies. */
  label: string;
  /** The day belongs to the previous or the next month. */
  outside: boolean;
  today: boolean;
}

export const CALENDAR_ROWS = 6;

/** The calendar of `month` ('YYYY-MM'): 6 weeks of 7 days from the Monday on or before the 1st. */
export function monthGrid(month: string, today: string): CalendarDay[][] {
  const first = frenchDay(`${month}-01`);
  if (!first) return [];
  const start = first.subtract((weekDayOf(first) ?? 1) - 1, 'day');
  return Array.from({ length: CALENDAR_ROWS }, (_, week) =>
    Array.from({ length: 7 }, (_, index) => {
      const day = start.add(week * 7 + index, 'day');
      const iso = toIsoDate(day);
      return { iso, day: day.date(), label: formatLongDate(day), outside: iso.slice(0, 7) !== month, today: iso === today };
    }),
  );
}


export interface CalendarMonth {
  /** 'YYYY-MM'. */
  month: string;
  /** 'novembre'. */
  name: string;
  /** 'novembre 2026'. */
  label: string;
}

/** The twelve months of `year`, January first. */
export function yearMonths(year: number): CalendarMonth[] {
  return MONTH_NAMES.map((name, index) => ({ month: `${year}-${String(index + 1).padStart(2, '0')}`, name, label: `${name} ${year}` }));
}

// ——— Moving with the keys ———

/** `iso` moved by `count` months, the day kept or set to the month's last (31/01 + 1 → 28/02). */
export function addMonths(iso: string, count: number): string {
  return toIsoDate(dayjs(iso).add(count, 'month'));
}

/** `month` ('YYYY-MM') moved by `count` months. */
export const shiftMonth = (month: string, count: number): string => addMonths(`${month}-01`, count).slice(0, 7);

/**
 * Where a key moves the focused day of the calendar, within the valid-date range: arrows a day
 * or a week, PageUp/PageDown a month (with Shift a year), Home/End the week's Monday or Sunday.
 * Null for another key.
 */
export function movedDay(iso: string, key: string, shiftKey = false, range = dateBounds()): string | null {
  const day = dayjs(iso);
  const weekDay = weekDayOf(iso) ?? 1;
  const moves: Record<string, () => string> = {
    ArrowLeft: () => toIsoDate(day.subtract(1, 'day')),
    ArrowRight: () => toIsoDate(day.add(1, 'day')),
    ArrowUp: () => toIsoDate(day.subtract(7, 'day')),
    ArrowDown: () => toIsoDate(day.add(7, 'day')),
    PageUp: () => addMonths(iso, shiftKey ? -12 : -1),
    PageDown: () => addMonths(iso, shiftKey ? 12 : 1),
    Home: () => toIsoDate(day.subtract(weekDay - 1, 'day')),
    End: () => toIsoDate(day.add(7 - weekDay, 'day')),
  };
  const move = moves[key];
  return move ? clamp(move(), range) : null;
}

/** `iso` in `year`, the day kept or set to the month's last (29/02 → 28/02). */
export const withYear = (iso: string, year: number): string => addMonths(iso, (year - Number(iso.slice(0, 4))) * 12);

/** The years of a range, the latest first (the calendar's year choice). */
export function rangeYears(range: { min: string; max: string }): number[] {
  const [first, last] = [Number(range.min.slice(0, 4)), Number(range.max.slice(0, 4))];
  return Array.from({ length: last - first + 1 }, (_, index) => last - index);
}

/**
 * Where a key moves the focused month of the month picker (3 months a row): arrows a month
 * or a row, PageUp/PageDown a year, Home/End January or December. Null for another key.
 */
export function movedMonth(month: string, key: string): string | null {
  const year = month.slice(0, 4);
  const moves: Record<string, () => string> = {
    ArrowLeft: () => shiftMonth(month, -1),
    ArrowRight: () => shiftMonth(month, 1),
    ArrowUp: () => shiftMonth(month, -3),
    ArrowDown: () => shiftMonth(month, 3),
    PageUp: () => shiftMonth(month, -12),
    PageDown: () => shiftMonth(month, 12),
    Home: () => `${year}-01`,
    End: () => `${year}-12`,
  };
  const move = moves[key];
  return move ? clamp(move(), monthBounds()) : null;
}

/** The day a calendar opens on: the field's day, else today, brought within the field's bounds. */
export const openingDay = (value: string, today: string, bounds: PickerBounds = {}): string =>
  clamp(isRealIsoDate(value) ? value : today, dateBounds(bounds));

/** The month a month picker opens on: the field's month, else this month, within the field's bounds. */
export const openingMonth = (value: string, today: string, bounds: PickerBounds = {}): string =>
  clamp(/^\d{4}-\d{2}$/.test(value) ? value : today.slice(0, 7), monthBounds(bounds));
