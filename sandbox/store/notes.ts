/** Notes of one agency: search, writes, reminders and pinning. */
import type { Note } from '../../src/api/contract/notes';
import { reminderStatusAt, type ReminderStatus } from '../../src/domain/notes';
import { escapeLike, fold } from '../text';
import type { Db } from './db';
import { pageOf, paramsOf, where, type PageRequest } from './paging';
import type { Page } from './types';

const SELECT = `SELECT n.id, n.content, n.color, n.reminder_date AS reminderDate, n.reminder_count AS reminderCount, n.pinned, n.family_id AS familyId,
    n.pro_id AS proId, f.label AS familyName, p.first_name AS proFirstName, p.last_name AS proLastName, n.archived, n.created_at AS createdAt,
    n.updated_at AS updatedAt, u.id AS creatorId, u.first_name || ' ' || u.last_name AS creatorName
  FROM notes n JOIN users u ON u.id = n.created_by LEFT JOIN families f ON f.id = n.family_id LEFT JOIN employees p ON p.id = n.pro_id`;

interface NoteRow {
  id: number; content: string; color: string; reminderDate: string | null; reminderCount: number; pinned: number; familyId: number | null;
  proId: number | null; familyName: string | null; proFirstName: string | null; proLastName: string | null; archived: number;
  createdAt: string; updatedAt: string; creatorId: number; creatorName: string;
}

function toNote(row: NoteRow, now: number): Note {
  return {
    id: row.id, content: row.content, color: row.color, reminderDate: row.reminderDate,
    reminderStatus: reminderStatusAt(row.reminderDate, row.reminderCount, now),
    bookmarkStatuses: row.pinned ? ['ON_SCOPE'] : [], familyId: row.familyId, proId: row.proId,
    family: row.familyId === null ? null : { id: row.familyId, name: row.familyName! },
    pro: row.proId === null ? null : { id: row.proId, firstName: row.proFirstName!, lastName: row.proLastName! },
    archived: row.archived === 1, createdBy: { id: row.creatorId, fullName: row.creatorName }, createdAt: row.createdAt, updatedAt: row.updatedAt,
  };
}

export interface NoteFilter {
  familyId?: number | null | undefined;
  proId?: number | null | undefined;
  bookmarkStatuses?: 'ON_SCOPE'[] | undefined;
  reminderStatuses?: ReminderStatus[] | undefined;
  contentPattern?: string | null | undefined;
  archived: boolean;
}

/** SQL of a reminder status at @now, the same rule as `reminderStatusAt`. */
const STATUS_SQL: Record<ReminderStatus, string> = {
  OUTDATED: 'n.reminder_date <= @now',
  SCHEDULED: 'n.reminder_date > @now AND n.reminder_count <= 1',
  RESTARTED: 'n.reminder_date > @now AND n.reminder_count > 1',
};

export function searchNotes(db: Db, agencyId: number, filter: NoteFilter, paging: PageRequest, now: number): Page<Note> {
  const pattern = filter.contentPattern?.trim();
  const statuses = filter.reminderStatuses ?? [];
  const clause = where([
    'n.agency_id = @agencyId',
    'n.archived = @archived',
    Boolean(filter.familyId) && 'n.family_id = @familyId',
    Boolean(filter.proId) && 'n.pro_id = @proId',
    Boolean(filter.bookmarkStatuses?.length) && 'n.pinned = 1',
    Boolean(pattern) && "fold(n.content) LIKE '%' || @pattern || '%' ESCAPE '\\'",
    statuses.length > 0 && `(${statuses.map((s) => STATUS_SQL[s]).join(' OR ')})`,
  ]);
  const all = {
    agencyId, archived: filter.archived ? 1 : 0, familyId: filter.familyId, proId: filter.proId, pattern: escapeLike(fold(pattern ?? '')),
    now: new Date(now).toISOString(),
  };
  const total = db.prepare(`SELECT COUNT(*) FROM notes n ${clause}`).pluck().get(paramsOf(clause, all)) as number;
  const sql = `${SELECT} ${clause} ORDER BY n.updated_at DESC, n.id DESC LIMIT @limit OFFSET @offset`;
  const rows = db.prepare(sql).all({ ...paramsOf(sql, all), limit: paging.pageSize, offset: paging.pageNumber * paging.pageSize }) as NoteRow[];
  return pageOf(rows.map((row) => toNote(row, now)), total, paging);
}

