/**
 * The managers of an agency and the admin's users search (src/domain/agencyManagers.ts): a
 * manager has the agency as their own (`users.agency_id`) or among their agencies
 * (`user_agencies`, multi-agency managers).
 */
import type { AdminUser } from '../../src/api/contract/agencyManagers';
import type { Db } from './db';
import { escapeLike, fold } from '../text';

interface Row {
  id: number;
  firstName: string;
  lastName: string;
  login: string;
  role: AdminUser['role'];
  isMultiAgencies: number;
  agencies: string;
}

const SELECT = `SELECT u.id, u.first_name AS firstName, u.last_name AS lastName, u.login, u.role, u.is_multi_agencies AS isMultiAgencies,
  (SELECT json_group_array(json_object('id', a.id, 'label', a.label)) FROM (
     SELECT a.id, a.label FROM agencies a WHERE a.id = u.agency_id AND u.is_multi_agencies = 0
     UNION SELECT a.id, a.label FROM user_agencies ua JOIN agencies a ON a.id = ua.agency_id WHERE ua.user_id = u.id AND u.is_multi_agencies = 1
     ORDER BY 2) a) AS agencies
  FROM users u`;

const toUser = (row: Row): AdminUser => ({ ...row, isMultiAgencies: row.isMultiAgencies === 1, agencies: JSON.parse(row.agencies) as AdminUser['agencies'] });

export function searchUsers(db: Db, namePattern: string, roles: readonly string[] | undefined): AdminUser[] {
  const pattern = `%${escapeLike(fold(namePattern.trim()))}%`;
  return (
    db
      .prepare(
        `${SELECT} WHERE (fold(u.first_name || ' ' || u.last_name) LIKE @pattern ESCAPE '\\' OR fold(u.last_name || ' ' || u.first_name) LIKE @pattern ESCAPE '\\'
           OR fold(u.login) LIKE @pattern ESCAPE '\\') AND (@roles IS NULL OR u.role IN (SELECT value FROM json_each(@roles)))
         ORDER BY fold(u.last_name), fold(u.first_name), u.id LIMIT 20`,
      )
      .all({ pattern, roles: roles?.length ? JSON.stringify(roles) : null }) as Row[]
  ).map(toUser);
}

export function managersOf(db: Db, agencyId: number): AdminUser[] {
  return (
    db
      .prepare(
        `${SELECT} WHERE u.role IN ('DIRECTOR', 'ADVISER') AND ((u.is_multi_agencies = 0 AND u.agency_id = @agencyId)
           OR (u.is_multi_agencies = 1 AND EXISTS (SELECT 1 FROM user_agencies ua WHERE ua.user_id = u.id AND ua.agency_id = @agencyId)))
         ORDER BY fold(u.last_name), fold(u.first_name), u.id`,
      )
      .all({ agencyId }) as Row[]
  ).map(toUser);
}

export function userOf(db: Db, id: number): AdminUser | undefined {
  const row = db.prepare(`${SELECT} WHERE u.id = ?`).get(id) as Row | undefined;
  return row ? toUser(row) : undefined;
}

/** Gives the agency to the user: their own when they have none, else they become multi-agency with both. */
export function addManager(db: Db, agencyId: number, user: AdminUser): void {
  if (!user.isMultiAgencies && !user.agencies.length) {
    db.prepare('UPDATE users SET agency_id = ? WHERE id = ?').run(agencyId, user.id);
    return;
  }
  const insert = db.prepare('INSERT OR IGNORE INTO user_agencies (user_id, agency_id) VALUES (?, ?)');
  for (const agency of user.agencies) insert.run(user.id, agency.id);
  insert.run(user.id, agencyId);
  db.prepare('UPDATE users SET is_multi_agencies = 1, agency_id = NULL WHERE id = ?').run(user.id);
}

/**
 * Takes the agency from a multi-agency manager (the caller checks it is not their only one).
 * Left with one, the manager becomes single-agency in it (their own agency and its client), so
 * that they sign in straight to it. Their sessions working in the agency taken lose that context.
 * Answers the agency left when the manager became single-agency in it, else null.
 */
export function removeManager(db: Db, agencyId: number, userId: number): number | null {
  db.prepare('DELETE FROM user_agencies WHERE user_id = ? AND agency_id = ?').run(userId, agencyId);
  db.prepare('UPDATE sessions SET context_agency_id = NULL WHERE user_id = ? AND context_agency_id = ?').run(userId, agencyId);
  const left = db.prepare('SELECT agency_id FROM user_agencies WHERE user_id = ?').pluck().all(userId) as number[];
  if (left.length !== 1) return null;
  db.prepare('UPDATE users SET is_multi_agencies = 0, agency_id = @agencyId, client_id = (SELECT client_id FROM agencies WHERE id = @agencyId) WHERE id = @userId').run({ agencyId: left[0], userId });
  db.prepare('DELETE FROM user_agencies WHERE user_id = ?').run(userId);
  return left[0]!;
}

export interface ManagerChange {
  agencyId: number;
  userId: number;
  at: string;
  author: string;
  description: string;
}

export function logManagerChange(db: Db, change: ManagerChange): void {
  db.prepare('INSERT INTO agency_manager_changelogs (agency_id, user_id, at, author, description) VALUES (@agencyId, @userId, @at, @author, @description)').run(change);
}

export function managerChangelogs(db: Db, agencyId: number): { id: number; at: string; author: string; description: string }[] {
  return db.prepare('SELECT id, at, author, description FROM agency_manager_changelogs WHERE agency_id = ? ORDER BY at DESC, id DESC').all(agencyId) as never;
}
