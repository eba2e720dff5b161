/** The activity screens' rules: the collective planning's period, labels and colours; the hub's words; the absences' month; a timesheet's completion and states. */
import { describe, expect, it } from 'vitest';
import { counterText, FEW_HOURS_MAX_MINUTES } from '../../../src/domain/activity/hub';
import { excludedStatuses, periodDays, planningPeriod, PRO_PLANNINGS_TEXTS, proColor, proPlanningLabel, shiftPeriod } from '../../../src/domain/activity/proPlannings';
import { reportTypeOf } from '../../../src/domain/activity/reports';
import { sheetCompletion, TIMESHEET_STATE_LABELS, timesheetPath } from '../../../src/domain/activity/timesheets';
import { monthPeriod } from '../../../src/domain/activity/unavailabilities';

describe('collective planning', () => {
  it('covers the day, or the week from Monday that holds it, across a month and a year', () => {
    expect(planningPeriod('DAY', '2026-11-25')).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(planningPeriod('WEEK', '2026-11-25')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(planningPeriod('WEEK', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(planningPeriod('WEEK', '2027-01-01')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });
  it("lists the period's days (its holidays' months come from them) and names a holiday with its day", () => {
    expect(periodDays('DAY', '2026-11-25')).toEqual(['2026-11-25']);
    expect(periodDays('WEEK', '2027-01-01')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
    expect(PRO_PLANNINGS_TEXTS.holiday('Jour de l’an', '2027-01-01')).toBe('Jour férié : Jour de l’an, vendredi 1 janvier');
  });
  it('moves a day or a week', () => {
    expect(shiftPeriod('DAY', '2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftPeriod('WEEK', '2026-11-25', -1)).toBe('2026-11-18');
  });
  it('marks candidates (C), keeps the archived out and the suspended on demand', () => {
    expect(proPlanningLabel({ firstName: 'Paul', lastName: 'Roux', status: 'CANDIDATE' })).toBe('Paul Roux (C)');
    expect(proPlanningLabel({ firstName: 'Inès', lastName: 'Haddad', status: 'ACTIVE' })).toBe('Inès Haddad');
    expect(excludedStatuses(false)).toEqual(['INACTIVE', 'SUSPENDED']);
    expect(excludedStatuses(true)).toEqual(['INACTIVE']);
  });
  it('gives a professional the same colour on every page', () => {
    expect(proColor(11)).toBe(proColor(11));
    expect(proColor(11)).not.toBe(proColor(12));
  });
});

describe('hub, reports, absences', () => {
  it('says one or several in French', () => {
    expect(counterText(0, ['absence', 'absences'])).toBe('0 absence');
    expect(counterText(1, ['absence', 'absences'])).toBe('1 absence');
    expect(counterText(1200, ['absence', 'absences'], '1 200')).toBe('1 200 absences');
    expect(FEW_HOURS_MAX_MINUTES).toBe(600);
  });
  it("reads the reports' type, professionals unless families", () => {
    expect(reportTypeOf('families')).toBe('families');
    expect(reportTypeOf('pros')).toBe('pros');
    expect(reportTypeOf(undefined)).toBe('pros');
  });
  it("opens the absences on the month's first to last day", () => {
    expect(monthPeriod('2028-02')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
    expect(monthPeriod('2026-12')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
  });
});

describe('timesheets', () => {
  it('colours the completion red under 25, orange under 75, else green (spec 001 §9)', () => {
    expect(sheetCompletion({ slotsCount: 20, customerSlotsCount: 4 })).toEqual({ percent: 20, colour: 'red' });
    expect(sheetCompletion({ slotsCount: 20, customerSlotsCount: 5 })).toEqual({ percent: 25, colour: 'orange' });
    expect(sheetCompletion({ slotsCount: 3, customerSlotsCount: 2 })).toEqual({ percent: 66, colour: 'orange' });
    expect(sheetCompletion({ slotsCount: 4, customerSlotsCount: 3 })).toEqual({ percent: 75, colour: 'green' });
    expect(sheetCompletion({ slotsCount: 0, customerSlotsCount: 0 })).toBeNull();
  });
  it('names every state in French and links a timesheet', () => {
    expect(Object.fromEntries(Object.entries(TIMESHEET_STATE_LABELS).map(([state, { label }]) => [state, label]))).toEqual({
      VALIDATED: 'Validé', ADDED: 'Ajouté', CANCELED: 'Annulé', UPDATED: 'Modifié', UNSET: 'Non renseigné',
    });
    expect(timesheetPath({ month: '2026-10', pro: { id: 3 }, family: { id: 5 } })).toBe('/activity/timesheets/2026-10/3/5');
  });
});
