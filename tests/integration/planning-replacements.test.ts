/**
 * An absence over planned events (issue 33) over real HTTP: the events it falls on are listed
 * before it is saved, who may replace each is ranked, a replacement goes through the engine
 * (a conflicting one refused with its label, nothing written), a cancellation keeps its reasons,
 * and the families and professionals get their PLANNING messages and history lines.
 */
import { describe, expect, it } from 'vitest';
import { customerChangelogs } from '../../src/api/contract/customerRecord';
import { employeeChangelogs } from '../../src/api/contract/employeeRecord';
import { searchFamilyMessages, searchProMessages } from '../../src/api/contract/messages';
import * as engine from '../../src/api/contract/planningEngine';
import * as replacements from '../../src/api/contract/replacements';
import { createUnavailability } from '../../src/api/contract/unavailabilities';
import { fillPath } from '../../src/api/endpoint';
import { shiftDay } from '../../src/domain/planning/slots';
import { lyonAndParisSandbox } from './sandbox-support';

const sandbox = lyonAndParisSandbox();

/** A Monday after the seed's last planned week-days there, within « Prestations à remplacer »'s 62 days from the frozen 16 March. */
const BASE = '2026-05-11';
const d = (offset: number) => shiftDay(BASE, offset);

/** Active Lyon professionals with nothing planned around BASE, no weekly slot and no absence; Lyon families no one has ever worked at. */
function people() {
  const db = sandbox.server.sandbox.db;
  const pros = db.prepare(`SELECT id, first_name || ' ' || last_name AS name FROM employees e WHERE agency_id = 1 AND status = 'ACTIVE' AND id <> 331
    AND NOT EXISTS (SELECT 1 FROM planning_events p WHERE p.employee_id = e.id AND p.day BETWEEN ? AND ?)
    AND NOT EXISTS (SELECT 1 FROM weekly_unavailabilities w WHERE w.employee_id = e.id)
    AND NOT EXISTS (SELECT 1 FROM unavailabilities u WHERE u.employee_id = e.id AND u.end_date_time >= ?) ORDER BY id LIMIT 3`).all(d(-8), d(7), d(-8)) as { id: number; name: string }[];
  const families = db.prepare(`SELECT id, customer_id AS customerId FROM families f WHERE agency_id = 1 AND customer_id IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM planning_events p WHERE p.family_id = f.id) ORDER BY id LIMIT 2`).all() as { id: number; customerId: number }[];
  return { absent: pros[0]!, knower: pros[1]!, busy: pros[2]!, family: families[0]!, other: families[1]! };
}

const post = (path: string, body: unknown) => sandbox.api.post(path, body, sandbox.director);
async function create(proId: number, familyId: number, day: string, startTime: string, endTime: string) {
  const answer = await post(engine.createEvents.path, { proId, familyId, day, startTime, endTime, repetition: { type: 'NO_REPETITION' } });
  expect(answer.status).toBe(200);
  return engine.createEvents.response.parse(answer.body).created[0]!;
}
const sick = { type: 'SICK_VACATION', startDateTime: `${d(0)}T00:00`, endDateTime: `${d(4)}T23:59` } as const;

