/**
 * The session of one portal instance: the logged-in user, the tokens and the end of
 * the session (2 h of inactivity), persisted in the instance's storage and restored
 * at start. An expired session keeps the login to prefill the login screen (spec 000 §4).
 * The restore validates what is stored with a schema loaded on demand (`storedSession.ts`):
 * without a stored session, the entry chunk never loads zod to show the login screen.
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals-react';
import type { ApiClient, SessionTokens } from '../../api/client';
import type { LoginAnswer, SessionUser } from '../../api/contract/auth';
import type { PortalStorage } from './storage';
import type { StoredSession } from './storedSession';
import { systemClock as machineClock } from '../../domain/clock';

const SESSION_KEY = 'session';
const LAST_LOGIN_KEY = 'lastLogin';

export type SessionEndReason = 'user' | 'refresh-failed' | 'expired';

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => machineClock.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** setTimeout cannot wait longer than 2^31-1 ms; the check re-arms itself. */
const MAX_TIMER_MS = 2_147_483_647;

export interface Session {
  readonly user: ReadonlySignal<SessionUser | null>;
  /** True while a stored session is being read back at start: nobody is known to be logged in or out yet. */
  readonly restoring: ReadonlySignal<boolean>;
  /** True after an expiry, until the next login. */
  readonly expired: ReadonlySignal<boolean>;
  /** The last login used, to prefill the login screen after an expiry. */
  readonly lastLogin: ReadonlySignal<string>;
  /** Resumes the persisted session, or expires it if its end has passed; `restoring` is true until it is done. */
  restore(): Promise<void>;
  /** Starts the session of a complete login answer (not a TOTP pre-authentication). */
  start(answer: LoginAnswer): void;
  /** Ends the session (logout, failed refresh or expiry). */
  end(reason: SessionEndReason): void;
  /** The user as the server answered after an update of their account. */
  updateUser(next: SessionUser): void;
  dispose(): void;
}

export interface SessionOptions {
  client: ApiClient;
  storage: PortalStorage;
  clock?: Clock;
  /** Called once per session end, after the state is cleared. */
  onEnd(reason: SessionEndReason, login: string): void;
}

/** The end of the stored session of `userId`, which another tab sharing the storage may have pushed back. */
function storedSessionEnd(storage: PortalStorage, userId: number): number | null {
  try {
    const stored = JSON.parse(storage.get(SESSION_KEY) ?? 'null') as { user?: { id?: unknown }; sessionEnd?: unknown } | null;
    return stored?.user?.id === userId && typeof stored.sessionEnd === 'number' ? stored.sessionEnd : null;
  } catch {
    return null;
  }
}

export function createSession({ client, storage, clock = systemClock, onEnd }: SessionOptions): Session {
  const user = signal<SessionUser | null>(null);
  // A login kept after an expiry (even across a reload) until the next login or logout.
  const lastLogin = signal(storage.get(LAST_LOGIN_KEY) ?? '');
  const expired = signal(lastLogin.value !== '');
  const restoring = signal(false);
  let disposed = false;
  let tokens: SessionTokens | null = null;
  let sessionEnd = 0;
  let timer: unknown = null;

  const persist = () => {
    if (user.value && tokens) storage.set(SESSION_KEY, JSON.stringify({ tokens, user: user.value, sessionEnd } satisfies StoredSession));
  };

  const disarm = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };

  /** Fires at the end of the session; another tab sharing the storage may have pushed it back. */
  const check = () => {
    timer = null;
    if (!user.value) return;
    const storedEnd = storedSessionEnd(storage, user.value.id);
    if (storedEnd !== null && storedEnd > sessionEnd) sessionEnd = storedEnd;
    if (clock.now() >= sessionEnd) end('expired');
    else arm();
  };

  const arm = () => {
    disarm();
    if (user.value) timer = clock.setTimeout(check, Math.min(Math.max(sessionEnd - clock.now(), 0), MAX_TIMER_MS));
  };

  function end(reason: SessionEndReason) {
    const login = user.value?.login ?? lastLogin.value;
    const wasOpen = user.value !== null;
    disarm();
    user.value = null;
    tokens = null;
    storage.remove(SESSION_KEY);
    if (client.getTokens()) client.setTokens(null);
    expired.value = reason === 'expired';
    lastLogin.value = expired.value ? login : '';
    if (expired.value) storage.set(LAST_LOGIN_KEY, login);
    else storage.remove(LAST_LOGIN_KEY);
    if (wasOpen) onEnd(reason, login);
  }

  const unsubscribe = [
    client.on('tokens', (next) => {
      tokens = next;
      // Refreshed tokens are kept; a TOTP pre-authentication (no user yet) is not.
      if (next) persist();
    }),
    client.on('sessionEnd', (at) => {
      sessionEnd = at;
      persist();
      arm();
    }),
    client.on('logout', () => end('refresh-failed')),
  ];

  function resume(stored: StoredSession) {
    tokens = stored.tokens;
    sessionEnd = stored.sessionEnd;
    // Tokens first: the user's arrival sets off calls (agency lists, counters) that need them.
    client.setTokens(stored.tokens);
    // One batch: a session that ended while the page was closed expires now, like one that ends
    // while it is open, without its user reaching the effects that follow the user (calls, agency choice).
    batch(() => {
      user.value = stored.user;
      if (stored.sessionEnd <= clock.now()) end('expired');
      else arm();
    });
  }

  /** The tokens of a stored session still open, read without its schema; null otherwise. */
  function earlyTokens(raw: string, now: number): SessionTokens | null {
    try {
      const parsed = JSON.parse(raw) as { tokens?: { token?: unknown; refreshToken?: unknown }; sessionEnd?: unknown } | null;
      const { token, refreshToken } = parsed?.tokens ?? {};
      const open = typeof parsed?.sessionEnd === 'number' && parsed.sessionEnd > now;
      return open && typeof token === 'string' && (typeof refreshToken === 'string' || refreshToken === null) ? { token, refreshToken } : null;
    } catch {
      return null;
    }
  }

  /** The stored session, read with its schema; null when there is none or its chunk could not load. */
  async function readStored(): Promise<StoredSession | null> {
    try {
      const { parseStoredSession } = await import('./storedSession');
      return parseStoredSession(storage.get(SESSION_KEY));
    } catch {
      // The session stays stored; the login screen shows.
      return null;
    }
  }

  return {
    user,
    restoring,
    expired,
    lastLogin,
    async restore() {
      const raw = storage.get(SESSION_KEY);
      if (!raw) return;
      restoring.value = true;
      // The stored tokens are used at once, before the check of the whole session (a chunk with zod) has
      // loaded: the route's first request leaves now (a bad token goes through the refresh path).
      const early = earlyTokens(raw, clock.now());
      if (early) client.setTokens(early);
      const stored = await readStored();
      try {
        if (stored && !disposed) resume(stored);
        else if (early && client.getTokens() === early) client.setTokens(null);
      } finally {
        restoring.value = false;
      }
    },
    start(answer) {
      tokens = { token: answer.token, refreshToken: answer.refreshToken };
      sessionEnd = client.sessionEnd ?? clock.now();
      expired.value = false;
      lastLogin.value = '';
      storage.remove(LAST_LOGIN_KEY);
      client.setTokens(tokens);
      user.value = answer.user;
      persist();
      arm();
    },
    end,
    updateUser(next) {
      if (!user.peek()) return;
      user.value = next;
      persist();
    },
    dispose() {
      disposed = true;
      disarm();
      unsubscribe.forEach((off) => off());
    },
  };
}
