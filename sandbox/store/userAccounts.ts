/**
 * App accounts (spec 001 §7 Users): a professional's is its employee row (id, e-mail as login,
 * status), a parent's is the family's parent (family_parents, the composition's table) that has
 * an account (`account_status` set); both tables share the account's columns, so one set of
 * queries serves the two kinds by the table of their type. Deleting a parent's account keeps the
 * parent in the family's composition, without an account.
 */
import type { UserAccount, UserAccountForm, UserSelection } from '../../src/api/contract/users';
import type { UserStatus } from '../../src/domain/userStatus';
import { USER_MESSAGES, USER_ACCOUNT_RULES, type UserType } from '../../src/domain/users';
import { formErrors } from '../../src/domain/form/rules';
import { httpError, notFound, throwFieldErrors } from '../http/errors';
import { writeChangelog } from './changelogs';
import type { Db } from './db';
import { EMPLOYEE_HISTORY } from './employeeRecords';
import { createActivationToken } from './activationTokens';
import { sendMail } from './mails';
import { pageOf, type PageRequest } from './paging';
import { matchesPattern, searchPattern } from './search';
import type { Page } from './types';
import type { Clock } from '../clock';

const TABLES: Record<UserType, string> = { PRO: 'employees', FAMILY: 'family_parents' };
/** The agency's accounts of the kind, as `u` (agency, status and e-mail under the same names for both). */
const ACCOUNTS: Record<UserType, string> = {
  PRO: '(SELECT * FROM employees WHERE app_account_deleted_at IS NULL)',
  FAMILY: `(SELECT p.*, f.agency_id, p.account_status AS status FROM family_parents p JOIN families f ON f.id = p.family_id WHERE p.account_status IS NOT NULL)`,
};

function columns(type: UserType): string {
  const family = type === 'FAMILY' ? 'f.id AS familyId, f.label AS familyName' : 'NULL AS familyId, NULL AS familyName';
  return `u.id, u.first_name AS firstName, u.last_name AS lastName, u.email AS login, u.status, '${type}' AS role, u.account_locked AS locked,
    u.picture_at AS pictureAt, u.activation_mail_at AS activationMailSentAt, COALESCE(u.created_at, '') AS createdAt, ${family}`;
}
const from = (type: UserType) => (type === 'FAMILY' ? `${ACCOUNTS.FAMILY} u JOIN families f ON f.id = u.family_id` : `${ACCOUNTS.PRO} u`);
/** The column of the account's status in the kind's table. */
const STATUS: Record<UserType, string> = { PRO: 'status', FAMILY: 'account_status' };

type Row = Omit<UserAccount, 'locked' | 'family'> & { locked: number; familyId: number | null; familyName: string | null };
const toAccount = ({ locked, familyId, familyName, ...row }: Row): UserAccount => ({
  ...row,
  locked: locked === 1,
  family: familyId === null ? null : { id: familyId, name: familyName ?? '' },
});

/** Both kinds at once are one list by name (ids of the two kinds may meet: `role` tells them apart). */
export function searchUserAccounts(
  db: Db,
  agencyId: number,
  filter: { namePattern?: string | null | undefined; role: UserType; roles?: readonly UserType[] | undefined; status?: string | null | undefined; statuses?: readonly string[] | undefined },
  paging: PageRequest,
): Page<UserAccount> {
  const name = matchesPattern("u.first_name || ' ' || u.last_name", "u.last_name || ' ' || u.first_name", 'u.email');
  const kinds = filter.roles?.length ? [...new Set(filter.roles)] : [filter.role];
  // An archived professional has no app account any more; a deleted account is left out by ACCOUNTS.
  const part = (type: UserType) => `SELECT ${columns(type)}, fold(u.last_name) AS sortLast, fold(u.first_name) AS sortFirst FROM ${from(type)}
    WHERE u.agency_id = @agencyId AND ${name} AND (@status IS NULL OR u.status = @status)
    AND (@statuses IS NULL OR u.status IN (SELECT value FROM json_each(@statuses))) ${type === 'PRO' ? 'AND u.archived = 0' : ''}`;
  const union = kinds.map(part).join(' UNION ALL ');
  const args = { agencyId, pattern: searchPattern(filter.namePattern), status: filter.status ?? null, statuses: filter.statuses?.length ? JSON.stringify(filter.statuses) : null };
  const total = db.prepare(`SELECT COUNT(*) FROM (${union})`).pluck().get(args) as number;
  const rows = db
    .prepare(`SELECT * FROM (${union}) ORDER BY sortLast, sortFirst, role DESC, id LIMIT @limit OFFSET @offset`)
    .all({ ...args, limit: paging.pageSize, offset: paging.pageNumber * paging.pageSize }) as (Row & { sortLast?: string; sortFirst?: string })[];
  return pageOf(rows.map(({ sortLast: _last, sortFirst: _first, ...row }) => toAccount(row)), total, paging);
}

