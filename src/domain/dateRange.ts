/**
 * The valid-date range of spec 000 §5, without dayjs: the API contract checks dates with
 * it, and the contract is in the entry chunk, where dayjs would weigh for nothing.
 */

/** First and last dates a date field accepts. */
export const MIN_DATE = '2018-01-01';
export const MAX_DATE = '2100-12-31';
/**
 * Decision: the spec's range is the planning's; a birth date (a child born before 2018, a
 * parent) goes back to 1900-01-01, the first day of a birth-date field.
 */
export const BIRTH_DATE_EARLIEST = '1900-01-01';

/** Whether `isoDate` is written 'YYYY-MM-DD' and names a day that exists (not 2026-02-30). */
export function isRealIsoDate(isoDate: string | null | undefined): isoDate is string {
  if (!isoDate || !/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return false;
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  // A day that does not exist (2026-02-30) rolls over to another date.
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whether an ISO date ('YYYY-MM-DD') is a real day between 2018-01-01 and 2100-12-31. */
export function isDateInRange(isoDate: string | null | undefined): boolean {
  return isRealIsoDate(isoDate) && isoDate >= MIN_DATE && isoDate <= MAX_DATE;
}
