/**
 * The one increase rule of bills, pay, reports and the Silae export (src/domain/billing/compute.ts):
 * nights 22:00–06:00, Sundays and public holidays, each minute counted once (holiday, then
 * Sunday, then night); 25 December and 1 May as the agency's options say.
 */
import { describe, expect, it } from 'vitest';
import { countMinutes, increasedMinutes, type IncreaseOptions } from '../../../../src/domain/billing/compute';

const NONE: IncreaseOptions = { christmasIncrease: false, mayDayIncrease: false };
const BOTH: IncreaseOptions = { christmasIncrease: true, mayDayIncrease: true };

describe('increased minutes', () => {
  it.each([
    ['a Sunday afternoon', '2026-11-22', '14:00', '18:00', NONE, { total: 240, night: 0, sunday: 240, holiday: 0 }],
    ['25 December with the agency’s option', '2026-12-25', '08:00', '12:00', BOTH, { total: 240, night: 0, sunday: 0, holiday: 240 }],
    ['25 December without it', '2026-12-25', '08:00', '12:00', NONE, { total: 240, night: 0, sunday: 0, holiday: 0 }],
    ['1 May with the agency’s option', '2026-05-01', '09:00', '12:00', BOTH, { total: 180, night: 0, sunday: 0, holiday: 180 }],
    ['1 May without it', '2026-05-01', '09:00', '12:00', NONE, { total: 180, night: 0, sunday: 0, holiday: 0 }],
    ['14 July, whatever the options', '2026-07-14', '09:00', '12:00', NONE, { total: 180, night: 0, sunday: 0, holiday: 180 }],
    ['a weekday night across midnight', '2026-11-18', '21:00', '07:00', NONE, { total: 600, night: 480, sunday: 0, holiday: 0 }],
    ['a night on Christmas Eve into 25 December, counted once', '2026-12-24', '22:00', '06:00', BOTH, { total: 480, night: 120, sunday: 0, holiday: 360 }],
    ['the same night without the option: all night hours', '2026-12-24', '22:00', '06:00', NONE, { total: 480, night: 480, sunday: 0, holiday: 0 }],
    ['a Saturday night into Sunday: night, then Sunday', '2026-11-21', '20:00', '02:00', NONE, { total: 360, night: 120, sunday: 120, holiday: 0 }],
    ['Sunday 1 November (Toussaint): holiday before Sunday', '2026-11-01', '10:00', '12:00', NONE, { total: 120, night: 0, sunday: 0, holiday: 120 }],
  ] as const)('%s', (_, day, startTime, endTime, options, expected) => {
    const counts = countMinutes({ day, startTime, endTime }, options);
    expect(counts).toEqual(expected);
    expect(increasedMinutes(counts)).toBe(expected.night + expected.sunday + expected.holiday);
    // Never more increased minutes than minutes: each is counted once.
    expect(increasedMinutes(counts)).toBeLessThanOrEqual(counts.total);
  });
});
