/**
 * The rules behind the time input widget (spec 000 §2.8 and §5): what typed text means,
 * what stays on blur, the quarter-hour suggestions, the arrow keys and the adjustment choices.
 */
import { formatDuration } from './format/duration';
import { addMinutes, isTime } from './time';
import { DAY_START } from './calendar';

/** 'HH:MM' is five characters. */
export const TIME_INPUT_MAX_LENGTH = 5;
/** Minutes the adjustment menu offers (spec 000 §2.8). */
export const ADJUSTMENT_CHOICES = [5, 10, 15, 30, 45, 60, 90, 120] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** Hours above 23 become 23 and minutes above 59 become 59 (spec 000 §5). */
function clamped(hours: number, minutes: number): string {
  return `${pad(Math.min(hours, 23))}:${pad(Math.min(minutes, 59))}`;
}

/**
 * The time a typed text means, as 'HH:MM', or null when it cannot be read. Accepted:
 * '14:05', '9:05', '14h05', '12:3' (12:30), '14h', '14', '9', '1405', '905'; out-of-range parts are clamped
 * ('25:70' → '23:59').
 */
export function normaliseTime(text: string | null | undefined): string | null {
  const typed = (text ?? '').trim();
  const separated = /^(\d{1,2})\s*[:hH.]\s*(\d{1,2})?$/.exec(typed) ?? /^(\d{1,2})()$/.exec(typed);
  // One digit after the separator is the tens of minutes: '12:3' is 12:30, as '12h3' is read aloud (issue 33).
  const minutes = separated?.[2]?.length === 1 ? Number(separated[2]) * 10 : Number(separated?.[2] || 0);
  if (separated) return clamped(Number(separated[1]), minutes);
  const digitsOnly = /^(\d{1,2})(\d{2})$/.exec(typed);
  return digitsOnly ? clamped(Number(digitsOnly[1]), Number(digitsOnly[2])) : null;
}

/** What the field keeps when it loses focus: the normalised time, or nothing for a text that is not one. */
/** A time's text that reads as none (not cleared yet: a save asked before the field was left). */
export const TIME_INVALID = 'Heure invalide (HH:MM)';

export function timeOnBlur(text: string | null | undefined): string {
  return normaliseTime(text) ?? '';
}

function quarterHours(hours: number): string[] {
  return [0, 15, 30, 45].map((minutes) => clamped(hours, minutes));
}

/**
 * Suggestions while typing: three characters (two digits and the separator, '14:') suggest
 * that hour's quarters; a single digit above 2 ('9') can only be an hour, so it suggests 09:00…09:45.
 */
export function timeSuggestions(text: string | null | undefined): string[] {
  const typed = text ?? '';
  const hourTyped = /^(\d{2})[:hH]$/.exec(typed);
  if (hourTyped) return quarterHours(Number(hourTyped[1]));
  if (/^[3-9]$/.test(typed)) return quarterHours(Number(typed));
  return [];
}

/** Decision: stepping an empty or unreadable field starts from 00:00. */
function base(text: string | null | undefined): string {
  const time = normaliseTime(text);
  return isTime(time) ? time : DAY_START;
}

/** Arrow up/down: one minute later/earlier (`delta` minutes), wrapping around midnight. */
export function stepMinutes(text: string | null | undefined, delta: number): string {
  return addMinutes(base(text), delta);
}

/** Arrow up/down with the hour part selected: one hour later/earlier (`delta` hours), wrapping around midnight. */
export function stepHours(text: string | null | undefined, delta: number): string {
  return addMinutes(base(text), delta * 60);
}

/** An adjustment choice applied to the time, forwards (positive) or backwards, wrapping around midnight. */
export function adjustTime(text: string | null | undefined, minutes: number): string {
  return stepMinutes(text, minutes);
}

/** '+5 min', '+1h00', '-1h30'. */
export function adjustmentLabel(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const size = Math.abs(minutes);
  return `${sign}${size < 60 ? `${size} min` : formatDuration(size)}`;
}
