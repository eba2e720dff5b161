import { describe, expect, it } from 'vitest';
import { ADJUSTMENT_CHOICES, adjustTime, adjustmentLabel, normaliseTime, stepHours, stepMinutes, timeOnBlur, timeSuggestions } from '../../../src/domain/timeInput';

describe('time input: reading what is typed', () => {
  it('reads HH:MM and the usual French ways of writing a time', () => {
    expect(normaliseTime('14:05')).toBe('14:05');
    expect(normaliseTime('9:30')).toBe('09:30');
    expect(normaliseTime('14h05')).toBe('14:05');
    expect(normaliseTime('14h')).toBe('14:00');
    expect(normaliseTime('8')).toBe('08:00');
    expect(normaliseTime('1405')).toBe('14:05');
    expect(normaliseTime('905')).toBe('09:05');
    // One digit after the separator: tens of minutes (issue 33: '12:3' was cleared on blur).
    expect(normaliseTime('12:3')).toBe('12:30');
    expect(timeOnBlur('9h4')).toBe('09:40');
  });

  it('clamps hours to 23 and minutes to 59', () => {
    expect(normaliseTime('25:70')).toBe('23:59');
    expect(normaliseTime('24:00')).toBe('23:00');
    expect(normaliseTime('12:75')).toBe('12:59');
  });

  it('clears an invalid text on blur and keeps a valid one normalised', () => {
    expect(timeOnBlur('abc')).toBe('');
    expect(timeOnBlur('1:2:3')).toBe('');
    expect(timeOnBlur('12345')).toBe('');
    expect(timeOnBlur('')).toBe('');
    expect(timeOnBlur(' 7h45 ')).toBe('07:45');
  });
});

describe('time input: suggestions', () => {
  it('suggests the quarter hours once three characters are typed', () => {
    expect(timeSuggestions('14:')).toEqual(['14:00', '14:15', '14:30', '14:45']);
    expect(timeSuggestions('08h')).toEqual(['08:00', '08:15', '08:30', '08:45']);
  });

  it('suggests 0X quarter hours for a single digit above 2', () => {
    expect(timeSuggestions('9')).toEqual(['09:00', '09:15', '09:30', '09:45']);
    expect(timeSuggestions('3')).toEqual(['03:00', '03:15', '03:30', '03:45']);
  });

  it('suggests nothing otherwise', () => {
    expect(timeSuggestions('2')).toEqual([]);
    expect(timeSuggestions('14')).toEqual([]);
    expect(timeSuggestions('14:3')).toEqual([]);
    expect(timeSuggestions('')).toEqual([]);
  });
});

describe('time input: keys and adjustments', () => {
  it('steps by a minute or an hour, wrapping around midnight', () => {
    expect(stepMinutes('10:59', 1)).toBe('11:00');
    expect(stepMinutes('23:59', 1)).toBe('00:00');
    expect(stepMinutes('00:00', -1)).toBe('23:59');
    expect(stepHours('22:15', 1)).toBe('23:15');
    expect(stepHours('23:15', 1)).toBe('00:15');
    expect(stepHours('00:40', -1)).toBe('23:40');
  });

  it('steps an empty field from 00:00', () => {
    expect(stepMinutes('', 1)).toBe('00:01');
    expect(stepHours('', -1)).toBe('23:00');
  });

  it('offers 5, 10, 15, 30, 45, 60, 90 and 120 minutes, wrapping around midnight', () => {
    expect(ADJUSTMENT_CHOICES).toEqual([5, 10, 15, 30, 45, 60, 90, 120]);
    expect(adjustTime('09:00', 90)).toBe('10:30');
    expect(adjustTime('23:00', 120)).toBe('01:00');
    expect(adjustTime('00:30', -45)).toBe('23:45');
    expect(ADJUSTMENT_CHOICES.map(adjustmentLabel)).toEqual(['+5 min', '+10 min', '+15 min', '+30 min', '+45 min', '+1h00', '+1h30', '+2h00']);
    expect(adjustmentLabel(-15)).toBe('-15 min');
  });
});