export function getNote(db: Db, agencyId: number, id: number, now: number): Note | null {
  const row = db.prepare(`${SELECT} WHERE n.id = ? AND n.agency_id = ?`).get(id, agencyId) as NoteRow | undefined;
  return row ? toNote(row, now) : null;
}

export interface NoteFields {
  content: string;
  color: string;
  reminderDate?: string | null | undefined;
  familyId?: number | null | undefined;
  proId?: number | null | undefined;
  bookmarkStatuses: 'ON_SCOPE'[];
}

/** Whether the family and the professional (when given) belong to the agency. */
export function targetsInAgency(db: Db, agencyId: number, fields: Pick<NoteFields, 'familyId' | 'proId'>): boolean {
  const family = !fields.familyId || db.prepare('SELECT 1 FROM families WHERE id = ? AND agency_id = ?').get(fields.familyId, agencyId) !== undefined;
  const pro = !fields.proId || db.prepare('SELECT 1 FROM employees WHERE id = ? AND agency_id = ?').get(fields.proId, agencyId) !== undefined;
  return family && pro;
}

const columns = (fields: NoteFields) => ({
  content: fields.content, color: fields.color.toLowerCase(), reminderDate: fields.reminderDate ?? null, familyId: fields.familyId ?? null,
  proId: fields.proId ?? null, pinned: fields.bookmarkStatuses.length ? 1 : 0,
});

export function insertNote(db: Db, agencyId: number, createdBy: number, fields: NoteFields, now: string): number {
  return Number(
    db
      .prepare(`INSERT INTO notes (agency_id, content, color, reminder_date, reminder_count, pinned, family_id, pro_id, created_by, created_at, updated_at)
        VALUES (@agencyId, @content, @color, @reminderDate, @reminderCount, @pinned, @familyId, @proId, @createdBy, @now, @now)`)
      .run({ ...columns(fields), reminderCount: fields.reminderDate ? 1 : 0, agencyId, createdBy, now }).lastInsertRowid,
  );
}

/** A new reminder date counts as one more reminder set (RESTARTED from the second). */
export function updateNote(db: Db, note: Note, fields: NoteFields, now: string): void {
  const newReminder = Boolean(fields.reminderDate) && fields.reminderDate !== note.reminderDate;
  db.prepare(`UPDATE notes SET content = @content, color = @color, reminder_date = @reminderDate, reminder_count = reminder_count + @added, pinned = @pinned,
      family_id = @familyId, pro_id = @proId, updated_at = @now WHERE id = @id`)
    .run({ ...columns(fields), added: newReminder ? 1 : 0, now, id: note.id });
}

export const deleteNote = (db: Db, agencyId: number, id: number) => db.prepare('DELETE FROM notes WHERE id = ? AND agency_id = ?').run(id, agencyId).changes === 1;

export function setArchived(db: Db, id: number, archived: boolean, now: string): void {
  db.prepare('UPDATE notes SET archived = ?, updated_at = ? WHERE id = ?').run(archived ? 1 : 0, now, id);
}

export function clearReminder(db: Db, id: number, now: string): void {
  db.prepare('UPDATE notes SET reminder_date = NULL, updated_at = ? WHERE id = ?').run(now, id);
}

export function setPinned(db: Db, ids: readonly number[], pinned: boolean, now: string): void {
  const update = db.prepare('UPDATE notes SET pinned = ?, updated_at = ? WHERE id = ?');
  for (const id of ids) update.run(pinned ? 1 : 0, now, id);
}
