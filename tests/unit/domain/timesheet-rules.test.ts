/** When a timesheet may be validated, from a table of cases with the message: not before its month's last slot has ended. */
import { describe, expect, it } from 'vitest';
import { lastSlotEnd, timesheetValidationError } from '../../../src/domain/activity/timesheetRules';

const slot = (day: string, startTime: string, endTime: string, state = 'UNSET') => ({ day, startTime, endTime, state });
const december = [slot('2026-12-01', '08:00', '12:00', 'VALIDATED'), slot('2026-12-31', '14:00', '16:30')];

describe('validating a timesheet', () => {
  it.each<[string, ReturnType<typeof slot>[], string, string | null]>([
    ['on 1 December at 0 %', december, '2026-12-01T09:00', 'Le relevé ne peut pas être validé avant la fin de son dernier créneau, le 31/12/2026 à 16h30'],
    ['a minute before the last slot ends', december, '2026-12-31T16:29', 'Le relevé ne peut pas être validé avant la fin de son dernier créneau, le 31/12/2026 à 16h30'],
    ['when the last slot ends', december, '2026-12-31T16:30', null],
    ['the next month', december, '2027-01-04T08:30', null],
    ['a night slot ends the next morning', [slot('2026-12-31', '21:00', '07:00')], '2027-01-01T06:59', 'Le relevé ne peut pas être validé avant la fin de son dernier créneau, le 01/01/2027 à 07h00'],
    ['a cancelled last slot need not end', [slot('2026-12-01', '08:00', '12:00'), slot('2026-12-31', '14:00', '16:30', 'CANCELED')], '2026-12-02T08:00', null],
    ['no slot', [], '2026-12-01T09:00', null],
  ])('%s', (_, slots, now, label) => expect(timesheetValidationError(slots, now)?.label ?? null).toBe(label));

  it('names the end of the last slot', () => {
    expect(lastSlotEnd(december)).toBe('2026-12-31T16:30');
    expect(timesheetValidationError(december, '2026-12-01T09:00')?.code).toBe('TIMESHEET_NOT_ENDED');
  });
});