export function userAccount(db: Db, agencyId: number, type: UserType, id: number): UserAccount | null {
  const row = db.prepare(`SELECT ${columns(type)} FROM ${from(type)} WHERE u.id = ? AND u.agency_id = ?`).get(id, agencyId) as Row | undefined;
  return row ? toAccount(row) : null;
}

const foundAccount = (db: Db, agencyId: number, type: UserType, id: number) => {
  const account = userAccount(db, agencyId, type, id);
  if (!account) throw notFound();
  return account;
};

/** The selection's accounts, all of the agency (404 otherwise: nothing is done). */
function selected(db: Db, agencyId: number, selection: UserSelection): UserAccount[] {
  return [...new Set(selection.userIds)].map((id) => foundAccount(db, agencyId, selection.type, id));
}

function checkForm(db: Db, agencyId: number, type: UserType, form: UserAccountForm, id: number | null): { firstName: string; lastName: string; login: string } {
  const values = { firstName: form.firstName?.trim() ?? '', lastName: form.lastName?.trim() ?? '', login: form.login?.trim() ?? '' };
  throwFieldErrors(formErrors(values, USER_ACCOUNT_RULES));
  throwFieldErrors({ login: loginTaken(db, agencyId, type, values.login, id) ? USER_MESSAGES.loginTaken : null });
  return values;
}

/** Whether another account of the agency and kind has this login (e-mail, case ignored). */
export function loginTaken(db: Db, agencyId: number, type: UserType, login: string, id: number | null): boolean {
  return db.prepare(`SELECT 1 FROM ${ACCOUNTS[type]} WHERE agency_id = ? AND email = ? COLLATE NOCASE AND id IS NOT ?`).get(agencyId, login, id) !== undefined;
}

export function createParentAccount(db: Db, agencyId: number, familyId: number | null | undefined, form: UserAccountForm, now: string): UserAccount {
  const family = familyId ? db.prepare('SELECT id FROM families WHERE id = ? AND agency_id = ?').get(familyId, agencyId) : undefined;
  const values = checkForm(db, agencyId, 'FAMILY', form, null);
  throwFieldErrors({ familyId: family ? null : familyId ? 'Famille inconnue' : 'Champ obligatoire' });
  const id = db
    .prepare("INSERT INTO family_parents (family_id, first_name, last_name, email, account_status, created_at) VALUES (?, ?, ?, ?, 'CREATED', ?)")
    .run(familyId, values.firstName, values.lastName, values.login, now).lastInsertRowid;
  return foundAccount(db, agencyId, 'FAMILY', Number(id));
}

export function updateAccount(db: Db, agencyId: number, type: UserType, id: number, form: UserAccountForm): UserAccount {
  foundAccount(db, agencyId, type, id);
  const values = checkForm(db, agencyId, type, form, id);
  db.prepare(`UPDATE ${TABLES[type]} SET first_name = ?, last_name = ?, email = ? WHERE id = ?`).run(values.firstName, values.lastName, values.login, id);
  return foundAccount(db, agencyId, type, id);
}

export function unlockAccount(db: Db, agencyId: number, type: UserType, id: number): UserAccount {
  foundAccount(db, agencyId, type, id);
  db.prepare(`UPDATE ${TABLES[type]} SET account_locked = 0 WHERE id = ?`).run(id);
  return foundAccount(db, agencyId, type, id);
}

export function updateStatus(db: Db, agencyId: number, selection: UserSelection, status: UserStatus): UserAccount[] {
  const accounts = selected(db, agencyId, selection);
  if (accounts.some((account) => account.status === 'CANDIDATE')) throw httpError(400, 'PARAMETERS_ERROR', USER_MESSAGES.candidateStatusRefused, 'userIds');
  const update = db.prepare(`UPDATE ${TABLES[selection.type]} SET ${STATUS[selection.type]} = ? WHERE id = ?`);
  for (const account of accounts) update.run(status, account.id);
  return accounts.map((account) => foundAccount(db, agencyId, selection.type, account.id));
}

