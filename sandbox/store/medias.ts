/** Medias: files an agency uploaded, kept as they came (name, type, bytes). */
import type { UploadedFile } from '../../src/api/endpoint';
import type { Db } from './db';

export interface Media {
  id: number;
  fileName: string;
  mimeType: string;
  bytes: Buffer;
}

export function saveMedia(db: Db, agencyId: number, file: UploadedFile, at: string): number {
  return Number(db.prepare('INSERT INTO medias (agency_id, file_name, mime_type, bytes, created_at) VALUES (?, ?, ?, ?, ?)').run(agencyId, file.fileName, file.mimeType, Buffer.from(file.bytes), at).lastInsertRowid);
}

/** The agency's media, or null (another agency's is not found either). */
export function getMedia(db: Db, agencyId: number, id: number): Media | null {
  return (db.prepare('SELECT id, file_name AS fileName, mime_type AS mimeType, bytes FROM medias WHERE id = ? AND agency_id = ?').get(id, agencyId) as Media | undefined) ?? null;
}

export function deleteMedia(db: Db, id: number | null): void {
  if (id !== null) db.prepare('DELETE FROM medias WHERE id = ?').run(id);
}
