import { describe, expect, it } from 'vitest';
import { emptyEventForm, eventChange, eventFormOf, eventProposal, preflightChoices, shiftView, shownDay, slotLabel, viewDays, weekDays } from '../../../src/domain/planning/form';

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

  it("moves exactly one week across a year's end, a month's end and both daylight-saving changes, never into the wrong year", () => {
    // Thursday 31 December 2026 lies in the week of Monday 28 December to Sunday 3 January 2027 (ISO week 53).
    expect(viewDays('WEEK', '2026-12-31')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
    expect([shiftView('WEEK', '2026-12-31', 1), shiftView('WEEK', '2026-12-31', -1)]).toEqual(['2027-01-04', '2026-12-21']);
    expect([shiftView('WEEK', '2027-01-04', -1), shiftView('WEEK', '2027-01-01', -1)]).toEqual(['2026-12-28', '2026-12-21']);
    // Friday 31 December 2027: Monday 27 December, then Monday 3 January 2028.
    expect([weekDays('2027-12-31')[0], shiftView('WEEK', '2027-12-31', 1)]).toEqual(['2027-12-27', '2028-01-03']);
    // A week across two months: Wednesday 30 September 2026.
    expect([weekDays('2026-09-30')[0], weekDays('2026-09-30').at(-1), shiftView('WEEK', '2026-09-30', 1), shiftView('WEEK', '2026-09-30', -1)]).toEqual(['2026-09-28', '2026-10-04', '2026-10-05', '2026-09-21']);
    // The Sundays the clocks change (29 March and 25 October 2026).
    expect([shiftView('WEEK', '2026-03-29', 1), shiftView('WEEK', '2026-10-25', 1), shiftView('WEEK', '2026-10-26', -1)]).toEqual(['2026-03-30', '2026-10-26', '2026-10-19']);
    expect([shiftView('DAY', '2026-12-31', 1), shiftView('DAY', '2027-01-01', -1), shiftView('DAY', '2028-02-28', 1)]).toEqual(['2027-01-01', '2026-12-31', '2028-02-29']);
    // Seven « Semaine suivante » from 31 December 2026: Monday 15 February 2027.
    expect(Array.from({ length: 7 }).reduce<string>((day) => shiftView('WEEK', day, 1), '2026-12-31')).toBe('2027-02-15');
  });

  it("shows the day a link names when it exists, else today's", () => {
    expect(shownDay('2026-12-31', '2026-03-16')).toBe('2026-12-31');
    expect(shownDay('2028-02-29', '2026-03-16')).toBe('2028-02-29');
    // A day that does not exist is not rolled into March or into the next year.
    expect([shownDay('2026-02-31', '2026-03-16'), shownDay('2026-13-01', '2026-03-16'), shownDay('2026-12-32', '2026-03-16'), shownDay(undefined, '2026-03-16')]).toEqual(Array(4).fill('2026-03-16'));
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
