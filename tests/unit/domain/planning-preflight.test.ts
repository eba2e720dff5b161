import { describe, expect, it } from 'vitest';
import { preflight, slotsToCreate, type PlanningContext, type ProposedEvent } from '../../../src/domain/planning/preflight';
import { computeRepeatableDays, repetitionError } from '../../../src/domain/planning/repetition';

const PRO = 7;
const FAMILY = 3;
/** Monday 23 November 2026, 08:00–12:00. */
const proposal: ProposedEvent = { proId: PRO, familyId: FAMILY, day: '2026-11-23', startTime: '08:00', endTime: '12:00', repetition: { type: 'NO_REPETITION' } };
const empty: PlanningContext = { events: [], absences: [], weekly: [] };
const event = (proId: number, familyId: number, day: string, startTime: string, endTime: string) => ({ id: 1, proId, familyId, day, startTime, endTime });
const absence = (type: 'PAID_VACATION' | 'SICK_VACATION' | 'NOT_WORKING' | 'MATERNITY_LEAVE' | 'WORK_ACCIDENT', start: string, end: string) => ({ type, startDateTime: start, endDateTime: end });
const weekly = (type: 'OTHER_BUSINESS' | 'FORMATION' | 'OTHER', weekDay: number, startTime: string, endTime: string) => ({ type, weekDay, startTime, endTime, startDate: null, endDate: null });

const labelsOf = (p: ProposedEvent, context: PlanningContext) => preflight(p, context)[0]!.rejections.map((r) => [r.label, r.bypassable]);

describe('preflight of one slot: each rejection reason, word for word (spec 001 §8)', () => {
  const cases: [string, Partial<PlanningContext>, Partial<ProposedEvent>, [string, boolean][]][] = [
    ['nothing in the way', {}, {}, []],
    ['the same family and professional already booked', { events: [event(PRO, FAMILY, '2026-11-23', '11:00', '14:00')] }, {}, [['Une prestation existe déjà entre cette famille et cet(te) intervenant(e)', false]]],
    ['the professional at another family', { events: [event(PRO, 9, '2026-11-23', '07:00', '08:30')] }, {}, [["L'intervenant(e) est en prestation", false]]],
    ['the family with another professional', { events: [event(8, FAMILY, '2026-11-23', '10:00', '10:30')] }, {}, [['La famille a une autre prestation sur ce créneau horaire', true]]],
    ['paid leave', { absences: [absence('PAID_VACATION', '2026-11-21T00:00', '2026-11-29T23:59')] }, {}, [["L'intervenant.e est en congés payés", false]]],
    ['sick leave', { absences: [absence('SICK_VACATION', '2026-11-23T00:00', '2026-11-23T23:59')] }, {}, [["L'intervenant.e est en arrêt maladie", false]]],
    ['maternity leave', { absences: [absence('MATERNITY_LEAVE', '2026-10-01T00:00', '2027-01-31T23:59')] }, {}, [["L'intervenant.e est en congé maternité", false]]],
    ['a work accident', { absences: [absence('WORK_ACCIDENT', '2026-11-23T09:00', '2026-11-24T18:00')] }, {}, [["L'intervenant.e est en accident du travail", false]]],
    ['an informative absence: does not work on this slot', { absences: [absence('NOT_WORKING', '2026-11-23T08:00', '2026-11-23T10:00')] }, {}, [["L'intervenant.e ne travaille pas sur ce créneau", true]]],
    ['another job every Monday morning', { weekly: [weekly('OTHER_BUSINESS', 1, '07:00', '09:00')] }, {}, [["L'intervenant.e est sur un autre emploi", true]]],
    ['training every Monday', { weekly: [weekly('FORMATION', 1, '09:00', '17:00')] }, {}, [["L'intervenant.e est en formation", true]]],
    ['not available every Monday', { weekly: [weekly('OTHER', 1, '11:59', '12:30')] }, {}, [["L'intervenant.e est indisponible", true]]],
    ['a weekly slot on another week day', { weekly: [weekly('OTHER', 2, '08:00', '12:00')] }, {}, []],
    ['a weekly slot whose period is over', { weekly: [{ ...weekly('OTHER', 1, '08:00', '12:00'), endDate: '2026-11-22' }] }, {}, []],
    ['an event that ends as ours starts', { events: [event(PRO, 9, '2026-11-23', '06:00', '08:00')] }, {}, []],
    [
      'several reasons at once',
      { events: [event(PRO, 9, '2026-11-23', '09:00', '10:00'), event(8, FAMILY, '2026-11-23', '09:00', '10:00')], weekly: [weekly('OTHER', 1, '08:00', '09:00')] },
      {},
      [["L'intervenant(e) est en prestation", false], ['La famille a une autre prestation sur ce créneau horaire', true], ["L'intervenant.e est indisponible", true]],
    ],
  ];
  it.each(cases)('%s', (_name, context, change, expected) => {
    expect(labelsOf({ ...proposal, ...change }, { ...empty, ...context })).toEqual(expected);
  });

  it('a slot is bypassable only when every rejection is', () => {
    const [both] = preflight(proposal, { ...empty, events: [event(8, FAMILY, '2026-11-23', '09:00', '10:00')], weekly: [weekly('OTHER', 1, '08:00', '09:00')] });
    expect(both!.bypassable).toBe(true);
    const [mixed] = preflight(proposal, { ...empty, events: [event(8, FAMILY, '2026-11-23', '09:00', '10:00')], absences: [absence('SICK_VACATION', '2026-11-23T00:00', '2026-11-23T23:59')] });
    expect(mixed!.bypassable).toBe(false);
  });
});

