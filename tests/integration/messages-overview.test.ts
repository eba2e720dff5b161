/** Messages of a family or a professional and their planning overview, in the sandbox's seed (spec 001 §3, §7). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchFamilies } from '../../src/api/contract/families';
import * as messages from '../../src/api/contract/messages';
import { OVERVIEW_EVENTS_COUNT, familyOverview, professionalOverview, type PlanningOverview } from '../../src/api/contract/overview';
import { searchPlanningEvents, type PlanningEvent } from '../../src/api/contract/planning';
import { fillPath, type EndpointDef } from '../../src/api/endpoint';
import { MESSAGE_TYPES } from '../../src/domain/messaging';
import { wallClockNow } from '../../sandbox/dates';
import { startSandbox } from '../support/sandbox';
import { http } from './sandbox-support';
import { TEST_NOW_MS } from '../support/clock';

let server: Awaited<ReturnType<typeof startSandbox>>;
let api: ReturnType<typeof http>;
let director: string;
let paris: string;
/** A Lyon family and a professional with planning today. */
let familyId: number;
let proId: number;

const call = (endpoint: EndpointDef, token: string, { params, body, query = '' }: { params?: Record<string, unknown>; body?: unknown; query?: string } = {}) =>
  api.request(endpoint.method, fillPath(endpoint.path, params) + query, { token, ...(body !== undefined ? { body } : {}) });

beforeAll(async () => {
  server = await startSandbox();
  api = http(server.url);
  director = (await api.login('directrice@demo.fr')).token;
  paris = (await api.login('support@demo.fr')).token;
  const events = (await call(searchPlanningEvents, director, { body: { day: '2026-03-16', pageSize: 100 } })).body.content as PlanningEvent[];
  // Last night's shift, which a round-the-clock professional works every day at one of their families (sandbox/seed/
  // planning.ts): both have plenty of events before and after now. Not the day's first event: on a Sunday that is
  // Saturday's 20:00–01:00 slot, whose professional works on Saturdays only.
  const nightShift = events.find((event) => event.startTime === '21:30' && event.endTime === '07:30')!;
  familyId = nightShift.family.id;
  proId = nightShift.user.id;
});
afterAll(() => server.close());

const familyMessages = async (query: string, token = director, id = familyId) => call(messages.searchFamilyMessages, token, { params: { id }, query });

describe('messages of a family or a professional', () => {
  it("gives the family's history newest first, every type, some unread, with readable parties", async () => {
    const { status, body } = await familyMessages('?includeDirectMessages=true&pageSize=100');
    expect(status).toBe(200);
    const list = body.content as messages.Message[];
    expect(list.length).toBe(9);
    expect(new Set(list.map((m) => m.type))).toEqual(new Set(MESSAGE_TYPES));
    expect(list.map((m) => m.sendDate)).toEqual([...list.map((m) => m.sendDate)].sort().reverse());
    expect(list.every((m) => Date.parse(m.sendDate) < TEST_NOW_MS)).toBe(true);
    expect(list.some((m) => m.unread)).toBe(true);
    expect(list.every((m) => m.from.kind === 'FAMILY' ? m.from.id === familyId : m.to.kind === 'FAMILY' && m.to.id === familyId)).toBe(true);
    const sent = list.find((m) => m.fromAgency === true)!;
    expect(sent.from).toMatchObject({ kind: 'AGENCY', id: 1, label: "Agence Lyon Presqu'île" });
    expect(sent.to).toEqual({ kind: 'FAMILY', id: familyId, label: expect.stringMatching(/^Famille /) });
    expect(sent.recipientFamily).toBe(familyId);
    expect(list.some((m) => m.fromAgency === false && m.to.kind === 'AGENCY' && m.recipientFamily === null && m.recipientId === null)).toBe(true);
    const direct = list.filter((m) => !('fromAgency' in m));
    expect(direct.length).toBe(2);
    expect(direct.every((m) => m.from.kind !== 'AGENCY' && m.to.kind !== 'AGENCY')).toBe(true);
    const reply = list.find((m) => m.replyOf !== null)!;
    expect(list.some((m) => m.id === reply.replyOf)).toBe(true);
    expect(list.some((m) => m.childId !== null)).toBe(true);
  });

  it('leaves the direct family ↔ professional messages out unless asked, and pages', async () => {
    const all = (await familyMessages('?includeDirectMessages=true')).body;
    const agencyOnly = (await familyMessages('')).body;
    expect(agencyOnly.totalElements).toBeLessThan(all.totalElements);
    expect(agencyOnly.content.every((m: messages.Message) => typeof m.fromAgency === 'boolean')).toBe(true);
    expect(all.size).toBe(20);
    const first = (await familyMessages('?includeDirectMessages=true&pageSize=3')).body;
    const second = (await familyMessages('?includeDirectMessages=true&pageSize=3&pageNumber=1')).body;
    expect(first).toMatchObject({ number: 0, size: 3, numberOfElements: 3, totalElements: all.totalElements, first: true, last: false });
    expect(first.totalPages).toBe(Math.ceil(all.totalElements / 3));
    expect(second.number).toBe(1);
    expect(second.content[0].sendDate <= first.content[2].sendDate).toBe(true);
    expect(second.content.map((m: messages.Message) => m.id)).not.toContain(first.content[0].id);
  });

  it("gives a professional's messages, weekly plannings included", async () => {
    const { status, body } = await call(messages.searchProMessages, director, { params: { id: proId }, query: '?includeDirectMessages=true&pageSize=100' });
    expect(status).toBe(200);
    const list = body.content as messages.Message[];
    expect(list.some((m) => m.type === 'PLANNING' && m.to.kind === 'PRO' && m.recipientId === proId)).toBe(true);
    expect(list.every((m) => (m.from.kind === 'PRO' && m.from.id === proId) || (m.to.kind === 'PRO' && m.to.id === proId))).toBe(true);
  });

  it("answers 404 for another agency's family or professional", async () => {
    const parisFamily = (await call(searchFamilies, paris, { body: { pageSize: 1 } })).body.content[0].id;
    expect((await familyMessages('', director, parisFamily)).status).toBe(404);
    expect((await familyMessages('', paris)).status).toBe(404);
    expect((await call(messages.searchProMessages, paris, { params: { id: proId } })).status).toBe(404);
    expect((await call(familyOverview, paris, { params: { id: familyId } })).status).toBe(404);
    expect((await call(professionalOverview, paris, { params: { id: proId } })).status).toBe(404);
  });
});

