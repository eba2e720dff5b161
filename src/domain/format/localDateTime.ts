/**
 * An instant (ISO, UTC) as the day and time a user of the agency reads and types, and back
 * (the browser's zone is the agency's: the portal runs in the agency's intranet).
 */
import dayjs from 'dayjs';

export function splitDateTime(instant: string | null): { date: string; time: string } {
  if (!instant) return { date: '', time: '' };
  const at = dayjs(instant);
  return { date: at.format('YYYY-MM-DD'), time: at.format('HH:mm') };
}

export function dateTimeOf(date: string, time: string): string {
  return dayjs(`${date}T${time}`).toISOString();
}
