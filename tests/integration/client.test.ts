/** The typed client against the real sandbox over HTTP (spec 000 §4, §7, §8). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ApiClient, ApiError, SESSION_DURATION_MS, type ApiClientOptions } from '../../src/api/client';
import { endpoint } from '../../src/api/endpoint';
import { login, logout, totpCode, currentRole, refreshTokens } from '../../src/api/contract/auth';
import { counters } from '../../src/api/contract/dashboard';
import { downloadExport, searchExports } from '../../src/api/contract/exports';
import { listFavorites } from '../../src/api/contract/favorites';
import { demoTotpCode, setSwitches } from '../../src/api/contract/sandbox';
import { HEADERS, parseClientContextHeader } from '../../src/api/contract/common';
import { searchCustomersV2, type CustomersV2Body } from '../../src/api/contract/customers';
import { CUSTOMERS_V2_SEARCH } from '../../src/api/contract/listSearches';
import { MESSAGES } from '../../src/domain/messages';
import { recordingFetch } from '../support/recording-fetch';
import { DEMO_PASSWORD, startSandbox } from '../support/sandbox';
import { movableClock } from '../support/clock';
import { requestAt } from '../support/serverRequests';

const context = { browserName: 'vitest', browserVersion: '4', appVersion: '1.0.0', app: 'CLI' } as const;
let server: Awaited<ReturnType<typeof startSandbox>>;

// The sandbox's clock, moved past the access token's lifetime instead of waiting for it.
const clock = movableClock();
const TTL_MS = 60_000;
const expireAccessToken = () => clock.advance(TTL_MS + 200);

beforeAll(async () => {
  server = await startSandbox({ accessTokenTtlMs: TTL_MS, now: clock });
});
afterAll(() => server.close());

function client(extra: Partial<ApiClientOptions> = {}) {
  return new ApiClient({ baseUrl: server.url, clientContext: context, ...extra });
}

async function loggedIn(who = 'directrice@demo.fr', extra: Partial<ApiClientOptions> = {}) {
  const api = client(extra);
  const answer = await api.call(login, { body: { login: who, password: DEMO_PASSWORD } });
  api.setTokens({ token: answer.token, refreshToken: answer.refreshToken });
  return { api, answer };
}

describe('login', () => {
  it('answers the token, the refresh token and the user, and exposes the head version', async () => {
    const { api, answer } = await loggedIn();
    expect(answer.totpRequired).toBe(false);
    expect(answer.refreshToken).toEqual(expect.any(String));
    expect(answer.user).toMatchObject({ firstName: 'Sophie', lastName: 'Lefèvre', role: 'DIRECTOR', login: 'directrice@demo.fr' });
    expect(api.headVersion).toMatch(/^\d+\.\d+\.\d+/);
    expect(await api.call(currentRole)).toEqual({ role: 'DIRECTOR' });
  });

  it('sends the client-context header with the caller name, version and app', async () => {
    const recorder = recordingFetch();
    await loggedIn('directrice@demo.fr', { fetch: recorder.fetch });
    const sent = parseClientContextHeader(recorder.requests[0]?.headers.get(HEADERS.clientContext));
    expect(sent).toEqual({ browserName: 'vitest', browserVersion: '4', appVersion: '1.0.0', app: 'CLI' });
  });

  it('gives the French message of a wrong password', async () => {
    const error = await client()
      .call(login, { body: { login: 'directrice@demo.fr', password: 'mauvais' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'BAD_CREDENTIALS', message: MESSAGES.badCredentials });
  });

  it('goes through the TOTP step for a user who has it', async () => {
    const api = client();
    const first = await api.call(login, { body: { login: 'totp@demo.fr', password: DEMO_PASSWORD } });
    expect(first).toMatchObject({ totpRequired: true, refreshToken: null });
    api.setTokens({ token: first.token, refreshToken: null });
    // The pre-authentication token opens nothing but the TOTP call.
    await expect(api.call(listFavorites)).rejects.toMatchObject({ status: 401 });

    const wrong = await api.call(totpCode, { body: { totpCode: '000000' } }).catch((e: unknown) => e);
    expect(wrong).toMatchObject({ status: 401, message: MESSAGES.badTotpCode });

    const { code } = await api.call(demoTotpCode, { query: { login: 'totp@demo.fr' } });
    const second = await api.call(totpCode, { body: { totpCode: code } });
    expect(second.totpRequired).toBe(false);
    expect(second.refreshToken).toEqual(expect.any(String));
    api.setTokens({ token: second.token, refreshToken: second.refreshToken });
    expect(await api.call(listFavorites)).toEqual(expect.any(Array));
  });
});

describe('expired token', () => {
  it('makes exactly one refresh call for 20 concurrent requests, and all 20 succeed', async () => {
    const recorder = recordingFetch();
    const { api } = await loggedIn('directrice@demo.fr', { fetch: recorder.fetch });
    const before = api.getTokens();
    expireAccessToken();
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.call(listFavorites)));
    expect(answers).toHaveLength(20);
    expect(recorder.count(refreshTokens.path)).toBe(1);
    expect(api.getTokens()?.token).not.toBe(before?.token);
    // Calls made after the refresh use the new token directly.
    await api.call(listFavorites);
    expect(recorder.count(refreshTokens.path)).toBe(1);
  });

  it('emits exactly one logout when the refresh fails, and every request fails with 401', async () => {
    const { api, answer } = await loggedIn();
    // Use the refresh token once elsewhere: refresh tokens are single-use, so the client's copy is now dead.
    await client().call(refreshTokens, { body: { refreshToken: answer.refreshToken! } });
    expireAccessToken();
    let logouts = 0;
    api.on('logout', () => logouts++);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => api.call(listFavorites)));
    expect(results.every((r) => r.status === 'rejected' && (r.reason as ApiError).status === 401)).toBe(true);
    expect(logouts).toBe(1);
    expect(api.getTokens()).toBeNull();
  });
});

describe('logout', () => {
  it('cancels the requests under way first: none comes back 401, no refresh, no second logout', async () => {
    const recorder = recordingFetch();
    const { api } = await loggedIn('directrice@demo.fr', { fetch: recorder.fetch });
    const logouts: unknown[] = [];
    api.on('logout', (detail) => logouts.push(detail));
    await api.call(setSwitches, { body: { latencyMs: 400 } });
    const arrived = requestAt(server.sandbox.server, listFavorites.path);
    const slow = api.call(listFavorites).catch((e: unknown) => e);
    await arrived.received;
    api.abortPending();
    await api.call(logout, { body: { refreshToken: api.getTokens()!.refreshToken } });
    await api.call(setSwitches, { body: { latencyMs: 0 } });
    expect(await slow).toBeInstanceOf(ApiError);
    // The sandbox is done with the slow request (its latency over, or its connection closed by the abort): a late 401 or refresh would be counted.
    await arrived.closed;
    expect(recorder.count(refreshTokens.path)).toBe(0);
    expect(logouts).toEqual([]);
  });

  it('sends no private call once the tokens are dropped at logout: it fails here, nothing reaches the server', async () => {
    const recorder = recordingFetch();
    const { api } = await loggedIn('directrice@demo.fr', { fetch: recorder.fetch });
    const refreshToken = api.getTokens()!.refreshToken;
    api.abortPending();
    api.setTokens(null);
    await api.call(logout, { body: { refreshToken } });
    const before = recorder.count(listFavorites.path);
    const error = await api.call(listFavorites).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, code: 'SIGNED_OUT' });
    expect(recorder.count(listFavorites.path)).toBe(before);
  });
});

describe('maintenance', () => {
  it('turns on at a 503 and off at the next successful answer', async () => {
    const { api } = await loggedIn();
    const seen: boolean[] = [];
    api.on('maintenance', (on) => seen.push(on));
    await api.call(setSwitches, { body: { failNext: { count: 1, status: 503 } } });
    const error = await api.call(listFavorites).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503 });
    expect(api.maintenance).toBe(true);
    await api.call(listFavorites);
    expect(api.maintenance).toBe(false);
    expect(seen).toEqual([true, false]);
  });

  it('uses the generic French message when the error has no body label', async () => {
    const { api } = await loggedIn();
    await api.call(setSwitches, { body: { failNext: { count: 1, status: 502 } } });
    await expect(api.call(listFavorites)).rejects.toMatchObject({ status: 502, message: MESSAGES.genericError });
    await api.call(listFavorites);
  });
});

describe('contract', () => {
  it('names the endpoint and the field of an answer that breaks the contract', async () => {
    const { api } = await loggedIn();
    // Same call as the real one, but a schema the real answer cannot satisfy.
    const stricter = endpoint({ ...counters, response: z.object({ unreadMessages: z.string(), unreadEvents: z.number() }) });
    const error = await api.call(stricter).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'CONTRACT_VIOLATION', endpoint: 'dashboard.counters', field: 'unreadMessages' });
    expect((error as Error).message).toContain('dashboard.counters');
    expect((error as Error).message).toContain('unreadMessages');
  });
});

describe('early call (a route loader sends before the contract has loaded)', () => {
  const body: CustomersV2Body = { filters: [{ attribute: 'status', operator: 'EQUALS', value: 'ACTIVE_CUSTOMER' }], pageSize: 5 };

  it('sends the request from its address at once, and gives the answer the endpoint validates once it has arrived', async () => {
    const recorder = recordingFetch();
    const { api } = await loggedIn('directrice@demo.fr', { fetch: recorder.fetch });
    let arrive!: (endpoint: typeof searchCustomersV2) => void;
    const arrived = requestAt(server.sandbox.server, CUSTOMERS_V2_SEARCH.path);
    const answer = api.callEarly(CUSTOMERS_V2_SEARCH, new Promise<typeof searchCustomersV2>((resolve) => (arrive = resolve)), { body });
    await arrived.received;
    expect(recorder.count(CUSTOMERS_V2_SEARCH.path)).toBe(1);
    arrive(searchCustomersV2);
    const page = await answer;
    expect(page.content).toHaveLength(5);
    expect(page.content.every((customer) => customer.status === 'ACTIVE_CUSTOMER')).toBe(true);
    expect(page).toEqual(await api.call(searchCustomersV2, { body }));
  });

  it('reports an answer that breaks the endpoint’s contract, and a failed load of the endpoint, as any call does', async () => {
    const { api } = await loggedIn();
    const stricter = endpoint({ ...searchCustomersV2, response: z.object({ content: z.array(z.object({ id: z.string() })) }) });
    await expect(api.callEarly(CUSTOMERS_V2_SEARCH, Promise.resolve(stricter), { body })).rejects.toMatchObject({ code: 'CONTRACT_VIOLATION', endpoint: 'customers.v2.search' });
    await expect(api.callEarly(CUSTOMERS_V2_SEARCH, Promise.reject<typeof searchCustomersV2>(new Error('chunk failed')), { body })).rejects.toThrow('chunk failed');
  });

  it('goes through the refresh path when the stored token has expired', async () => {
    const recorder = recordingFetch();
    const { api } = await loggedIn('directrice@demo.fr', { fetch: recorder.fetch });
    expireAccessToken();
    const page = await api.callEarly(CUSTOMERS_V2_SEARCH, Promise.resolve(searchCustomersV2), { body });
    expect(page.content).toHaveLength(5);
    expect(recorder.count(refreshTokens.path)).toBe(1);
  });
});

describe('session end', () => {
  it('is pushed back 2 h by ordinary calls, but not by counters or logout', async () => {
    let now = 1_000_000;
    const { api } = await loggedIn('directrice@demo.fr', { now: () => now });
    await api.call(listFavorites);
    expect(api.sessionEnd).toBe(1_000_000 + SESSION_DURATION_MS);
    now += 60_000;
    await api.call(counters);
    expect(api.sessionEnd).toBe(1_000_000 + SESSION_DURATION_MS);
    await api.call(listFavorites);
    expect(api.sessionEnd).toBe(1_060_000 + SESSION_DURATION_MS);
    now += 60_000;
    await api.call(logout, { body: { refreshToken: api.getTokens()?.refreshToken ?? null } });
    expect(api.sessionEnd).toBe(1_060_000 + SESSION_DURATION_MS);
  });
});

describe('downloads', () => {
  it('streams an export with a one-use temporary token', async () => {
    const { api } = await loggedIn();
    const page = await api.call(searchExports, { body: { pageNumber: 0, pageSize: 5 } });
    const exp = page.content[0]!;
    const response = await api.download(downloadExport, { params: { id: exp.id } });
    expect(response.body).toBeInstanceOf(ReadableStream);
    let size = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) size += chunk.byteLength;
    expect(size).toBe(exp.documentSize);

    const url = await api.downloadUrl(downloadExport, { params: { id: exp.id } });
    expect(new URL(url).searchParams.get('tk')).toEqual(expect.any(String));
    expect((await fetch(url)).status).toBe(200);
    expect((await fetch(url)).status).toBe(401); // used once already
  });
});
