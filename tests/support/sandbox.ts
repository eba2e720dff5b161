/** Starts a sandbox with demo data on 127.0.0.1 at a random port, for one test file, on the suite's day (TEST_NOW) unless `now` says otherwise. */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { createSandbox } from '../../sandbox/server';
import { ApiClient } from '../../src/api/client';
import { login } from '../../src/api/contract/auth';
import { TEST_NOW } from './clock';

export type SandboxOptions = NonNullable<Parameters<typeof createSandbox>[0]>;

/** Options that change what the seed makes: a sandbox asking for one seeds its own database. */
const OWN_SEED: ReadonlyArray<keyof SandboxOptions> = ['db', 'image', 'seed', 'scale', 'benchExports', 'benchCustomers', 'benchPlanning'];

/**
 * The demo network's database, seeded once per run by the global setup (seedImage.ts), read once per file;
 * null when the file runs outside a project that has that setup.
 */
let seedImage: Buffer | null | undefined;
export function demoImage(): Buffer | null {
  if (seedImage === undefined) {
    const file = inject('seedImage');
    seedImage = file ? readFileSync(file) : null;
  }
  return seedImage;
}

/** The options of a sandbox with the demo data: a copy of the run's seed unless `options` ask for another one. */
export function demoOptions(options: SandboxOptions = {}): SandboxOptions {
  const image = OWN_SEED.some((key) => options[key] !== undefined) ? null : demoImage();
  return image ? { image, ...options } : { db: ':memory:', ...options };
}

export async function startSandbox(options: SandboxOptions = {}) {
  const sandbox = createSandbox(demoOptions({ now: TEST_NOW, ...options }));
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

/**
 * The file's sandbox and a client signed in as `who`, started before its tests and closed after them:
 * read `server` and `api` inside the tests (they are set by then).
 */
export function useSignedInSandbox(who: string, options: SandboxOptions = {}) {
  const state = {} as { server: Awaited<ReturnType<typeof startSandbox>>; api: ApiClient };
  beforeAll(async () => {
    state.server = await startSandbox(options);
    state.api = await loggedInClient(state.server.url, who);
  });
  afterAll(() => state.server.close());
  return state;
}
