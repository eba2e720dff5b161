/** Cancellations, similar events and event infos over real HTTP; a cancelled event leaves the month's bill and reports. */
import { describe, expect, it } from 'vitest';
import { createBill, deleteBill } from '../../src/api/contract/billing';
import { monthlyActivityReport } from '../../src/api/contract/planning';
import * as engine from '../../src/api/contract/planningEngine';
import { fillPath } from '../../src/api/endpoint';
import { shiftDay } from '../../src/domain/planning/slots';
import { lyonAndParisSandbox } from './sandbox-support';

const sandbox = lyonAndParisSandbox();

/** The first Monday of April 2027, beyond the seed's planning (to May 2026): four weeks from it stay in that month, without a holiday. */
const BASE = '2027-04-05';
const d = (offset: number) => shiftDay(BASE, offset);

/** A Lyon family with a contract (so that its events are billed) and a professional without events there. */
const ids = () => {
  const db = sandbox.server.sandbox.db;
  const familyId = db.prepare('SELECT f.id FROM families f WHERE f.agency_id = 1 AND EXISTS (SELECT 1 FROM contracts k WHERE k.family_id = f.id) ORDER BY f.id LIMIT 1').pluck().get() as number;
  const proId = db.prepare("SELECT id FROM employees WHERE agency_id = 1 AND status = 'ACTIVE' ORDER BY id DESC LIMIT 1").pluck().get() as number;
  return { familyId, proId };
};
const weekly = async (startTime = '16:30', endTime = '19:00') => {
  const answer = await sandbox.api.post(engine.createEvents.path, { ...ids(), day: d(0), startTime, endTime, repetition: { type: 'EVERY_WEEKS', until: d(21) } }, sandbox.director);
  expect(answer.status).toBe(200);
  return engine.createEvents.response.parse(answer.body).created;
};
const cancel = (id: number, body: Record<string, unknown>) => sandbox.api.put(fillPath(engine.cancelEvent.path, { id }), body, sandbox.director);
const week = async () => {
  const answer = await sandbox.api.post(engine.temporalSearch.path, { from: d(0), to: d(27), proId: ids().proId }, sandbox.director);
  return engine.temporalSearch.response.parse(answer.body);
};
const billMinutes = async (month: string) => {
  const answer = await sandbox.api.post(createBill.path, { familyId: ids().familyId, month }, sandbox.director);
  expect(answer.status).toBe(200);
  const bill = createBill.response.parse(answer.body);
  expect((await sandbox.api.del(fillPath(deleteBill.path, { id: bill.id }), sandbox.director)).status).toBe(204);
  return { amount: bill.vatIncludedAmount, minutes: bill.items.filter((i) => i.type === 'HOURS').reduce((sum, i) => sum + i.quantity, 0) };
};

