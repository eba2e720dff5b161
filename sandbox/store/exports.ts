/** Exports centre: searches, files and emission, always within one agency. */
import type { Db } from './db';
import { pageOf, where, type PageRequest } from './paging';
import type { Export, ExportType, Page } from './types';

interface ExportRow extends Omit<Export, 'emitted'> {
  emitted: number;
}

const COLUMNS = `id, type, created_at AS createdAt, document_name AS documentName, description, length(content) AS documentSize,
  emitted, emitted_at AS emittedAt, relevant_year AS relevantYear, relevant_month AS relevantMonth, mime_type AS mimeType`;

const toExport = (row: ExportRow): Export => ({ ...row, emitted: row.emitted === 1 });

export interface ExportFilter {
  type?: ExportType | null | undefined;
  emitted?: boolean | null | undefined;
  relevantYear?: number | null | undefined;
  relevantMonth?: number | null | undefined;
}

const present = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

export function searchExports(db: Db, agencyId: number, filter: ExportFilter, paging: PageRequest): Page<Export> {
  const clause = where([
    'agency_id = @agencyId',
    present(filter.type) && 'type = @type',
    present(filter.emitted) && 'emitted = @emitted',
    present(filter.relevantYear) && 'relevant_year = @relevantYear',
    present(filter.relevantMonth) && 'relevant_month = @relevantMonth',
  ]);
  const all = { agencyId, type: filter.type, emitted: filter.emitted ? 1 : 0, relevantYear: filter.relevantYear, relevantMonth: filter.relevantMonth };
  const named = Object.fromEntries(Object.entries(all).filter(([key]) => clause.includes(`@${key}`)));
  const total = db.prepare(`SELECT COUNT(*) FROM exports ${clause}`).pluck().get(named) as number;
  const rows = db
    .prepare(`SELECT ${COLUMNS} FROM exports ${clause} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`)
    .all({ ...named, limit: paging.pageSize, offset: paging.pageNumber * paging.pageSize }) as ExportRow[];
  return pageOf(rows.map(toExport), total, paging);
}

export function getExport(db: Db, agencyId: number, id: number): Export | null {
  const row = db.prepare(`SELECT ${COLUMNS} FROM exports WHERE id = ? AND agency_id = ?`).get(id, agencyId) as ExportRow | undefined;
  return row ? toExport(row) : null;
}

export function exportFile(db: Db, agencyId: number, id: number): { name: string; mimeType: string; bytes: Buffer } | null {
  const row = db.prepare('SELECT document_name AS name, mime_type AS mimeType, content AS bytes FROM exports WHERE id = ? AND agency_id = ?').get(id, agencyId);
  return (row as { name: string; mimeType: string; bytes: Buffer } | undefined) ?? null;
}

/** Keeps the first emission date when marked twice. */
export function markAsEmitted(db: Db, agencyId: number, id: number, at: string): Export | null {
  db.prepare('UPDATE exports SET emitted = 1, emitted_at = COALESCE(emitted_at, ?) WHERE id = ? AND agency_id = ?').run(at, id, agencyId);
  return getExport(db, agencyId, id);
}

export function deleteExport(db: Db, agencyId: number, id: number): boolean {
  return db.prepare('DELETE FROM exports WHERE id = ? AND agency_id = ?').run(id, agencyId).changes === 1;
}

export interface NewExport {
  type: ExportType;
  documentName: string;
  description: string;
  mimeType: string;
  relevantYear: number;
  relevantMonth: number;
  content: Buffer;
  createdAt: string;
}

/** Files a new export (not emitted) in the agency's exports centre; answers its id. */
export function insertExport(db: Db, agencyId: number, file: NewExport): number {
  return Number(
    db
      .prepare(
        `INSERT INTO exports (agency_id, type, created_at, document_name, description, mime_type, emitted, relevant_year, relevant_month, content)
         VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?)`,
      )
      .run(agencyId, file.type, file.createdAt, file.documentName, file.description, file.mimeType, file.relevantYear, file.relevantMonth, file.content).lastInsertRowid,
  );
}
