/** Calendar helpers on ISO dates (YYYY-MM-DD), in UTC so results never depend on the machine's zone. */

const AGENCY_DAY = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The agencies' day (Europe/Paris) at `now`, as that date's UTC midnight: between 00:00 and 02:00 in Paris, the UTC
 * day is still yesterday, and « today » is the day the director lives in.
 */
export function agencyToday(now: number): Date {
  return new Date(`${AGENCY_DAY.format(now)}T00:00:00Z`);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/** Days from `today` to the next anniversary of `birthDate` (0 = today). A 29 February is celebrated on 1 March in other years. */
export function daysToNextBirthday(birthDate: string, today: Date): number {
  const [, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const year = today.getUTCFullYear();
  const anniversary = (y: number) => {
    const d = new Date(Date.UTC(y, month - 1, day));
    return d.getUTCMonth() === month - 1 ? d : new Date(Date.UTC(y, 2, 1));
  };
  let next = anniversary(year);
  if (next < today) next = anniversary(year + 1);
  return Math.round((next.getTime() - today.getTime()) / 86_400_000);
}

/** The agencies' wall clock (Europe/Paris, Geneva's too): 'YYYY-MM-DDTHH:MM'. */
export function wallClockNow(now: number): string {
  const text = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).format(now);
  return text.replace(' ', 'T');
}

/** The agencies' day (Europe/Paris) of an instant: '2026-11-23T23:30:00Z' → '2026-11-24'. Null for a text that is not an instant. */
export function agencyDay(instant: string): string | null {
  const time = Date.parse(instant);
  return Number.isNaN(time) ? null : AGENCY_DAY.format(time);
}

/** The instant (ISO, UTC) at which the agencies' day 'YYYY-MM-DD' starts. */
export function agencyDayStart(day: string): string {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const offset = Date.parse(`${wallClockNow(midnightUtc)}:00Z`) - midnightUtc;
  return new Date(midnightUtc - offset).toISOString();
}
