import { describe, expect, it } from 'vitest';
import { addMinutes, isTime, minutesToTime, timeToMinutes } from '../../../src/domain/time';

describe('times of day', () => {
  it('are HH:MM on a 24-hour clock', () => {
    expect(isTime('00:00')).toBe(true);
    expect(isTime('23:59')).toBe(true);
    expect(isTime('24:00')).toBe(false);
    expect(isTime('12:60')).toBe(false);
    expect(isTime('9:05')).toBe(false);
  });

  it('convert to and from minutes', () => {
    expect(timeToMinutes('14:05')).toBe(845);
    expect(timeToMinutes('nope')).toBeNull();
    expect(minutesToTime(845)).toBe('14:05');
  });

  it('wrap around midnight', () => {
    expect(minutesToTime(1440)).toBe('00:00');
    expect(minutesToTime(-1)).toBe('23:59');
    expect(addMinutes('23:30', 45)).toBe('00:15');
    expect(addMinutes('00:10', -20)).toBe('23:50');
  });
});
