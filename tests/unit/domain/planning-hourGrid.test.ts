import { describe, expect, it } from 'vitest';
import {
  draggedSlot, minutesToPx, movedSlot, periodSegments, placeSegments, pxToMinutes, resizedSlot, slotSegments, snapMinutes, weekLayout, weekTotals, weeklySegments,
} from '../../../src/domain/planning/hourGrid';
import { agencyIncreaseOptions } from '../../../src/domain/billing/compute';
import { weekDays } from '../../../src/domain/planning/form';

// The week of Monday 16 March 2026 (Sunday 22); 23 March is the next Monday.
const WEEK = weekDays('2026-03-18');
const ev = (id: number, day: string, startTime: string, endTime: string) => ({ id, day, startTime, endTime });
const ALL_INCREASES = { christmasIncrease: true, mayDayIncrease: true };

describe('the hour grid of a week', () => {
  it('turns minutes into pixels at 40 px an hour and back, and snaps to the quarter hour within the day', () => {
    expect(minutesToPx(7 * 60)).toBe(280);
    expect(minutesToPx(90, 60)).toBe(90);
    expect(pxToMinutes(50)).toBe(75);
    expect([snapMinutes(7), snapMinutes(8), snapMinutes(-20), snapMinutes(1500)]).toEqual([0, 15, 0, 1440]);
  });

  it("shows a Sunday night shift in Sunday's column, its morning on the next Monday, and last Sunday's night as Monday's early hours", () => {
    const sunday = ev(1, '2026-03-22', '21:00', '07:30');
    expect(slotSegments(sunday, WEEK)).toEqual([{ item: sunday, day: '2026-03-22', start: 1260, end: 1440, fromDayBefore: false, toNextDay: true }]);
    const lastSunday = ev(2, '2026-03-15', '21:00', '07:30');
    expect(slotSegments(lastSunday, WEEK)).toEqual([{ item: lastSunday, day: '2026-03-16', start: 0, end: 450, fromDayBefore: true, toNextDay: false }]);
  });

  it('cuts an absence into its days, 23:59 being the whole day, and a weekly slot onto its week day within its dates', () => {
    const leave = { id: 1 };
    expect(periodSegments(leave, '2026-03-19T13:00', '2026-03-21T23:59', WEEK).map((s) => [s.day, s.start, s.end])).toEqual([
      ['2026-03-19', 780, 1440], ['2026-03-20', 0, 1440], ['2026-03-21', 0, 1440],
    ]);
    const wednesdays = { weekDay: 3, startDate: null, endDate: null, startTime: '08:00', endTime: '12:00' };
    expect(weeklySegments(wednesdays, WEEK).map((s) => [s.day, s.start, s.end])).toEqual([['2026-03-18', 480, 720]]);
    expect(weeklySegments({ ...wednesdays, endDate: '2026-03-17' }, WEEK)).toEqual([]);
  });

  it('puts overlapping events side by side and the others full width', () => {
    const placed = placeSegments(
      [ev(1, '2026-03-16', '08:00', '12:00'), ev(2, '2026-03-16', '09:00', '10:00'), ev(3, '2026-03-16', '10:00', '13:00'), ev(4, '2026-03-16', '14:00', '15:00')].flatMap((e) => slotSegments(e, WEEK)),
    );
    expect(placed.map((s) => [s.item.id, s.column, s.columns])).toEqual([[1, 0, 2], [2, 1, 2], [3, 1, 2], [4, 0, 1]]);
    expect([...weekLayout([ev(5, '2026-03-17', '09:00', '10:00')], WEEK)].filter(([, s]) => s.length).map(([day]) => day)).toEqual(['2026-03-17']);
  });

  it('makes a slot of a drag over an empty place, either way, a quarter hour at least', () => {
    expect(draggedSlot('2026-03-17', 9 * 60 + 50, 8 * 60 + 7)).toEqual({ day: '2026-03-17', startTime: '08:00', endTime: '09:45' });
    expect(draggedSlot('2026-03-17', 600, 603)).toEqual({ day: '2026-03-17', startTime: '10:00', endTime: '10:15' });
    expect(draggedSlot('2026-03-17', 1439, 1440)).toEqual({ day: '2026-03-17', startTime: '23:45', endTime: '00:00' });
  });

  it('moves a slot by quarter hours and days, its length kept, across midnight into the next or previous day', () => {
    const slot = ev(1, '2026-03-17', '22:00', '23:30');
    expect(movedSlot(slot, 15, 0)).toMatchObject({ day: '2026-03-17', startTime: '22:15', endTime: '23:45' });
    expect(movedSlot(slot, 130, 0)).toMatchObject({ day: '2026-03-18', startTime: '00:15', endTime: '01:45' });
    expect(movedSlot(ev(1, '2026-03-17', '00:15', '01:00'), -30, 0)).toMatchObject({ day: '2026-03-16', startTime: '23:45', endTime: '00:30' });
    expect(movedSlot(slot, 0, -1)).toMatchObject({ day: '2026-03-16', startTime: '22:00', endTime: '23:30' });
  });

  it('resizes a slot by its end: a quarter hour at least, past midnight for a night', () => {
    const slot = ev(1, '2026-03-17', '09:00', '10:00');
    expect(resizedSlot(slot, 20)).toMatchObject({ endTime: '10:15' });
    expect(resizedSlot(slot, -90)).toMatchObject({ endTime: '09:15' });
    expect(resizedSlot(ev(1, '2026-03-17', '21:00', '23:00'), 120)).toMatchObject({ endTime: '01:00' });
  });

  it("counts the week's hours and increased hours (nights, Sundays, public holidays) and says when 48 h are passed", () => {
    const events = [ev(1, '2026-03-16', '08:00', '12:00'), ev(2, '2026-03-21', '21:00', '07:00'), ev(3, '2026-03-15', '21:00', '07:00')];
    // Saturday 21:00 → Sunday 07:00: 2 h of night on Saturday (from 22h) and 7 h of Sunday; last Sunday's night is last week's.
    expect(weekTotals(events, WEEK, ALL_INCREASES)).toEqual({ count: 2, minutes: 14 * 60, increasedMinutes: 9 * 60, overLimit: false });
    const long = Array.from({ length: 7 }, (_, i) => ev(i, WEEK[i]!, '08:00', '15:00'));
    expect(weekTotals(long, WEEK, ALL_INCREASES)).toMatchObject({ minutes: 49 * 60, increasedMinutes: 7 * 60, overLimit: true });
  });

  it("counts 25 December and 1 May as increased only when the agency's option says so; 14 July always", () => {
    // Christmas week 2026: Thursday 24 20:00 → Friday 25 08:00, then Friday 25 14:00 – 18:00 (16 h in all).
    const christmas = [ev(1, '2026-12-24', '20:00', '08:00'), ev(2, '2026-12-25', '14:00', '18:00')];
    const christmasWeek = weekDays('2026-12-25');
    // On: 2 h of night on the 24th, then the 25th's 8 h and 4 h as a public holiday.
    expect(weekTotals(christmas, christmasWeek, agencyIncreaseOptions({ christmasIncreaseEnabled: true, mayDayIncreaseEnabled: false }))).toEqual({ count: 2, minutes: 16 * 60, increasedMinutes: 14 * 60, overLimit: false });
    // Off: the 25th is a plain Friday, its 00:00 – 06:00 a night like any other: 2 h + 6 h.
    expect(weekTotals(christmas, christmasWeek, agencyIncreaseOptions({ christmasIncreaseEnabled: false, mayDayIncreaseEnabled: true }))).toEqual({ count: 2, minutes: 16 * 60, increasedMinutes: 8 * 60, overLimit: false });
    // 1 May 2026 is a Friday, 3 May a Sunday: 3 h on the 1st, 2 h on Sunday.
    const mayDay = [ev(3, '2026-05-01', '09:00', '12:00'), ev(4, '2026-05-03', '10:00', '12:00')];
    const mayWeek = weekDays('2026-05-01');
    expect(weekTotals(mayDay, mayWeek, agencyIncreaseOptions({ christmasIncreaseEnabled: false, mayDayIncreaseEnabled: true })).increasedMinutes).toBe(5 * 60);
    expect(weekTotals(mayDay, mayWeek, agencyIncreaseOptions({ christmasIncreaseEnabled: true, mayDayIncreaseEnabled: false })).increasedMinutes).toBe(2 * 60);
    // An agency whose session says nothing is a new agency's default: neither day increased.
    expect(weekTotals(mayDay, mayWeek, agencyIncreaseOptions(null)).increasedMinutes).toBe(2 * 60);
    // Tuesday 14 July 2026, 09:00 – 11:00: a public holiday whatever the two options.
    expect(weekTotals([ev(5, '2026-07-14', '09:00', '11:00')], weekDays('2026-07-14'), agencyIncreaseOptions(null)).increasedMinutes).toBe(2 * 60);
  });
});
