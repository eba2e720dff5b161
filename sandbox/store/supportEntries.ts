/** The timeline of a ticket: comments and changelog entries, soft deletion, and who has read what. */
import type { TicketEntry } from '../../src/api/contract/support';
import type { EntryAction } from '../../src/domain/support/rules';
import type { Db } from './db';
import type { PageRequest } from './paging';
import { pageOf, paramsOf } from './paging';
import { entryVisibility, viewerParams, type SupportViewer } from './supportAccess';
import { attachmentsOfEntry } from './supportFiles';
import type { Page } from './types';

const COLUMNS = `e.id, e.ticket_id AS supportTicketId, e.content, e.published_at AS publishedAt, e.visibility, e.content_type AS contentType,
  e.action_type AS actionType, e.created_by AS createdBy, u.first_name || ' ' || u.last_name AS createdByName, e.deleted_at AS deletedAt`;

type EntryRow = Omit<TicketEntry, 'attachments' | 'read'> & { read: number };

function toEntry(db: Db, row: EntryRow): TicketEntry {
  // A deleted entry keeps its place, not its words nor its files.
  const deleted = row.deletedAt !== null;
  return { ...row, content: deleted ? '' : row.content, attachments: deleted ? [] : attachmentsOfEntry(db, row.id), read: row.read === 1 };
}

/** The visible entries of a ticket, oldest first, each with whether the viewer had read it; then marks them read. */
export function searchEntries(db: Db, viewer: SupportViewer, ticketId: number, paging: PageRequest): Page<TicketEntry> {
  const clause = `WHERE e.ticket_id = @ticketId AND ${entryVisibility(viewer)}`;
  const all = { ...viewerParams(viewer), ticketId };
  const total = db.prepare(`SELECT COUNT(*) FROM support_entries e ${clause}`).pluck().get(paramsOf(clause, all)) as number;
  const sql = `SELECT ${COLUMNS}, (e.created_by = @viewerId OR EXISTS (SELECT 1 FROM support_entry_reads r WHERE r.entry_id = e.id AND r.user_id = @viewerId)) AS read
    FROM support_entries e JOIN users u ON u.id = e.created_by ${clause} ORDER BY e.published_at, e.id LIMIT @limit OFFSET @offset`;
  const rows = db.prepare(sql).all({ ...paramsOf(sql, all), limit: paging.pageSize, offset: paging.pageNumber * paging.pageSize }) as EntryRow[];
  const markRead = db.prepare('INSERT OR IGNORE INTO support_entry_reads (entry_id, user_id) VALUES (?, ?)');
  for (const row of rows) markRead.run(row.id, viewer.id);
  return pageOf(rows.map((row) => toEntry(db, row)), total, paging);
}

export function getEntry(db: Db, id: number): TicketEntry | null {
  const row = db.prepare(`SELECT ${COLUMNS}, 1 AS read FROM support_entries e JOIN users u ON u.id = e.created_by WHERE e.id = ?`).get(id) as EntryRow | undefined;
  return row ? toEntry(db, row) : null;
}

/** Every entry of a ticket, for the editing rule (which looks at the whole timeline). */
export function timelineFacts(db: Db, ticketId: number) {
  return db
    .prepare('SELECT id, created_by AS createdBy, deleted_at AS deletedAt, published_at AS publishedAt, content_type AS contentType FROM support_entries WHERE ticket_id = ?')
    .all(ticketId) as { id: number; createdBy: number; deletedAt: string | null; publishedAt: string; contentType: 'COMMENT' | 'CHANGELOG' }[];
}

export interface NewEntry {
  ticketId: number;
  content: string;
  publishedAt: string;
  visibility: 'AGENTS' | null;
  actionType: EntryAction;
  createdBy: number;
}

export function insertEntry(db: Db, entry: NewEntry): number {
  const contentType = entry.actionType === 'COMMENT' ? 'COMMENT' : 'CHANGELOG';
  return Number(
    db
      .prepare(`INSERT INTO support_entries (ticket_id, content, published_at, visibility, content_type, action_type, created_by)
        VALUES (@ticketId, @content, @publishedAt, @visibility, @contentType, @actionType, @createdBy)`)
      .run({ ...entry, contentType }).lastInsertRowid,
  );
}

export function updateEntry(db: Db, id: number, fields: { content: string; publishedAt: string; visibility: 'AGENTS' | null }): void {
  db.prepare('UPDATE support_entries SET content = @content, published_at = @publishedAt, visibility = @visibility WHERE id = @id').run({ ...fields, id });
}

/** Soft delete; an entry not published yet is removed outright (with its files). */
export function deleteEntry(db: Db, entry: TicketEntry, now: string): void {
  if (entry.publishedAt > now) db.prepare('DELETE FROM support_entries WHERE id = ?').run(entry.id);
  else {
    db.prepare('UPDATE support_entries SET deleted_at = ? WHERE id = ?').run(now, entry.id);
    db.prepare('DELETE FROM support_attachments WHERE entry_id = ?').run(entry.id);
  }
}
