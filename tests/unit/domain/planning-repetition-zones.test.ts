/**
 * The school-vacation variants of a weekly repetition in each zone (issue 33): « Pendant les
 * vacances scolaires uniquement » keeps the days inside the zone's vacations, « Hors vacances
 * scolaires » the others, and both the days of a series across the change to summer time
 * (Sunday 29 March 2026) and the preflight's slots keep their wall-clock times.
 */
import { describe, expect, it } from 'vitest';
import { preflight } from '../../../src/domain/planning/preflight';
import { computeRepeatableDays, emptySeriesLabel, type SchoolVacationVariant } from '../../../src/domain/planning/repetition';
import type { DayPeriod } from '../../../src/domain/schoolVacations';

/**
 * Spring 2026 by zone: A, B, C as the Éducation nationale's calendar (the seed's); Corsica and
 * Geneva as an admin would enter them on /school-vacations (the seed has none for them).
 */
const SPRING: Readonly<Record<'A' | 'B' | 'C' | 'CORSE' | 'SUISSE_GEN', readonly DayPeriod[]>> = {
  A: [{ start: '2026-02-07', end: '2026-02-22' }, { start: '2026-04-04', end: '2026-04-19' }],
  B: [{ start: '2026-02-14', end: '2026-03-01' }, { start: '2026-04-11', end: '2026-04-26' }],
  C: [{ start: '2026-02-21', end: '2026-03-08' }, { start: '2026-04-18', end: '2026-05-03' }],
  CORSE: [{ start: '2026-02-21', end: '2026-03-01' }, { start: '2026-04-25', end: '2026-05-10' }],
  SUISSE_GEN: [{ start: '2026-02-14', end: '2026-02-22' }, { start: '2026-04-02', end: '2026-04-17' }],
};

// Wednesdays from 25 March to 13 May 2026: the first is before the change to summer time, the others after.
const WEDNESDAYS = ['2026-03-25', '2026-04-01', '2026-04-08', '2026-04-15', '2026-04-22', '2026-04-29', '2026-05-06', '2026-05-13'];
const weekly = (variant: SchoolVacationVariant, periods: readonly DayPeriod[]) => computeRepeatableDays('2026-03-25', { type: 'EVERY_WEEKS', until: '2026-05-13', variant }, periods);

describe('computeRepeatableDays by zone, across the change to summer time', () => {
  it.each([
    ['A', ['2026-04-08', '2026-04-15']],
    ['B', ['2026-04-15', '2026-04-22']],
    ['C', ['2026-04-22', '2026-04-29']],
    ['CORSE', ['2026-04-29', '2026-05-06']],
    ['SUISSE_GEN', ['2026-04-08', '2026-04-15']],
  ] as const)('zone %s: only the vacations keeps %j, outside them the other Wednesdays', (zone, during) => {
    expect(weekly('ONLY_SCHOOL_VACATIONS', SPRING[zone])).toEqual(during);
    expect(weekly('NO_SCHOOL_VACATIONS', SPRING[zone])).toEqual(WEDNESDAYS.filter((day) => !(during as readonly string[]).includes(day)));
  });

  it('keeps every other week in the vacations with EVERY_TWO_WEEKS (zone B)', () => {
    const days = (variant: SchoolVacationVariant) => computeRepeatableDays('2026-03-25', { type: 'EVERY_TWO_WEEKS', until: '2026-05-13', variant }, SPRING.B);
    expect(days('ONLY_SCHOOL_VACATIONS')).toEqual(['2026-04-22']);
    expect(days('NO_SCHOOL_VACATIONS')).toEqual(['2026-03-25', '2026-04-08', '2026-05-06']);
  });

  it('a zone without periods: none during the vacations, every week outside them', () => {
    expect(weekly('ONLY_SCHOOL_VACATIONS', [])).toEqual([]);
    expect(weekly('NO_SCHOOL_VACATIONS', [])).toEqual(WEDNESDAYS);
    expect(emptySeriesLabel('ONLY_SCHOOL_VACATIONS')).toBe("Aucun jour de la répétition ne tombe pendant les vacances scolaires de la zone de l'agence");
    expect(emptySeriesLabel('NO_SCHOOL_VACATIONS')).toBe("Tous les jours de la répétition tombent pendant les vacances scolaires de la zone de l'agence");
  });

  it('a Sunday series holds the day of the change itself, and the preflight keeps 08:00–12:00 on both sides (Geneva, Easter)', () => {
    const proposal = { proId: 1, familyId: 2, day: '2026-03-22', startTime: '08:00', endTime: '12:00', repetition: { type: 'EVERY_WEEKS', until: '2026-04-19', variant: 'ONLY_SCHOOL_VACATIONS' } } as const;
    const periods = [{ start: '2026-03-28', end: '2026-04-12' }];
    expect(computeRepeatableDays(proposal.day, proposal.repetition, periods)).toEqual(['2026-03-29', '2026-04-05', '2026-04-12']);
    const slots = preflight(proposal, { events: [], absences: [], weekly: [], schoolVacations: periods });
    expect(slots.map((s) => `${s.day} ${s.startTime}–${s.endTime} ${s.rejections.length}`)).toEqual(['2026-03-29 08:00–12:00 0', '2026-04-05 08:00–12:00 0', '2026-04-12 08:00–12:00 0']);
  });

  it('an absence rejects the slot of the day it covers, among the vacations\' days only', () => {
    const proposal = { proId: 1, familyId: 2, day: '2026-03-25', startTime: '08:00', endTime: '12:00', repetition: { type: 'EVERY_WEEKS', until: '2026-05-13', variant: 'ONLY_SCHOOL_VACATIONS' } } as const;
    const absences = [{ type: 'FORMATION', startDateTime: '2026-04-15T07:00', endDateTime: '2026-04-15T09:00' }] as const;
    const slots = preflight(proposal, { events: [], absences, weekly: [], schoolVacations: SPRING.A });
    expect(slots.map((s) => [s.day, s.rejections.map((r) => r.label)])).toEqual([
      ['2026-04-08', []],
      ['2026-04-15', ["L'intervenant.e est en formation"]],
    ]);
  });
});
