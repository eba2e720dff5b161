/**
 * The sandbox's « today » is the agencies' day (Europe/Paris), not the UTC day: at 00:30 in Paris the UTC day is still
 * yesterday, in winter (UTC+1) and in summer (UTC+2).
 */
import { describe, expect, it } from 'vitest';
import { agencyToday, isoDate } from '../../../sandbox/dates';

describe('agencyToday', () => {
  it('is Paris’s day just after midnight, winter and summer', () => {
    expect(isoDate(agencyToday(Date.parse('2026-03-15T23:30:00Z')))).toBe('2026-03-16');
    expect(isoDate(agencyToday(Date.parse('2026-07-31T22:30:00Z')))).toBe('2026-08-01');
    expect(isoDate(agencyToday(Date.parse('2026-12-31T23:10:00Z')))).toBe('2027-01-01');
  });

  it('is the same day through the evening, and at UTC midnight', () => {
    expect(isoDate(agencyToday(Date.parse('2026-03-16T22:59:00Z')))).toBe('2026-03-16');
    expect(agencyToday(Date.parse('2026-03-16T07:30:00Z')).toISOString()).toBe('2026-03-16T00:00:00.000Z');
  });
});
