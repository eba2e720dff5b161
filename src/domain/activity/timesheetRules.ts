/**
 * When a timesheet may be validated: once its month's last slot has ended (wall clock, Paris),
 * so that no hour still to work is frozen at 0 %. A cancelled slot need not end; a night slot
 * ends the next morning.
 */
import { shiftDay } from '../planning/slots';
import type { RuleError } from '../rule';

interface Slot { day: string; startTime: string; endTime: string; state: string }

/** The end of the last slot not cancelled, as 'YYYY-MM-DDTHH:MM'; null without one. */
export function lastSlotEnd(slots: readonly Slot[]): string | null {
  const ends = slots.filter((s) => s.state !== 'CANCELED').map((s) => `${s.endTime > s.startTime ? s.day : shiftDay(s.day, 1)}T${s.endTime.slice(0, 5)}`);
  return ends.length ? ends.reduce((a, b) => (a > b ? a : b)) : null;
}

/** Refused before the last slot's end; `now` the agency's wall clock 'YYYY-MM-DDTHH:MM'. */
export function timesheetValidationError(slots: readonly Slot[], now: string): RuleError<'TIMESHEET_NOT_ENDED'> | null {
  const end = lastSlotEnd(slots);
  if (!end || end <= now.slice(0, 16)) return null;
  const [day, time] = end.split('T') as [string, string];
  return {
    code: 'TIMESHEET_NOT_ENDED',
    label: `Le relevé ne peut pas être validé avant la fin de son dernier créneau, le ${day.split('-').reverse().join('/')} à ${time.replace(':', 'h')}`,
  };
}
