/** The agency's document library (migration 061_community_library): documents are medias with a type, a title and who added them. */
import type { LibraryDocument, LibraryFilter } from '../../src/api/contract/library';
import type { UploadedFile } from '../../src/api/endpoint';
import type { LibraryDocumentType } from '../../src/domain/library';
import type { Db } from './db';
import { deleteMedia, getMedia, saveMedia, type Media } from './medias';
import { pageOf, where, type PageRequest } from './paging';
import { matchesPattern, searchPattern } from './search';
import type { Page } from './types';

const SELECT = `SELECT d.id, d.type, d.title, m.file_name AS fileName, m.mime_type AS mimeType, length(m.bytes) AS size, d.created_at AS createdAt, d.author
  FROM library_documents d JOIN medias m ON m.id = d.media_id`;

export function searchLibrary(db: Db, agencyId: number, filter: Pick<LibraryFilter, 'type' | 'text'>, paging: PageRequest): Page<LibraryDocument> {
  const clause = where(['d.agency_id = @agencyId', Boolean(filter.type) && 'd.type = @type', matchesPattern('d.title', 'm.file_name')]);
  const args = { agencyId, type: filter.type ?? null, pattern: searchPattern(filter.text) };
  const total = db.prepare(`SELECT COUNT(*) FROM library_documents d JOIN medias m ON m.id = d.media_id ${clause}`).pluck().get(args) as number;
  const rows = db
    .prepare(`${SELECT} ${clause} ORDER BY d.created_at DESC, d.id DESC LIMIT @limit OFFSET @offset`)
    .all({ ...args, limit: paging.pageSize, offset: paging.pageNumber * paging.pageSize }) as LibraryDocument[];
  return pageOf(rows, total, paging);
}

export function getLibraryDocument(db: Db, agencyId: number, id: number): LibraryDocument | null {
  return (db.prepare(`${SELECT} WHERE d.id = ? AND d.agency_id = ?`).get(id, agencyId) as LibraryDocument | undefined) ?? null;
}

export function addLibraryDocument(db: Db, agencyId: number, document: { type: LibraryDocumentType; title: string; file: UploadedFile; author: string }, at: string): number {
  const mediaId = saveMedia(db, agencyId, document.file, at);
  return Number(
    db.prepare('INSERT INTO library_documents (agency_id, type, title, media_id, author, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(agencyId, document.type, document.title, mediaId, document.author, at).lastInsertRowid,
  );
}

/** The media of the agency's document `id` (its file, its shares); undefined when it is not the agency's. */
export function libraryMediaId(db: Db, agencyId: number, id: number): number | undefined {
  return db.prepare('SELECT media_id FROM library_documents WHERE id = ? AND agency_id = ?').pluck().get(id, agencyId) as number | undefined;
}

/** The document's file, when it is the agency's. */
export function libraryFileOf(db: Db, agencyId: number, id: number): Media | null {
  const mediaId = libraryMediaId(db, agencyId, id);
  return mediaId === undefined ? null : getMedia(db, agencyId, mediaId);
}

export function deleteLibraryDocument(db: Db, agencyId: number, id: number): boolean {
  const mediaId = libraryMediaId(db, agencyId, id);
  if (mediaId === undefined) return false;
  db.prepare('DELETE FROM library_documents WHERE id = ?').run(id);
  deleteMedia(db, mediaId);
  return true;
}
