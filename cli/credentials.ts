/**
 * The saved session of `agency login`: $XDG_CONFIG_HOME/agency-portal/credentials.json
 * (else ~/.config/agency-portal/), readable by its owner only (0600), written atomically
 * so that a crash never leaves half a file, and rewritten at once at every token refresh
 * because refresh tokens are single-use.
 */
import { chmodSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import type { SessionTokens } from '../src/api/client';
import type { SessionUser } from '../src/api/contract/auth';

export interface SavedContext {
  agencyId: number;
  clientId: number;
  label: string;
}

export interface Credentials {
  apiUrl: string;
  tokens: SessionTokens;
  user: SessionUser;
  context: SavedContext | null;
  savedAt: string;
}

export function credentialsPath(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CONFIG_HOME?.trim() || join(homedir(), '.config');
  return join(base, 'agency-portal', 'credentials.json');
}

/** The saved credentials, or null when there are none (or the file is unreadable: the user logs in again). */
export async function readCredentials(path: string): Promise<Credentials | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return null;
  }
  try {
    const value = JSON.parse(text) as Partial<Credentials>;
    return value.apiUrl && value.tokens?.token && value.user ? (value as Credentials) : null;
  } catch {
    return null;
  }
}

/**
 * Synchronous on purpose: called from the client's `tokens` event, the rotated refresh token
 * is on disk before any other code runs, a Ctrl-C handler that exits included.
 */
export function writeCredentials(path: string, credentials: Omit<Credentials, 'savedAt'>, savedAt: string): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify({ ...credentials, savedAt }, null, 2)}\n`, { mode: 0o600 });
  // The mode of writeFile is filtered by the umask: set it explicitly.
  chmodSync(temporary, 0o600);
  renameSync(temporary, path);
}

export async function deleteCredentials(path: string): Promise<boolean> {
  const existed = (await readCredentials(path)) !== null;
  await rm(path, { force: true });
  return existed;
}
