/**
 * Dates and times in French (spec 000 §1). Decisions: a date-time reads
 * '23/11/2026 à 14:05' (24-hour clock), in the time zone of the browser; a value that
 * is missing or cannot be read shows as empty text rather than 'Invalid Date'.
 * Inputs: ISO strings as the API sends them ('2026-11-23', '2026-11-23T14:05:00'), Date or dayjs.
 */
import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import fr from 'dayjs/locale/fr';

/** 'janvier' … 'décembre': the French locale's own list (formatting twelve dates for it cost milliseconds at load). */
export const MONTH_NAMES: readonly string[] = fr.months ?? [];

export type DateInput = ConfigType;

export const DATE_FORMAT = 'DD/MM/YYYY';
export const TIME_FORMAT = 'HH:mm';
export const DATE_TIME_FORMAT = `${DATE_FORMAT} [à] ${TIME_FORMAT}`;

/** The value as a French dayjs, or null when there is none or it cannot be read. */
export function frenchDay(value: DateInput): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const day = dayjs(value);
  return day.isValid() ? day.locale('fr') : null;
}

function format(value: DateInput, pattern: string): string {
  return frenchDay(value)?.format(pattern) ?? '';
}

/** '23/11/2026'. */
export const formatDate = (value: DateInput): string => format(value, DATE_FORMAT);
/** '23/11/2026 à 14:05'. */
export const formatDateTime = (value: DateInput): string => format(value, DATE_TIME_FORMAT);
/** '14:05'. */
export const formatTime = (value: DateInput): string => format(value, TIME_FORMAT);
/** 'lundi 23 novembre 2026' (day headers of the plannings). */
export const formatLongDate = (value: DateInput): string => format(value, 'dddd D MMMM YYYY');
/** 'lundi 23 novembre' (day headers of lists that stay within weeks of today). */
export const formatDayMonth = (value: DateInput): string => format(value, 'dddd D MMMM');
/** 'novembre 2026' (monthly screens). */
export const formatMonth = (value: DateInput): string => format(value, 'MMMM YYYY');

/** '2026-11-23', as routes and the API write a day. */
export const toIsoDate = (value: DateInput): string => format(value, 'YYYY-MM-DD');
/** '2026-11', as routes write a month. */
export const toIsoMonth = (value: DateInput): string => format(value, 'YYYY-MM');

/** The forms of an ISO day and month as a URL writes them (`2026-03-16`, `2026-03`). */
export const ISO_DATE_FORM = /^\d{4}-\d{2}-\d{2}$/;
export const ISO_MONTH_FORM = /^\d{4}-(0[1-9]|1[0-2])$/;
/** 'd'octobre 2026', 'de novembre 2026': a month after « de », elided before a vowel. */
export function formatOfMonth(value: DateInput): string {
  const month = formatMonth(value);
  return /^[aeiou]/i.test(month) ? `d'${month}` : `de ${month}`;
}
