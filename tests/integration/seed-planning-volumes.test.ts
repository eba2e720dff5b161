/**
 * The seed's planning as an agency would recognise it: six months back and two ahead for
 * every agency, with weekly repetitions, nights, Sundays, holidays, cancellations, absences
 * and timesheets for past months; a family's month between about 10 and 180 hours, a
 * professional's week under the legal 48 hours, bills from a few hundred to about 3,000.
 */
import { describe, expect, it } from 'vitest';
import { searchTimesheets } from '../../src/api/contract/timesheets';
import { frenchHolidays } from '../../src/domain/billing/holidays';
import { lyonAndParisSandbox } from './sandbox-support';

const sandbox = lyonAndParisSandbox();
const db = () => sandbox.server.sandbox.db;
const rows = <T>(sql: string, ...params: unknown[]) => db().prepare(sql).all(...params) as T[];
/** Seeded on Monday 16 March 2026 (TEST_NOW): unavailabilities and cancellations per agency (1 Lyon, 2 Geneva, 3 Paris 11e). */
const UNAVAILABILITIES: Record<number, number> = { 1: 14, 2: 14, 3: 14 };
const CANCELLATIONS: Record<number, number> = { 1: 21, 2: 76, 3: 42 };
const MINUTES = `((CAST(substr(end_time, 1, 2) AS INTEGER) * 60 + CAST(substr(end_time, 4, 2) AS INTEGER))
  - (CAST(substr(start_time, 1, 2) AS INTEGER) * 60 + CAST(substr(start_time, 4, 2) AS INTEGER)) + 1440) % 1440`;
const ACTIVE = 'id NOT IN (SELECT event_id FROM planning_cancellations)';
const AGENCIES = [1, 2, 3];

describe("the seed's planning", () => {
  it('covers six months back and two ahead for every agency, with nights, Sundays, holidays, weekly repetitions and cancellations', () => {
    const holidays = new Set([...frenchHolidays(2025).keys(), ...frenchHolidays(2026).keys()]);
    for (const agencyId of AGENCIES) {
      const events = rows<{ id: number; day: string; startTime: string; endTime: string; proId: number; familyId: number }>(
        'SELECT id, day, start_time AS startTime, end_time AS endTime, employee_id AS proId, family_id AS familyId FROM planning_events WHERE agency_id = ? ORDER BY day',
        agencyId,
      );
      // From the first of the month six months before 16 March 2026 to two months after that day.
      expect(events[0]!.day, `agency ${agencyId}`).toBe('2025-09-01');
      expect(events.at(-1)!.day, `agency ${agencyId}`).toBe('2026-05-16');
      expect(events.some((e) => e.endTime <= e.startTime), 'nights').toBe(true);
      expect(events.some((e) => new Date(`${e.day}T00:00:00Z`).getUTCDay() === 0), 'Sundays').toBe(true);
      expect(events.some((e) => holidays.has(e.day)), 'holidays').toBe(true);
      // Weekly repetitions: the same professional, family and slot a week apart, many times (fewer since school runs skip the vacations).
      const slots = new Set(events.map((e) => `${e.proId}:${e.familyId}:${e.day}:${e.startTime}`));
      const weekly = events.filter((e) => slots.has(`${e.proId}:${e.familyId}:${new Date(Date.parse(`${e.day}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10)}:${e.startTime}`));
      expect(weekly.length, 'weekly repetitions').toBeGreaterThan(events.length / 5);
      const cancelled = db().prepare('SELECT COUNT(*) FROM planning_cancellations c JOIN planning_events e ON e.id = c.event_id WHERE e.agency_id = ?').pluck().get(agencyId) as number;
      expect(cancelled, 'cancellations').toBe(CANCELLATIONS[agencyId]);
      const absences = db().prepare('SELECT COUNT(*) FROM unavailabilities u JOIN employees e ON e.id = u.employee_id WHERE e.agency_id = ?').pluck().get(agencyId) as number;
      expect(absences, 'absences').toBe(UNAVAILABILITIES[agencyId]);
    }
  });

  it("keeps a family's month between about 10 and 180 hours, and a professional's week under 48 hours", () => {
    const months = rows<{ familyId: number; month: string; hours: number }>(
      `SELECT family_id AS familyId, substr(day, 1, 7) AS month, SUM(${MINUTES}) / 60.0 AS hours FROM planning_events WHERE ${ACTIVE} GROUP BY 1, 2`,
    );
    // 345 months of a family with events, in the three agencies, from September 2025 to May 2026.
    expect(months.length).toBe(345);
    expect(Math.max(...months.map((m) => m.hours))).toBeLessThanOrEqual(180);
    // A month a contract starts or ends in is partial: nine months in ten hold 10 hours or more.
    expect(months.filter((m) => m.hours >= 10).length / months.length).toBeGreaterThan(0.9);
    const weeks = rows<{ hours: number }>(
      `SELECT SUM(${MINUTES}) / 60.0 AS hours FROM planning_events WHERE ${ACTIVE} GROUP BY employee_id, strftime('%Y-%W', day)`,
    );
    expect(Math.max(...weeks.map((w) => w.hours))).toBeLessThan(48);
  });

  it('bills a month from a few hundred to about 3,000 (€ in Lyon, CHF in Geneva)', () => {
    const bills = rows<{ amount: number; agencyId: number }>(
      "SELECT vat_included AS amount, agency_id AS agencyId FROM bills WHERE type = 'BILL' AND status <> 'LOCKED_MISSING_PRICE_GRID'",
    );
    // The bills of Lyon and Geneva (€ and CHF) from the month before last to this month's drafts.
    expect(bills.length).toBe(85);
    for (const agencyId of [1, 2]) expect(bills.some((b) => b.agencyId === agencyId)).toBe(true);
    expect(Math.min(...bills.map((b) => b.amount))).toBeGreaterThanOrEqual(100_00);
    expect(Math.max(...bills.map((b) => b.amount))).toBeLessThanOrEqual(3_000_00);
  });

  it('has timesheets for the past months', async () => {
    // Lyon's timesheets (a professional and a family with events) in October 2025 and in February 2026.
    const TIMESHEETS: Record<string, number> = { '2025-10': 49, '2026-02': 66 };
    for (const past of ['2025-10', '2026-02']) {
      const answer = await sandbox.api.post(searchTimesheets.path, { month: past, pageSize: 5 }, sandbox.director);
      expect(answer.status).toBe(200);
      expect(searchTimesheets.response.parse(answer.body).totalElements, past).toBe(TIMESHEETS[past]);
    }
  });
});
