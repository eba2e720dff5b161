/** Dated unavailabilities (absences) of an agency's professionals. */
import { UNAVAILABILITY_OVERLAP } from '../../src/api/contract/unavailabilities';
import { leaveCivilityError, type Civility } from '../../src/domain/unavailability/leaveCivility';
import { HttpError } from '../http/errors';
import { absenceDays } from '../periods';
import type { Db } from './db';
import { pageOf, type PageRequest } from './paging';
import type { AbsenceType, Page, Unavailability } from './types';

interface Row {
  id: number;
  userId: number;
  firstName: string;
  lastName: string;
  type: AbsenceType;
  startDateTime: string;
  endDateTime: string;
  comment: string | null;
}

const FROM = `FROM unavailabilities u JOIN employees e ON e.id = u.employee_id`;
const COLUMNS = `u.id, u.employee_id AS userId, e.first_name AS firstName, e.last_name AS lastName, u.type, u.start_date_time AS startDateTime,
  u.end_date_time AS endDateTime, u.comment`;

function toUnavailability({ firstName, lastName, ...row }: Row): Unavailability {
  return { ...row, user: { id: row.userId, firstName, lastName }, durationInDays: absenceDays(row.startDateTime, row.endDateTime) };
}

export interface UnavailabilityFilter {
  userIds?: number[] | undefined;
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
  types?: AbsenceType[] | undefined;
}

/** The absences that overlap the period; the latest first. Without paging: every match (exports). */
export function searchUnavailabilities(db: Db, agencyId: number, filter: UnavailabilityFilter, paging: PageRequest | null): Page<Unavailability> {
  const clause = [
    'e.agency_id = @agencyId',
    filter.userIds?.length ? 'u.employee_id IN (SELECT value FROM json_each(@userIds))' : '',
    filter.startDate ? "u.end_date_time > @startDate || 'T00:00'" : '',
    filter.endDate ? "u.start_date_time <= @endDate || 'T23:59'" : '',
    filter.types?.length ? 'u.type IN (SELECT value FROM json_each(@types))' : '',
  ].filter(Boolean).join(' AND ');
  const args = { agencyId, startDate: filter.startDate ?? null, endDate: filter.endDate ?? null, userIds: JSON.stringify(filter.userIds ?? []), types: JSON.stringify(filter.types ?? []) };
  const total = db.prepare(`SELECT COUNT(*) ${FROM} WHERE ${clause}`).pluck().get(args) as number;
  const limit = paging ? 'LIMIT @limit OFFSET @offset' : '';
  const rows = db
    .prepare(`SELECT ${COLUMNS} ${FROM} WHERE ${clause} ORDER BY u.start_date_time DESC, u.id DESC ${limit}`)
    .all(paging ? { ...args, limit: paging.pageSize, offset: paging.pageNumber * paging.pageSize } : args) as Row[];
  return pageOf(rows.map(toUnavailability), total, paging ?? { pageNumber: 0, pageSize: Math.max(total, 1) });
}

/** The professional's absences that overlap the period (bounds excluded), for the overlap check and the availability search. */
export function overlapping(db: Db, employeeIds: number[], startDateTime: string, endDateTime: string): { userId: number; id: number }[] {
  return db
    .prepare('SELECT employee_id AS userId, id FROM unavailabilities WHERE employee_id IN (SELECT value FROM json_each(?)) AND start_date_time < ? AND end_date_time > ?')
    .all(JSON.stringify(employeeIds), endDateTime, startDateTime) as { userId: number; id: number }[];
}

export interface NewUnavailability {
  type: AbsenceType;
  startDateTime: string;
  endDateTime: string;
  comment?: string | null | undefined;
}

export function createUnavailability(db: Db, employeeId: number, absence: NewUnavailability, at: string): Unavailability {
  const id = db
    .prepare('INSERT INTO unavailabilities (employee_id, type, start_date_time, end_date_time, comment, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(employeeId, absence.type, absence.startDateTime, absence.endDateTime, absence.comment?.trim() || null, at).lastInsertRowid;
  return toUnavailability(db.prepare(`SELECT ${COLUMNS} ${FROM} WHERE u.id = ?`).get(id) as Row);
}

/**
 * Creates the absence once its rules hold: a birth leave of the professional's civility (400
 * ABSENCE_TYPE_CIVILITY on `type`), none other of hers overlapping (400 UNAVAILABILITY_OVERLAP).
 */
export function addAbsence(db: Db, employeeId: number, absence: NewUnavailability, at: string): Unavailability {
  const civility = db.prepare('SELECT civility FROM employees WHERE id = ?').pluck().get(employeeId) as Civility;
  const misfit = leaveCivilityError(absence.type, civility);
  if (misfit) throw new HttpError(400, [{ ...misfit, field: 'type' }]);
  if (overlapping(db, [employeeId], absence.startDateTime, absence.endDateTime).length) {
    throw new HttpError(400, [{ ...UNAVAILABILITY_OVERLAP, field: 'startDateTime' }]);
  }
  return createUnavailability(db, employeeId, absence, at);
}

export function deleteUnavailability(db: Db, agencyId: number, id: number): boolean {
  return db.prepare('DELETE FROM unavailabilities WHERE id = ? AND employee_id IN (SELECT id FROM employees WHERE agency_id = ?)').run(id, agencyId).changes === 1;
}
