/**
 * The professionals recent at a family and nearest to it, with their affinities (rules in
 * src/domain/families/affinities.ts). A shared care's event is at each of its member families.
 */
import { notCancelled } from './eventCancellations';
import type { ProWithAffinities } from '../../src/api/contract/familyRecord';
import { NEAREST_PROS_LIMIT, RECENT_PROS_DAYS, byDistance, distanceKm, type Coordinates } from '../../src/domain/families/affinities';
import { addDays, isoDate, wallClockNow } from '../dates';
import type { Db } from './db';
import { atFamilies } from './planning';

interface ProRow { id: number; firstName: string; lastName: string; lat: number | null; lng: number | null }

const coordinates = (row: { lat: number | null; lng: number | null }): Coordinates | null => (row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng });

function withAffinities(db: Db, familyId: number, home: Coordinates | null, pros: readonly ProRow[], now: number): ProWithAffinities[] {
  const lastDay = db.prepare(`SELECT MAX(day) FROM planning_events WHERE employee_id = @proId AND ${atFamilies('planning_events', '(@familyId)')} AND day <= @today AND ${notCancelled()}`).pluck();
  const others = db.prepare(`SELECT f.id, f.label AS name FROM families f WHERE f.id <> @familyId
    AND EXISTS (SELECT 1 FROM planning_events p WHERE p.employee_id = @proId AND ${atFamilies('p', '(f.id)')}) ORDER BY fold(f.label), f.id`);
  const today = wallClockNow(now).slice(0, 10);
  return byDistance(
    pros.map((pro) => {
      const families = others.all({ familyId, proId: pro.id }) as { id: number; name: string }[];
      return {
        id: pro.id, firstName: pro.firstName, lastName: pro.lastName, distanceKm: distanceKm(home, coordinates(pro)),
        lastEventDay: (lastDay.get({ proId: pro.id, familyId, today }) as string | null) ?? null, families: families.slice(0, 3), familiesCount: families.length,
      };
    }),
  );
}

const homeOf = (db: Db, familyId: number) => coordinates(db.prepare('SELECT lat, lng FROM families WHERE id = ?').get(familyId) as { lat: number | null; lng: number | null });
const PRO_COLUMNS = 'e.id, e.first_name AS firstName, e.last_name AS lastName, e.lat, e.lng';

export function recentPros(db: Db, familyId: number, now: number): ProWithAffinities[] {
  const today = wallClockNow(now).slice(0, 10);
  const since = isoDate(addDays(new Date(`${today}T00:00:00Z`), -RECENT_PROS_DAYS));
  const pros = db
    .prepare(`SELECT ${PRO_COLUMNS} FROM employees e WHERE e.id IN (SELECT employee_id FROM planning_events WHERE ${atFamilies('planning_events', '(@familyId)')}
      AND day BETWEEN @since AND @today AND ${notCancelled()})`)
    .all({ familyId, since, today }) as ProRow[];
  return withAffinities(db, familyId, homeOf(db, familyId), pros, now);
}

export function nearestPros(db: Db, agencyId: number, familyId: number, now: number): ProWithAffinities[] {
  const home = homeOf(db, familyId);
  if (!home) return [];
  const pros = db.prepare(`SELECT ${PRO_COLUMNS} FROM employees e WHERE e.agency_id = ? AND e.status = 'ACTIVE' AND e.archived = 0 AND e.lat IS NOT NULL AND e.lng IS NOT NULL`).all(agencyId) as ProRow[];
  const nearest = byDistance(pros.map((pro) => ({ ...pro, distanceKm: distanceKm(home, coordinates(pro)) }))).slice(0, NEAREST_PROS_LIMIT);
  return withAffinities(db, familyId, home, nearest, now);
}
