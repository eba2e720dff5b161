/** The planning engine over real HTTP: preflight, creation of one event or a series, updates, deletion, concurrency. */
import { describe, expect, it } from 'vitest';
import * as engine from '../../src/api/contract/planningEngine';
import { createUnavailability } from '../../src/api/contract/unavailabilities';
import { addWeeklyUnavailabilities } from '../../src/api/contract/weeklyUnavailabilities';
import { fillPath } from '../../src/api/endpoint';
import { shiftDay } from '../../src/domain/planning/slots';
import { lyonAndParisSandbox } from './sandbox-support';

const sandbox = lyonAndParisSandbox();

/** A Monday some 300 days ahead, beyond the seed's planning (to 16 May 2026): the days used here are free. */
const BASE = '2027-01-04';
const d = (offset: number) => shiftDay(BASE, offset);

/** Two Lyon professionals and families. */
const ids = () => {
  const db = sandbox.server.sandbox.db;
  const [proA, proB] = db.prepare("SELECT id FROM employees WHERE agency_id = 1 AND status = 'ACTIVE' ORDER BY id LIMIT 2").pluck().all() as number[];
  const [familyA, familyB] = db.prepare('SELECT id FROM families WHERE agency_id = 1 ORDER BY id LIMIT 2').pluck().all() as number[];
  return { proA: proA!, proB: proB!, familyA: familyA!, familyB: familyB! };
};
const count = (sql: string, ...params: unknown[]) => sandbox.server.sandbox.db.prepare(sql).pluck().get(...params) as number;
const proposal = (change: Record<string, unknown> = {}) => ({
  familyId: ids().familyA, proId: ids().proA, day: d(0), startTime: '08:00', endTime: '12:00', repetition: { type: 'NO_REPETITION' }, ...change,
});
const preflight = async (body: Record<string, unknown>) => {
  const answer = await sandbox.api.post(engine.preflightEvents.path, body, sandbox.director);
  expect(answer.status).toBe(200);
  return engine.preflightEvents.response.parse(answer.body).slots;
};
const create = (body: Record<string, unknown>) => sandbox.api.post(engine.createEvents.path, body, sandbox.director);

