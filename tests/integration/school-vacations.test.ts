/** School vacations (/school-vacations, admin) over real HTTP: the seeded calendar, changes, checks, and the planning's repetitions and estimates reading the same periods. */
import { describe, expect, it } from 'vitest';
import { computeRepeatableDays, createEvents, preflightEvents } from '../../src/api/contract/planningEngine';
import { computeEstimatePlanning } from '../../src/api/contract/estimates';
import * as api from '../../src/api/contract/schoolVacations';
import { fillPath } from '../../src/api/endpoint';
import { lyonAndParisSandbox } from './sandbox-support';

const sandbox = lyonAndParisSandbox();
const admin = async () => (await sandbox.api.login('admin@demo.fr')).token;
const list = async (query: string, token: string) => {
  const answer = await sandbox.api.get(`${api.schoolVacations.path}?${query}`, token);
  expect(answer.status).toBe(200);
  return api.schoolVacations.response.parse(answer.body);
};
/** An active professional and a family of Lyon (zone A). */
const lyonPair = () => {
  const db = sandbox.server.sandbox.db;
  const proId = db.prepare("SELECT id FROM employees WHERE agency_id = 1 AND status = 'ACTIVE' ORDER BY id DESC LIMIT 1").pluck().get() as number;
  const familyId = db.prepare('SELECT id FROM families WHERE agency_id = 1 ORDER BY id DESC LIMIT 1').pluck().get() as number;
  return { proId, familyId };
};

describe('the calendar', () => {
  it('lists the official 2026-2027 vacations of zone A in date order', async () => {
    const periods = await list('yearPeriod=2026-2027&zone=A', await admin());
    expect(periods.map((p) => [p.kind, p.startDate, p.endDate])).toEqual([
      ['TOUSSAINT', '2026-10-17', '2026-11-01'],
      ['NOEL', '2026-12-19', '2027-01-03'],
      ['HIVER', '2027-02-13', '2027-02-28'],
      ['PRINTEMPS', '2027-04-10', '2027-04-25'],
      ['ETE', '2027-07-03', '2027-08-31'],
    ]);
    expect(periods.every((p) => p.yearPeriod === '2026-2027' && p.zone === 'A')).toBe(true);
    expect((await list('yearPeriod=2025-2026', await admin())).map((p) => p.zone)).toEqual([...Array(5).fill('A'), ...Array(5).fill('B'), ...Array(5).fill('C')]);
    expect(await list('zone=SUISSE_GEN', await admin())).toEqual([]);
  });

  it('is for admins only, and checks the school year asked', async () => {
    expect((await sandbox.api.get(api.schoolVacations.path, sandbox.director)).status).toBe(403);
    const wrong = await sandbox.api.get(`${api.schoolVacations.path}?yearPeriod=2026-2028`, await admin());
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].field).toBe('query.yearPeriod');
  });

  it('adds, changes and deletes a period; a period ending before it starts is refused on its end', async () => {
    const token = await admin();
    const created = await sandbox.api.post(api.createSchoolVacation.path, { zone: 'SUISSE_GEN', kind: 'TOUSSAINT', startDate: '2026-10-17', endDate: '2026-11-01' }, token);
    expect(created.status).toBe(200);
    const period = api.createSchoolVacation.response.parse(created.body);
    expect(period).toMatchObject({ zone: 'SUISSE_GEN', yearPeriod: '2026-2027' });
    const path = fillPath(api.updateSchoolVacation.path, { id: period.id });
    const changed = await sandbox.api.put(path, { ...period, startDate: '2026-10-10', endDate: '2026-10-25' }, token);
    expect(api.updateSchoolVacation.response.parse(changed.body)).toMatchObject({ startDate: '2026-10-10', endDate: '2026-10-25' });
    const backwards = await sandbox.api.put(path, { ...period, endDate: '2026-10-01' }, token);
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual([{ code: 'PARAMETERS_ERROR', label: 'La date de fin doit être supérieure à la date de début', field: 'endDate' }]);
    expect((await list('zone=SUISSE_GEN', token)).map((p) => p.startDate)).toEqual(['2026-10-10']);
    expect((await sandbox.api.del(path, token)).status).toBe(204);
    expect(await list('zone=SUISSE_GEN', token)).toEqual([]);
    expect((await sandbox.api.del(path, token)).status).toBe(404);
  });
});

