import { describe, expect, it } from 'vitest';
import { easterSunday, frenchHolidays, isChristmasOrMayDay, isFrenchHoliday } from '../../../../src/domain/billing/holidays';

describe('French public holidays', () => {
  it('finds Easter Sunday', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });

  it('lists the eleven holidays of 2026, Easter-based ones included', () => {
    expect([...frenchHolidays(2026).keys()]).toEqual([
      '2026-01-01', '2026-04-06', '2026-05-01', '2026-05-08', '2026-05-14', '2026-05-25', '2026-07-14', '2026-08-15', '2026-11-01', '2026-11-11', '2026-12-25',
    ]);
    expect(frenchHolidays(2026).get('2026-05-14')).toBe('Ascension');
    expect(frenchHolidays(2026).get('2026-05-25')).toBe('Lundi de Pentecôte');
  });

  it('tells holidays from ordinary days', () => {
    expect(isFrenchHoliday('2025-06-09')).toBe(true); // Whit Monday 2025
    expect(isFrenchHoliday('2025-05-29')).toBe(true); // Ascension 2025
    expect(isFrenchHoliday('2026-04-03')).toBe(false); // Good Friday: Alsace-Moselle only
    expect(isFrenchHoliday('2026-12-26')).toBe(false);
    expect(isChristmasOrMayDay('2026-12-25')).toBe(true);
    expect(isChristmasOrMayDay('2026-05-01')).toBe(true);
    expect(isChristmasOrMayDay('2026-11-11')).toBe(false);
  });
});
