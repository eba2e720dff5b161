/**
 * Activation links of app accounts (issue 34 §7): one use, and they expire like password-reset
 * links (RESET_TTL_MS, the sandbox's clock). The account is a professional's or a parent's row,
 * not yet a user: the user with its password is made when the link is used.
 */
import type { UserType } from '../../src/domain/users';
import { newToken } from '../security/random';
import type { Db } from './db';
import { RESET_TTL_MS } from './tokens';

export interface Activation {
  type: UserType;
  accountId: number;
}

export function createActivationToken(db: Db, activation: Activation, now: number): string {
  const token = newToken();
  db.prepare('INSERT INTO account_activation_tokens (token, account_type, account_id, expires_at) VALUES (?, ?, ?, ?)').run(
    token,
    activation.type,
    activation.accountId,
    now + RESET_TTL_MS,
  );
  return token;
}

/** The account a live token (unused, not expired) activates, or null. */
export function findActivation(db: Db, token: string, now: number): Activation | null {
  const row = db
    .prepare('SELECT account_type AS type, account_id AS accountId FROM account_activation_tokens WHERE token = ? AND used_at IS NULL AND expires_at > ?')
    .get(token, now) as Activation | undefined;
  return row ?? null;
}

/** The activation link a token is, live or not (its use and expiry), or null when it is none. */
export function activationLink(db: Db, token: string): (Activation & { usedAt: number | null; expiresAt: number }) | null {
  const row = db
    .prepare('SELECT account_type AS type, account_id AS accountId, used_at AS usedAt, expires_at AS expiresAt FROM account_activation_tokens WHERE token = ?')
    .get(token) as (Activation & { usedAt: number | null; expiresAt: number }) | undefined;
  return row ?? null;
}

export function useActivationToken(db: Db, token: string, now: number): void {
  db.prepare('UPDATE account_activation_tokens SET used_at = ? WHERE token = ?').run(now, token);
}
