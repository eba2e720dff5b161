import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { eventMsSpan, instantMs, msBox, msSpanText, surelyOutside } from '../../../src/domain/timelineSpans';

const at = (text: string) => instantMs(text)!;

describe("the timeline's spans in milliseconds", () => {
  it('reads a wall-clock time as dayjs does, and other forms through dayjs', () => {
    expect(instantMs('2026-11-23T08:00')).toBe(dayjs('2026-11-23T08:00').valueOf());
    expect(instantMs('2026-11-23T08:00:30')).toBe(dayjs('2026-11-23T08:00:30').valueOf());
    expect(instantMs('2026-11-23T07:00:00.000Z')).toBe(Date.UTC(2026, 10, 23, 7));
    expect([instantMs('demain'), eventMsSpan({ startDateTime: '2026-11-23T09:00', endDateTime: '2026-11-23T09:00' })]).toEqual([null, null]);
  });

  it('names a span with its French day, or both dates across midnight', () => {
    expect(msSpanText({ start: at('2026-11-25T09:00'), end: at('2026-11-25T12:30') })).toBe('mer. 25/11 09:00 – 12:30');
    expect(msSpanText({ start: at('2026-11-29T21:30'), end: at('2026-11-30T07:30') })).toBe('29/11 21:30 – 30/11 07:30');
    expect(msSpanText({ start: at('2026-12-31T22:00'), end: at('2027-01-01T06:00') })).toBe('31/12 22:00 – 01/01 06:00');
  });

  it('places a span in pixels, clipped to the period (WEEK: 3.5 px an hour)', () => {
    const week = { start: at('2026-11-23T00:00'), end: at('2026-11-30T00:00') };
    expect(msBox({ start: at('2026-11-24T09:00'), end: at('2026-11-24T12:00') }, 'WEEK', week)).toEqual({ left: 33 * 3.5, width: 3 * 3.5 });
    expect(msBox({ start: at('2026-11-29T22:00'), end: at('2026-11-30T06:00') }, 'WEEK', week)).toEqual({ left: 166 * 3.5, width: 2 * 3.5 });
  });

  it('skips unread the wall-clock events wholly before or after the period, never one that overlaps it', () => {
    const day = (startDateTime: string, endDateTime: string) => surelyOutside({ startDateTime, endDateTime }, '2026-11-25T00:00', '2026-11-26T00:00');
    expect([day('2026-11-24T08:00', '2026-11-24T12:00'), day('2026-11-24T22:00', '2026-11-25T00:00'), day('2026-11-26T00:00', '2026-11-26T02:00')]).toEqual([true, true, true]);
    expect([day('2026-11-24T22:00', '2026-11-25T02:00'), day('2026-11-25T23:00', '2026-11-26T07:00'), day('2026-11-24T22:00Z', '2026-11-24T23:30Z')]).toEqual([false, false, false]);
  });
});
