import { describe, expect, it } from 'vitest';
import { ApiClient, SESSION_DURATION_MS } from '../../../src/api/client';
import { login } from '../../../src/api/contract/auth';
import { createSession, type Clock, type SessionEndReason } from '../../../src/portal/state/session';
import { createStorage } from '../../../src/portal/state/storage';
import { API_BASE, PASSWORD, SOPHIE, fakeApi } from '../support/fake-api';

/** A clock the test moves by hand; timers fire when their time is passed. */
function manualClock(start = Date.UTC(2026, 10, 23, 9)) {
  let now = start;
  let timers: Array<{ at: number; callback: () => void; id: number }> = [];
  let ids = 0;
  const clock: Clock = {
    now: () => now,
    setTimeout: (callback, ms) => {
      timers.push({ at: now + ms, callback, id: ++ids });
      return ids;
    },
    clearTimeout: (id) => void (timers = timers.filter((t) => t.id !== id)),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const timer of timers.filter((t) => t.at <= now)) {
      timers = timers.filter((t) => t !== timer);
      timer.callback();
    }
  };
  return { clock, advance };
}

async function openSession() {
  const api = fakeApi();
  const { clock, advance } = manualClock();
  const client = new ApiClient({ baseUrl: API_BASE, clientContext: { browserName: 'Test', browserVersion: '1.0', appVersion: '1.0.0', app: 'BO' }, fetch: api.fetch, now: clock.now });
  const storage = createStorage('memory', 'test');
  const ends: Array<[SessionEndReason, string]> = [];
  const session = createSession({ client, storage, clock, onEnd: (reason, who) => ends.push([reason, who]) });
  session.start(await client.call(login, { body: { login: SOPHIE.login, password: PASSWORD } }));
  return { client, storage, session, ends, advance, clock };
}

describe('session', () => {
  it('persists the user, the tokens and the session end', async () => {
    const { storage, clock } = await openSession();
    const stored = JSON.parse(storage.get('session')!);
    expect(stored.user.login).toBe(SOPHIE.login);
    expect(stored.tokens.token).toMatch(/^token-/);
    expect(stored.sessionEnd).toBe(clock.now() + SESSION_DURATION_MS);
  });

  it('expires after 2 hours of inactivity, keeps the login to prefill and clears the rest', async () => {
    const { session, storage, ends, advance, client } = await openSession();
    advance(SESSION_DURATION_MS - 1);
    expect(session.user.value?.login).toBe(SOPHIE.login);
    advance(1);
    expect(session.user.value).toBeNull();
    expect(session.expired.value).toBe(true);
    expect(session.lastLogin.value).toBe(SOPHIE.login);
    expect(ends).toEqual([['expired', SOPHIE.login]]);
    expect(storage.get('session')).toBeNull();
    expect(client.getTokens()).toBeNull();
  });

  it('ends at once on a logout, keeping nothing to prefill', async () => {
    const { session, storage, ends } = await openSession();
    session.end('user');
    expect(session.user.value).toBeNull();
    expect(session.expired.value).toBe(false);
    expect(session.lastLogin.value).toBe('');
    expect(storage.get('session')).toBeNull();
    expect(ends).toEqual([['user', SOPHIE.login]]);
  });

  it('keeps going when another tab sharing the storage pushed the end back', async () => {
    const { session, storage, advance } = await openSession();
    const stored = JSON.parse(storage.get('session')!);
    storage.set('session', JSON.stringify({ ...stored, sessionEnd: stored.sessionEnd + 60_000 }));
    advance(SESSION_DURATION_MS);
    expect(session.user.value?.login).toBe(SOPHIE.login);
    advance(60_000);
    expect(session.user.value).toBeNull();
  });

  it('restores what is stored, restoring meanwhile, and ignores a stored value of another shape', async () => {
    const { client, storage, clock } = await openSession();
    const again = createSession({ client, storage, clock, onEnd: () => undefined });
    const restored = again.restore();
    expect(again.restoring.value).toBe(true);
    await restored;
    expect(again.restoring.value).toBe(false);
    expect(again.user.value?.login).toBe(SOPHIE.login);
    storage.set('session', JSON.stringify({ tokens: { token: 't' }, user: { id: 'x' }, sessionEnd: 'soon' }));
    const other = createSession({ client, storage, clock, onEnd: () => undefined });
    await other.restore();
    expect(other.user.value).toBeNull();
    expect(other.restoring.value).toBe(false);
  });

  it("follows the client's refresh failure (logout event)", async () => {
    const { client, session, ends } = await openSession();
    client.setTokens({ token: 'stale', refreshToken: 'revoked' });
    // A private call with a token the fake does not know: 401, then the refresh fails too, so the client logs out.
    const { currentRole } = await import('../../../src/api/contract/auth');
    await expect(client.call(currentRole)).rejects.toMatchObject({ status: 401 });
    expect(session.user.value).toBeNull();
    expect(ends).toEqual([['refresh-failed', SOPHIE.login]]);
  });
});
