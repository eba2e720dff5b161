/** The agency's events (spec 001 §7 events/*) and the home's figures over real HTTP: unread first, type filter, read state and the badge, deletion, another agency's events. */
import { describe, expect, it } from 'vitest';
import * as events from '../../src/api/contract/agencyEvents';
import { agencyDashboard, counters } from '../../src/api/contract/dashboard';
import { fillPath } from '../../src/api/endpoint';
import { lyonAndParisSandbox } from './sandbox-support';

const sandbox = lyonAndParisSandbox();
const LYON = 1;
const PARIS = 3;

const path = (endpoint: { path: string }, params: Record<string, unknown>) => fillPath(endpoint.path, params);
const search = async (body: events.AgencyEventsSearch = {}, agencyId = LYON, token = sandbox.director) => {
  const answer = await sandbox.api.post(path(events.searchAgencyEvents, { agencyId }), body, token);
  expect(answer.status).toBe(200);
  return events.searchAgencyEvents.response.parse(answer.body);
};
const unread = async () => (await sandbox.api.get(path(events.countUnreadAgencyEvents, { agencyId: LYON }), sandbox.director)).body.count as number;
const badge = async () => (await sandbox.api.get(counters.path, sandbox.director)).body.unreadEvents as number;

describe('agency events', () => {
  it('lists the unread events first, newest first within each state, and counts the unread ones', async () => {
    const page = await search({ pageSize: 100 });
    const states = page.content.map((e) => e.state);
    expect(states).toContain('READ');
    const firstRead = states.indexOf('READ');
    expect(states.slice(firstRead)).not.toContain('UNREAD');
    const unreadOnes = page.content.slice(0, firstRead);
    expect(unreadOnes.map((e) => e.createdAt)).toEqual([...unreadOnes.map((e) => e.createdAt)].sort().reverse());
    expect(await unread()).toBe(firstRead);
    expect(await badge()).toBe(firstRead);
    expect(page.content.find((e) => e.type === 'NEW_CHILDCARE_REQUEST')?.resourceData).toMatchObject({ familyName: expect.stringMatching(/^Famille (?!Famille )/), requestState: expect.any(String) });
  });

  it('narrows the list to the types asked, and to a state', async () => {
    const requests = await search({ types: ['NEW_CHILDCARE_REQUEST'] });
    expect(requests.totalElements).toBe(3);
    expect(new Set(requests.content.map((e) => e.type))).toEqual(new Set(['NEW_CHILDCARE_REQUEST']));
    const signatures = await search({ types: ['SIGN_PROCEDURE_SIGNED', 'SIGN_PROCEDURE_REFUSED'], state: 'UNREAD' });
    expect(signatures.content.map((e) => [e.type, e.state])).toEqual([['SIGN_PROCEDURE_SIGNED', 'UNREAD']]);
  });

  it('marks events read and unread: the count and the menu badge follow', async () => {
    const before = await unread();
    const [first, second] = (await search({ state: 'UNREAD' })).content;
    const read = await sandbox.api.put(path(events.setAgencyEventsState, { agencyId: LYON, state: 'READ' }), { ids: [first!.id, second!.id] }, sandbox.director);
    expect(read).toMatchObject({ status: 200, body: { count: before - 2 } });
    expect(await badge()).toBe(before - 2);
    expect((await search({ state: 'UNREAD' })).content.map((e) => e.id)).not.toContain(first!.id);
    const again = await sandbox.api.put(path(events.setAgencyEventsState, { agencyId: LYON, state: 'UNREAD' }), { ids: [second!.id] }, sandbox.director);
    expect(again.body.count).toBe(before - 1);
    expect((await search()).content[0]?.id).toBe(second!.id);
  });

  it('deletes events, all or none, and never those of another agency', async () => {
    const total = (await search()).totalElements;
    const [victim] = (await search({ state: 'UNREAD' })).content;
    const parisEvent = (await search({}, PARIS, sandbox.paris)).content[0]!;
    const mixed = await sandbox.api.post(path(events.deleteAgencyEvents, { agencyId: LYON }), { ids: [victim!.id, parisEvent.id] }, sandbox.director);
    expect(mixed.status).toBe(404);
    expect((await search()).totalElements).toBe(total);
    const before = await unread();
    const deleted = await sandbox.api.post(path(events.deleteAgencyEvents, { agencyId: LYON }), { ids: [victim!.id] }, sandbox.director);
    expect(deleted).toMatchObject({ status: 200, body: { count: before - 1 } });
    expect((await search()).totalElements).toBe(total - 1);
    expect((await search({}, PARIS, sandbox.paris)).content.map((e) => e.id)).toContain(parisEvent.id);
  });

  it("answers 404 for another agency's path, and 400 naming `ids` when none is given", async () => {
    expect((await sandbox.api.post(path(events.searchAgencyEvents, { agencyId: PARIS }), {}, sandbox.director)).status).toBe(404);
    const empty = await sandbox.api.post(path(events.deleteAgencyEvents, { agencyId: LYON }), { ids: [] }, sandbox.director);
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0].field).toBe('ids');
  });
});

describe('agency dashboard', () => {
  it("gives the agency's figures of today and of the month", async () => {
    const answer = await sandbox.api.get(path(agencyDashboard, { agencyId: LYON }), sandbox.director);
    expect(answer.status).toBe(200);
    const figures = agencyDashboard.response.parse(answer.body);
    // Lyon's 20 families but its 4 prospects; its 52 ACTIVE professionals; March 2026's planning, 950 h 45; 12 unread received messages.
    expect(figures.families).toBe(16);
    expect(figures.activeProfessionals).toBe(52);
    expect(figures.monthPlannedMinutes).toBe(55695);
    expect(figures.unreadMessages).toBe(12);
    expect((await sandbox.api.get(path(agencyDashboard, { agencyId: PARIS }), sandbox.director)).status).toBe(404);
  });
});
