/** The activity screens' calls over real HTTP: the collective planning's page of professionals. */
import { describe, expect, it } from 'vitest';
import { activityCounters, familiesWithFewHours, searchMonthlyReports, searchPrestations, searchProPlannings } from '../../src/api/contract/activity';
import { monthlyActivityReport } from '../../src/api/contract/planning';
import { createUnavailability } from '../../src/api/contract/unavailabilities';
import { fillPath } from '../../src/api/endpoint';
import { planningPeriod } from '../../src/domain/activity/proPlannings';
import { shiftMonth } from '../../src/domain/datePicker';
import { slotInterval } from '../../src/domain/planning/slots';
import { lengthOf } from '../../sandbox/periods';
import { lyonAndParisSandbox } from './sandbox-support';

const sandbox = lyonAndParisSandbox();
const db = () => sandbox.server.sandbox.db;
/** The suite's day, Monday 16 March 2026 (TEST_NOW). */
const today = '2026-03-16';

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
        WHERE p.agency_id = 1 AND p.day BETWEEN ? AND ? AND p.id NOT IN (SELECT event_id FROM planning_cancellations) AND e.status NOT IN ('CANDIDATE', 'INACTIVE', 'SUSPENDED')`)
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

  it('draws the weekly unavailabilities of the week and, asked, hides the professionals without a prestation in it', async () => {
    const page = await search({ pageSize: 500 });
    const lopez = page.content.find((row) => row.pro.lastName === 'Lopez' && row.pro.firstName === 'Olivier')!;
    const stored = db().prepare('SELECT week_day AS weekDay, start_time AS startTime, end_time AS endTime FROM weekly_unavailabilities WHERE employee_id = ?').all(lopez.pro.id);
    expect(lopez.weeklySlots.map(({ weekDay, startTime, endTime }) => ({ weekDay, startTime, endTime }))).toEqual(stored);
    expect(stored.length).toBeGreaterThan(0);
    const busy = await search({ pageSize: 500, withEventsOnly: true });
    expect(busy.totalElements).toBe(page.content.filter((row) => row.events.length > 0).length);
    expect(busy.content.every((row) => row.events.length > 0)).toBe(true);
    expect(busy.totalElements).toBeLessThan(page.totalElements);
  });
});

describe('activity hub', () => {
  const month = today.slice(0, 7);

  it('counts the month of the agency as the planning holds it', async () => {
    const answer = await sandbox.api.get(`${activityCounters.path}?month=${month}`, sandbox.director);
    expect(answer.status).toBe(200);
    const counts = activityCounters.response.parse(answer.body);
    const count = (sql: string) => db().prepare(sql).pluck().get(month) as number;
    expect(counts.prestations).toBe(count("SELECT COUNT(*) FROM planning_events WHERE agency_id = 1 AND day LIKE ? || '-%' AND id NOT IN (SELECT event_id FROM planning_cancellations)"));
    expect(counts.reports).toBe(count("SELECT COUNT(DISTINCT employee_id) FROM planning_events WHERE agency_id = 1 AND day LIKE ? || '-%' AND id NOT IN (SELECT event_id FROM planning_cancellations)"));
    expect(counts.timesheets).toBe(count("SELECT COUNT(*) FROM (SELECT DISTINCT employee_id, family_id FROM planning_events WHERE agency_id = 1 AND day LIKE ? || '-%' AND id NOT IN (SELECT event_id FROM planning_cancellations))"));
    // March 2026: 169 events, round-the-clock shifts (4 a day) and regular slots, none inside an absence; on Monday the 16th the four round-the-clock professionals and three others.
    expect(counts.prestations).toBe(169);
    expect(counts.workingProsToday).toBe(7);
    const few = familiesWithFewHours.response.parse((await sandbox.api.post(fillPath(familiesWithFewHours.path, { month }), { pageSize: 500 }, sandbox.director)).body);
    expect(counts.familiesWithFewHours).toBe(few.totalElements);
  });

  it('lists the families under 10 hours this month that had prestations this month or the last, fewest first', async () => {
    const family = db().prepare('SELECT id FROM families WHERE agency_id = 1 AND id NOT IN (SELECT family_id FROM planning_events) ORDER BY id LIMIT 1').pluck().get() as number | undefined;
    const pro = db().prepare("SELECT id FROM employees WHERE agency_id = 1 AND status = 'ACTIVE' ORDER BY id LIMIT 1").pluck().get() as number;
    expect(family).toBeDefined();
    // Two hours this month, at night far from the seed's days: the family is one with few hours.
    db().prepare("INSERT INTO planning_events (agency_id, employee_id, family_id, day, start_time, end_time) VALUES (1, ?, ?, ?, '02:00', '04:00')").run(pro, family, `${month}-01`);
    const answer = await sandbox.api.post(fillPath(familiesWithFewHours.path, { month }), { pageSize: 500 }, sandbox.director);
    expect(answer.status).toBe(200);
    const page = familiesWithFewHours.response.parse(answer.body);
    expect(page.content.find((row) => row.family.id === family)).toMatchObject({ eventsCount: 1, plannedMinutes: 120, previousMonthMinutes: 0 });
    expect(page.content.every((row) => row.plannedMinutes < 600 && (row.eventsCount > 0 || row.previousMonthMinutes > 0))).toBe(true);
    const minutes = page.content.map((row) => row.plannedMinutes);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    // Next month it has none, and it had some this month: still listed, at 0.
    const next = familiesWithFewHours.response.parse((await sandbox.api.post(fillPath(familiesWithFewHours.path, { month: shiftMonth(month, 1) }), { pageSize: 500 }, sandbox.director)).body);
    expect(next.content.find((row) => row.family.id === family)).toMatchObject({ eventsCount: 0, plannedMinutes: 0, previousMonthMinutes: 120 });
    expect(next.content[0]!.plannedMinutes).toBe(0);
  });
});

describe('monthly reports (/activity/reports)', () => {
  const lastMonth = shiftMonth(today.slice(0, 7), -1);
  const minutesOf = (sql: string, ...args: unknown[]) =>
    (db().prepare(sql).all(...args) as { day: string; startTime: string; endTime: string }[]).reduce((sum, e) => sum + lengthOf(slotInterval(e.day, e.startTime, e.endTime)), 0);

  async function reports(body: Record<string, unknown>) {
    const answer = await sandbox.api.post(searchMonthlyReports.path, { month: lastMonth, type: 'pros', pageSize: 500, ...body }, sandbox.director);
    expect(answer.status).toBe(200);
    return searchMonthlyReports.response.parse(answer.body);
  }

  it("sums the professionals' and the families' reports to the month's events", async () => {
    const events = "SELECT day, start_time AS startTime, end_time AS endTime FROM planning_events WHERE agency_id = 1 AND day LIKE ? || '-%' AND id NOT IN (SELECT event_id FROM planning_cancellations)";
    const total = minutesOf(events, lastMonth);
    const count = db().prepare(`SELECT COUNT(*) FROM (${events})`).pluck().get(lastMonth);
    for (const type of ['pros', 'families']) {
      const { page, sums } = await reports({ type });
      expect(sums.eventsCount).toBe(count);
      expect(sums.durations.total).toBe(total);
      expect(sums.durations.normal + sums.durations.totalIncreased).toBe(total);
      expect(page.content.reduce((sum, row) => sum + row.report.durations.total, 0)).toBe(total);
      expect(page.content.every((row) => row.report.validated)).toBe(true);
    }
    const { page } = await reports({ type: 'pros' });
    const first = page.content[0]!;
    expect(first.report.proId).toBe(first.target.id);
    expect(first.report.durations.total).toBe(minutesOf(`${events} AND employee_id = ?`, lastMonth, first.target.id));
  });

  it('searches by name, pages, and a report asked without professional nor family is refused word for word', async () => {
    const { page } = await reports({ type: 'families' });
    const name = page.content[1]!.target.name;
    const found = await reports({ type: 'families', namePattern: name.slice(-6).toUpperCase() });
    expect(found.page.content.map((row) => row.target.name)).toContain(name);
    expect(found.sums.eventsCount).toBe(found.page.content.reduce((sum, row) => sum + row.report.eventsCount, 0));
    const second = await reports({ type: 'families', pageSize: 2, pageNumber: 1 });
    expect(second.page.content.map((row) => row.target.id)).toEqual(page.content.slice(2, 4).map((row) => row.target.id));
    const refused = await sandbox.api.get(fillPath(monthlyActivityReport.path, { month: lastMonth }), sandbox.director);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].label).toBe('one of [proId] or [familyId] must be not null');
  });

  it('tells namesake families apart by their town and their customer reference', async () => {
    const { page } = await reports({ type: 'families' });
    const durands = page.content.filter((row) => row.target.name === 'Famille Durand');
    expect(durands.length).toBeGreaterThan(1);
    const details = durands.map((row) => row.target.detail);
    expect(new Set(details).size).toBe(durands.length);
    const first = db().prepare("SELECT f.city, c.ref FROM families f JOIN customers c ON c.id = f.customer_id WHERE f.id = ?").get(durands[0]!.target.id) as { city: string; ref: string };
    expect(details[0]).toBe(`${first.city} · ${first.ref}`);
    const { page: pros } = await reports({ type: 'pros' });
    expect(pros.content.every((row) => row.target.detail === null)).toBe(true);
  });
});

describe('prestations (/activity/prestations)', () => {
  const month = today.slice(0, 7);
  async function prestations(body: Record<string, unknown>, as = sandbox.director) {
    const answer = await sandbox.api.post(searchPrestations.path, { month, pageSize: 500, ...body }, as);
    expect(answer.status).toBe(200);
    return searchPrestations.response.parse(answer.body);
  }

  it("totals the month's events of the agency, and of one professional", async () => {
    const events = "SELECT day, start_time AS startTime, end_time AS endTime, employee_id AS proId FROM planning_events WHERE agency_id = 1 AND day LIKE ? || '-%' AND id NOT IN (SELECT event_id FROM planning_cancellations)";
    const rows = db().prepare(events).all(month) as { day: string; startTime: string; endTime: string; proId: number }[];
    const { page, totals } = await prestations({});
    expect(totals.eventsCount).toBe(rows.length);
    expect(totals.minutes).toBe(rows.reduce((sum, e) => sum + lengthOf(slotInterval(e.day, e.startTime, e.endTime)), 0));
    expect(totals.prosCount).toBe(new Set(rows.map((e) => e.proId)).size);
    // 364.5 hours at night or on a Sunday (March 2026 has no public holiday).
    expect(totals.increasedMinutes).toBe(21870);
    expect(totals.increasedMinutes).toBeLessThan(totals.minutes);
    expect(page.content.map((e) => `${e.day}T${e.startTime}`)).toEqual([...page.content.map((e) => `${e.day}T${e.startTime}`)].sort());
    const pro = page.content[0]!.user.id;
    const one = await prestations({ proId: pro });
    expect(one.totals.eventsCount).toBe(rows.filter((e) => e.proId === pro).length);
    expect(one.page.content.every((e) => e.user.id === pro)).toBe(true);
    expect((await prestations({ proId: pro }, sandbox.paris)).totals.eventsCount).toBe(0);
  });
});
