/**
 * Lyon's default professional (spec 000 `Agency.defaultProId`): the placeholder « Intervenant·e
 * À pourvoir » an event is booked on while no real professional is found, with four events next
 * month at families under contract then, each on a slot free at the family and for itself. Seeded after
 * everything else, from its own mulberry32 stream (the seed + 67), so that nothing before moves;
 * Lyon then counts one employee more (81).
 */
import { addDays, isoDate } from '../dates';
import type { Db } from '../store/db';
import { AGENCY } from './organisation';
import { plannable } from './planning';
import { SEED, mulberry32 } from './prng';

export const DEFAULT_PRO_NAME = { firstName: 'Intervenant·e', lastName: 'À pourvoir' } as const;
const EVENTS = 4;
const SLOTS = [['08:30', '11:30'], ['09:00', '12:00'], ['14:00', '17:00'], ['16:30', '19:00']] as const;

/** Minutes since midnight of 'HH:MM'. */
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export function seedDefaultPro(db: Db, today: Date): void {
  const random = mulberry32(SEED + 67);
  const agencyId = AGENCY.lyon;
  const agency = db.prepare('SELECT address, postcode, city, city_code AS cityCode FROM agencies WHERE id = ?').get(agencyId) as Record<string, string>;
  const created = isoDate(addDays(today, -400));
  const proId = Number(
    db
      .prepare(`INSERT INTO employees (agency_id, ref, status, civility, first_name, last_name, birth_date, email, mobile, address, postcode, city, city_code,
        social_security_number, hired_on, created_at) VALUES (?, ?, 'ACTIVE', 'MME', ?, ?, '1990-01-01', ?, ?, ?, ?, ?, ?, '', ?, ?)`)
      .run(agencyId, `INT-${agencyId}-0000`, DEFAULT_PRO_NAME.firstName, DEFAULT_PRO_NAME.lastName, 'a-pourvoir@lyon.demo.fr', '06 00 00 00 00', agency.address,
        agency.postcode, agency.city, agency.cityCode, created, `${created}T09:00:00.000Z`).lastInsertRowid,
  );
  db.prepare('UPDATE agencies SET default_pro_id = ? WHERE id = ?').run(proId, agencyId);

  const nextMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
  const underContract = db.prepare(`SELECT DISTINCT family_id FROM contracts WHERE agency_id = ? AND family_id IS NOT NULL AND start_date <= ?
    AND (end_date IS NULL OR end_date >= ?) ORDER BY family_id`).pluck();
  // The family's and the placeholder's events of the day (night ones up to midnight) and last night's that run into it.
  const busy = db.prepare(`SELECT start_time AS startTime, end_time AS endTime, day FROM planning_events
    WHERE (employee_id = @proId OR family_id = @familyId OR shared_family_id IN (SELECT shared_family_id FROM shared_family_members WHERE family_id = @familyId))
    AND (day = @day OR (day = @dayBefore AND end_time <= start_time))`);
  const insert = db.prepare('INSERT INTO planning_events (agency_id, employee_id, family_id, day, start_time, end_time) VALUES (?, ?, ?, ?, ?, ?)');
  const mayPlan = plannable(db, agencyId);
  let placed = 0;
  for (let tries = 0; placed < EVENTS && tries < 200; tries++) {
    const date = addDays(nextMonth, random.int(1, 24));
    if (date.getUTCDay() === 0 || date.getUTCDay() === 6) continue;
    const day = isoDate(date);
    const families = underContract.all(agencyId, day, day) as number[];
    if (!families.length) continue;
    const familyId = random.pick(families);
    const [start, end] = random.pick(SLOTS);
    const taken = (busy.all({ proId, familyId, day, dayBefore: isoDate(addDays(date, -1)) }) as { startTime: string; endTime: string; day: string }[]).some((event) => {
      const night = event.endTime <= event.startTime;
      const from = event.day === day ? minutes(event.startTime) : 0;
      const to = event.day === day ? (night ? 1440 : minutes(event.endTime)) : minutes(event.endTime);
      return from < minutes(end) && to > minutes(start);
    });
    if (taken || !mayPlan(familyId, day)) continue;
    insert.run(agencyId, proId, familyId, day, start, end);
    placed++;
  }
}
