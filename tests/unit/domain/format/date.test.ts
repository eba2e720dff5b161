import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLongDate, formatMonth, formatOfMonth, formatTime, toIsoDate, toIsoMonth } from '../../../../src/domain/format/date';

describe('dates in French', () => {
  it('shows dates as DD/MM/YYYY', () => {
    expect(formatDate('2026-11-23')).toBe('23/11/2026');
    expect(formatDate('2026-01-05T08:30:00')).toBe('05/01/2026');
    expect(formatDate(new Date(2027, 1, 28))).toBe('28/02/2027');
  });

  it("shows date-times as '23/11/2026 à 14:05' on a 24-hour clock", () => {
    expect(formatDateTime('2026-11-23T14:05:00')).toBe('23/11/2026 à 14:05');
    expect(formatDateTime('2026-03-01T00:00')).toBe('01/03/2026 à 00:00');
    expect(formatTime('2026-11-23T21:47:12')).toBe('21:47');
  });

  it('names days and months in French', () => {
    expect(formatLongDate('2026-11-23')).toBe('lundi 23 novembre 2026');
    expect(formatLongDate('2026-08-01')).toBe('samedi 1 août 2026');
    expect(formatMonth('2026-02-10')).toBe('février 2026');
    expect(formatOfMonth('2026-10-01')).toBe("d'octobre 2026");
    expect(formatOfMonth('2026-08-01')).toBe("d'août 2026");
    expect(formatOfMonth('2026-11-01')).toBe('de novembre 2026');
  });

  it('writes days and months as routes and the API do', () => {
    expect(toIsoDate(new Date(2026, 10, 3))).toBe('2026-11-03');
    expect(toIsoMonth('2026-11-23')).toBe('2026-11');
  });

  it('shows nothing for a missing or unreadable value', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime('pas une date')).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
});
