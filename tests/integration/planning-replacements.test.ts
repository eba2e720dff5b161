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

/**
 * Active Lyon professionals with nothing planned around `base`, no weekly slot and no absence; Lyon families no one has ever
 * worked at (at BASE), else with nothing planned around `base`.
 */
function people(base = BASE) {
  const db = sandbox.server.sandbox.db;
  const [from, to] = [shiftDay(base, -8), shiftDay(base, 7)];
  const pros = db.prepare(`SELECT id, first_name || ' ' || last_name AS name FROM employees e WHERE agency_id = 1 AND status = 'ACTIVE' AND id <> 331
    AND NOT EXISTS (SELECT 1 FROM planning_events p WHERE p.employee_id = e.id AND p.day BETWEEN ? AND ?)
    AND NOT EXISTS (SELECT 1 FROM weekly_unavailabilities w WHERE w.employee_id = e.id)
    AND NOT EXISTS (SELECT 1 FROM unavailabilities u WHERE u.employee_id = e.id AND u.end_date_time >= ?) ORDER BY id LIMIT 3`).all(from, to, from) as { id: number; name: string }[];
  const families = db.prepare(`SELECT id, customer_id AS customerId FROM families f WHERE agency_id = 1 AND customer_id IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM planning_events p WHERE p.family_id = f.id AND (? OR p.day BETWEEN ? AND ?)) ORDER BY id LIMIT 2`).all(base === BASE ? 1 : 0, from, to) as { id: number; customerId: number }[];
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
    expect(refused.body.errors).toEqual([{ code: 'PLANNING_REJECTED', label: "L'intervenant(e) est en prestation", field: 'decisions.1.proId' }]);
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

  it('saves the absence with its decisions in one transaction: a replacement booked elsewhere meanwhile writes nothing, another choice saves all', async () => {
    // Three weeks later (the slots and the absence with them).
    const { absent, knower, busy, family, other } = people(shiftDay(BASE, 21));
    const d = (offset: number) => shiftDay(BASE, 21 + offset);
    const sick = { type: 'SICK_VACATION', startDateTime: `${d(0)}T00:00`, endDateTime: `${d(4)}T23:59` } as const;
    const events = [await create(absent.id, family.id, d(0), '09:00', '12:00'), await create(absent.id, family.id, d(1), '09:00', '12:00')];
    const absence = { ...sick, comment: 'Grippe' };
    const listed = replacements.affectedEvents.response.parse((await post(fillPath(replacements.affectedEvents.path, { userId: absent.id }), { absence: sick })).body);
    expect(listed.map((e) => e.id)).toEqual(events.map((e) => e.id));
    const chosen = replacements.replacementCandidates.response.parse((await post(replacements.replacementCandidates.path, { eventIds: events.map((e) => e.id) })).body);
    expect(chosen.events[1]!.candidates.map((c) => c.id)).toContain(knower.id);
    // Between the listing and the save, someone books the chosen replacement elsewhere on Tuesday morning.
    await create(knower.id, other.id, d(1), '10:00', '11:00');
    const decisions = [{ eventId: events[0]!.id, action: 'CANCEL', type: 'PRO', reason: 'SICKNESS' }, { eventId: events[1]!.id, action: 'REPLACE', proId: knower.id }];
    const unavailability = { userId: absent.id, absence };

    const db = sandbox.server.sandbox.db;
    const planningMessages = () => db.prepare("SELECT COUNT(*) FROM messages WHERE type = 'PLANNING' AND (pro_id IN (?, ?) OR family_id = ?)").pluck().get(absent.id, knower.id, family.id);
    const messagesBefore = planningMessages();
    const refused = await post(replacements.resolveReplacements.path, { decisions, unavailability });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([{ code: 'PLANNING_REJECTED', label: "L'intervenant(e) est en prestation", field: 'decisions.1.proId' }]);
    expect(db.prepare('SELECT COUNT(*) FROM unavailabilities WHERE employee_id = ?').pluck().get(absent.id)).toBe(0);
    expect(db.prepare('SELECT COUNT(*) FROM planning_cancellations WHERE event_id IN (?, ?)').pluck().get(events[0]!.id, events[1]!.id)).toBe(0);
    expect(db.prepare('SELECT employee_id FROM planning_events WHERE id IN (?, ?) ORDER BY id').pluck().all(events[0]!.id, events[1]!.id)).toEqual([absent.id, absent.id]);
    expect(planningMessages()).toBe(messagesBefore);
    // Listed again: the one booked elsewhere is no longer proposed for Tuesday.
    const again = replacements.replacementCandidates.response.parse((await post(replacements.replacementCandidates.path, { eventIds: events.map((e) => e.id) })).body);
    expect(again.events[1]!.candidates.map((c) => c.id)).not.toContain(knower.id);
    expect(again.events[1]!.candidates.map((c) => c.id)).toContain(busy.id);

    const saved = await post(replacements.resolveReplacements.path, { decisions: [decisions[0], { ...decisions[1], proId: busy.id }], unavailability });
    expect(saved.status).toBe(200);
    expect(replacements.resolveReplacements.response.parse(saved.body).map((e) => [e.id, e.user.id])).toEqual([[events[0]!.id, absent.id], [events[1]!.id, busy.id]]);
    expect(db.prepare('SELECT type, start_date_time AS startDateTime, end_date_time AS endDateTime, comment FROM unavailabilities WHERE employee_id = ?').all(absent.id)).toEqual([absence]);
    expect(db.prepare('SELECT type, reason FROM planning_cancellations WHERE event_id = ?').get(events[0]!.id)).toEqual({ type: 'PRO', reason: 'SICKNESS' });
    // Decisions on another professional's event are refused; the absence saved again is refused on its own rule, nothing more written.
    const notTheirs = await post(replacements.resolveReplacements.path, { decisions: [{ eventId: events[1]!.id, action: 'KEEP', reason: 'Remplacée' }], unavailability });
    expect([notTheirs.status, notTheirs.body.errors]).toEqual([400, [{ code: 'PARAMETERS_ERROR', label: 'Une prestation décidée n’est pas celle de l’intervenant(e) absent(e)', field: 'decisions' }]]);
    const later = Number(db.prepare("INSERT INTO planning_events (agency_id, employee_id, family_id, day, start_time, end_time) VALUES (1, ?, ?, ?, '09:00', '10:00')").run(absent.id, other.id, d(3)).lastInsertRowid);
    const overlap = await post(replacements.resolveReplacements.path, { decisions: [{ eventId: later, action: 'KEEP', reason: 'Elle viendra' }], unavailability });
    expect([overlap.status, overlap.body.errors]).toEqual([400, [{ code: 'UNAVAILABILITY_OVERLAP', label: 'Une indisponibilité existe déjà sur cette période', field: 'startDateTime' }]]);
    expect(db.prepare('SELECT COUNT(*) FROM planning_kept_events WHERE event_id IN (?, ?)').pluck().get(events[1]!.id, later)).toBe(0);
  });

  it('saves weekly slots with their decisions in one transaction, none when a replacement is refused', async () => {
    const { absent, knower, family, other } = people(shiftDay(BASE, 42));
    const d = (offset: number) => shiftDay(BASE, 42 + offset);
    const event = await create(absent.id, family.id, d(2), '14:00', '17:00');
    await create(knower.id, other.id, d(2), '15:00', '16:00');
    const weekly = { type: 'OTHER_BUSINESS', comment: null, slots: [{ weekDay: 3, startTime: '13:00', endTime: '18:00', startDate: d(0), endDate: d(6) }] };
    const refused = await post(replacements.resolveReplacements.path, { decisions: [{ eventId: event.id, action: 'REPLACE', proId: knower.id }], unavailability: { userId: absent.id, weekly } });
    expect([refused.status, refused.body.errors]).toEqual([409, [{ code: 'PLANNING_REJECTED', label: "L'intervenant(e) est en prestation", field: 'decisions.0.proId' }]]);
    const db = sandbox.server.sandbox.db;
    expect(db.prepare('SELECT COUNT(*) FROM weekly_unavailabilities WHERE employee_id = ?').pluck().get(absent.id)).toBe(0);
    const kept = await post(replacements.resolveReplacements.path, { decisions: [{ eventId: event.id, action: 'KEEP', reason: 'Elle finit son autre emploi à 14 h' }], unavailability: { userId: absent.id, weekly } });
    expect(kept.status).toBe(200);
    expect(db.prepare('SELECT week_day AS weekDay, start_time AS startTime, end_time AS endTime, type FROM weekly_unavailabilities WHERE employee_id = ?').all(absent.id)).toEqual([
      { weekDay: 3, startTime: '13:00', endTime: '18:00', type: 'OTHER_BUSINESS' },
    ]);
  });
});