describe('an absence over planned events', () => {
  it('lists them, ranks who may replace them, replaces through the engine, cancels with reasons and tells everyone', async () => {
    const { absent, knower, busy, family, other } = people();
    const events = [await create(absent.id, family.id, d(0), '09:00', '12:00'), await create(absent.id, family.id, d(1), '09:00', '12:00'), await create(absent.id, other.id, d(2), '14:00', '17:00')];
    // The knower has worked at the family before; the busy one is elsewhere on Tuesday morning.
    await create(knower.id, family.id, d(-7), '09:00', '12:00');
    await create(busy.id, other.id, d(1), '10:00', '11:00');

    const affected = await post(fillPath(replacements.affectedEvents.path, { userId: absent.id }), { absence: sick });
    expect(affected.status).toBe(200);
    expect(replacements.affectedEvents.response.parse(affected.body).map((e) => [e.id, e.reasons, e.keptReason])).toEqual(events.map((e) => [e.id, ["L'intervenant.e est en arrêt maladie"], null]));
    const weekly = await post(fillPath(replacements.affectedEvents.path, { userId: absent.id }), { weekly: { type: 'OTHER_BUSINESS', slots: [{ weekDay: 2, startTime: '11:00', endTime: '13:00', startDate: d(0), endDate: d(6) }] } });
    expect(replacements.affectedEvents.response.parse(weekly.body).map((e) => [e.id, e.reasons])).toEqual([[events[1]!.id, ["L'intervenant.e est sur un autre emploi"]]]);
    expect((await post(fillPath(replacements.affectedEvents.path, { userId: absent.id }), {})).status).toBe(400);

    const candidates = replacements.replacementCandidates.response.parse((await post(replacements.replacementCandidates.path, { eventIds: events.map((e) => e.id) })).body);
    const ids = (list: { id: number }[]) => list.map((c) => c.id);
    expect(candidates.events.map((e) => e.eventId)).toEqual(events.map((e) => e.id));
    expect(candidates.events[0]!.candidates[0]).toMatchObject({ id: knower.id, knowsFamily: true, weekMinutes: 0 });
    expect(ids(candidates.events[0]!.candidates)).toContain(busy.id);
    expect(ids(candidates.events[1]!.candidates)).not.toContain(busy.id);
    expect(ids(candidates.events[1]!.candidates)).not.toContain(absent.id);
    expect(ids(candidates.common)).not.toContain(busy.id);
    // At the other family nobody knows it but the busy one, who had an event there on Tuesday: first on Wednesday, with her hour that week.
    expect(candidates.events[2]!.candidates[0]).toMatchObject({ id: busy.id, knowsFamily: true, weekMinutes: 60 });
    expect(candidates.common.filter((c) => c.knowsFamily)).toEqual([]);

    expect((await post(createUnavailability.path.replace('{userId}', String(absent.id)), sick)).status).toBe(200);
    const pending = async () => replacements.pendingReplacements.response.parse((await sandbox.api.get(replacements.pendingReplacements.path, sandbox.director)).body).map((e) => e.id);
    expect(await pending()).toEqual(expect.arrayContaining(events.map((e) => e.id)));

    // A conflicting replacement is refused with the engine's label, and the whole batch with it.
    const refused = await post(replacements.resolveReplacements.path, { decisions: [{ eventId: events[0]!.id, action: 'REPLACE', proId: knower.id }, { eventId: events[1]!.id, action: 'REPLACE', proId: busy.id }] });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([{ code: 'PLANNING_REJECTED', label: "L'intervenant(e) est en prestation" }]);
    expect((await pending()).filter((id) => events.some((e) => e.id === id))).toEqual(events.map((e) => e.id));

    const decided = await post(replacements.resolveReplacements.path, { decisions: [
      { eventId: events[0]!.id, action: 'REPLACE', proId: knower.id },
      { eventId: events[1]!.id, action: 'REPLACE', proId: knower.id },
      { eventId: events[2]!.id, action: 'CANCEL', type: 'AGENCY', reason: 'OTHER', comment: 'Intervenante malade' },
    ] });
    expect(decided.status).toBe(200);
    expect(replacements.resolveReplacements.response.parse(decided.body).map((e) => [e.id, e.user.id])).toEqual([[events[0]!.id, knower.id], [events[1]!.id, knower.id], [events[2]!.id, absent.id]]);
    const planned = engine.temporalSearch.response.parse((await post(engine.temporalSearch.path, { from: d(0), to: d(6), proId: absent.id })).body);
    expect(planned.map((e) => [e.id, e.cancellation && [e.cancellation.type, e.cancellation.reason, e.cancellation.comment]])).toEqual([[events[2]!.id, ['AGENCY', 'OTHER', 'Intervenante malade']]]);
    expect((await pending()).filter((id) => events.some((e) => e.id === id))).toEqual([]);

    const messages = async (path: string, id: number) => (await sandbox.api.get(fillPath(path, { id }), sandbox.director)).body.content.filter((m: { type: string }) => m.type === 'PLANNING').map((m: { content: string }) => m.content);
    expect(await messages(searchFamilyMessages.path, family.id)).toEqual([
      `Votre prestation le 11/05/2026 de 09:00 à 12:00 sera assurée par ${knower.name}, en remplacement de ${absent.name}.\nVotre prestation le 12/05/2026 de 09:00 à 12:00 sera assurée par ${knower.name}, en remplacement de ${absent.name}.`,
    ]);
    expect(await messages(searchFamilyMessages.path, other.id)).toEqual(['Votre prestation le 13/05/2026 de 14:00 à 17:00 est annulée (Intervenante malade).']);
    expect((await messages(searchProMessages.path, absent.id))[0]).toMatch(/^Votre prestation le 11\/05\/2026 de 09:00 à 12:00 chez Famille \S+ est confiée à .+ pendant votre absence\.\n.*\n.*le 13\/05\/2026 de 14:00 à 17:00 .* est annulée \(Intervenante malade\)\.$/);
    expect((await messages(searchProMessages.path, knower.id))[0]!.split('\n')).toHaveLength(2);

    const history = async (path: string, id: number) => (await sandbox.api.get(fillPath(path, { id }), sandbox.director)).body.filter((h: { type: string }) => h.type === 'PLANNING_UPDATED').map((h: { comment: string }) => h.comment);
    expect(await history(customerChangelogs.path, family.customerId)).toHaveLength(2);
    expect((await history(customerChangelogs.path, family.customerId))[0]).toMatch(new RegExp(`^Prestation le 1[12]/05/2026 de 09:00 à 12:00 chez Famille \\S+ : ${absent.name} absent\\(e\\), remplacé\\(e\\) par ${knower.name}$`));
    expect(await history(employeeChangelogs.path, absent.id)).toHaveLength(3);
    expect(await history(employeeChangelogs.path, knower.id)).toHaveLength(2);
  });

  it('keeps an event with its reason, out of « Prestations à remplacer », and refuses a keep without one', async () => {
    const { absent, family } = people();
    const event = await create(absent.id, family.id, d(3), '08:00', '09:00');
    expect((await post(createUnavailability.path.replace('{userId}', String(absent.id)), { ...sick, startDateTime: `${d(3)}T00:00`, endDateTime: `${d(3)}T23:59` })).status).toBe(200);
    expect((await post(replacements.resolveReplacements.path, { decisions: [{ eventId: event.id, action: 'KEEP', reason: '  ' }] })).body.errors[0].label).toBe('Champ « decisions.0.reason » : Champ obligatoire');
    const kept = await post(replacements.resolveReplacements.path, { decisions: [{ eventId: event.id, action: 'KEEP', reason: 'Elle viendra malgré son arrêt' }] });
    expect(replacements.resolveReplacements.response.parse(kept.body).map((e) => e.keptReason)).toEqual(['Elle viendra malgré son arrêt']);
    const pending = replacements.pendingReplacements.response.parse((await sandbox.api.get(replacements.pendingReplacements.path, sandbox.director)).body);
    expect(pending.map((e) => e.id)).not.toContain(event.id);
    expect((await post(replacements.replacementCandidates.path, { eventIds: [999999] })).status).toBe(404);
  });
});
