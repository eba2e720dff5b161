import { describe, expect, it } from 'vitest';
import { emptyEventForm, eventChange, eventFormOf, eventProposal, preflightChoices, shiftView, slotLabel, viewDays, weekDays } from '../../../src/domain/planning/form';

const slot = (day: string, rejections: { code: 'PRO_BUSY' | 'FAMILY_BUSY'; label: string; bypassable: boolean }[] = []) => ({
  day, startTime: '08:00', endTime: '12:00', rejections, bypassable: rejections.length > 0 && rejections.every((r) => r.bypassable),
});
const busy = { code: 'PRO_BUSY' as const, label: "L'intervenant(e) est en prestation", bypassable: false };
const family = { code: 'FAMILY_BUSY' as const, label: 'La famille a une autre prestation sur ce créneau horaire', bypassable: true };

describe('the individual plannings screen', () => {
  it("shows a month's whole weeks, Monday to Sunday, and moves a week or a month", () => {
    const november = viewDays('MONTH', '2026-11-25');
    expect([november[0], november.at(-1), november.length]).toEqual(['2026-10-26', '2026-12-06', 42]);
    // February 2027 starts on a Monday and ends on a Sunday: four weeks exactly.
    expect([viewDays('MONTH', '2027-02-14')[0], viewDays('MONTH', '2027-02-14').at(-1)]).toEqual(['2027-02-01', '2027-02-28']);
    expect(viewDays('WEEK', '2026-11-25')).toEqual(weekDays('2026-11-25'));
    expect(shiftView('MONTH', '2026-12-24', 1)).toBe('2027-01-01');
    expect(shiftView('MONTH', '2026-03-31', -1)).toBe('2026-02-01');
    expect(shiftView('WEEK', '2026-11-25', -1)).toBe('2026-11-16');
  });
  it('shows the week of a day, Monday first, also across the end of daylight-saving time', () => {
    expect(weekDays('2026-10-28')).toEqual(['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01']);
    expect(weekDays('2026-10-25')[0]).toBe('2026-10-19');
  });

  it('names a slot with its French day and times', () => {
    expect(slotLabel({ day: '2026-11-23', startTime: '21:00', endTime: '07:00' })).toBe('lundi 23 novembre, 21:00 – 07:00');
  });

  it('sends the repetition only as the form says: no end for a single event, the vacation variant for weekly ones', () => {
    const values = { ...emptyEventForm('2026-11-23', { proId: 11 }), familyId: '5', startTime: '08:00', endTime: '12:00' };
    expect(eventProposal(values)).toEqual({ familyId: 5, proId: 11, prestationTypeId: null, day: '2026-11-23', startTime: '08:00', endTime: '12:00', repetition: { type: 'NO_REPETITION', until: null, variant: null } });
    expect(eventProposal({ ...values, repetition: 'EVERY_MONTH', until: '2027-02-23', variant: 'NO_SCHOOL_VACATIONS' }).repetition).toEqual({ type: 'EVERY_MONTH', until: '2027-02-23', variant: null });
    expect(eventProposal({ ...values, repetition: 'EVERY_TWO_WEEKS', until: '2027-02-23', variant: 'NO_SCHOOL_VACATIONS' }).repetition.variant).toBe('NO_SCHOOL_VACATIONS');
  });

  it('changes an event with its own values, keeping its prestation type unless one is chosen', () => {
    const values = eventFormOf({ day: '2026-11-23', startTime: '21:00', endTime: '07:00', user: { id: 11 }, family: { id: 5 } });
    expect(eventChange(90, values)).toEqual({ id: 90, familyId: 5, proId: 11, day: '2026-11-23', startTime: '21:00', endTime: '07:00' });
    expect(eventChange(90, { ...values, prestationTypeId: '3' })).toMatchObject({ prestationTypeId: 3 });
  });

  it('after a preflight: creates at once when nothing is in the way, else offers the bypass and the others only where they apply', () => {
    expect(preflightChoices([slot('2026-11-23')])).toMatchObject({ clear: true, canBypass: false, canSkip: false });
    expect(preflightChoices([slot('2026-11-23'), slot('2026-11-30', [busy])])).toMatchObject({ clear: false, canBypass: false, canSkip: true });
    expect(preflightChoices([slot('2026-11-23', [family])])).toMatchObject({ clear: false, canBypass: true, canSkip: false });
    expect(preflightChoices([slot('2026-11-23', [busy, family])])).toMatchObject({ clear: false, canBypass: false, canSkip: false });
    expect(preflightChoices([])).toMatchObject({ clear: false, canBypass: false, canSkip: false, rejected: [] });
  });
});
