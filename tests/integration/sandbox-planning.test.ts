/**
 * Collective planning of a day (events under way at any hour), the individual monthly
 * activity report, upcoming birthdays and the director's favorites, over real HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectContext } from '../../src/api/contract/auth';
import { AGENCY_CONTEXT_REQUIRED } from '../../src/api/contract/common';
import { upcomingBirthdays } from '../../src/api/contract/dashboard';
import { listFavorites } from '../../src/api/contract/favorites';
import { MONTHLY_REPORT_TARGET_REQUIRED, monthlyActivityReport, searchPlanningEvents, type PlanningEvent } from '../../src/api/contract/planning';
import { fillPath } from '../../src/api/endpoint';
import { upcomingBirthday } from '../../src/domain/birthdays';
import { eventProgress } from '../../src/domain/planningEvent';
import { startSandbox } from '../support/sandbox';
import { http } from './sandbox-support';

let server: Awaited<ReturnType<typeof startSandbox>>;
let api: ReturnType<typeof http>;
let director: string;

beforeAll(async () => {
  server = await startSandbox();
  api = http(server.url);
  director = (await api.login('directrice@demo.fr')).token;
});
afterAll(() => server.close());

/** The suite's day, Monday 16 March 2026 (TEST_NOW). */
const today = '2026-03-16';

async function eventsOf(date: string, token = director, extra: object = {}): Promise<PlanningEvent[]> {
  const { status, body } = await api.post(searchPlanningEvents.path, { day: date, pageSize: 500, ...extra }, token);
  expect(status).toBe(200);
  return searchPlanningEvents.response.parse(body).content;
}

function reportPath(month: string, query: Record<string, number>) {
  return `${fillPath(monthlyActivityReport.path, { month })}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
}

describe('collective planning of a day', () => {
  it('has events under way at every half hour of today, of a Saturday and of a Sunday', async () => {
    for (const date of [today, '2026-03-21', '2026-03-22']) {
      const events = await eventsOf(date);
      for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
        const at = `${date}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        expect(events.some((event) => eventProgress(event, at) !== null), `${at}`).toBe(true);
      }
    }
  });

  it('includes last night’s shift, sorts by start, and has morning, afternoon, evening and night events', async () => {
    const events = await eventsOf(today);
    // Yesterday's events still under way after midnight come first: the night shift every day, and on a Sunday
    // Saturday's 20:00–01:00 slot too (sandbox/seed/planning.ts).
    const fromYesterday = events.filter((e) => e.day === '2026-03-15');
    expect(fromYesterday).toContainEqual(expect.objectContaining({ startTime: '21:30', endTime: '07:30' }));
    expect(fromYesterday.every((e) => e.endTime < e.startTime)).toBe(true);
    expect(events.slice(0, fromYesterday.length)).toEqual(fromYesterday);
    const todays = events.slice(fromYesterday.length);
    expect(todays.every((e) => e.day === today)).toBe(true);
    const starts = todays.map((e) => e.startTime);
    expect(starts).toEqual([...starts].sort());
    for (const [from, to] of [['06:00', '12:00'], ['12:00', '18:00'], ['18:00', '21:00'], ['21:00', '23:59']]) {
      expect(events.some((e) => e.day === today && e.startTime >= from! && e.startTime < to!)).toBe(true);
    }
    for (const e of events) expect(e.user.firstName && e.family.name.startsWith('Famille ')).toBeTruthy();
  });

  it('filters by professionals and families, and pages', async () => {
    const all = await eventsOf(today);
    const pro = all[1]!.user.id;
    expect((await eventsOf(today, director, { userIds: [pro] })).every((e) => e.user.id === pro)).toBe(true);
    const family = all[1]!.family.id;
    const ofFamily = await eventsOf(today, director, { familyIds: [family] });
    expect(ofFamily.length).toBe(1);
    expect(ofFamily.every((e) => e.family.id === family)).toBe(true);
    const { body } = await api.post(searchPlanningEvents.path, { day: today, pageSize: 2, pageNumber: 1 }, director);
    expect(body).toMatchObject({ number: 1, numberOfElements: 2, totalElements: all.length });
    expect(body.content.map((e: { id: number }) => e.id)).toEqual(all.slice(2, 4).map((e) => e.id));
  });

  it('keeps to the agency, and refuses an impossible day', async () => {
    const multi = (await api.login('multi@demo.fr')).token;
    expect(await api.post(searchPlanningEvents.path, { day: today }, multi)).toMatchObject({ status: 403, body: { errors: [AGENCY_CONTEXT_REQUIRED] } });
    await api.post(selectContext.path, { clientId: 2, agencyId: 2 }, multi);
    const lyonIds = new Set((await eventsOf(today)).map((e) => e.id));
    expect((await eventsOf(today, multi)).some((e) => lyonIds.has(e.id))).toBe(false);
    const bad = await api.post(searchPlanningEvents.path, { day: '2026-02-30' }, director);
    expect(bad).toMatchObject({ status: 400, body: { errors: [{ code: 'PARAMETERS_ERROR', field: 'day' }] } });
    expect(bad.body.errors[0].label).toBe('Champ « day » : Date attendue au format AAAA-MM-JJ, un jour réel du 2018-01-01 au 2100-12-31');
  });
});

