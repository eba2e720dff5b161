/**
 * French public holidays (docs/domain.md), for the holiday increase of bills: 1 January, Easter
 * Monday, 1 May, 8 May, Ascension Thursday (Easter + 39 days), Whit Monday (Easter + 50
 * days), 14 July, 15 August, 1 November, 11 November, 25 December. Days are 'YYYY-MM-DD'.
 * Decision: the mainland list; Alsace-Moselle's extra days are not applied.
 */

/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm, Meeus/Jones/Butcher) as 'YYYY-MM-DD'. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDay(year, month, day);
}

function isoDay(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function plusDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export type HolidayName =
  | 'Jour de l’an' | 'Lundi de Pâques' | 'Fête du Travail' | 'Victoire 1945' | 'Ascension' | 'Lundi de Pentecôte'
  | 'Fête nationale' | 'Assomption' | 'Toussaint' | 'Armistice 1918' | 'Noël';

/** The year's public holidays, in date order: day → name. */
export function frenchHolidays(year: number): ReadonlyMap<string, HolidayName> {
  const easter = easterSunday(year);
  const days: [string, HolidayName][] = [
    [isoDay(year, 1, 1), 'Jour de l’an'],
    [plusDays(easter, 1), 'Lundi de Pâques'],
    [isoDay(year, 5, 1), 'Fête du Travail'],
    [isoDay(year, 5, 8), 'Victoire 1945'],
    [plusDays(easter, 39), 'Ascension'],
    [plusDays(easter, 50), 'Lundi de Pentecôte'],
    [isoDay(year, 7, 14), 'Fête nationale'],
    [isoDay(year, 8, 15), 'Assomption'],
    [isoDay(year, 11, 1), 'Toussaint'],
    [isoDay(year, 11, 11), 'Armistice 1918'],
    [isoDay(year, 12, 25), 'Noël'],
  ];
  return new Map(days.sort(([a], [b]) => a.localeCompare(b)));
}

export function isFrenchHoliday(day: string): boolean {
  return frenchHolidays(Number(day.slice(0, 4))).has(day.slice(0, 10));
}

/** 25 December and 1 May: their increase is an agency option (spec issue, docs/domain.md). */
export function isChristmasOrMayDay(day: string): boolean {
  const monthDay = day.slice(5, 10);
  return monthDay === '12-25' || monthDay === '05-01';
}
