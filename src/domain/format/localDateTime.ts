/**
 * An instant (ISO, UTC) as the day and time a user of the agency reads and types, and back
 * (the browser's zone is the agency's: the portal runs in the agency's intranet). A field's
 * value is 'YYYY-MM-DDTHH:mm' in that zone.
 */
import dayjs from 'dayjs';

function splitDateTime(instant: string | null): { date: string; time: string } {
  if (!instant) return { date: '', time: '' };
  const at = dayjs(instant);
  return { date: at.format('YYYY-MM-DD'), time: at.format('HH:mm') };
}

/** 'YYYY-MM-DDTHH:mm' of an instant, '' for none. */
export function toLocalDateTime(instant: string | null): string {
  const { date, time } = splitDateTime(instant);
  return date ? `${date}T${time}` : '';
}

/** The instant of a 'YYYY-MM-DDTHH:mm' value, or null when it is empty or unreadable. */
export function fromLocalDateTime(value: string): string | null {
  const at = dayjs(value);
  return value && at.isValid() ? at.toISOString() : null;
}