describe('preflight and creation agree', () => {
  it('a weekly series with one week on leave: the preflight names the leave, the creation skips that week only', async () => {
    const { proA } = ids();
    const leave = await sandbox.api.post(fillPath(createUnavailability.path, { userId: proA }), { type: 'PAID_VACATION', startDateTime: `${d(7)}T00:00`, endDateTime: `${d(13)}T23:59` }, sandbox.director);
    expect(leave.status).toBe(200);
    const series = proposal({ repetition: { type: 'EVERY_WEEKS', until: d(21) } });
    const slots = await preflight(series);
    expect(slots.map((s) => [s.day, s.rejections.map((r) => r.label), s.bypassable])).toEqual([
      [d(0), [], false],
      [d(7), ["L'intervenant.e est en congés payés"], false],
      [d(14), [], false],
      [d(21), [], false],
    ]);
    const answer = await create({ ...series, bypassRejections: true });
    expect(answer.status).toBe(200);
    const created = engine.createEvents.response.parse(answer.body);
    expect(created.created.map((e) => e.day)).toEqual(slots.filter((s) => !s.rejections.length).map((s) => s.day));
    expect(created.skipped.map((s) => s.day)).toEqual([d(7)]);
    // Now the same series is a duplicate on every day the preflight accepted.
    expect((await preflight(series)).map((s) => s.rejections[0]?.label)).toEqual([
      'Une prestation existe déjà entre cette famille et cet(te) intervenant(e)', "L'intervenant.e est en congés payés",
      'Une prestation existe déjà entre cette famille et cet(te) intervenant(e)', 'Une prestation existe déjà entre cette famille et cet(te) intervenant(e)',
    ]);
  });

  it('a bypassable rejection is created only when asked to', async () => {
    const { proB, familyA } = ids();
    // Family A has professional A on 2027-09-06 08:00–12:00: professional B at the same time is bypassable.
    const other = proposal({ proId: proB, startTime: '10:00', endTime: '11:00' });
    const [slot] = await preflight(other);
    expect(slot).toMatchObject({ rejections: [{ code: 'FAMILY_BUSY', label: 'La famille a une autre prestation sur ce créneau horaire', bypassable: true }], bypassable: true });
    const refused = await create(other);
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([{ code: 'PLANNING_REJECTED', label: 'La famille a une autre prestation sur ce créneau horaire' }]);
    const forced = await create({ ...other, bypassRejections: true });
    expect(forced.status).toBe(200);
    expect(forced.body.created).toHaveLength(1);
    expect(count('SELECT COUNT(*) FROM planning_events WHERE family_id = ? AND day = ?', familyA, d(0))).toBe(2);
  });

  it('a weekly unavailability of the next morning meets a night event, and may be bypassed', async () => {
    const { proB, familyB } = ids();
    const weekly = await sandbox.api.post(fillPath(addWeeklyUnavailabilities.path, { userId: proB }), { type: 'OTHER_BUSINESS', slots: [{ weekDay: 2, startTime: '06:00', endTime: '09:00' }] }, sandbox.director);
    expect(weekly.status).toBe(200);
    const night = proposal({ proId: proB, familyId: familyB, day: d(28), startTime: '21:00', endTime: '07:00' });
    expect((await preflight(night))[0]!.rejections.map((r) => r.label)).toEqual(["L'intervenant.e est sur un autre emploi"]);
    const answer = await create({ ...night, bypassRejections: true });
    expect(answer.body.created[0]).toMatchObject({ day: d(28), startTime: '21:00', endTime: '07:00' });
  });

  it("answers 400 naming the field for an end equal to the start and a series' end", async () => {
    const same = await sandbox.api.post(engine.preflightEvents.path, proposal({ endTime: '08:00' }), sandbox.director);
    expect(same.status).toBe(400);
    expect(same.body.errors.map((e: { field: string }) => e.field)).toContain('endTime');
    const long = await sandbox.api.post(engine.preflightEvents.path, proposal({ repetition: { type: 'EVERY_WEEKS', until: d(400) } }), sandbox.director);
    expect(long.status).toBe(400);
    expect(long.body.errors.find((e: { field: string }) => e.field === 'repetition.until')?.label).toContain('La répétition ne peut pas dépasser un an');
  });

  it('answers 404 for a family of another agency', async () => {
    const parisFamily = count('SELECT id FROM families WHERE agency_id = 3 ORDER BY id LIMIT 1');
    expect((await sandbox.api.post(engine.preflightEvents.path, proposal({ familyId: parisFamily }), sandbox.director)).status).toBe(404);
  });
});

