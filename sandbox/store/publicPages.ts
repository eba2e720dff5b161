/** Shares of an agency's documents by token and the agencies' drop pages (src/domain/publicDocuments.ts). */
import { randomBytes } from 'node:crypto';
import type { UploadedFile } from '../../src/api/endpoint';
import { dropEventText, SHARE_DEFAULT_DAYS, shareState, type ShareState } from '../../src/domain/publicDocuments';
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

export interface ShareRow {
  token: string;
  fileName: string;
  createdAt: string;
  expiresAt: string;
}

/** Shares the agency's media for `days`, counted from `at` (the sandbox's clock); null when the media is not the agency's. */
export function createShare(db: Db, agencyId: number, mediaId: number, days: number | undefined, at: string): ShareRow | null {
  const fileName = db.prepare('SELECT file_name FROM medias WHERE id = ? AND agency_id = ?').pluck().get(mediaId, agencyId) as string | undefined;
  if (fileName === undefined) return null;
  const token = randomBytes(18).toString('base64url');
  const expiresAt = new Date(Date.parse(at) + (days ?? SHARE_DEFAULT_DAYS) * DAY_MS).toISOString();
  db.prepare('INSERT INTO shares (token, agency_id, media_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(token, agencyId, mediaId, at, expiresAt);
  return { token, fileName, createdAt: at, expiresAt };
}

/**
 * The shared file and what its link does at `at` (open, expired, revoked); null when the token is unknown.
 * The media must be the share's agency's.
 */
export function sharedFile(db: Db, token: string, at: string): { state: ShareState; file: SharedFile } | null {
  const row = db
    .prepare(
      `SELECT m.file_name AS fileName, m.mime_type AS mimeType, m.bytes, a.label AS agencyName, s.expires_at AS expiresAt, s.revoked_at AS revokedAt
       FROM shares s JOIN medias m ON m.id = s.media_id AND m.agency_id = s.agency_id JOIN agencies a ON a.id = s.agency_id
       WHERE s.token = ?`,
    )
    .get(token) as (SharedFile & { revokedAt: string | null }) | undefined;
  if (!row) return null;
  const { revokedAt, ...file } = row;
  return { state: shareState({ expiresAt: file.expiresAt, revokedAt }, at), file };
}

/** The links of the agency's media that still open at `at`, newest first. */
export function liveShares(db: Db, agencyId: number, mediaId: number, at: string): ShareRow[] {
  return db
    .prepare(
      `SELECT s.token, m.file_name AS fileName, s.created_at AS createdAt, s.expires_at AS expiresAt
       FROM shares s JOIN medias m ON m.id = s.media_id
       WHERE s.agency_id = ? AND s.media_id = ? AND s.revoked_at IS NULL AND s.expires_at > ?
       ORDER BY s.created_at DESC, s.rowid DESC`,
    )
    .all(agencyId, mediaId, at) as ShareRow[];
}

/** Revokes a live link of the agency's media at `at`; false when there is none by that token. */
export function revokeShare(db: Db, agencyId: number, mediaId: number, token: string, at: string): boolean {
  return db.prepare('UPDATE shares SET revoked_at = ? WHERE token = ? AND agency_id = ? AND media_id = ? AND revoked_at IS NULL AND expires_at > ?').run(at, token, agencyId, mediaId, at).changes > 0;
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