describe('monthly activity report', () => {
  const month = today.slice(0, 7);

  it('sums a family’s month, its night shift among it: night hours (22:00–06:00) and Sundays increased', async () => {
    const night = (await eventsOf(today)).find((e) => e.day === today && e.startTime === '21:30')!;
    const { status, body } = await api.get(reportPath(month, { familyId: night.family.id }), director);
    expect(status).toBe(200);
    const report = monthlyActivityReport.response.parse(body);
    // The family's events of the month as the database holds them, counted minute by minute.
    const events = server.sandbox.db
      .prepare("SELECT day, start_time AS startTime, end_time AS endTime FROM planning_events WHERE family_id = ? AND day LIKE ? || '-%' AND id NOT IN (SELECT event_id FROM planning_cancellations)")
      .all(night.family.id, month) as { day: string; startTime: string; endTime: string }[];
    let total = 0;
    let increased = 0;
    for (const event of events) {
      const start = Date.parse(`${event.day}T${event.startTime}:00Z`);
      let end = Date.parse(`${event.day}T${event.endTime}:00Z`);
      if (end <= start) end += 86_400_000;
      for (let t = start; t < end; t += 60_000) {
        const at = new Date(t);
        total += 1;
        if (at.getUTCHours() >= 22 || at.getUTCHours() < 6 || at.getUTCDay() === 0) increased += 1;
      }
    }
    expect(events.some((e) => e.day === today && e.startTime === '21:30' && e.endTime === '07:30')).toBe(true);
    expect(report).toEqual({
      month, proId: null, familyId: night.family.id, validated: false, eventsCount: events.length,
      durations: { total, normal: total - increased, totalIncreased: increased, holiday: 0 }, validatedDurations: null,
    });
    // A family's month an agency recognises.
    expect(total / 60).toBe(76);
    expect(total / 60).toBeLessThan(180);
  });

  it('reports a professional at a family, and validates past months', async () => {
    // Four weeks back, in February: a validated month.
    const event = (await eventsOf('2026-02-16'))[1]!;
    const past = '2026-02';
    const { body } = await api.get(reportPath(past, { proId: event.user.id, familyId: event.family.id }), director);
    expect(body).toMatchObject({ month: past, proId: event.user.id, familyId: event.family.id });
    // That professional's two events at that family in February.
    expect(body.eventsCount).toBe(2);
    expect(body.validated).toBe(past < month);
    if (body.validated) expect(body.validatedDurations).toEqual(body.durations);
    expect(body.durations.total).toBe(body.durations.normal + body.durations.totalIncreased);
    const { body: future } = await api.get(reportPath('2030-01', { proId: event.user.id }), director);
    expect(future).toMatchObject({ validated: false, eventsCount: 0, durations: { total: 0 } });
  });

  it('needs a professional or a family of the agency', async () => {
    expect(await api.get(fillPath(monthlyActivityReport.path, { month }), director)).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'PARAMETERS_ERROR', label: MONTHLY_REPORT_TARGET_REQUIRED }] },
    });
    expect((await api.get(reportPath(month, { proId: 999999 }), director)).status).toBe(404);
    const bad = await api.get(reportPath('2026-13', { proId: 1 }), director);
    expect(bad).toMatchObject({ status: 400, body: { errors: [{ field: 'params.month' }] } });
  });
});

describe('upcoming birthdays, counters and favorites', () => {
  it('lists employees (a candidate among them) and children (a prospect’s among them) within 15 days', async () => {
    const { body } = await api.get(upcomingBirthdays.path, director);
    const list = upcomingBirthdays.response.parse(body);
    expect(list.employees.some((e) => e.status === 'CANDIDATE')).toBe(true);
    expect(list.children.some((c) => c.prospect)).toBe(true);
    for (const person of [...list.employees, ...list.children]) expect(upcomingBirthday(person.birthDate, today), person.birthDate).not.toBeNull();
  });

  it('answers 403 to a multi-agency manager without an agency', async () => {
    const multi = (await api.login('multi@demo.fr')).token;
    expect(await api.get(upcomingBirthdays.path, multi)).toMatchObject({ status: 403, body: { errors: [AGENCY_CONTEXT_REQUIRED] } });
  });

  it('gives the director pros and families as favorites', async () => {
    const { body } = await api.get(listFavorites.path, director);
    const types = listFavorites.response.parse(body).map((f) => f.resourceType);
    expect(types.filter((t) => t === 'PRO').length).toBe(3);
    expect(types.filter((t) => t === 'FAMILY').length).toBe(2);
  });
});
