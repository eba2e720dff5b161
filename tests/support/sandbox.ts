/** Starts a sandbox with demo data on 127.0.0.1 at a random port, for one test file. */
import { createSandbox } from '../../sandbox/server';

export type SandboxOptions = NonNullable<Parameters<typeof createSandbox>[0]>;

export async function startSandbox(options: SandboxOptions = {}) {
  const sandbox = createSandbox({ db: ':memory:', ...options });
  const { url } = await sandbox.listen(0, '127.0.0.1');
  return { url, sandbox, close: () => sandbox.close() };
}

export const DEMO_PASSWORD = 'Demo-2026!';
