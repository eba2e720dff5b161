/** Starts a sandbox with demo data on 127.0.0.1 at a random port, for one test file, on the suite's day (TEST_NOW) unless `now` says otherwise. */
import { createSandbox } from '../../sandbox/server';
import { ApiClient } from '../../src/api/client';
import { login } from '../../src/api/contract/auth';
import { TEST_NOW } from './clock';

export type SandboxOptions = NonNullable<Parameters<typeof createSandbox>[0]>;

export async function startSandbox(options: SandboxOptions = {}) {
  const sandbox = createSandbox({ db: ':memory:', now: TEST_NOW, ...options });
  const { url } = await sandbox.listen(0, '127.0.0.1');
  return { url, sandbox, close: () => sandbox.close() };
}

export const DEMO_PASSWORD = 'Demo-2026!';

/** A typed client of the sandbox at `url`, logged in as `who` (demo password). */
export async function loggedInClient(url: string, who: string): Promise<ApiClient> {
  const api = new ApiClient({ baseUrl: url, clientContext: { browserName: 'vitest', browserVersion: '4', appVersion: '1.0.0', app: 'CLI' } });
  const answer = await api.call(login, { body: { login: who, password: DEMO_PASSWORD } });
  api.setTokens({ token: answer.token, refreshToken: answer.refreshToken });
  return api;
}
