/** Weekly and dated unavailabilities, their export, and the available professionals of a slot, over real HTTP. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectContext } from '../../src/api/contract/auth';
import { AGENCY_CONTEXT_REQUIRED } from '../../src/api/contract/common';
import { searchPlanningEvents } from '../../src/api/contract/planning';
import { searchProfessionals } from '../../src/api/contract/professionals';
import {
  ABSENCE_TYPES, UNAVAILABILITY_OVERLAP, createUnavailability, deleteUnavailability, exportUnavailabilities, searchAvailablePros, searchUnavailabilities,
} from '../../src/api/contract/unavailabilities';
import { addWeeklyUnavailabilities, deleteWeeklyUnavailabilities, listWeeklyUnavailabilities, type WeeklySlot } from '../../src/api/contract/weeklyUnavailabilities';
import { fillPath } from '../../src/api/endpoint';
import { WEEKLY_UNAVAILABILITY_MESSAGES, emptyWeeklyUnavailability } from '../../src/domain/unavailability/dialog';
import { toCreationPayload } from '../../src/domain/unavailability/payload';
import { slotPeriodLabel, slotTimeLabel } from '../../src/domain/unavailability/slotLabels';
import { eventBounds } from '../../src/domain/planningEvent';
import { startSandbox } from '../support/sandbox';
import { http } from './sandbox-support';
import { TEST_NOW_MS } from '../support/clock';

let server: Awaited<ReturnType<typeof startSandbox>>;
let api: ReturnType<typeof http>;
let director: string;
let proIds: number[];

beforeAll(async () => {
  server = await startSandbox();
  api = http(server.url);
  director = (await api.login('directrice@demo.fr')).token;
  proIds = (await api.post(searchProfessionals.path, { pageSize: 200 }, director)).body.content.map((p: { id: number }) => p.id);
});
afterAll(() => server.close());

const day = (offset: number) => new Date(TEST_NOW_MS + offset * 86_400_000).toISOString().slice(0, 10);
const weeklyPath = (userId: number) => fillPath(listWeeklyUnavailabilities.path, { userId });
const errorsOf = (body: { errors: { field: string; label: string }[] }) => Object.fromEntries(body.errors.map((e) => [e.field, e.label]));

async function weeklyOf(userId: number, token = director): Promise<WeeklySlot[]> {
  const { status, body } = await api.get(weeklyPath(userId), token);
  expect(status).toBe(200);
  return listWeeklyUnavailabilities.response.parse(body);
}

describe('weekly unavailabilities', () => {
  it('seeds every type and every period shape, sorted by week day then time', async () => {
    const slots = (await Promise.all(proIds.map((id) => weeklyOf(id)))).flat();
    expect(new Set(slots.map((s) => s.type))).toEqual(new Set(['OTHER_BUSINESS', 'FORMATION', 'OTHER']));
    const periods = new Set(slots.map((s) => slotPeriodLabel(s).split(' ')[0]));
    expect(periods).toEqual(new Set(['Toujours', 'À', "Jusqu'au", 'Le', 'Du']));
    expect(slots.some((s) => slotTimeLabel(s) === 'Toute la journée' && s.durationInDays === 1)).toBe(true);
    expect(slots.some((s) => s.startTime === '08:00' && s.endTime === '12:00' && s.durationInDays === 0.5)).toBe(true);
    for (const id of proIds) {
      const own = await weeklyOf(id);
      expect(own.map((s) => s.weekDay)).toEqual([...own.map((s) => s.weekDay)].sort());
    }
  });

  it('adds the slots of the domain’s dialog payload, reading its sentinels as open ends', async () => {
    const userId = proIds[20]!;
    const values = { ...emptyWeeklyUnavailability(), period: 9 as const, type: 'FORMATION' as const, comment: '  Formation continue  ' };
    const payload = toCreationPayload(values); // Mon, Tue, Thu, Fri; 00:00–23:59; 2018-01-01 to 2100-12-31
    expect(payload.slots[0]).toMatchObject({ startDate: '2018-01-01', endDate: '2100-12-31', startTime: '00:00', endTime: '23:59' });
    const { status, body } = await api.post(weeklyPath(userId), payload, director);
    expect(status).toBe(200);
    const created = addWeeklyUnavailabilities.response.parse(body);
    expect(created.map((s) => s.weekDay)).toEqual([1, 2, 4, 5]);
    for (const slot of created) {
      expect(slot).toMatchObject({ userId, startDate: null, endDate: null, type: 'FORMATION', comment: 'Formation continue', durationInDays: 1 });
      expect(slotPeriodLabel(slot)).toBe('Toujours');
    }
    const between = toCreationPayload({ ...values, period: 3, timeMode: 'between', startTime: '14:00', endTime: '18:30', periodMode: 'between', startDate: day(1), endDate: day(40), comment: '' });
    const { body: one } = await api.post(weeklyPath(userId), between, director);
    expect(one).toEqual([expect.objectContaining({ weekDay: 3, startDate: day(1), endDate: day(40), startTime: '14:00', endTime: '18:30', comment: null, durationInDays: 0.5 })]);
    expect((await weeklyOf(userId)).map((s) => s.id)).toEqual(expect.arrayContaining([...created, ...one].map((s: { id: number }) => s.id)));
  });

  it('refuses bad slots with the dialog’s French messages', async () => {
    const before = await weeklyOf(proIds[21]!);
    const slot = { weekDay: 2, startTime: '09:00', endTime: '12:00' };
    const cases: [object, Record<string, string>][] = [
      [{ slots: [{ ...slot, endTime: '08:00' }] }, { 'slots.0.endTime': `Champ « slots.0.endTime » : ${WEEKLY_UNAVAILABILITY_MESSAGES.timeOrder}` }],
      [{ slots: [{ ...slot, startDate: day(9), endDate: day(2) }] }, { 'slots.0.endDate': `Champ « slots.0.endDate » : ${WEEKLY_UNAVAILABILITY_MESSAGES.dateOrder}` }],
      [{ slots: [{ ...slot, weekDay: 8 }] }, { 'slots.0.weekDay': 'Champ « slots.0.weekDay » : Jour de la semaine attendu de 1 (lundi) à 7 (dimanche)' }],
      [{ slots: [{ ...slot, startTime: '24:00' }] }, { 'slots.0.startTime': 'Champ « slots.0.startTime » : Heure attendue au format HH:MM (00:00 à 23:59)' }],
      [{ slots: [{ ...slot, startDate: '2017-12-31' }] }, { 'slots.0.startDate': 'Champ « slots.0.startDate » : Date attendue au format AAAA-MM-JJ, un jour réel du 2018-01-01 au 2100-12-31' }],
      [{ slots: [slot], comment: 'x'.repeat(201) }, { comment: 'Champ « comment » : doit contenir au plus 200 caractères' }],
      [{ slots: [slot], type: 'VACANCES' }, { type: expect.stringContaining('Champ « type »') }],
    ];
    for (const [change, expected] of cases) {
      const answer = await api.post(weeklyPath(proIds[21]!), { type: 'OTHER', ...change }, director);
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(errorsOf(answer.body)).toEqual(expected);
    }
    expect((await api.post(weeklyPath(proIds[21]!), { type: 'OTHER', slots: [] }, director)).body.errors[0].field).toBe('slots');
    expect(await weeklyOf(proIds[21]!)).toEqual(before); // nothing was added
  });

  it('deletes the listed slots, all or none', async () => {
    const userId = proIds[22]!;
    const { body: added } = await api.post(weeklyPath(userId), { type: 'OTHER', slots: [1, 2, 3].map((weekDay) => ({ weekDay, startTime: '18:00', endTime: '20:00' })) }, director);
    const [a, b, c] = added.map((s: { id: number }) => s.id);
    const others = (await Promise.all(proIds.filter((id) => id !== userId).map((id) => weeklyOf(id)))).flat();
    expect((await api.del(`${weeklyPath(userId)}?ids=${a},${others[0]!.id}`, director)).status).toBe(404); // not theirs: nothing deleted
    expect((await weeklyOf(userId)).map((s) => s.id)).toEqual(expect.arrayContaining([a, b, c]));
    expect((await api.del(`${fillPath(deleteWeeklyUnavailabilities.path, { userId })}?ids=${a},${b}`, director)).status).toBe(204);
    expect((await weeklyOf(userId)).map((s) => s.id)).not.toContain(a);
    expect((await weeklyOf(userId)).map((s) => s.id)).toContain(c);
    expect(await api.del(`${weeklyPath(userId)}?ids=1;2`, director)).toMatchObject({ status: 400, body: { errors: [{ field: 'query.ids' }] } });
    expect((await api.del(weeklyPath(userId), director)).status).toBe(400);
  });

  it('keeps to the agency and its staff', async () => {
    const multi = (await api.login('multi@demo.fr')).token;
    expect(await api.get(weeklyPath(proIds[0]!), multi)).toMatchObject({ status: 403, body: { errors: [AGENCY_CONTEXT_REQUIRED] } });
    await api.post(selectContext.path, { clientId: 1, agencyId: 3 }, multi);
    expect((await api.get(weeklyPath(proIds[0]!), multi)).status).toBe(404);
    expect((await api.post(weeklyPath(proIds[0]!), { type: 'OTHER', slots: [{ weekDay: 1, startTime: '09:00', endTime: '10:00' }] }, multi)).status).toBe(404);
    const pro = (await api.login('intervenante@demo.fr')).token;
    expect((await api.get(weeklyPath(proIds[0]!), pro)).status).toBe(403);
    expect((await api.get(weeklyPath(proIds[0]!))).status).toBe(401);
  });
});

describe('dated unavailabilities', () => {
  const search = async (body: object, token = director) => {
    const { status, body: page } = await api.post(searchUnavailabilities.path, { pageSize: 500, ...body }, token);
    expect(status).toBe(200);
    return searchUnavailabilities.response.parse(page);
  };

  it('lists the absences of the agency, latest first, of many legend types, with their duration in days', async () => {
    const page = await search({});
    // The fourteen kinds of absence seeded, each given to the next professional free then.
    expect(new Set(page.content.map((u) => u.type)).size).toBe(14);
    const starts = page.content.map((u) => u.startDateTime);
    expect(starts).toEqual([...starts].sort().reverse());
    for (const u of page.content) {
      expect(ABSENCE_TYPES[u.type].label).toBeTruthy();
      expect(u.user.id).toBe(u.userId);
    }
    const halfDay = page.content.find((u) => u.type === 'UNPAID_AUTHORIZED_ABSENCE')!;
    expect(halfDay).toMatchObject({ startDateTime: `${day(0)}T08:00`, endDateTime: `${day(0)}T12:00`, durationInDays: 0.5 });
    expect(page.content.find((u) => u.type === 'PAID_VACATION')).toMatchObject({ durationInDays: 8 });
  });

  it('filters by period (overlap), types and professionals, and pages', async () => {
    const today = await search({ startDate: day(0), endDate: day(0) });
    expect(today.content.map((u) => u.type)).toEqual(expect.arrayContaining(['PAID_VACATION', 'MATERNITY_LEAVE', 'UNPAID_AUTHORIZED_ABSENCE']));
    for (const u of today.content) expect(u.startDateTime <= `${day(0)}T23:59` && u.endDateTime > `${day(0)}T00:00`).toBe(true);
    const sick = await search({ types: ['SICK_VACATION', 'WORK_ACCIDENT'] });
    expect(sick.content.length).toBe(2);
    expect(sick.content.every((u) => ['SICK_VACATION', 'WORK_ACCIDENT'].includes(u.type))).toBe(true);
    const someone = today.content[0]!.userId;
    expect((await search({ userIds: [someone] })).content.every((u) => u.userId === someone)).toBe(true);
    const all = await search({});
    const { body: second } = await api.post(searchUnavailabilities.path, { pageNumber: 1, pageSize: 4 }, director);
    expect(second).toMatchObject({ number: 1, size: 4, totalElements: all.totalElements });
    expect(second.content[0].id).toBe(all.content[4]!.id);
    const bad = await api.post(searchUnavailabilities.path, { startDate: day(5), endDate: day(1), types: ['CONGES'] }, director);
    expect(bad.status).toBe(400);
    expect(Object.keys(errorsOf(bad.body)).sort()).toEqual(['types.0']);
    const order = await api.post(searchUnavailabilities.path, { startDate: day(5), endDate: day(1) }, director);
    expect(errorsOf(order.body)).toEqual({ endDate: 'Champ « endDate » : La date de fin doit être supérieure à la date de début' });
  });

  it('exports the search as CSV: every match, or only the page', async () => {
    const all = await search({});
    const whole = await fetch(`${server.url}${exportUnavailabilities.path}?exportType=CSV`, {
      method: 'POST', headers: { Authorization: `Bearer ${director}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ pageSize: 2 }),
    });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(whole.headers.get('content-disposition')).toMatch(/^attachment; filename="indisponibilites-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await whole.text()).replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Intervenant;Type;Du;Au;Durée (jours);Commentaire');
    expect(lines).toHaveLength(all.totalElements + 1);
    const first = all.content[0]!;
    expect(lines[1]).toContain(`${first.user.firstName} ${first.user.lastName};${ABSENCE_TYPES[first.type].label};`);
    expect(lines.some((line) => /;0,5;/.test(line))).toBe(true);
    const pageOnly = await api.request('POST', `${exportUnavailabilities.path}?exportType=CSV&pageOnly=true`, { body: { pageSize: 2, pageNumber: 1 }, token: director });
    expect(String(pageOnly.body).trim().split('\r\n')).toHaveLength(3);
    expect((await api.request('POST', `${exportUnavailabilities.path}?exportType=PDF`, { body: {}, token: director })).status).toBe(400);
  });

  it('creates an absence, refuses an overlap or a bad period, and deletes it', async () => {
    const userId = proIds[25]!;
    const path = fillPath(createUnavailability.path, { userId });
    const absence = { type: 'SICK_VACATION', startDateTime: `${day(50)}T00:00`, endDateTime: `${day(52)}T12:00`, comment: ' Grippe ' };
    const { status, body } = await api.post(path, absence, director);
    expect(status).toBe(200);
    expect(createUnavailability.response.parse(body)).toMatchObject({ userId, type: 'SICK_VACATION', comment: 'Grippe', durationInDays: 2.5 });
    expect(await api.post(path, { ...absence, startDateTime: `${day(52)}T08:00`, endDateTime: `${day(53)}T08:00` }, director)).toMatchObject({
      status: 400,
      body: { errors: [{ ...UNAVAILABILITY_OVERLAP, field: 'startDateTime' }] },
    });
    expect((await api.post(path, { ...absence, startDateTime: `${day(52)}T12:00`, endDateTime: `${day(53)}T08:00` }, director)).status).toBe(200); // touching is fine
    const bad = await api.post(path, { type: 'SICK_VACATION', startDateTime: `${day(60)}T10:00`, endDateTime: `${day(60)}T09:00`, comment: 'x'.repeat(201) }, director);
    expect(errorsOf(bad.body)).toEqual({
      comment: 'Champ « comment » : doit contenir au plus 200 caractères',
      endDateTime: 'Champ « endDateTime » : La date de fin doit être supérieure à la date de début',
    });
    const format = await api.post(path, { type: 'SICK_VACATION', startDateTime: `${day(60)} 10:00`, endDateTime: `${day(60)}T25:00` }, director);
    expect(Object.keys(errorsOf(format.body)).sort()).toEqual(['endDateTime', 'startDateTime']);
    expect(format.body.errors[0].label).toContain('Date et heure attendues au format AAAA-MM-JJTHH:MM');
    expect((await api.del(fillPath(deleteUnavailability.path, { id: body.id }), director)).status).toBe(204);
    expect((await api.del(fillPath(deleteUnavailability.path, { id: body.id }), director)).status).toBe(404);
  });

  it('keeps to the agency', async () => {
    const { content } = await search({});
    const admin = (await api.login('admin@demo.fr')).token;
    expect(await api.post(searchUnavailabilities.path, {}, admin)).toMatchObject({ status: 403, body: { errors: [AGENCY_CONTEXT_REQUIRED] } });
    await api.post(selectContext.path, { clientId: 2, agencyId: 2 }, admin);
    const geneva = await search({}, admin);
    expect(geneva.content.some((u) => content.some((v) => v.id === u.id))).toBe(false);
    expect((await api.del(fillPath(deleteUnavailability.path, { id: content[0]!.id }), admin)).status).toBe(404);
    expect((await api.post(fillPath(createUnavailability.path, { userId: content[0]!.userId }), { type: 'NOT_WORKING', startDateTime: `${day(1)}T08:00`, endDateTime: `${day(1)}T09:00` }, admin)).status).toBe(404);
    const pro = (await api.login('intervenante@demo.fr')).token;
    expect((await api.post(searchUnavailabilities.path, {}, pro)).status).toBe(403);
  });
});

describe('available professionals', () => {
  const available = async (body: object) => {
    const { status, body: list } = await api.post(searchAvailablePros.path, body, director);
    expect(status).toBe(200);
    return searchAvailablePros.response.parse(list);
  };

  it('leaves out those at work, absent or weekly unavailable, and puts those who know the family first', async () => {
    const { body: events } = await api.post(searchPlanningEvents.path, { day: day(0), pageSize: 500 }, director);
    const morning = events.content.find((e: { day: string; startTime: string }) => e.day === day(0) && e.startTime === '07:30');
    const pros = await available({ day: day(0), startTime: '09:00', endTime: '11:00', familyId: morning.family.id });
    expect(pros.length).toBe(46);
    expect(pros.every((p) => p.status === 'ACTIVE')).toBe(true);
    const ids = pros.map((p) => p.id);
    const at = (time: string) => new Date(`${day(0)}T${time}:00`).getTime();
    for (const e of events.content) {
      const bounds = eventBounds(e)!;
      if (bounds.start.valueOf() < at('11:00') && bounds.end.valueOf() > at('09:00')) expect(ids).not.toContain(e.user.id);
    }
    const { content: absences } = searchUnavailabilities.response.parse((await api.post(searchUnavailabilities.path, { startDate: day(0), endDate: day(0) }, director)).body);
    const halfDay = absences.find((u) => u.type === 'UNPAID_AUTHORIZED_ABSENCE')!;
    expect(ids).not.toContain(halfDay.userId);
    expect((await available({ day: day(0), startTime: '14:00', endTime: '15:00' })).map((p) => p.id)).toContain(halfDay.userId);
    const knowing = pros.filter((p) => p.knowsFamily);
    expect(knowing.length).toBe(4);
    expect(pros.slice(0, knowing.length).every((p) => p.knowsFamily)).toBe(true);
  });

  it('searches a night past midnight, and refuses equal times or another agency’s family', async () => {
    const { body: events } = await api.post(searchPlanningEvents.path, { day: day(0), pageSize: 500 }, director);
    const night = events.content.find((e: { day: string; startTime: string }) => e.day === day(0) && e.startTime === '21:30');
    const pros = await available({ day: day(0), startTime: '23:00', endTime: '02:00', familyId: night.family.id, sharedFamilyId: null });
    expect(pros.map((p) => p.id)).not.toContain(night.user.id);
    expect(await api.post(searchAvailablePros.path, { day: day(0), startTime: '10:00', endTime: '10:00' }, director)).toMatchObject({
      status: 400, body: { errors: [{ field: 'endTime', label: "Champ « endTime » : L'heure de fin doit être différente de l'heure de début" }] },
    });
    expect((await api.post(searchAvailablePros.path, { day: day(0), startTime: '10:00', endTime: '11:00', sharedFamilyId: 999999 }, director)).status).toBe(404);
  });
});