describe('night events run into the next day', () => {
  const night = { ...proposal, startTime: '21:00', endTime: '07:00' };
  it('meets the next morning’s event and the next day’s weekly slot', () => {
    expect(labelsOf(night, { ...empty, events: [event(PRO, 9, '2026-11-24', '06:30', '09:00')] })).toEqual([["L'intervenant(e) est en prestation", false]]);
    expect(labelsOf(night, { ...empty, weekly: [weekly('OTHER_BUSINESS', 2, '06:00', '08:00')] })).toEqual([["L'intervenant.e est sur un autre emploi", true]]);
  });
  it('is met by last night’s event', () => {
    const early = { ...proposal, startTime: '06:00', endTime: '09:00' };
    expect(labelsOf(early, { ...empty, events: [event(8, FAMILY, '2026-11-22', '22:00', '07:00')] })).toEqual([['La famille a une autre prestation sur ce créneau horaire', true]]);
  });
  it('ends before the next day’s event that starts at its end', () => {
    expect(labelsOf(night, { ...empty, events: [event(PRO, 9, '2026-11-24', '07:00', '09:00')] })).toEqual([]);
  });
});

describe('the half-day cut-off at 13:00', () => {
  const afternoonOff = { ...empty, absences: [absence('PAID_VACATION', '2026-11-23T13:00', '2026-11-23T23:59')] };
  it('a morning up to 13:00 is free when the afternoon is taken off', () => {
    expect(labelsOf({ ...proposal, startTime: '08:00', endTime: '13:00' }, afternoonOff)).toEqual([]);
  });
  it('a slot past 13:00 meets the afternoon off', () => {
    expect(labelsOf({ ...proposal, startTime: '12:30', endTime: '14:00' }, afternoonOff)).toEqual([["L'intervenant.e est en congés payés", false]]);
  });
});

