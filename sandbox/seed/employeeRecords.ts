/**
 * The employees' records (spec 001 §3): each one's history starts with its CREATION (written by
 * the portal, at its creation), the hired ones add CANDIDATE_TO_EMPLOYEE on their first week;
 * transport options, job titles and nationality follow each id, so the seed stays deterministic
 * without drawing from any PRNG (the data seeded after it does not move).
 */
import type { Db } from '../store/db';

const JOB_TITLES = ['Garde d’enfants', 'Auxiliaire de puériculture', 'Garde d’enfants bilingue', 'Assistante maternelle', 'Aide aux devoirs'];

/** From `fromId` on (`seedStaffVolume` completes the records of the people it adds). */
export function seedEmployeeRecords(db: Db, fromId = 0): void {
  db.prepare(`INSERT INTO employee_changelogs (agency_id, employee_id, type, comment, author_id, editable, created_at)
    SELECT agency_id, id, 'CREATION', NULL, NULL, 0, created_at FROM employees WHERE id >= ? ORDER BY id`).run(fromId);
  db.prepare(`INSERT INTO employee_changelogs (agency_id, employee_id, type, comment, author_id, editable, created_at)
    SELECT agency_id, id, 'CANDIDATE_TO_EMPLOYEE', 'Entretien et références validés', NULL, 0, strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+5 days')
    FROM employees WHERE hired_on IS NOT NULL AND id >= ? ORDER BY id`).run(fromId);
  db.prepare(`UPDATE employees SET driving_licence = (id % 3 <> 0), car = (id % 4 = 0), public_transport = (id % 2 = 1),
    max_distance_km = CASE id % 5 WHEN 0 THEN NULL ELSE (id % 5) * 5 END, nationality = CASE WHEN id % 9 = 0 THEN NULL ELSE 'Française' END,
    job_title = CASE WHEN status = 'CANDIDATE' THEN NULL ELSE json_extract(?, '$[' || (id % ${JOB_TITLES.length}) || ']') END WHERE id >= ?`).run(JSON.stringify(JOB_TITLES), fromId);
}