describe('planning overview', () => {
  const now = () => wallClockNow(TEST_NOW_MS);
  const startOf = (e: PlanningEvent) => `${e.day}T${e.startTime}`;

  /** `figures`: the 6 months' average planned minutes and how many timesheets this month and last (one a family the professional serves). */
  function checkOverview(overview: PlanningOverview, figures: { monthPlannedDurationAvg: number; currentTimesheets: number; previousTimesheets: number }) {
    expect(overview.nextPlanningEvents).toHaveLength(OVERVIEW_EVENTS_COUNT);
    expect(overview.lastPlanningEvents).toHaveLength(OVERVIEW_EVENTS_COUNT);
    // The overview was computed a moment ago: its next events start after that moment.
    expect(overview.nextPlanningEvents.every((e) => startOf(e) >= wallClockNow(TEST_NOW_MS - 120_000))).toBe(true);
    expect(overview.lastPlanningEvents.every((e) => startOf(e) < now())).toBe(true);
    const next = overview.nextPlanningEvents.map(startOf);
    expect(next).toEqual([...next].sort());
    const last = overview.lastPlanningEvents.map(startOf);
    expect(last).toEqual([...last].sort().reverse());
    const months = overview.lastPlanningActivityReports.map((r) => r.month);
    expect(months).toHaveLength(6);
    expect(months.at(-1)).toBe(now().slice(0, 7));
    expect(months).toEqual([...months].sort());
    expect(overview.lastPlanningActivityReports.map((r) => r.validated)).toEqual([true, true, true, true, true, false]);
    expect(overview.monthPlannedDurationAvg).toBe(figures.monthPlannedDurationAvg);
    expect(overview.currentTimesheets.length).toBe(figures.currentTimesheets);
    for (const sheet of overview.currentTimesheets) {
      expect(sheet.customerSlotsCount).toBeLessThanOrEqual(sheet.proSlotsCount);
      expect(sheet.proSlotsCount).toBeLessThanOrEqual(sheet.slotsCount);
    }
    // Last month's timesheets too (the family summary's two months), each of that month, its minutes those of its month's report.
    expect(overview.previousTimesheets.length).toBe(figures.previousTimesheets);
    expect(overview.previousTimesheets.every((sheet) => sheet.month === months.at(-2))).toBe(true);
  }

  it("gives a family's next and last events, its timesheets and 6 months of reports", async () => {
    const { status, body } = await call(familyOverview, director, { params: { id: familyId } });
    expect(status).toBe(200);
    // 50 hours a month on average; this month's and last month's timesheets, one a professional of the round-the-clock four.
    checkOverview(body, { monthPlannedDurationAvg: 3000, currentTimesheets: 4, previousTimesheets: 3 });
    expect([...body.nextPlanningEvents, ...body.lastPlanningEvents].every((e: PlanningEvent) => e.family.id === familyId)).toBe(true);
    expect(body.currentTimesheets.every((t: { family: { id: number } }) => t.family.id === familyId)).toBe(true);
    // Last month's events, each a slot of one of its timesheets.
    const previous = body.previousTimesheets as { family: { id: number }; slotsCount: number }[];
    expect(previous.every((t) => t.family.id === familyId)).toBe(true);
    expect(previous.reduce((sum, t) => sum + t.slotsCount, 0)).toBe(body.lastPlanningActivityReports.at(-2).eventsCount);
  });

  it("gives a professional's, the same way", async () => {
    const { status, body } = await call(professionalOverview, director, { params: { id: proId } });
    expect(status).toBe(200);
    // A round-the-clock professional: about 142 hours a month, at 14 families this month and 12 the last.
    checkOverview(body, { monthPlannedDurationAvg: 8525, currentTimesheets: 14, previousTimesheets: 12 });
    expect([...body.nextPlanningEvents, ...body.lastPlanningEvents].every((e: PlanningEvent) => e.user.id === proId)).toBe(true);
    const report = body.lastPlanningActivityReports.at(-2);
    expect(report).toMatchObject({ proId, familyId: null, validated: true });
    expect(report.validatedDurations).toEqual(report.durations);
  });
});
