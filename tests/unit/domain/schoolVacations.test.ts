import { describe, expect, it } from 'vitest';
import { computeRepeatableDays } from '../../../src/domain/planning/repetition';
import { isInSchoolVacation, isYearPeriod, periodEndError, yearPeriodOf, yearPeriodsAround } from '../../../src/domain/schoolVacations';

const winter = [{ start: '2027-02-13', end: '2027-02-28' }];

describe('school vacations', () => {
  it('counts both ends of a period as vacation days', () => {
    expect(['2027-02-12', '2027-02-13', '2027-02-28', '2027-03-01'].map((day) => isInSchoolVacation(day, winter))).toEqual([false, true, true, false]);
    expect(isInSchoolVacation('2027-02-20', [])).toBe(false);
  });

  it('gives a vacation its school year: summer closes the year, Toussaint opens the next', () => {
    expect(yearPeriodOf('2026-07-04')).toBe('2025-2026');
    expect(yearPeriodOf('2026-10-17')).toBe('2026-2027');
    expect(yearPeriodOf('2027-02-13')).toBe('2026-2027');
    expect(yearPeriodsAround('2026-11-24')).toEqual(['2025-2026', '2026-2027', '2027-2028', '2028-2029']);
    expect([isYearPeriod('2026-2027'), isYearPeriod('2026-2028'), isYearPeriod('2026')]).toEqual([true, false, false]);
  });

  it('refuses an end before the start or a period longer than a summer', () => {
    expect(periodEndError('2027-02-13', '2027-02-28')).toBeNull();
    expect(periodEndError('2027-02-13', '2027-02-13')).toBeNull();
    expect(periodEndError('2027-02-13', '2027-02-12')).toBe('La date de fin doit être supérieure à la date de début');
    expect(periodEndError('2027-07-03', '2027-09-30')).toBe('Une période de vacances dure au plus 80 jours');
    expect(periodEndError('2027-07-03', '')).toBe('Champ obligatoire');
  });

  it('a weekly series « hors vacances scolaires » skips the vacation weeks, « pendant » keeps only them', () => {
    const weekly = (variant: 'NO_SCHOOL_VACATIONS' | 'ONLY_SCHOOL_VACATIONS') => computeRepeatableDays('2027-02-08', { type: 'EVERY_WEEKS', until: '2027-03-08', variant }, winter);
    expect(weekly('NO_SCHOOL_VACATIONS')).toEqual(['2027-02-08', '2027-03-01', '2027-03-08']);
    expect(weekly('ONLY_SCHOOL_VACATIONS')).toEqual(['2027-02-15', '2027-02-22']);
  });
});