describe('repetitions (computeRepeatableDays)', () => {
  it('every week across the end of daylight-saving time keeps the week day, and the times stay', () => {
    // 25 October 2026: clocks go back in France.
    expect(computeRepeatableDays('2026-10-19', { type: 'EVERY_WEEKS', until: '2026-11-02' })).toEqual(['2026-10-19', '2026-10-26', '2026-11-02']);
    const slots = preflight({ ...proposal, day: '2026-10-19', repetition: { type: 'EVERY_WEEKS', until: '2026-11-02' } }, empty);
    expect(slots.map((s) => [s.day, s.startTime, s.endTime])).toEqual([['2026-10-19', '08:00', '12:00'], ['2026-10-26', '08:00', '12:00'], ['2026-11-02', '08:00', '12:00']]);
  });
  it('every week across the start of daylight-saving time (29 March 2026)', () => {
    expect(computeRepeatableDays('2026-03-22', { type: 'EVERY_WEEKS', until: '2026-04-05' })).toEqual(['2026-03-22', '2026-03-29', '2026-04-05']);
  });
  it('every two weeks', () => {
    expect(computeRepeatableDays('2026-11-23', { type: 'EVERY_TWO_WEEKS', until: '2026-12-31' })).toEqual(['2026-11-23', '2026-12-07', '2026-12-21']);
  });
  it('every month skips the months without the day', () => {
    expect(computeRepeatableDays('2027-01-31', { type: 'EVERY_MONTH', until: '2027-05-31' })).toEqual(['2027-01-31', '2027-03-31', '2027-05-31']);
  });
  it('without and only during the school vacations of the zone', () => {
    const christmas = [{ start: '2026-12-19', end: '2027-01-03' }];
    const series = { type: 'EVERY_WEEKS' as const, until: '2027-01-11' };
    expect(computeRepeatableDays('2026-12-14', { ...series, variant: 'NO_SCHOOL_VACATIONS' }, christmas)).toEqual(['2026-12-14', '2027-01-04', '2027-01-11']);
    expect(computeRepeatableDays('2026-12-14', { ...series, variant: 'ONLY_SCHOOL_VACATIONS' }, christmas)).toEqual(['2026-12-21', '2026-12-28']);
  });
  it.each([
    // Winter 2027 of the official calendar (sandbox/seed/schoolVacations.ts), a different fortnight in each zone.
    ['A', { start: '2027-02-13', end: '2027-02-28' }, ['2027-02-01', '2027-02-08', '2027-03-01', '2027-03-08'], ['2027-02-15', '2027-02-22']],
    ['B', { start: '2027-02-20', end: '2027-03-07' }, ['2027-02-01', '2027-02-08', '2027-02-15', '2027-03-08'], ['2027-02-22', '2027-03-01']],
    ['C', { start: '2027-02-06', end: '2027-02-21' }, ['2027-02-01', '2027-02-22', '2027-03-01', '2027-03-08'], ['2027-02-08', '2027-02-15']],
  ])('every week, zone %s: the winter vacation of the zone is left out, or kept alone', (_zone, winter, without, only) => {
    const series = { type: 'EVERY_WEEKS' as const, until: '2027-03-08' };
    expect(computeRepeatableDays('2027-02-01', { ...series, variant: 'NO_SCHOOL_VACATIONS' }, [winter])).toEqual(without);
    expect(computeRepeatableDays('2027-02-01', { ...series, variant: 'ONLY_SCHOOL_VACATIONS' }, [winter])).toEqual(only);
  });
  it('refuses an end before the day and a series longer than a year', () => {
    expect(repetitionError('2026-11-23', { type: 'EVERY_WEEKS', until: '2026-11-23' })).toBe('La date de fin de répétition doit être postérieure au jour de la prestation');
    expect(repetitionError('2026-11-23', { type: 'EVERY_WEEKS', until: '2027-12-01' })).toBe('La répétition ne peut pas dépasser un an');
    expect(computeRepeatableDays('2026-11-23', { type: 'EVERY_WEEKS', until: '2027-12-01' })).toEqual([]);
  });
  it('a weekly series with one week on leave: that week rejected, the others created', () => {
    const context = { ...empty, absences: [absence('PAID_VACATION', '2026-11-30T00:00', '2026-12-06T23:59')] };
    const slots = preflight({ ...proposal, repetition: { type: 'EVERY_WEEKS', until: '2026-12-14' } }, context);
    expect(slots.map((s) => s.rejections.length)).toEqual([0, 1, 0, 0]);
    expect(slotsToCreate(slots, true).map((s) => s.day)).toEqual(['2026-11-23', '2026-12-07', '2026-12-14']);
  });
});
