/** Shares of an agency's documents by token and the agencies' drop pages (src/domain/publicDocuments.ts). */
import { randomBytes } from 'node:crypto';
import type { UploadedFile } from '../../src/api/endpoint';
import { dropEventText, isShareOpen, SHARE_DEFAULT_DAYS } from '../../src/domain/publicDocuments';
import { insertAgencyEvent } from './agencyEvents';
import type { Db } from './db';
import { saveMedia } from './medias';

export interface SharedFile {
  fileName: string;
  mimeType: string;
  bytes: Buffer;
  agencyName: string;
  expiresAt: string;
}

const DAY_MS = 86_400_000;

/** Shares the agency's media for `days`; null when the media is not the agency's. */
export function createShare(db: Db, agencyId: number, mediaId: number, days: number | undefined, at: string): { token: string; fileName: string; expiresAt: string } | null {
  const fileName = db.prepare('SELECT file_name FROM medias WHERE id = ? AND agency_id = ?').pluck().get(mediaId, agencyId) as string | undefined;
  if (fileName === undefined) return null;
  const token = randomBytes(18).toString('base64url');
  const expiresAt = new Date(Date.parse(at) + (days ?? SHARE_DEFAULT_DAYS) * DAY_MS).toISOString();
  db.prepare('INSERT INTO shares (token, agency_id, media_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(token, agencyId, mediaId, at, expiresAt);
  return { token, fileName, expiresAt };
}

/** The shared file while its share is open; null when unknown or expired. The media must be the share's agency's. */
export function sharedFile(db: Db, token: string, at: string): SharedFile | null {
  const row = db
    .prepare(
      `SELECT m.file_name AS fileName, m.mime_type AS mimeType, m.bytes, a.label AS agencyName, s.expires_at AS expiresAt
       FROM shares s JOIN medias m ON m.id = s.media_id AND m.agency_id = s.agency_id JOIN agencies a ON a.id = s.agency_id
       WHERE s.token = ?`,
    )
    .get(token) as SharedFile | undefined;
  return row && isShareOpen(row.expiresAt, at) ? row : null;
}

export function dropPage(db: Db, dropId: string): { dropId: string; agencyId: number; agencyName: string } | null {
  return (
    (db.prepare('SELECT d.id AS dropId, d.agency_id AS agencyId, a.label AS agencyName FROM drops d JOIN agencies a ON a.id = d.agency_id WHERE d.id = ?').get(dropId) as
      | { dropId: string; agencyId: number; agencyName: string }
      | undefined) ?? null
  );
}

/** Keeps a dropped file as a media of the agency, shares it to the agency and tells it by an agency event. */
export function dropFile(db: Db, drop: { dropId: string; agencyId: number }, file: UploadedFile, sender: string, message: string | null, at: string): void {
  const mediaId = saveMedia(db, drop.agencyId, file, at);
  db.prepare('INSERT INTO drop_files (drop_id, media_id, sender, message, created_at) VALUES (?, ?, ?, ?, ?)').run(drop.dropId, mediaId, sender, message, at);
  const share = createShare(db, drop.agencyId, mediaId, undefined, at)!;
  const text = [dropEventText(file.fileName, sender), message].filter(Boolean).join(' : ');
  insertAgencyEvent(db, drop.agencyId, { type: 'NEW_MESSAGE', state: 'UNREAD', resourceData: { text, shareToken: share.token }, createdAt: at });
}
