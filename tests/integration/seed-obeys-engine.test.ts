/**
 * The demo data obey the planning engine (issue 33): every seeded event, checked by the engine
 * against the other events, its professional's absences and the family's, is refused for no
 * reason a director could not override; no school run falls on a public holiday or in the
 * agency's school vacations (a school run: an event whose prestation, its type's or the family's
 * contract's, is « Sortie d'école et activités »); no man is on maternity leave.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AbsenceType } from '../../src/api/contract/unavailabilities';
import { fitsCivility, type Civility } from '../../src/domain/unavailability/leaveCivility';
import { frenchHolidays } from '../../src/domain/billing/holidays';
import { contextRange, slotRejections } from '../../src/domain/planning/preflight';
import { isInSchoolVacation } from '../../src/domain/schoolVacations';
import { prestationOf } from '../../sandbox/store/planning';
import { planningContext } from '../../sandbox/store/planningEngine';
import { agencySchoolVacations } from '../../sandbox/store/schoolVacations';
import { notCancelled } from '../../sandbox/store/eventCancellations';
import { startSandbox } from '../support/sandbox';

let server: Awaited<ReturnType<typeof startSandbox>>;
beforeAll(async () => {
  server = await startSandbox();
});
afterAll(() => server.close());

interface Seeded { id: number; agencyId: number; proId: number; familyId: number; sharedFamilyId: number | null; day: string; startTime: string; endTime: string }

const seeded = () =>
  server.sandbox.db.prepare(`SELECT id, agency_id AS agencyId, employee_id AS proId, family_id AS familyId, shared_family_id AS sharedFamilyId, day,
    start_time AS startTime, end_time AS endTime FROM planning_events WHERE ${notCancelled()} ORDER BY id`).all() as Seeded[];

describe('the seed obeys the engine', () => {
  it('has no event the engine refuses: none inside an absence, no professional or family booked twice', () => {
    const db = server.sandbox.db;
    const events = seeded();
    expect(events.length).toBeGreaterThan(3000);
    const refused = events.flatMap((event) => {
      const range = contextRange([event.day])!;
      const rejections = slotRejections(event, planningContext(db, event, range.from, range.to, [event.id])).filter((r) => !r.label.startsWith("L'intervenant.e") || !r.bypassable);
      return rejections.length ? [`${event.id} ${event.day} ${event.startTime}-${event.endTime} p${event.proId} f${event.familyId}: ${rejections.map((r) => r.label).join(', ')}`] : [];
    });
    expect(refused).toEqual([]);
  });

  it('has no school run on a public holiday or in school vacations', () => {
    const db = server.sandbox.db;
    const prestation = prestationOf(db);
    const vacations = new Map<number, ReturnType<typeof agencySchoolVacations>>();
    const wrong = seeded().flatMap((event) => {
      if (prestation(event.id) !== "Sortie d'école et activités") return [];
      const holiday = frenchHolidays(Number(event.day.slice(0, 4))).get(event.day);
      if (!vacations.has(event.agencyId)) vacations.set(event.agencyId, agencySchoolVacations(db, event.agencyId));
      const vacation = isInSchoolVacation(event.day, vacations.get(event.agencyId)!);
      return holiday || vacation ? [`${event.id} ${event.day} f${event.familyId}: ${holiday ?? 'vacances scolaires'}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it('gives birth leaves to the civility they are for: maternity to women, paternity to men', () => {
    const leaves = server.sandbox.db.prepare('SELECT e.civility, u.type FROM unavailabilities u JOIN employees e ON e.id = u.employee_id').all() as { civility: Civility; type: AbsenceType }[];
    expect(leaves.filter((l) => !fitsCivility(l.type, l.civility))).toEqual([]);
    expect(server.sandbox.db.prepare("SELECT COUNT(*) FROM unavailabilities WHERE type LIKE 'MATERNITY%'").pluck().get()).toBeGreaterThan(0);
  });
});