describe('concurrency', () => {
  it('20 concurrent conflicting creations leave exactly one event; the others get the rejection', async () => {
    const { proA, familyB } = ids();
    const body = proposal({ familyId: familyB, day: d(63), startTime: '14:00', endTime: '16:00' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(body)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const losers = answers.filter((a) => a.status === 409);
    expect(losers).toHaveLength(19);
    expect(losers[0]!.body.errors[0].label).toBe('Une prestation existe déjà entre cette famille et cet(te) intervenant(e)');
    expect(count('SELECT COUNT(*) FROM planning_events WHERE employee_id = ? AND day = ?', proA, d(63))).toBe(1);
  });
});

describe('update, delete, search', () => {
  it('moves an event unless the new slot is taken, deletes one, and lists the week', async () => {
    const { proA, familyA, familyB } = ids();
    const made = engine.createEvents.response.parse((await create(proposal({ day: d(70), startTime: '09:00', endTime: '11:00' }))).body).created[0]!;
    const busy = engine.createEvents.response.parse((await create(proposal({ familyId: familyB, day: d(71), startTime: '09:00', endTime: '11:00' }))).body).created[0]!;
    const move = (day: string) => sandbox.api.put(engine.updateEvents.path, { events: [{ id: made.id, familyId: familyA, proId: proA, day, startTime: '10:00', endTime: '12:00' }] }, sandbox.director);
    const clash = await move(d(71));
    expect(clash.status).toBe(409);
    expect(clash.body.errors[0].label).toBe("L'intervenant(e) est en prestation");
    // The preflight of a move leaves the moved event out: only the real clash remains.
    const movedCheck = { familyId: familyA, proId: proA, day: d(70), startTime: '10:00', endTime: '12:00', repetition: { type: 'NO_REPETITION' } };
    expect((await preflight(movedCheck))[0]!.rejections.map((r) => r.code)).toEqual(['SAME_PAIR']);
    expect((await preflight({ ...movedCheck, eventId: made.id }))[0]!.rejections).toEqual([]);
    expect((await preflight({ ...movedCheck, day: d(71), eventId: made.id }))[0]!.rejections.map((r) => r.code)).toEqual(['PRO_BUSY']);
    const typeId = count('SELECT id FROM prestation_types WHERE agency_id = 1 ORDER BY id LIMIT 1');
    sandbox.server.sandbox.db.prepare('UPDATE planning_events SET prestation_type_id = ? WHERE id = ?').run(typeId, made.id);
    const moved = await move(d(72));
    expect(moved.status).toBe(200);
    expect(moved.body[0]).toMatchObject({ id: made.id, day: d(72), startTime: '10:00' });
    // No prestationTypeId in the change: the event keeps its type.
    expect(count('SELECT prestation_type_id FROM planning_events WHERE id = ?', made.id)).toBe(typeId);

    const week = async () => engine.temporalSearch.response.parse((await sandbox.api.post(engine.temporalSearch.path, { from: d(70), to: d(76), proId: proA }, sandbox.director)).body);
    expect((await week()).map((e) => [e.day, e.family.id])).toEqual([[d(71), familyB], [d(72), familyA]]);
    expect((await sandbox.api.post(engine.deleteEvents.path, { ids: [busy.id] }, sandbox.director)).status).toBe(204);
    expect((await week()).map((e) => e.id)).toEqual([made.id]);
    expect((await sandbox.api.post(engine.deleteEvents.path, { ids: [made.id, 999_999] }, sandbox.director)).status).toBe(404);
    expect((await week())).toHaveLength(1);
    expect((await sandbox.api.post(engine.temporalSearch.path, { from: d(70), to: d(76) }, sandbox.director)).status).toBe(400);
  });
});

describe('computeRepeatableDays', () => {
  it('answers the days of a series as the domain computes them, every two weeks', async () => {
    const answer = await sandbox.api.post(engine.computeRepeatableDays.path, { day: d(0), repetition: { type: 'EVERY_TWO_WEEKS', until: d(30) } }, sandbox.director);
    expect(answer.body).toEqual({ days: [d(0), d(14), d(28)] });
  });
});

describe('series', () => {
  it('keeps the series of a repeated event; deleting one with the following ones leaves the earlier ones', async () => {
    const { proB, familyA } = ids();
    const created = engine.createEvents.response.parse((await create(proposal({ proId: proB, day: d(84), startTime: '17:00', endTime: '19:00', repetition: { type: 'EVERY_WEEKS', until: d(105) } }))).body).created;
    expect(created.map((e) => e.day)).toEqual([d(84), d(91), d(98), d(105)]);
    const weeks = async () => engine.temporalSearch.response.parse((await sandbox.api.post(engine.temporalSearch.path, { from: d(84), to: d(111), proId: proB }, sandbox.director)).body);
    expect(new Set((await weeks()).map((e) => e.seriesId))).toEqual(new Set([created[0]!.id]));
    expect((await sandbox.api.post(engine.deleteEvents.path, { ids: [created[1]!.id], following: true }, sandbox.director)).status).toBe(204);
    expect((await weeks()).map((e) => e.day)).toEqual([d(84)]);
    const single = engine.createEvents.response.parse((await create(proposal({ proId: proB, familyId: familyA, day: d(85), startTime: '17:00', endTime: '19:00' }))).body).created[0]!;
    expect((await weeks()).find((e) => e.id === single.id)?.seriesId).toBeNull();
  });
});

describe('holidays', () => {
  it("answers a month's public holidays with their names", async () => {
    const answer = await sandbox.api.get(`${engine.holidays.path}?month=2026-05`, sandbox.director);
    expect(answer.body).toEqual([
      { day: '2026-05-01', label: 'Fête du Travail' }, { day: '2026-05-08', label: 'Victoire 1945' },
      { day: '2026-05-14', label: 'Ascension' }, { day: '2026-05-25', label: 'Lundi de Pentecôte' },
    ]);
  });
});
