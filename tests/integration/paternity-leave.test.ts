/**
 * The paternity leave (issue 33 §7) over real HTTP: birth leaves follow the civility (maternity for
 * a woman, paternity for a man), refused otherwise with a French label, on its own or saved with
 * replacement decisions; the engine names the paternity leave in its rejection.
 */
import { describe, expect, it } from 'vitest';
import * as engine from '../../src/api/contract/planningEngine';
import * as replacements from '../../src/api/contract/replacements';
import { ABSENCE_TYPES, createUnavailability, searchUnavailabilities } from '../../src/api/contract/unavailabilities';
import { fillPath } from '../../src/api/endpoint';
import { shiftDay } from '../../src/domain/planning/slots';
import { lyonAndParisSandbox } from './sandbox-support';

const sandbox = lyonAndParisSandbox();
const post = (path: string, body: unknown) => sandbox.api.post(path, body, sandbox.director);

/** A Monday far from the seed's planned weeks. */
const BASE = '2026-09-07';
const d = (offset: number) => shiftDay(BASE, offset);
const leave = (type: string) => ({ type, startDateTime: `${d(0)}T00:00`, endDateTime: `${d(24)}T23:59`, comment: 'Naissance' });
const absencePath = (userId: number) => fillPath(createUnavailability.path, { userId });

/** Active Lyon professionals of the civility without any absence, by id. */
const professionals = (civility: 'M' | 'MME') =>
  sandbox.server.sandbox.db.prepare(`SELECT id FROM employees e WHERE agency_id = 1 AND status = 'ACTIVE' AND civility = ? AND id <> 331
    AND NOT EXISTS (SELECT 1 FROM unavailabilities u WHERE u.employee_id = e.id) ORDER BY id LIMIT 2`).pluck().all(civility) as number[];

const MATERNITY_REFUSED = [{ code: 'ABSENCE_TYPE_CIVILITY', label: 'Un congé maternité ne peut être saisi que pour une intervenante', field: 'type' }];
const PATERNITY_REFUSED = [{ code: 'ABSENCE_TYPE_CIVILITY', label: 'Un congé paternité ne peut être saisi que pour un intervenant', field: 'type' }];

describe('birth leaves and civilities', () => {
  it('refuses a maternity leave for a man and a paternity leave for a woman, and saves each for the other', async () => {
    const [man] = professionals('M');
    const [woman] = professionals('MME');
    for (const type of ['MATERNITY_LEAVE', 'MATERNITY_LEAVE_PRENATAL', 'MATERNITY_LEAVE_POSTNATAL']) {
      const refused = await post(absencePath(man!), leave(type));
      expect([refused.status, refused.body.errors]).toEqual([400, MATERNITY_REFUSED]);
    }
    const refused = await post(absencePath(woman!), leave('PATERNITY_LEAVE'));
    expect([refused.status, refused.body.errors]).toEqual([400, PATERNITY_REFUSED]);

    expect((await post(absencePath(man!), leave('PATERNITY_LEAVE'))).status).toBe(200);
    expect((await post(absencePath(woman!), leave('MATERNITY_LEAVE_POSTNATAL'))).status).toBe(200);
    const listed = searchUnavailabilities.response.parse((await post(searchUnavailabilities.path, { userIds: [man!, woman!] })).body).content;
    expect(listed.map((u) => [u.userId, u.type, ABSENCE_TYPES[u.type].label, u.durationInDays])).toEqual(expect.arrayContaining([
      [man, 'PATERNITY_LEAVE', 'Congé paternité', 25],
      [woman, 'MATERNITY_LEAVE_POSTNATAL', 'Congé maternité postnatal', 25],
    ]));
    // The engine then refuses an event during his leave, naming it.
    const families = sandbox.server.sandbox.db.prepare('SELECT id FROM families WHERE agency_id = 1 ORDER BY id LIMIT 1').pluck().all() as number[];
    const during = await post(engine.createEvents.path, { proId: man, familyId: families[0], day: d(3), startTime: '09:00', endTime: '12:00', repetition: { type: 'NO_REPETITION' } });
    expect([during.status, during.body.errors.map((e: { label: string }) => e.label)]).toEqual([409, ["L'intervenant.e est en congé paternité"]]);
  });

  it('lists the events a paternity leave falls on with its reason, and refuses a maternity leave saved with decisions for a man, writing nothing', async () => {
    const [, man] = professionals('M');
    const family = sandbox.server.sandbox.db.prepare('SELECT id FROM families WHERE agency_id = 1 ORDER BY id DESC LIMIT 1').pluck().get() as number;
    const created = await post(engine.createEvents.path, { proId: man, familyId: family, day: d(1), startTime: '14:00', endTime: '16:00', repetition: { type: 'NO_REPETITION' } });
    const event = engine.createEvents.response.parse(created.body).created[0]!;
    const { comment: _, ...draft } = leave('PATERNITY_LEAVE');
    const affected = replacements.affectedEvents.response.parse((await post(fillPath(replacements.affectedEvents.path, { userId: man! }), { absence: draft })).body);
    expect(affected.map((e) => [e.id, e.reasons])).toEqual([[event.id, ["L'intervenant.e est en congé paternité"]]]);

    const decisions = [{ eventId: event.id, action: 'CANCEL', type: 'PRO', reason: 'OTHER', comment: 'Naissance' }];
    const refused = await post(replacements.resolveReplacements.path, { decisions, unavailability: { userId: man, absence: leave('MATERNITY_LEAVE') } });
    expect([refused.status, refused.body.errors]).toEqual([400, MATERNITY_REFUSED]);
    const db = sandbox.server.sandbox.db;
    expect(db.prepare('SELECT COUNT(*) FROM unavailabilities WHERE employee_id = ?').pluck().get(man)).toBe(0);
    expect(db.prepare('SELECT COUNT(*) FROM planning_cancellations WHERE event_id = ?').pluck().get(event.id)).toBe(0);
  });
});
