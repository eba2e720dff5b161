/** Professionals (employees and candidates, the role PRO users): searches and the details panel. */
import { wallClockNow } from '../dates';
import type { Db } from './db';
import { pageOf, type PageRequest } from './paging';
import { nextEvent } from './planning';
import { matchesPattern, searchPattern } from './search';
import type { ProfessionalPermission, ProfessionalSummary } from '../../src/api/contract/professionals';
import { EVENT_MINUTES } from './dashboard';
import { familiesOfEmployee } from './employeeRecords';
import type { Page, ProfessionalDetails, UserSearchItem } from './types';
import { notCancelled } from './eventCancellations';

type Status = UserSearchItem['status'];

const ITEM = "e.id, e.first_name AS firstName, e.last_name AS lastName, e.email AS login, e.status, 'PRO' AS role";
const NAME = matchesPattern("e.first_name || ' ' || e.last_name", "e.last_name || ' ' || e.first_name");

export function searchProfessionals(
  db: Db,
  agencyId: number,
  filter: { namePattern?: string | null | undefined; status?: Status | null | undefined },
  paging: PageRequest,
): Page<UserSearchItem> {
  const clause = `WHERE e.agency_id = @agencyId AND ${NAME} AND (@status IS NULL OR e.status = @status)`;
  const args = { agencyId, pattern: searchPattern(filter.namePattern), status: filter.status ?? null };
  const total = db.prepare(`SELECT COUNT(*) FROM employees e ${clause}`).pluck().get(args) as number;
  const rows = db
    .prepare(`SELECT ${ITEM} FROM employees e ${clause} ORDER BY fold(e.last_name), fold(e.first_name), e.id LIMIT @limit OFFSET @offset`)
    .all({ ...args, limit: paging.pageSize, offset: paging.pageNumber * paging.pageSize }) as UserSearchItem[];
  return pageOf(rows, total, paging);
}

/** The agency's professionals of some statuses, by name. */
export function professionalsWithStatus(db: Db, agencyId: number, statuses: Status[]): UserSearchItem[] {
  return db
    .prepare(`SELECT ${ITEM} FROM employees e WHERE e.agency_id = ? AND e.status IN (SELECT value FROM json_each(?)) ORDER BY fold(e.last_name), fold(e.first_name), e.id`)
    .all(agencyId, JSON.stringify(statuses)) as UserSearchItem[];
}

/** Whether the professional is one of the agency's. */
export function professionalInAgency(db: Db, agencyId: number, id: number): boolean {
  return db.prepare('SELECT 1 FROM employees WHERE id = ? AND agency_id = ?').get(id, agencyId) !== undefined;
}

export function getProfessional(db: Db, agencyId: number, id: number, now: number): ProfessionalDetails | null {
  const row = db
    .prepare(
      `SELECT e.id, e.ref, e.first_name AS firstName, e.last_name AS lastName, e.email AS login, e.email, e.status, e.mobile AS phoneNumber1,
         e.phone AS phoneNumber2, e.address AS street, e.postcode AS zipCode, e.city, a.id AS agencyId, a.label AS agencyLabel, e.created_at AS createdAt,
         e.hired_on AS hiredOn, e.last_exchange_at AS lastExchangeAt, e.next_exchange_at AS nextExchangeAt
       FROM employees e JOIN agencies a ON a.id = e.agency_id WHERE e.id = ? AND e.agency_id = ?`,
    )
    .get(id, agencyId) as (Omit<ProfessionalDetails, 'role' | 'candidate' | 'agency' | 'nextPlanningEvent'> & { agencyId: number; agencyLabel: string }) | undefined;
  if (!row) return null;
  const { agencyId: agency, agencyLabel, ...fields } = row;
  return {
    ...fields,
    role: 'PRO',
    candidate: row.status === 'CANDIDATE',
    agency: { id: agency, label: agencyLabel },
    nextPlanningEvent: nextEvent(db, { employeeId: id }, wallClockNow(now)),
  };
}

/** The summary tab's facts (families as the employee record gives them). */
export function professionalSummary(db: Db, agencyId: number, id: number, month: string): ProfessionalSummary | null {
  const row = db
    .prepare(`SELECT id, first_name AS firstName, last_name AS lastName, email AS login, status, created_at AS createdAt, picture_at AS pictureAt
      FROM employees WHERE id = ? AND agency_id = ?`)
    .get(id, agencyId) as Omit<ProfessionalSummary, 'monthPlannedMinutes' | 'families'> | undefined;
  if (!row) return null;
  const monthPlannedMinutes = db
    .prepare(`SELECT COALESCE(SUM(${EVENT_MINUTES}), 0) FROM planning_events WHERE employee_id = ? AND substr(day, 1, 7) = ? AND ${notCancelled()}`)
    .pluck()
    .get(id, month) as number;
  return { ...row, monthPlannedMinutes, families: familiesOfEmployee(db, id) };
}

export function permissionsOf(db: Db, id: number): ProfessionalPermission[] {
  const rows = db
    .prepare(`SELECT f.id, f.label AS name, p.created_at AS createdAt FROM professional_permissions p JOIN families f ON f.id = p.family_id
      WHERE p.employee_id = ? ORDER BY fold(f.label), f.id`)
    .all(id) as { id: number; name: string; createdAt: string }[];
  return rows.map(({ createdAt, ...family }) => ({ family, createdAt }));
}

/** Whether the family is one of the agency's. */
export function familyInAgency(db: Db, agencyId: number, familyId: number): boolean {
  return db.prepare('SELECT 1 FROM families WHERE id = ? AND agency_id = ?').get(familyId, agencyId) !== undefined;
}

export function addPermission(db: Db, id: number, familyId: number, now: string): void {
  db.prepare('INSERT OR IGNORE INTO professional_permissions (employee_id, family_id, created_at) VALUES (?, ?, ?)').run(id, familyId, now);
}

export function removePermission(db: Db, id: number, familyId: number): void {
  db.prepare('DELETE FROM professional_permissions WHERE employee_id = ? AND family_id = ?').run(id, familyId);
}
