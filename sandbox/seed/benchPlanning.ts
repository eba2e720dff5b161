/**
 * Bench only (`--bench-planning N`, bench/planning.mjs): Lyon's collective planning at scale. Lyon's professionals that
 * the screen lists by default are brought to 200 with copies of its active ones (renamed « Banc 001 » …), and this
 * week (Monday to Sunday) holds N events in all, its seeded events of the week replaced: spread evenly over the 200,
 * two-hour slots from 07:00 on the weekdays then the weekend, at Lyon's families in turn. Not conflict-checked (a
 * bench's volume, not a plausible week).
 */
import type { Db } from '../store/db';
import { AGENCY } from './organisation';

export const BENCH_PLANNING_PROS = 200;
const SLOTS = ['07:00', '09:00', '11:00', '14:00', '16:00', '18:00'];

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The Monday of the week holding `today` (UTC day). */
export function benchPlanningMonday(today: Date): string {
  return iso(new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000));
}

export function seedBenchPlanning(db: Db, today: Date, events: number): void {
  const agencyId = AGENCY.lyon;
  // The professionals the collective planning lists by default (neither candidates nor inactive or suspended ones).
  const listed = () => db.prepare("SELECT id FROM employees WHERE agency_id = ? AND status NOT IN ('CANDIDATE', 'INACTIVE', 'SUSPENDED') ORDER BY id").pluck().all(agencyId) as number[];
  const models = db.prepare("SELECT id FROM employees WHERE agency_id = ? AND status = 'ACTIVE' ORDER BY id").pluck().all(agencyId) as number[];
  const shown = listed().length;
  const columns = (db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all('employees') as string[]).filter((c) => !['id', 'first_name', 'last_name', 'email'].includes(c));
  const copy = db.prepare(`INSERT INTO employees (${columns.join(', ')}, first_name, last_name, email) SELECT ${columns.join(', ')}, first_name, ?, ? FROM employees WHERE id = ?`);
  for (let n = shown; n < BENCH_PLANNING_PROS; n++) {
    const number = String(n + 1).padStart(3, '0');
    copy.run(`Banc ${number}`, `banc.${number}@bench.demo.fr`, models[n % models.length]);
  }
  const pros = listed();
  const families = db.prepare('SELECT id FROM families WHERE agency_id = ? AND prospect = 0 ORDER BY id').pluck().all(agencyId) as number[];
  const monday = benchPlanningMonday(today);
  const days = Array.from({ length: 7 }, (_, i) => iso(new Date(Date.parse(`${monday}T00:00:00Z`) + i * 86_400_000)));
  // The week's events, and the night of the Sunday before that runs into Monday.
  const sunday = iso(new Date(Date.parse(`${monday}T00:00:00Z`) - 86_400_000));
  db.prepare('DELETE FROM planning_events WHERE agency_id = ? AND (day BETWEEN ? AND ? OR (day = ? AND end_time <= start_time))').run(agencyId, days[0], days[6], sunday);
  const insert = db.prepare('INSERT INTO planning_events (agency_id, employee_id, family_id, day, start_time, end_time) VALUES (?, ?, ?, ?, ?, ?)');
  for (let i = 0; i < events; i++) {
    const pro = i % pros.length;
    const nth = Math.floor(i / pros.length); // the pro's nth event of the week
    const start = SLOTS[nth % SLOTS.length]!;
    const end = `${String(Number(start.slice(0, 2)) + 2).padStart(2, '0')}:00`;
    insert.run(agencyId, pros[pro], families[(i * 7) % families.length], days[Math.floor(nth / SLOTS.length) % 7], start, end);
  }
}
