/** Users and the `SessionUser` the contract answers for them. */
import type { Db } from './db';
import type { Role, SessionUser } from './types';
import { agencyChoicesOfUser, getAgency } from './agencies';

export interface UserRow {
  id: number;
  login: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  role: Role;
  agencyId: number | null;
  clientId: number | null;
  isMultiAgencies: boolean;
  totpSecret: string | null;
}

const SELECT = `SELECT id, login, password_hash AS passwordHash, first_name AS firstName, last_name AS lastName, role,
  agency_id AS agencyId, client_id AS clientId, is_multi_agencies AS isMultiAgencies, totp_secret AS totpSecret FROM users`;

function toUser(row: (Omit<UserRow, 'isMultiAgencies'> & { isMultiAgencies: number }) | undefined): UserRow | null {
  return row ? { ...row, isMultiAgencies: row.isMultiAgencies === 1 } : null;
}

export function findUserByLogin(db: Db, login: string): UserRow | null {
  return toUser(db.prepare(`${SELECT} WHERE login = ? COLLATE NOCASE`).get(login.trim()) as never);
}

export function getUser(db: Db, id: number): UserRow | null {
  return toUser(db.prepare(`${SELECT} WHERE id = ?`).get(id) as never);
}

export function toSessionUser(db: Db, user: UserRow): SessionUser {
  const ownAgency = user.agencyId !== null && !user.isMultiAgencies ? getAgency(db, user.agencyId) : null;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    login: user.login,
    role: user.role,
    isMultiAgencies: user.isMultiAgencies,
    agency: ownAgency,
    clientId: ownAgency?.clientId ?? user.clientId,
    agencies: user.isMultiAgencies ? agencyChoicesOfUser(db, user.id) : [],
    totpEnabled: user.totpSecret !== null,
  };
}

export function updateUserIdentity(db: Db, id: number, fields: { login: string; firstName: string; lastName: string }, at: string): void {
  db.prepare('UPDATE users SET login = ?, first_name = ?, last_name = ?, updated_at = ? WHERE id = ?').run(
    fields.login,
    fields.firstName,
    fields.lastName,
    at,
    id,
  );
}

export function updatePasswordHash(db: Db, id: number, passwordHash: string, at: string): void {
  db.prepare('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?').run(passwordHash, at, id);
}

/** The user's unread messages (the events' count is the agency's: store/agencyEvents.ts). */
export function unreadMessagesOf(db: Db, id: number): number {
  return db.prepare('SELECT unread_messages FROM users WHERE id = ?').pluck().get(id) as number;
}

/**
 * The user an activated app account signs in as (role PRO or FAMILY, the account's agency): made on
 * its first activation, its password set again otherwise; false when the login is another kind's.
 */
export function saveAppUser(
  db: Db,
  account: { login: string; firstName: string; lastName: string; role: 'PRO' | 'FAMILY'; agencyId: number },
  passwordHash: string,
  at: string,
): boolean {
  const existing = findUserByLogin(db, account.login);
  if (existing && existing.role !== account.role) return false;
  if (existing) updatePasswordHash(db, existing.id, passwordHash, at);
  else {
    db.prepare(`INSERT INTO users (login, password_hash, first_name, last_name, role, agency_id, client_id, created_at, updated_at)
      SELECT ?, ?, ?, ?, ?, id, client_id, ?, ? FROM agencies WHERE id = ?`).run(account.login, passwordHash, account.firstName, account.lastName, account.role, at, at, account.agencyId);
  }
  return true;
}
