/**
 * The history (changelogs) of a record that keeps one: customers (`customer_changelogs`) and
 * employees (`employee_changelogs`), the same columns under their owner's id. Users write the
 * exchanges and OTHER; what the server wrote is neither editable nor deletable; an exchange
 * moves the record's `last_exchange_at`.
 */
import { USER_HISTORY_EVENTS } from '../../src/domain/customers/actions';
import { HISTORY_ENTRY_MESSAGES, isFutureEntry } from '../../src/domain/historyEntries';
import { httpError, throwFieldErrors } from '../http/errors';
import { trimmedOrNull } from '../text';
import type { Db } from './db';

/** Where a kind of record keeps its history. */
export interface ChangelogTable {
  table: 'customer_changelogs' | 'employee_changelogs';
  owner: 'customer_id' | 'employee_id';
  records: 'customers' | 'employees';
  /** French labels of the events, for the message refusing one a user may not write. */
  labels: Readonly<Record<string, string>>;
}

export interface Changelog<Type extends string = string> {
  id: number;
  type: Type;
  comment: string | null;
  createdAt: string;
  author: { id: number; firstName: string; lastName: string } | null;
  editable: boolean;
}

export interface ChangelogRow {
  id: number;
  type: string;
  comment: string | null;
  createdAt: string;
  editable: number;
  authorId: number | null;
  authorFirstName: string | null;
  authorLastName: string | null;
}

/** The columns of a `ChangelogRow`, the history as `h` and its author as `u` (LEFT JOIN users u ON u.id = h.author_id). */
export const CHANGELOG_COLUMNS = `h.id, h.type, h.comment, h.created_at AS createdAt, h.editable, u.id AS authorId, u.first_name AS authorFirstName, u.last_name AS authorLastName`;

export const toChangelog = <Type extends string>(row: ChangelogRow): Changelog<Type> => ({
  id: row.id,
  type: row.type as Type,
  comment: row.comment,
  createdAt: row.createdAt,
  author: row.authorId === null ? null : { id: row.authorId, firstName: row.authorFirstName!, lastName: row.authorLastName! },
  editable: row.editable === 1,
});

const select = (t: ChangelogTable) => `SELECT ${CHANGELOG_COLUMNS} FROM ${t.table} h LEFT JOIN users u ON u.id = h.author_id`;

export interface HistoryEntry {
  agencyId: number;
  ownerId: number;
  type: string;
  comment?: string | null;
  authorId: number | null;
  editable?: boolean;
  at: string;
}

export function writeChangelog(db: Db, t: ChangelogTable, entry: HistoryEntry): number {
  return Number(
    db
      .prepare(`INSERT INTO ${t.table} (agency_id, ${t.owner}, type, comment, author_id, editable, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`)
      .run(entry.agencyId, entry.ownerId, entry.type, entry.comment ?? null, entry.authorId, entry.editable ? 1 : 0, entry.at).lastInsertRowid,
  );
}

export function changelogsOf<Type extends string>(db: Db, t: ChangelogTable, ownerId: number): Changelog<Type>[] {
  return (db.prepare(`${select(t)} WHERE h.${t.owner} = ? ORDER BY h.created_at DESC, h.id DESC`).all(ownerId) as ChangelogRow[]).map((row) => toChangelog<Type>(row));
}

function changelogOf(db: Db, t: ChangelogTable, ownerId: number, changelogId: number): ChangelogRow | null {
  return (db.prepare(`${select(t)} WHERE h.${t.owner} = ? AND h.id = ?`).get(ownerId, changelogId) as ChangelogRow | undefined) ?? null;
}

/** What a user may write: an exchange or OTHER (400 naming `type` otherwise). */
function checkUserEvent(t: ChangelogTable, type: string): void {
  if (!(USER_HISTORY_EVENTS as readonly string[]).includes(type)) {
    throwFieldErrors({ type: `« ${t.labels[type] ?? type} » est écrit par le portail lui-même : choisissez un échange (appel, e-mail, rendez-vous, message) ou « Autre »` });
  }
}

const SERVER_ENTRY = "Cette entrée de l'historique a été écrite par le portail : elle ne peut être ni modifiée ni supprimée";

/** An exchange moves the record's last exchange when it is the latest. */
function touchLastExchange(db: Db, t: ChangelogTable, ownerId: number, type: string, at: string): void {
  if (type.startsWith('CONTACT_BY_')) {
    db.prepare(`UPDATE ${t.records} SET last_exchange_at = ? WHERE id = ? AND (last_exchange_at IS NULL OR last_exchange_at < ?)`).run(at, ownerId, at);
  }
}

export interface UserEntry<Type extends string> {
  type: Type;
  comment?: string | null | undefined;
  createdAt?: string | null | undefined;
}

/** The instant an entry is dated at: the one given (400 naming `createdAt` when later than now), else `fallback`. */
function entryDate(createdAt: string | null | undefined, now: string, fallback: string): string {
  if (!createdAt) return fallback;
  if (isFutureEntry(createdAt, Date.parse(now))) throw httpError(400, 'PARAMETERS_ERROR', HISTORY_ENTRY_MESSAGES.future, 'createdAt');
  return new Date(Date.parse(createdAt)).toISOString();
}

export function addChangelog<Type extends string>(db: Db, t: ChangelogTable, agencyId: number, ownerId: number, authorId: number, body: UserEntry<Type>, now: string): Changelog<Type> {
  checkUserEvent(t, body.type);
  const at = entryDate(body.createdAt, now, now);
  const id = writeChangelog(db, t, { agencyId, ownerId, type: body.type, comment: trimmedOrNull(body.comment), authorId, editable: true, at });
  touchLastExchange(db, t, ownerId, body.type, at);
  return toChangelog<Type>(changelogOf(db, t, ownerId, id)!);
}

/** Null when the entry is not the record's (404); 400 on an entry the server wrote. */
export function editChangelog<Type extends string>(db: Db, t: ChangelogTable, ownerId: number, changelogId: number, body: UserEntry<Type>, now: string): Changelog<Type> | null {
  const row = changelogOf(db, t, ownerId, changelogId);
  if (!row) return null;
  if (!row.editable) throw httpError(400, 'CHANGELOG_NOT_EDITABLE', SERVER_ENTRY);
  checkUserEvent(t, body.type);
  const at = entryDate(body.createdAt, now, row.createdAt);
  db.prepare(`UPDATE ${t.table} SET type = ?, comment = ?, created_at = ? WHERE id = ?`).run(body.type, trimmedOrNull(body.comment), at, changelogId);
  touchLastExchange(db, t, ownerId, body.type, at);
  return toChangelog<Type>(changelogOf(db, t, ownerId, changelogId)!);
}

export function removeChangelog(db: Db, t: ChangelogTable, ownerId: number, changelogId: number): boolean {
  const row = changelogOf(db, t, ownerId, changelogId);
  if (!row) return false;
  if (!row.editable) throw httpError(400, 'CHANGELOG_NOT_EDITABLE', SERVER_ENTRY);
  db.prepare(`DELETE FROM ${t.table} WHERE id = ?`).run(changelogId);
  return true;
}
