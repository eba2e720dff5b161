/** Plain-fetch helpers for the sandbox's own tests (the typed client has its own tests). */
import { afterAll, beforeAll } from 'vitest';
import { selectContext } from '../../src/api/contract/auth';
import { DEMO_PASSWORD, startSandbox } from '../support/sandbox';

export interface Answer<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export function http(baseUrl: string) {
  async function request<T = any>(method: string, path: string, { token, body, headers }: { token?: string | null; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer<T>> {
    const response = await fetch(baseUrl + path, {
      method,
      headers: { ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
  }
  return {
    request,
    get: <T = any>(path: string, token?: string | null) => request<T>('GET', path, { token }),
    post: <T = any>(path: string, body: unknown, token?: string | null) => request<T>('POST', path, { body, token }),
    put: <T = any>(path: string, body: unknown, token?: string | null) => request<T>('PUT', path, { body, token }),
    del: <T = any>(path: string, token?: string | null) => request<T>('DELETE', path, { token }),
    /** Logs a demo user in (no TOTP) and answers the login answer. */
    async login(login: string, password = DEMO_PASSWORD) {
      const answer = await request('POST', '/public/login/portal', { body: { login, password } });
      if (answer.status !== 200) throw new Error(`login ${login}: ${answer.status}`);
      return answer.body as { token: string; refreshToken: string | null; totpRequired: boolean; user: any };
    },
  };
}

/**
 * A sandbox for one test file (started before its tests, closed after), with the Lyon
 * director's token and a multi-agency manager's working in Paris 11e: the fields are set
 * once `beforeAll` has run.
 */
export function lyonAndParisSandbox() {
  const context = {} as { server: Awaited<ReturnType<typeof startSandbox>>; api: ReturnType<typeof http>; director: string; paris: string };
  beforeAll(async () => {
    context.server = await startSandbox();
    context.api = http(context.server.url);
    context.director = (await context.api.login('directrice@demo.fr')).token;
    context.paris = (await context.api.login('multi@demo.fr')).token;
    await context.api.post(selectContext.path, { clientId: 1, agencyId: 3 }, context.paris);
  });
  afterAll(() => context.server.close());
  return context;
}