describe('periods of one zone', () => {
  it('cannot overlap: a second summer of zone A is refused naming the first; the same days in another zone, or next to it, are accepted', async () => {
    const token = await admin();
    const summer = (await list('zone=A&yearPeriod=2025-2026', token)).find((p) => p.kind === 'ETE')!;
    const again = await sandbox.api.post(api.createSchoolVacation.path, { zone: 'A', kind: 'ETE', startDate: summer.startDate, endDate: summer.endDate }, token);
    expect(again.status).toBe(400);
    const day = (iso: string) => iso.split('-').reverse().join('/');
    expect(again.body.errors).toEqual([{ code: 'SCHOOL_VACATION_OVERLAP', label: `Ces dates chevauchent « Vacances d'été » de la même zone, du ${day(summer.startDate)} au ${day(summer.endDate)}` }]);
    const elsewhere = await sandbox.api.post(api.createSchoolVacation.path, { zone: 'SUISSE_GEN', kind: 'ETE', startDate: summer.startDate, endDate: summer.endDate }, token);
    expect(elsewhere.status).toBe(200);
    const next = new Date(`${summer.endDate}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    const dayAfter = next.toISOString().slice(0, 10);
    const adjacent = await sandbox.api.post(api.createSchoolVacation.path, { zone: 'A', kind: 'AUTRE', startDate: dayAfter, endDate: dayAfter }, token);
    expect(adjacent.status).toBe(200);
    // Changing a period over its own days is no overlap.
    const own = await sandbox.api.put(fillPath(api.updateSchoolVacation.path, { id: summer.id }), { ...summer, endDate: summer.endDate }, token);
    expect(own.status).toBe(200);
  });
});

describe('repetitions and estimates read the zone’s periods', () => {
  it('a NO_SCHOOL_VACATIONS weekly series in Lyon skips the spring vacations of zone A, and follows a period the admin adds', async () => {
    // Mondays from 29 March to 3 May 2027: zone A's spring vacations (10 to 25 April) take 12 and 19 April.
    const series = { ...lyonPair(), day: '2027-03-29', startTime: '09:00', endTime: '11:00', repetition: { type: 'EVERY_WEEKS', until: '2027-05-03', variant: 'NO_SCHOOL_VACATIONS' } };
    const answer = await sandbox.api.post(createEvents.path, series, sandbox.director);
    expect(answer.status).toBe(200);
    expect(createEvents.response.parse(answer.body).created.map((e) => e.day)).toEqual(['2027-03-29', '2027-04-05', '2027-04-26', '2027-05-03']);

    // A local holiday the admin adds to zone A is left out of the next series at once.
    const token = await admin();
    const added = await sandbox.api.post(api.createSchoolVacation.path, { zone: 'A', kind: 'AUTRE', startDate: '2027-05-17', endDate: '2027-05-17' }, token);
    expect(added.status).toBe(200);
    const next = await sandbox.api.post(createEvents.path, { ...series, day: '2027-05-10', repetition: { ...series.repetition, until: '2027-05-24' } }, sandbox.director);
    expect(createEvents.response.parse(next.body).created.map((e) => e.day)).toEqual(['2027-05-10', '2027-05-24']);
    await sandbox.api.del(fillPath(api.deleteSchoolVacation.path, { id: added.body.id }), token);
  });

  it('an ONLY_SCHOOL_VACATIONS series in Lyon: the preflight, the creation and computeRepeatableDays give the Fridays of zone A\'s spring vacations', async () => {
    // Fridays from 2 April to 7 May 2027: zone A's spring vacations (10 to 25 April) hold 16 and 23 April.
    const repetition = { type: 'EVERY_WEEKS', until: '2027-05-07', variant: 'ONLY_SCHOOL_VACATIONS' };
    const series = { ...lyonPair(), day: '2027-04-02', startTime: '14:00', endTime: '16:00', repetition };
    const slots = await sandbox.api.post(preflightEvents.path, series, sandbox.director);
    expect(preflightEvents.response.parse(slots.body).slots.map((s) => [s.day, s.startTime, s.endTime])).toEqual([['2027-04-16', '14:00', '16:00'], ['2027-04-23', '14:00', '16:00']]);
    const days = await sandbox.api.post(computeRepeatableDays.path, { day: series.day, repetition }, sandbox.director);
    expect(days.body).toEqual({ days: ['2027-04-16', '2027-04-23'] });
    const outside = await sandbox.api.post(computeRepeatableDays.path, { day: series.day, repetition: { ...repetition, variant: 'NO_SCHOOL_VACATIONS' } }, sandbox.director);
    expect(outside.body).toEqual({ days: ['2027-04-02', '2027-04-09', '2027-04-30', '2027-05-07'] });
    const answer = await sandbox.api.post(createEvents.path, series, sandbox.director);
    expect(answer.status).toBe(200);
    expect(createEvents.response.parse(answer.body).created.map((e) => [e.day, e.startTime, e.endTime])).toEqual([['2027-04-16', '14:00', '16:00'], ['2027-04-23', '14:00', '16:00']]);
  });

  it('a series with no day in the vacations answers 409 with its reason, and Paris (zone C) has its own spring days', async () => {
    // May to mid-June 2027: no vacations in zone A.
    const empty = await sandbox.api.post(createEvents.path, { ...lyonPair(), day: '2027-05-14', startTime: '14:00', endTime: '16:00', repetition: { type: 'EVERY_WEEKS', until: '2027-06-11', variant: 'ONLY_SCHOOL_VACATIONS' } }, sandbox.director);
    expect([empty.status, empty.body.errors]).toEqual([409, [{ code: 'PLANNING_REJECTED', label: "Aucun jour de la répétition ne tombe pendant les vacances scolaires de la zone de l'agence" }]]);
    const paris = await sandbox.api.post(computeRepeatableDays.path, { day: '2027-04-02', repetition: { type: 'EVERY_WEEKS', until: '2027-05-07', variant: 'ONLY_SCHOOL_VACATIONS' } }, sandbox.paris);
    expect(paris.body).toEqual({ days: ['2027-04-09', '2027-04-16'] });
  });

  it("an estimate's planning uses the same periods (Paris, zone C: winter 6 to 21 February 2027)", async () => {
    const body = { slots: [{ weekDay: 1, startTime: '16:30', endTime: '19:00' }], repetitionType: 'EVERY_WEEKS_ONLY_SCHOOL_VACATIONS', periodStartDate: '2027-02-01', periodEndDate: '2027-02-28' };
    const answer = await sandbox.api.post(computeEstimatePlanning.path, body, sandbox.paris);
    expect(answer.status).toBe(200);
    expect(computeEstimatePlanning.response.parse(answer.body).sessions.map((s) => s.day)).toEqual(['2027-02-08', '2027-02-15']);
  });
});
