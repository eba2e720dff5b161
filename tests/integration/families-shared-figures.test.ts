/**
 * A shared care's hours over real HTTP (issue 13): three hours of care for two families count
 * 1 h 30 in each member's figures (summary's planned hours, monthly report, timesheet,
 * prestations, reports list) and 3 h in the professional's; who worked the care « connaît la
 * famille » of each member; an event's care set, changed and removed by the update, checked as
 * at the creation. The professional's travel to a care's event is one trip, split between the
 * members as its minutes are (each member's part rounded to the tenth of a kilometre).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, ApiError } from '../../src/api/client';
import { searchMonthlyReports, searchPrestations } from '../../src/api/contract/activity';
import { createFamily, deleteFamily, getFamily } from '../../src/api/contract/familyRecord';
import { monthlyActivityReport } from '../../src/api/contract/planning';
import { createEvents, deleteEvents, updateEvents } from '../../src/api/contract/planningEngine';
import { SHARED_FAMILY_MESSAGES, createSharedFamily, deleteSharedFamily } from '../../src/api/contract/sharedFamilies';
import { getTimesheet, searchTimesheets } from '../../src/api/contract/timesheets';
import { searchAvailablePros } from '../../src/api/contract/unavailabilities';
import { loggedInClient, startSandbox } from '../support/sandbox';

let server: Awaited<ReturnType<typeof startSandbox>>;
let api: ApiClient;
const db = () => server.sandbox.db;
const failureOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as ApiError);

// The care in the current month, so that the family summary's « Heures planifiées ce mois-ci » counts it.
// The suite's month (TEST_NOW: Monday 16 March 2026).
const MONTH = '2026-03';
const DAY = `${MONTH}-20`;
let proId: number;
let families: { a: number; b: number; c: number };
let sharedId: number;
let eventId: number;

beforeAll(async () => {
  server = await startSandbox();
  api = await loggedInClient(server.url, 'directrice@demo.fr');
  // A professional free all month, so that nothing stands in the care's way.
  proId = db()
    .prepare(`SELECT id FROM employees e WHERE agency_id = 1 AND status = 'ACTIVE' AND archived = 0
      AND NOT EXISTS (SELECT 1 FROM planning_events p WHERE p.employee_id = e.id AND p.day LIKE ? || '-%')
      AND NOT EXISTS (SELECT 1 FROM unavailabilities u WHERE u.employee_id = e.id AND u.start_date_time <= ? AND u.end_date_time >= ?) ORDER BY id LIMIT 1`)
    .pluck()
    .get(MONTH, `${DAY}T23:59`, `${DAY}T00:00`) as number;
  const family = async (name: string) => (await api.call(createFamily, { body: { name } })).id;
  families = { a: await family('Famille Partage-Aubin'), b: await family('Famille Partage-Bessières'), c: await family('Famille Partage-Colin') };
  sharedId = (await api.call(createSharedFamily, { body: { memberFamilyIds: [families.a, families.b] } })).id;
});

afterAll(async () => {
  if (eventId) await api.call(deleteEvents, { body: { ids: [eventId] } });
  if (sharedId) await api.call(deleteSharedFamily, { params: { id: sharedId } });
  for (const id of Object.values(families ?? {})) await api.call(deleteFamily, { params: { id } });
  await server.close();
});

const proReport = async () => (await api.call(monthlyActivityReport, { params: { month: MONTH }, query: { proId } })).durations.total;
const familyReport = async (familyId: number) => (await api.call(monthlyActivityReport, { params: { month: MONTH }, query: { familyId } })).durations.total;

describe("a shared care's hours", () => {
  it("count each member's share in the family's figures, and whole in the professional's", async () => {
    const proBefore = await proReport();
    const { created } = await api.call(createEvents, {
      body: { familyId: families.a, proId, day: DAY, startTime: '06:00', endTime: '09:00', sharedFamilyId: sharedId, repetition: { type: 'NO_REPETITION' }, bypassRejections: true },
    });
    eventId = created[0]!.id;

    // The monthly reports: 1 h 30 for each member, 3 h more for the professional.
    expect([await familyReport(families.a), await familyReport(families.b), await familyReport(families.c)]).toEqual([90, 90, 0]);
    expect((await proReport()) - proBefore).toBe(180);
    // The summary's planned hours of the month.
    expect((await api.call(getFamily, { params: { id: families.b } })).currentMonthPlannedDuration).toBe(90);
    // The reports list names both members (the second had no event of its own), at their share.
    const reports = await api.call(searchMonthlyReports, { body: { month: MONTH, type: 'families', namePattern: 'Partage', pageNumber: 0, pageSize: 10 } });
    expect(reports.page.content.map((row) => [row.target.id, row.report.durations.total])).toEqual([[families.a, 90], [families.b, 90]]);
    // A timesheet for each member with the professional: one slot of 1 h 30 each, 3 h together.
    for (const familyId of [families.a, families.b]) {
      const sheet = await api.call(getTimesheet, { params: { month: MONTH, proId: String(proId), familyId: String(familyId) } as never });
      expect([sheet.timesheet.family.id, sheet.slots.map((s) => [s.eventId, s.duration]), sheet.timesheet.slotsDuration]).toEqual([familyId, [[eventId, 90]], 90]);
    }
    const sheets = await api.call(searchTimesheets, { body: { month: MONTH, namePattern: 'Partage', pageNumber: 0, pageSize: 10 } });
    expect(sheets.content.map((s) => [s.family.id, s.slotsDuration]).sort((x, y) => x[0]! - y[0]!)).toEqual([[families.a, 90], [families.b, 90]]);
    // The prestations: the member's share filtered by family, the event whole filtered by professional.
    const prestations = async (filter: { proId?: number; familyId?: number }) =>
      (await api.call(searchPrestations, { body: { month: MONTH, ...filter, pageNumber: 0, pageSize: 500 } })).page.content.filter((p) => p.id === eventId).map((p) => p.minutes);
    expect([await prestations({ familyId: families.a }), await prestations({ familyId: families.b }), await prestations({ proId })]).toEqual([[90], [90], [180]]);
  });

  it("makes the professional « connaît la famille » for each member of the care", async () => {
    const knows = async (familyId: number) =>
      (await api.call(searchAvailablePros, { body: { day: `${MONTH}-21`, startTime: '06:00', endTime: '07:00', familyId } })).find((p) => p.id === proId)?.knowsFamily;
    expect([await knows(families.a), await knows(families.b), await knows(families.c)]).toEqual([true, true, false]);
  });

  it('sets, changes and removes the care of an existing event, checked as at the creation', async () => {
    const change = (sharedFamilyId: number | null | undefined, familyId = families.a) =>
      api.call(updateEvents, { body: { events: [{ id: eventId, familyId, proId, day: DAY, startTime: '06:00', endTime: '09:00', ...(sharedFamilyId === undefined ? {} : { sharedFamilyId }) }], bypassRejections: true } });
    // Out of the care: the whole event is the first family's again.
    expect((await change(null))[0]!.sharedFamily).toBeUndefined();
    expect([await familyReport(families.a), await familyReport(families.b)]).toEqual([180, 0]);
    // A family outside the care: refused on the field, nothing changed.
    const refused = await failureOf(change(sharedId, families.c));
    expect([refused?.status, refused?.errors[0]?.field, refused?.errors[0]?.label]).toEqual([400, 'sharedFamilyId', SHARED_FAMILY_MESSAGES.notMember]);
    expect((await failureOf(change(999_999)))?.status).toBe(404);
    // Back in the care; absent, the care stays.
    expect((await change(sharedId))[0]!.sharedFamily?.id).toBe(sharedId);
    expect((await change(undefined))[0]!.sharedFamily?.id).toBe(sharedId);
    expect([await familyReport(families.a), await familyReport(families.b)]).toEqual([90, 90]);
    // Another care of the family: the event changes care.
    const other = await api.call(createSharedFamily, { body: { memberFamilyIds: [families.a, families.c] } });
    try {
      expect((await change(other.id))[0]!.sharedFamily?.id).toBe(other.id);
      expect([await familyReport(families.b), await familyReport(families.c)]).toEqual([0, 90]);
    } finally {
      await api.call(deleteSharedFamily, { params: { id: other.id } });
    }
  });
});

describe("a shared care's kilometres", () => {
  // Last month: the event has started, so its slot counts its kilometres.
  const LAST_MONTH = '2026-02';
  const LAST_DAY = '2026-02-14';
  let driverId: number;
  let tripId = 0;

  beforeAll(() => {
    // A professional free that month who drives to the first family (the sandbox's rule: one pair in three drives).
    driverId = db()
      .prepare(`SELECT id FROM employees e WHERE agency_id = 1 AND status = 'ACTIVE' AND archived = 0 AND (e.id + ?) % 3 = 0
        AND NOT EXISTS (SELECT 1 FROM planning_events p WHERE p.employee_id = e.id AND p.day LIKE ? || '-%') ORDER BY id LIMIT 1`)
      .pluck()
      .get(families.a, LAST_MONTH) as number;
  });

  afterAll(async () => {
    if (tripId) await api.call(deleteEvents, { body: { ids: [tripId] } });
  });

  const kmsOf = async (familyId: number) => {
    const sheets = await api.call(searchTimesheets, { body: { month: LAST_MONTH, namePattern: 'Partage', pageNumber: 0, pageSize: 50 } });
    return sheets.content.find((s) => s.family.id === familyId && s.pro.id === driverId)?.kms ?? null;
  };

  it("charges each member its share of the trip, and a family's own event whole", async () => {
    expect(db().prepare('SELECT ref FROM employees WHERE id = ?').pluck().get(driverId)).toBe('INT-1-0023');
    const { created } = await api.call(createEvents, {
      body: { familyId: families.a, proId: driverId, day: LAST_DAY, startTime: '10:00', endTime: '12:00', repetition: { type: 'NO_REPETITION' }, bypassRejections: true },
    });
    tripId = created[0]!.id;
    // One family: the trip whole on its timesheet.
    const whole = (await kmsOf(families.a))!;
    // The family's travel distance: 8.5 km (4 to 10 km by the event's id).
    expect(whole).toBe(8.5);
    expect(await kmsOf(families.b)).toBeNull();
    // The same event in the care of two families: half of the trip each, rounded to the tenth.
    await api.call(updateEvents, {
      body: { events: [{ id: tripId, familyId: families.a, proId: driverId, day: LAST_DAY, startTime: '10:00', endTime: '12:00', sharedFamilyId: sharedId }], bypassRejections: true },
    });
    const half = Math.round(whole * 10 * 0.5) / 10;
    expect([await kmsOf(families.a), await kmsOf(families.b)]).toEqual([half, half]);
  });
});
