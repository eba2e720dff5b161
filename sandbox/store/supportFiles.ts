/** Files of tickets and of their entries, stored as BLOBs. */
import type { Attachment, NewAttachment } from '../../src/api/contract/support';
import type { Db } from './db';
import { paramsOf } from './paging';
import { entryVisibility, viewerParams, type SupportViewer } from './supportAccess';

const COLUMNS = `f.id, f.file_name AS fileName, f.length, f.mime_type AS mimeType, f.entry_id AS entryId, f.created_by AS createdBy, f.created_at AS createdAt`;

/** The ticket's files the viewer may see: its own, and (unless `ownOnly`) those of its visible live entries. */
export function attachmentsOfTicket(db: Db, ticketId: number, viewer: SupportViewer, { ownOnly = false } = {}): Attachment[] {
  const entries = ownOnly ? '' : ` OR (e.deleted_at IS NULL AND ${entryVisibility(viewer)})`;
  const sql = `SELECT ${COLUMNS} FROM support_attachments f LEFT JOIN support_entries e ON e.id = f.entry_id
    WHERE f.ticket_id = @ticketId AND (f.entry_id IS NULL${entries}) ORDER BY f.id`;
  return db.prepare(sql).all(paramsOf(sql, { ...viewerParams(viewer), ticketId })) as Attachment[];
}

export function attachmentsOfEntry(db: Db, entryId: number): Attachment[] {
  return db.prepare(`SELECT ${COLUMNS} FROM support_attachments f WHERE f.entry_id = ? ORDER BY f.id`).all(entryId) as Attachment[];
}

export function insertAttachments(db: Db, target: { ticketId: number; entryId: number | null }, files: readonly NewAttachment[], createdBy: number, now: string): void {
  const insert = db.prepare(`INSERT INTO support_attachments (ticket_id, entry_id, file_name, mime_type, length, bytes, created_by, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const file of files) {
    const bytes = Buffer.from(file.contentBase64, 'base64');
    insert.run(target.ticketId, target.entryId, file.fileName, file.mimeType ?? 'application/octet-stream', bytes.byteLength, bytes, createdBy, now);
  }
}

export interface StoredFile {
  id: number;
  ticketId: number;
  entryId: number | null;
  createdBy: number;
  name: string;
  mimeType: string;
  bytes: Buffer;
}

export function getAttachment(db: Db, id: number): StoredFile | null {
  return (
    (db
      .prepare('SELECT id, ticket_id AS ticketId, entry_id AS entryId, created_by AS createdBy, file_name AS name, mime_type AS mimeType, bytes FROM support_attachments WHERE id = ?')
      .get(id) as StoredFile | undefined) ?? null
  );
}

export const deleteAttachment = (db: Db, id: number) => db.prepare('DELETE FROM support_attachments WHERE id = ?').run(id);
