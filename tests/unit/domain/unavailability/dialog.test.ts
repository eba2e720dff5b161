import { describe, expect, it } from 'vitest';
import { emptyWeeklyUnavailability, saveErrors, stepZeroErrors, type WeeklyUnavailabilityValues } from '../../../../src/domain/unavailability/dialog';
import { DELETE_UNAVAILABILITY_CONFIRMATION } from '../../../../src/domain/unavailability/types';

const valid: WeeklyUnavailabilityValues = { ...emptyWeeklyUnavailability(), period: 8, type: 'FORMATION' };
const withValues = (values: Partial<WeeklyUnavailabilityValues>) => saveErrors({ ...valid, ...values });

describe('weekly unavailability dialog: step 0', () => {
  it('requires the period and the type', () => {
    expect(stepZeroErrors(emptyWeeklyUnavailability())).toEqual({ period: 'Veuillez saisir la période', type: 'Veuillez saisir le type' });
    expect(stepZeroErrors({ period: 12, type: null })).toEqual({ type: 'Veuillez saisir le type' });
    expect(stepZeroErrors({ period: 1, type: 'OTHER' })).toEqual({});
  });
});

describe('weekly unavailability dialog: on save', () => {
  it('accepts all day long, always', () => {
    expect(withValues({})).toEqual({});
  });

  it('repeats the step 0 checks', () => {
    expect(saveErrors(emptyWeeklyUnavailability())).toEqual({ period: 'Veuillez saisir la période', type: 'Veuillez saisir le type' });
  });

  it('asks for the start time in modes from and between, the end time in modes to and between', () => {
    expect(withValues({ timeMode: 'from' })).toEqual({ startTime: "Veuillez saisir l'heure de début" });
    expect(withValues({ timeMode: 'to' })).toEqual({ endTime: "Veuillez saisir l'heure de fin" });
    expect(withValues({ timeMode: 'between' })).toEqual({ startTime: "Veuillez saisir l'heure de début", endTime: "Veuillez saisir l'heure de fin" });
    expect(withValues({ timeMode: 'between', startTime: 'abc', endTime: '12:00' })).toEqual({ startTime: "Veuillez saisir l'heure de début" });
    expect(withValues({ timeMode: 'from', startTime: '14:00' })).toEqual({});
    expect(withValues({ timeMode: 'allDayLong', startTime: 'ignored' })).toEqual({});
  });

  it('wants the end time after the start time', () => {
    const message = "L'heure de fin doit être supérieure à l'heure de début";
    expect(withValues({ timeMode: 'between', startTime: '12:00', endTime: '09:00' })).toEqual({ endTime: message });
    expect(withValues({ timeMode: 'between', startTime: '12:00', endTime: '12:00' })).toEqual({ endTime: message });
    expect(withValues({ timeMode: 'between', startTime: '9:00', endTime: '10:00' })).toEqual({});
  });

  it("asks for the day of application in mode at", () => {
    expect(withValues({ periodMode: 'at' })).toEqual({ day: "Veuillez saisir le jour d'application" });
    expect(withValues({ periodMode: 'at', day: '2026-12-01' })).toEqual({});
  });

  it('refuses a single day that is not one of the chosen days', () => {
    // 2026-12-05 is a Saturday; period 8 is Monday to Friday.
    expect(withValues({ periodMode: 'at', day: '2026-12-05' })).toEqual({ day: "Le jour d'application ne fait pas partie de la période choisie" });
    expect(withValues({ period: 12, periodMode: 'at', day: '2026-12-05' })).toEqual({});
  });

  it('asks for the start date in modes from and between, the end date in modes to and between', () => {
    const start = "Veuillez saisir la date de début de période d'application";
    const end = "Veuillez saisir la date de fin de période d'application";
    expect(withValues({ periodMode: 'from' })).toEqual({ startDate: start });
    expect(withValues({ periodMode: 'to' })).toEqual({ endDate: end });
    expect(withValues({ periodMode: 'between' })).toEqual({ startDate: start, endDate: end });
    expect(withValues({ periodMode: 'from', startDate: '2017-06-01' })).toEqual({ startDate: start });
    expect(withValues({ periodMode: 'to', endDate: '2026-12-31' })).toEqual({});
  });

  it('wants the end date after the start date', () => {
    const message = 'La date de fin doit être supérieure à la date de début';
    expect(withValues({ periodMode: 'between', startDate: '2026-12-31', endDate: '2026-12-01' })).toEqual({ endDate: message });
    expect(withValues({ periodMode: 'between', startDate: '2026-12-01', endDate: '2026-12-01' })).toEqual({ endDate: message });
    expect(withValues({ periodMode: 'between', startDate: '2026-12-01', endDate: '2027-01-31' })).toEqual({});
  });

  it('takes a comment of up to 200 characters', () => {
    expect(withValues({ comment: 'x'.repeat(200) })).toEqual({});
    expect(withValues({ comment: 'x'.repeat(201) })).toEqual({ comment: '200 caractères maximum' });
  });
});

describe('deleting an unavailability', () => {
  it("asks the spec's question", () => {
    expect(DELETE_UNAVAILABILITY_CONFIRMATION).toBe('Confirmez-vous la suppression de cette indisponibilité ?');
  });
});