export function setPicture(db: Db, agencyId: number, type: UserType, id: number, picture: { mimeType: string; bytes: Uint8Array } | null, at: string): UserAccount {
  foundAccount(db, agencyId, type, id);
  db.prepare(`UPDATE ${TABLES[type]} SET picture = ?, picture_mime = ?, picture_at = ? WHERE id = ?`).run(
    picture ? Buffer.from(picture.bytes) : null,
    picture?.mimeType ?? null,
    picture ? at : null,
    id,
  );
  return foundAccount(db, agencyId, type, id);
}

export function pictureOf(db: Db, agencyId: number, type: UserType, id: number): { mimeType: string; bytes: Buffer } | null {
  const row = db.prepare(`SELECT picture AS bytes, picture_mime AS mimeType FROM ${ACCOUNTS[type]} WHERE id = ? AND agency_id = ? AND picture IS NOT NULL`).get(id, agencyId);
  return (row as { mimeType: string; bytes: Buffer } | undefined) ?? null;
}

/**
 * Records the mail in the sandbox's outbox and when it went; the mail carries the account's one-use
 * activation link (`linkOf` its token). An active account is refused: nothing is sent.
 */
export function sendActivationMails(
  db: Db, clock: Clock, agencyId: number, selection: UserSelection, linkOf: (token: string) => string,
): number {
  const accounts = selected(db, agencyId, selection);
  const active = accounts.filter((account) => account.status === 'ACTIVE');
  if (active.length) throw httpError(400, 'ACCOUNT_ALREADY_ACTIVE', USER_MESSAGES.alreadyActive(active.map((account) => account.login)), 'userIds');
  const mark = db.prepare(`UPDATE ${TABLES[selection.type]} SET activation_mail_at = ? WHERE id = ?`);
  for (const account of accounts) {
    const token = createActivationToken(db, { type: selection.type, accountId: account.id }, clock.now());
    sendMail(db, {
      to: account.login,
      subject: 'Activez votre compte',
      text:
        `Bonjour ${account.firstName},\n\nVotre agence vous a ouvert un compte (identifiant : ${account.login}). ` +
        `Pour choisir votre mot de passe et l'activer, ouvrez ce lien (valable une heure) :\n${linkOf(token)}`,
    }, clock.iso());
    mark.run(clock.iso(), account.id);
  }
  return accounts.length;
}

/** What an activation link needs of its account, whatever its agency: its login, names and agency. */
export function accountToActivate(db: Db, type: UserType, id: number): { login: string; firstName: string; lastName: string; agencyId: number; status: string } | null {
  const row = db.prepare(`SELECT email AS login, first_name AS firstName, last_name AS lastName, agency_id AS agencyId, status FROM ${ACCOUNTS[type]} WHERE id = ?`).get(id);
  return (row as ReturnType<typeof accountToActivate>) ?? null;
}

export function markActive(db: Db, type: UserType, id: number): void {
  db.prepare(`UPDATE ${TABLES[type]} SET ${STATUS[type]} = 'ACTIVE' WHERE id = ?`).run(id);
}

/**
 * Deletes the accounts (login and access to the app), never the people: parents stay in their
 * families, a professional's record stays as it was (not archived: its planning and paye go on),
 * its history saying the account was deleted.
 */
export function deleteAccounts(db: Db, agencyId: number, selection: UserSelection, at: string, authorId: number): void {
  const accounts = selected(db, agencyId, selection);
  const remove = selection.type === 'FAMILY'
    ? db.prepare('UPDATE family_parents SET account_status = NULL, account_locked = 0, activation_mail_at = NULL, picture = NULL, picture_mime = NULL, picture_at = NULL WHERE id = ?')
    : db.prepare('UPDATE employees SET app_account_deleted_at = ?, account_locked = 0, activation_mail_at = NULL, picture = NULL, picture_mime = NULL, picture_at = NULL WHERE id = ?');
  for (const account of accounts) {
    if (selection.type === 'FAMILY') remove.run(account.id);
    else {
      remove.run(at, account.id);
      writeChangelog(db, EMPLOYEE_HISTORY, { agencyId, ownerId: account.id, type: 'OTHER', authorId, at, editable: false, comment: USER_MESSAGES.proAccountDeleted(account.login) });
    }
  }
}

/** A professional's account cannot be created here (it comes with its employee record). */
export const proCreationRefused = () => httpError(400, 'PARAMETERS_ERROR', USER_MESSAGES.proCreatedElsewhere, 'type');
