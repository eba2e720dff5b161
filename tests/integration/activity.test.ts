/** The activity screens' calls over real HTTP: the collective planning's page of professionals. */
import { describe, expect, it } from 'vitest';
import { searchProPlannings } from '../../src/api/contract/activity';
import { createUnavailability } from '../../src/api/contract/unavailabilities';
import { fillPath } from '../../src/api/endpoint';
import { planningPeriod } from '../../src/domain/activity/proPlannings';
import { lyonAndParisSandbox } from './sandbox-support';

const sandbox = lyonAndParisSandbox();
const db = () => sandbox.server.sandbox.db;
const today = new Date().toISOString().slice(0, 10);

async function search(body: Record<string, unknown>, as = sandbox.director) {
  const answer = await sandbox.api.post(searchProPlannings.path, { day: today, mode: 'WEEK', ...body }, as);
  expect(answer.status).toBe(200);
  return searchProPlannings.response.parse(answer.body);
}

describe('collective planning (search-pro-data)', () => {
  it("pages the agency's professionals by name, without candidates nor the excluded statuses", async () => {
    const first = await search({ excludedStatus: ['INACTIVE', 'SUSPENDED'], pageSize: 5 });
    const kept = db().prepare("SELECT COUNT(*) FROM employees WHERE agency_id = 1 AND status NOT IN ('INACTIVE', 'SUSPENDED', 'CANDIDATE')").pluck().get() as number;
    expect(first.totalElements).toBe(kept);
    expect(first.content).toHaveLength(Math.min(5, kept));
    expect(first.content.every((row) => !['CANDIDATE', 'SUSPENDED', 'INACTIVE'].includes(row.pro.status))).toBe(true);
    const all = await search({ excludeCandidates: false, excludedStatus: [], pageSize: 500 });
    expect(all.totalElements).toBe(db().prepare('SELECT COUNT(*) FROM employees WHERE agency_id = 1').pluck().get());
    const names = all.content.map((row) => row.pro.lastName.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
  });

  it("gives each professional the week's events and absences, and only theirs", async () => {
    const { from, to } = planningPeriod('WEEK', today);
    const page = await search({ pageSize: 500 });
    const counted = page.content.reduce((sum, row) => sum + row.events.filter((event) => event.day >= from).length, 0);
    const expected = db()
      .prepare(`SELECT COUNT(*) FROM planning_events p JOIN employees e ON e.id = p.employee_id
        WHERE p.agency_id = 1 AND p.day BETWEEN ? AND ? AND e.status NOT IN ('CANDIDATE', 'INACTIVE', 'SUSPENDED')`)
      .pluck().get(from, to) as number;
    expect(counted).toBe(expected);
    expect(page.content.every((row) => row.events.every((event) => event.user.id === row.pro.id && event.day <= to))).toBe(true);

    const pro = page.content[0]!.pro;
    const leave = await sandbox.api.post(fillPath(createUnavailability.path, { userId: pro.id }), { type: 'SICK_VACATION', startDateTime: `${to}T08:00`, endDateTime: `${to}T18:00` }, sandbox.director);
    expect(leave.status).toBe(200);
    const week = await search({ pageSize: 500 });
    expect(week.content.find((row) => row.pro.id === pro.id)!.absences.map((a) => [a.type, a.startDateTime])).toContainEqual(['SICK_VACATION', `${to}T08:00`]);
    const dayBefore = await search({ mode: 'DAY', day: from, pageSize: 500 });
    expect(dayBefore.content.find((row) => row.pro.id === pro.id)!.absences.some((a) => a.startDateTime === `${to}T08:00`)).toBe(to === from);
  });

  it('keeps to the agency of the session and rejects a bad day', async () => {
    const paris = await search({ pageSize: 500 }, sandbox.paris);
    const lyonIds = new Set((await search({ pageSize: 500 })).content.map((row) => row.pro.id));
    expect(paris.content.some((row) => lyonIds.has(row.pro.id))).toBe(false);
    const bad = await sandbox.api.post(searchProPlannings.path, { day: '2026-13-01', mode: 'DAY' }, sandbox.director);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('day');
  });
});