describe('cancellations', () => {
  it('a cancelled event leaves the bill and the report of its month, and comes back once restored', async () => {
    const created = await weekly();
    expect(created).toHaveLength(4);
    const month = d(0).slice(0, 7);
    expect(d(21).slice(0, 7)).toBe(month);
    const before = await billMinutes(month);
    expect(before.minutes).toBe(4 * 150);
    const report = async () => monthlyActivityReport.response.parse((await sandbox.api.get(`${fillPath(monthlyActivityReport.path, { month })}?proId=${ids().proId}`, sandbox.director)).body);
    expect((await report()).eventsCount).toBe(4);

    const answer = await cancel(created[1]!.id, { type: 'FAMILY', reason: 'SICKNESS' });
    expect(answer.status).toBe(200);
    expect(engine.cancelEvent.response.parse(answer.body).map((c) => [c.eventId, c.type, c.reason])).toEqual([[created[1]!.id, 'FAMILY', 'SICKNESS']]);
    const after = await billMinutes(month);
    expect(after.minutes).toBe(3 * 150);
    expect(after.amount).toBeLessThan(before.amount);
    expect((await report()).eventsCount).toBe(3);
    // Still in the individual planning, with its cancellation.
    expect((await week()).map((e) => e.cancellation?.reason ?? null)).toEqual([null, 'SICKNESS', null, null]);

    // Changed, then listed by family and month.
    expect((await cancel(created[1]!.id, { type: 'PRO', reason: 'OTHER', comment: 'Enfant chez les grands-parents' })).status).toBe(200);
    const byFamily = await sandbox.api.get(fillPath(engine.cancellationsByFamily.path, { familyId: ids().familyId, month }), sandbox.director);
    expect(engine.cancellationsByFamily.response.parse(byFamily.body).map((e) => [e.id, e.cancellation?.type, e.cancellation?.comment])).toEqual([
      [created[1]!.id, 'PRO', 'Enfant chez les grands-parents'],
    ]);

    // Restored: billed again.
    expect((await sandbox.api.del(fillPath(engine.deleteCancellation.path, { id: created[1]!.id }), sandbox.director)).status).toBe(204);
    expect((await billMinutes(month)).minutes).toBe(4 * 150);
    expect((await sandbox.api.del(fillPath(engine.deleteCancellation.path, { id: created[1]!.id }), sandbox.director)).status).toBe(404);

    // The series' following events from the third on; the slot they free may be planned again.
    const following = await cancel(created[2]!.id, { type: 'AGENCY', reason: 'STRIKE', following: true });
    expect(engine.cancelEvent.response.parse(following.body).map((c) => c.eventId)).toEqual([created[2]!.id, created[3]!.id]);
    expect((await billMinutes(month)).minutes).toBe(2 * 150);
    const again = await sandbox.api.post(engine.preflightEvents.path, { ...ids(), day: d(14), startTime: '16:30', endTime: '19:00', repetition: { type: 'NO_REPETITION' } }, sandbox.director);
    expect(engine.preflightEvents.response.parse(again.body).slots[0]!.rejections).toEqual([]);
    await sandbox.api.post(engine.deleteEvents.path, { ids: created.map((e) => e.id) }, sandbox.director);
  });

  it('asks a comment for « Autre », names the field of a wrong value, and 404 outside the agency', async () => {
    const [event] = await weekly('07:30', '08:30');
    const noComment = await cancel(event!.id, { type: 'FAMILY', reason: 'OTHER', comment: '  ' });
    expect(noComment.status).toBe(400);
    expect(noComment.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'comment', label: expect.stringContaining('Précisez le motif de l’annulation') })]));
    const badType = await cancel(event!.id, { type: 'NOBODY', reason: 'SICKNESS' });
    expect(badType.status).toBe(400);
    expect(JSON.stringify(badType.body.errors)).toContain('type');
    const parisEvent = sandbox.server.sandbox.db.prepare('SELECT id FROM planning_events WHERE agency_id <> 1 LIMIT 1').pluck().get() as number;
    expect((await cancel(parisEvent, { type: 'FAMILY', reason: 'SICKNESS' })).status).toBe(404);
    const series = sandbox.server.sandbox.db.prepare('SELECT id FROM planning_events WHERE series_id = ?').pluck().all(event!.id) as number[];
    await sandbox.api.post(engine.deleteEvents.path, { ids: series }, sandbox.director);
  });
});

describe('similar events and event infos', () => {
  it('finds the same slot on the other weeks, cancelled ones included', async () => {
    const created = await weekly('12:00', '13:30');
    await cancel(created[3]!.id, { type: 'FAMILY', reason: 'VACATION' });
    const answer = await sandbox.api.post(fillPath(engine.findSimilar.path, { id: created[1]!.id }), {}, sandbox.director);
    expect(answer.status).toBe(200);
    const similar = engine.findSimilar.response.parse(answer.body);
    expect(similar.map((e) => [e.day, e.cancellation?.reason ?? null])).toEqual([[d(0), null], [d(14), null], [d(21), 'VACATION']]);
    const from = await sandbox.api.post(fillPath(engine.findSimilar.path, { id: created[1]!.id }), { from: d(10) }, sandbox.director);
    expect(engine.findSimilar.response.parse(from.body).map((e) => e.day)).toEqual([d(14), d(21)]);
    await sandbox.api.post(engine.deleteEvents.path, { ids: created.map((e) => e.id) }, sandbox.director);
  });

  it('searches, reads and deletes the infos recorded on events', async () => {
    const search = await sandbox.api.get(`${engine.searchEventInfos.path}?pageSize=5&type=INCIDENT`, sandbox.director);
    expect(search.status).toBe(200);
    const page = engine.searchEventInfos.response.parse(search.body);
    expect(page.totalElements).toBe(11);
    expect(page.content.every((info) => info.type === 'INCIDENT')).toBe(true);
    const info = page.content[0]!;
    const ofEvent = async () => engine.eventInfos.response.parse((await sandbox.api.get(fillPath(engine.eventInfos.path, { id: info.eventId, type: 'ALL' }), sandbox.director)).body);
    expect((await ofEvent()).map((i) => i.id)).toContain(info.id);
    expect((await sandbox.api.del(fillPath(engine.deleteEventInfo.path, { id: info.eventId, infoId: info.id }), sandbox.director)).status).toBe(204);
    expect((await ofEvent()).map((i) => i.id)).not.toContain(info.id);
    expect((await sandbox.api.del(fillPath(engine.deleteEventInfo.path, { id: info.eventId, infoId: info.id }), sandbox.director)).status).toBe(404);
    expect((await sandbox.api.get(`${engine.searchEventInfos.path}?type=NOPE`, sandbox.director)).status).toBe(400);
  });
});
