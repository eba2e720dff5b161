import { describe, expect, it } from 'vitest';
import { DAY_END, DAY_START, HALF_DAY_CUTOFF, MAX_DATE, MIN_DATE, WEEK_DAYS, WEEK_DAY_NAMES, halfDayOf, isDateInRange, weekDayOf } from '../../../src/domain/calendar';

describe('calendar constants', () => {
  it('are the values of spec 000 §5', () => {
    expect([MIN_DATE, MAX_DATE]).toEqual(['2018-01-01', '2100-12-31']);
    expect([DAY_START, DAY_END, HALF_DAY_CUTOFF]).toEqual(['00:00', '23:59', '13:00']);
  });

  it('accept real dates from 2018-01-01 to 2100-12-31 only', () => {
    expect(isDateInRange('2018-01-01')).toBe(true);
    expect(isDateInRange('2100-12-31')).toBe(true);
    expect(isDateInRange('2026-02-28')).toBe(true);
    expect(isDateInRange('2017-12-31')).toBe(false);
    expect(isDateInRange('2101-01-01')).toBe(false);
    expect(isDateInRange('2026-02-30')).toBe(false);
    expect(isDateInRange('23/11/2026')).toBe(false);
    expect(isDateInRange(null)).toBe(false);
  });

  it('cut the day in halves at 13:00', () => {
    expect(halfDayOf('12:59')).toBe('morning');
    expect(halfDayOf('13:00')).toBe('afternoon');
    expect(halfDayOf('00:00')).toBe('morning');
  });
});

describe('week days', () => {
  it('run from 1 Monday to 7 Sunday with French names', () => {
    expect(WEEK_DAYS.map((day) => WEEK_DAY_NAMES[day])).toEqual(['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche']);
  });

  it('give the week day of a date', () => {
    expect(weekDayOf('2026-11-23')).toBe(1);
    expect(weekDayOf('2026-11-25')).toBe(3);
    expect(weekDayOf('2026-11-29')).toBe(7);
    expect(weekDayOf('')).toBeNull();
  });
});
