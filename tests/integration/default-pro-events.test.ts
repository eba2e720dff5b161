/** `GET /private/plannings/events/getDefaultProNextEvents` over real HTTP: the events still to staff of the agency's default professional. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as engine from '../../src/api/contract/planningEngine';
import { fillPath } from '../../src/api/endpoint';
import { shiftDay } from '../../src/domain/planning/slots';
import { lyonAndParisSandbox } from './sandbox-support';

const sandbox = lyonAndParisSandbox();
/** The suite's day, Monday 16 March 2026 (TEST_NOW). */
const today = '2026-03-16';
const d = (offset: number) => shiftDay(today, offset);

/** A placeholder professional made for the test, Lyon's default while it runs; Lyon's own default put back after. */
const state = { placeholder: 0, other: 0, family: 0, previousDefault: null as number | null, events: [] as number[] };
const db = () => sandbox.server.sandbox.db;
const insertEvent = (proId: number, day: string, start: string, end: string) =>
  Number(db().prepare('INSERT INTO planning_events (agency_id, employee_id, family_id, day, start_time, end_time) VALUES (1, ?, ?, ?, ?, ?)').run(proId, state.family, day, start, end).lastInsertRowid);

beforeAll(() => {
  const model = db().prepare("SELECT id FROM employees WHERE agency_id = 1 AND status = 'ACTIVE' ORDER BY id LIMIT 1").pluck().get() as number;
  const columns = (db().prepare('SELECT name FROM pragma_table_info(?)').pluck().all('employees') as string[]).filter((c) => !['id', 'first_name', 'last_name', 'email'].includes(c));
  state.placeholder = Number(
    db().prepare(`INSERT INTO employees (${columns.join(', ')}, first_name, last_name, email) SELECT ${columns.join(', ')}, 'Test', 'À pourvoir', 'a-pourvoir.test@demo.fr' FROM employees WHERE id = ?`).run(model).lastInsertRowid,
  );
  state.other = model;
  state.family = db().prepare('SELECT id FROM families WHERE agency_id = 1 AND prospect = 0 ORDER BY id LIMIT 1').pluck().get() as number;
  state.previousDefault = db().prepare('SELECT default_pro_id FROM agencies WHERE id = 1').pluck().get() as number | null;
  db().prepare('UPDATE agencies SET default_pro_id = ? WHERE id = 1').run(state.placeholder);
});

afterAll(() => {
  db().prepare('DELETE FROM planning_cancellations WHERE event_id IN (SELECT value FROM json_each(?))').run(JSON.stringify(state.events));
  db().prepare('DELETE FROM planning_events WHERE id IN (SELECT value FROM json_each(?))').run(JSON.stringify(state.events));
  db().prepare('UPDATE agencies SET default_pro_id = ? WHERE id = 1').run(state.previousDefault);
  db().prepare('DELETE FROM employees WHERE id = ?').run(state.placeholder);
});

const defaultProEvents = async (token: string) => {
  const answer = await sandbox.api.get(engine.defaultProNextEvents.path, token);
  expect(answer.status).toBe(200);
  return engine.defaultProNextEvents.response.parse(answer.body);
};

describe('the default professional’s next events', () => {
  it('answers its upcoming events soonest first: not the past, not the cancelled, not another professional’s, not beyond the bound', async () => {
    const later = insertEvent(state.placeholder, d(5), '14:00', '17:00');
    const sooner = insertEvent(state.placeholder, d(2), '08:30', '11:00');
    const past = insertEvent(state.placeholder, d(-3), '08:30', '11:00');
    const cancelled = insertEvent(state.placeholder, d(3), '09:00', '12:00');
    const others = insertEvent(state.other, d(2), '18:00', '19:00');
    const far = insertEvent(state.placeholder, d(engine.DEFAULT_PRO_EVENTS_DAYS + 5), '09:00', '12:00');
    state.events.push(later, sooner, past, cancelled, others, far);
    const cancel = await sandbox.api.put(fillPath(engine.cancelEvent.path, { id: cancelled }), { type: 'FAMILY', reason: 'SICKNESS' }, sandbox.director);
    expect(cancel.status).toBe(200);

    const events = await defaultProEvents(sandbox.director);
    expect(events.map((e) => [e.id, e.day, e.startTime, e.endTime, e.user.lastName, e.cancellation])).toEqual([
      [sooner, d(2), '08:30', '11:00', 'À pourvoir', null],
      [later, d(5), '14:00', '17:00', 'À pourvoir', null],
    ]);
    expect(events[0]!.family.id).toBe(state.family);
    // The family's contract gives the prestation; the event's own type comes first.
    const contract = db().prepare(`SELECT t.label FROM contracts k JOIN prestation_types t ON t.id = k.prestation_type_id WHERE k.family_id = ? AND k.start_date <= ?
      ORDER BY (k.end_date IS NULL OR k.end_date >= ?) DESC, k.start_date DESC LIMIT 1`).pluck().get(state.family, d(2), d(2)) as string;
    expect(events[0]!.prestation).toBe(contract);
    const other = db().prepare('SELECT id, label FROM prestation_types WHERE agency_id = 1 AND label <> ? ORDER BY id LIMIT 1').get(contract) as { id: number; label: string };
    db().prepare('UPDATE planning_events SET prestation_type_id = ? WHERE id = ?').run(other.id, later);
    expect((await defaultProEvents(sandbox.director)).map((e) => e.prestation)).toEqual([contract, other.label]);
  });

  it('the seed gives Lyon « Intervenant·e À pourvoir » with four events next month', async () => {
    db().prepare('UPDATE agencies SET default_pro_id = ? WHERE id = 1').run(state.previousDefault);
    try {
      const events = await defaultProEvents(sandbox.director);
      const next = '2026-04';
      expect(events).toHaveLength(4);
      // Free slots of families under contract in April (and of the placeholder: never two at once), soonest first.
      expect(events.map((e) => `${e.day} ${e.startTime}–${e.endTime}`)).toEqual(['2026-04-10 16:30–19:00', '2026-04-14 09:00–12:00', '2026-04-16 14:00–17:00', '2026-04-24 08:30–11:30']);
      expect(new Set(events.map((e) => `${e.user.firstName} ${e.user.lastName}`))).toEqual(new Set(['Intervenant·e À pourvoir']));
      for (const event of events) {
        expect(event.day.slice(0, 7)).toBe(next);
        expect(event.prestation).not.toBeNull();
      }
      expect(events.map((e) => e.day + e.startTime)).toEqual(events.map((e) => e.day + e.startTime).sort());
    } finally {
      db().prepare('UPDATE agencies SET default_pro_id = ? WHERE id = 1').run(state.placeholder);
    }
  });

  it('an agency without a default professional answers an empty list', async () => {
    expect(db().prepare('SELECT default_pro_id FROM agencies WHERE id = 3').pluck().get()).toBeNull();
    expect(await defaultProEvents(sandbox.paris)).toEqual([]);
  });

  it('asks for a session', async () => {
    expect((await sandbox.api.get(engine.defaultProNextEvents.path)).status).toBe(401);
  });
});
