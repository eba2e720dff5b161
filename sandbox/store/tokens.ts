/**
 * Sessions and their tokens. A session is one login; tokens point at it, so the
 * agency context chosen with selectContext survives refresh-token rotation.
 */
import { newToken } from '../security/random';
import type { Db } from './db';
import { getUser, type UserRow } from './users';

export type TokenKind = 'ACCESS' | 'PRE_AUTH' | 'REFRESH' | 'TEMPORARY';

export const PRE_AUTH_TTL_MS = 5 * 60_000;
export const REFRESH_TTL_MS = 7 * 24 * 3600_000;
export const TEMPORARY_TTL_MS = 5 * 60_000;

export interface Session {
  id: number;
  user: UserRow;
  /** Agency chosen with selectContext, if any. */
  contextAgencyId: number | null;
  /** The token that opened this request and its kind. */
  token: string;
  kind: TokenKind;
}

export interface IssuedToken {
  token: string;
  expiresAt: number;
}

export function createSession(db: Db, userId: number, now: number): number {
  return Number(db.prepare('INSERT INTO sessions (user_id, created_at) VALUES (?, ?)').run(userId, now).lastInsertRowid);
}

export function issueToken(db: Db, sessionId: number, kind: TokenKind, ttlMs: number, now: number, remainingUses: number | null = null): IssuedToken {
  const token = newToken();
  const expiresAt = now + ttlMs;
  db.prepare('INSERT INTO auth_tokens (token, kind, session_id, expires_at, remaining_uses) VALUES (?, ?, ?, ?, ?)').run(
    token,
    kind,
    sessionId,
    expiresAt,
    remainingUses,
  );
  return { token, expiresAt };
}

/** The session of a live token of one of the given kinds (not expired, not revoked, uses left), or null. */
export function findSession(db: Db, token: string | null, kinds: readonly TokenKind[], now: number): Session | null {
  if (!token) return null;
  const row = db
    .prepare(
      `SELECT t.kind, t.expires_at AS expiresAt, t.remaining_uses AS remainingUses, t.revoked_at AS revokedAt,
              s.id AS sessionId, s.user_id AS userId, s.context_agency_id AS contextAgencyId
       FROM auth_tokens t JOIN sessions s ON s.id = t.session_id WHERE t.token = ?`,
    )
    .get(token) as
    | { kind: TokenKind; expiresAt: number; remainingUses: number | null; revokedAt: number | null; sessionId: number; userId: number; contextAgencyId: number | null }
    | undefined;
  if (!row || !kinds.includes(row.kind) || row.revokedAt !== null || row.expiresAt <= now) return null;
  if (row.remainingUses !== null && row.remainingUses <= 0) return null;
  const user = getUser(db, row.userId);
  return user ? { id: row.sessionId, user, contextAgencyId: row.contextAgencyId, token, kind: row.kind } : null;
}

export function revokeToken(db: Db, token: string, now: number): void {
  db.prepare('UPDATE auth_tokens SET revoked_at = ? WHERE token = ? AND revoked_at IS NULL').run(now, token);
}

/**
 * Ends the session a token belongs to (logout): every token of it, access, refresh and temporary,
 * even when the token itself has expired, so that logging out leaves nothing usable behind.
 */
export function revokeSessionOf(db: Db, token: string, now: number): void {
  db.prepare('UPDATE auth_tokens SET revoked_at = ? WHERE revoked_at IS NULL AND session_id = (SELECT session_id FROM auth_tokens WHERE token = ?)').run(now, token);
}

/** Uses a temporary token once; false when it has no use left. */
export function consumeTokenUse(db: Db, token: string): boolean {
  return db.prepare('UPDATE auth_tokens SET remaining_uses = remaining_uses - 1 WHERE token = ? AND remaining_uses > 0').run(token).changes === 1;
}

export function revokeUserTokens(db: Db, userId: number, now: number): void {
  db.prepare('UPDATE auth_tokens SET revoked_at = ? WHERE revoked_at IS NULL AND session_id IN (SELECT id FROM sessions WHERE user_id = ?)').run(
    now,
    userId,
  );
}

export function setSessionContext(db: Db, sessionId: number, agencyId: number): void {
  db.prepare('UPDATE sessions SET context_agency_id = ? WHERE id = ?').run(agencyId, sessionId);
}

/** The agency whose data a session sees: the chosen context, else the user's own agency (not for admins and multi-agency managers). */
export function scopedAgencyId(session: Session): number | null {
  if (session.contextAgencyId !== null) return session.contextAgencyId;
  const { user } = session;
  return user.role === 'ADMIN' || user.isMultiAgencies ? null : user.agencyId;
}

/** Password-reset tokens: one hour, single use. */
export const RESET_TTL_MS = 3600_000;

export function createResetToken(db: Db, userId: number, now: number): string {
  const token = newToken();
  db.prepare('INSERT INTO password_reset_tokens (token, user_id, expires_at) VALUES (?, ?, ?)').run(token, userId, now + RESET_TTL_MS);
  return token;
}

export function findResetTokenUser(db: Db, token: string, now: number): UserRow | null {
  const row = db.prepare('SELECT user_id AS userId FROM password_reset_tokens WHERE token = ? AND used_at IS NULL AND expires_at > ?').get(token, now) as
    | { userId: number }
    | undefined;
  return row ? getUser(db, row.userId) : null;
}

export function useResetToken(db: Db, token: string, now: number): void {
  db.prepare('UPDATE password_reset_tokens SET used_at = ? WHERE token = ?').run(now, token);
}
