/** Times of day written 'HH:MM' (24-hour clock), and their arithmetic around midnight. */

export const MINUTES_PER_DAY = 24 * 60;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isTime(text: string | null | undefined): text is string {
  return TIME.test(text ?? '');
}

/** '14:05' → 845; null when the text is not a time. */
export function timeToMinutes(time: string | null | undefined): number | null {
  const match = TIME.exec(time ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** 845 → '14:05'; any number of minutes wraps around midnight (1440 → '00:00', -1 → '23:59'). */
export function minutesToTime(minutes: number): string {
  const inDay = ((Math.round(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
}

/** The time `delta` minutes later (earlier when negative), wrapping around midnight. */
export function addMinutes(time: string, delta: number): string {
  return minutesToTime((timeToMinutes(time) ?? 0) + delta);
}
