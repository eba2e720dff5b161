/**
 * A draft bill follows the planning without « Recalculer » (issue 33): an event cancelled,
 * restored, created or moved changes the family's draft bill of the month at once; a validated
 * bill never changes.
 */
import { describe, expect, it } from 'vitest';
import { getBill } from '../../src/api/contract/billing';
import { VALIDATED_STATUSES } from '../../src/domain/billing/status';
import * as engine from '../../src/api/contract/planningEngine';
import { fillPath } from '../../src/api/endpoint';
import { lyonAndParisSandbox } from './sandbox-support';

const sandbox = lyonAndParisSandbox();
const db = () => sandbox.server.sandbox.db;

/** A Lyon bill of one of these statuses, and a weekday daytime event of its family in its month (no increase, not shared, taking place). */
function billAndEvent(statuses: readonly string[]) {
  return db()
    .prepare(
      `SELECT b.id AS billId, b.family_id AS familyId, b.month, e.id AS eventId, e.employee_id AS proId, e.day, e.start_time AS startTime, e.end_time AS endTime
       FROM bills b JOIN planning_events e ON e.family_id = b.family_id AND substr(e.day, 1, 7) = b.month
       WHERE b.agency_id = 1 AND b.type = 'BILL' AND b.status IN (SELECT value FROM json_each(?)) AND e.shared_family_id IS NULL AND e.start_time >= '07:00' AND e.end_time <= '21:00' AND e.end_time > e.start_time
         AND strftime('%w', e.day) NOT IN ('0', '6') AND e.id NOT IN (SELECT event_id FROM planning_cancellations)
       ORDER BY b.month DESC, b.id, e.day, e.id LIMIT 1`,
    )
    .get(JSON.stringify(statuses)) as { billId: number; familyId: number; month: string; eventId: number; proId: number; day: string; startTime: string; endTime: string };
}

const bill = async (id: number) => {
  const answer = await sandbox.api.get(fillPath(getBill.path, { id }), sandbox.director);
  expect(answer.status).toBe(200);
  return getBill.response.parse(answer.body);
};
const hours = (detail: Awaited<ReturnType<typeof bill>>) => detail.items.filter((item) => item.type === 'HOURS').reduce((sum, item) => sum + item.quantity, 0);
const minutes = (start: string, end: string) => Number(end.slice(0, 2)) * 60 + Number(end.slice(3)) - (Number(start.slice(0, 2)) * 60 + Number(start.slice(3)));
const cancel = (id: number) => sandbox.api.put(fillPath(engine.cancelEvent.path, { id }), { type: 'FAMILY', reason: 'SICKNESS' }, sandbox.director);

describe('a draft bill follows the planning', () => {
  it('loses a cancelled event at once and gets it back when the cancellation is lifted', async () => {
    const target = billAndEvent(['DRAFT']);
    const before = await bill(target.billId);
    expect(before.status).toBe('DRAFT');
    expect((await cancel(target.eventId)).status).toBe(200);
    const cancelled = await bill(target.billId);
    expect(hours(before) - hours(cancelled)).toBe(minutes(target.startTime, target.endTime));
    expect(cancelled.vatIncludedAmount).toBeLessThan(before.vatIncludedAmount);
    expect((await sandbox.api.del(fillPath(engine.deleteCancellation.path, { id: target.eventId }), sandbox.director)).status).toBe(204);
    const restored = await bill(target.billId);
    expect([hours(restored), restored.vatIncludedAmount]).toEqual([hours(before), before.vatIncludedAmount]);
  });

  it('counts a new event and follows one moved to another month', async () => {
    const target = billAndEvent(['DRAFT']);
    const before = await bill(target.billId);
    // The last day of the month, 05:00–06:00: a night hour nobody plans in the seed.
    const [year, month] = target.month.split('-').map(Number) as [number, number];
    const lastDay = `${target.month}-${String(new Date(Date.UTC(year, month, 0)).getUTCDate()).padStart(2, '0')}`;
    const created = await sandbox.api.post(engine.createEvents.path, { familyId: target.familyId, proId: target.proId, day: lastDay, startTime: '05:00', endTime: '06:00', repetition: { type: 'NO_REPETITION' } }, sandbox.director);
    expect(created.status).toBe(200);
    const event = engine.createEvents.response.parse(created.body).created[0]!;
    expect(hours(await bill(target.billId)) - hours(before)).toBe(60);
    const nextMonth = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
    const moved = await sandbox.api.put(engine.updateEvents.path, { events: [{ id: event.id, familyId: target.familyId, proId: target.proId, day: nextMonth, startTime: '05:00', endTime: '06:00' }] }, sandbox.director);
    expect(moved.status).toBe(200);
    expect(hours(await bill(target.billId))).toBe(hours(before));
  });
});

describe('a validated bill', () => {
  it('(validated, numbered, emitted, paid…) stays as it was when an event of its month is cancelled', async () => {
    const target = billAndEvent(VALIDATED_STATUSES);
    const before = await bill(target.billId);
    expect((await cancel(target.eventId)).status).toBe(200);
    expect(await bill(target.billId)).toEqual(before);
  });
});
