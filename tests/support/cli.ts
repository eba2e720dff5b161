/** Runs the real `agency` program, as built in dist/ (the global setup rebuilds it when its sources changed), in a child process, as a script would, on the suite's day (AGENCY_NOW, tests/support/clock.ts). */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { TEST_NOW_ENV } from './clock';
import { DEMO_PASSWORD, startSandbox, type SandboxOptions } from './sandbox';
import { tempFolder } from './tempFolder';

const root = new URL('../../', import.meta.url).pathname;
/** The CLI as it ships: a built file starts in about a third of the time tsx takes to compile the sources. */
export const CLI_ENTRY = join(root, 'dist/cli/agency.mjs');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  env?: Record<string, string>;
  /** Piped on stdin (stdin is never a terminal here). */
  input?: string;
}

export function runCli(args: string[], { env = {}, input = '' }: CliOptions = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    // Only what the CLI needs: a test never inherits the developer's AGENCY_* variables.
    const child = spawn(process.execPath, [CLI_ENTRY, ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...TEST_NOW_ENV, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

/** A fresh XDG_CONFIG_HOME, so that each test has its own saved session. */
export function configHome(): Promise<string> {
  return tempFolder('agency-cli-');
}

/** Starts the program without waiting for it (to interrupt it midway); `done` settles when it exits. */
export function startCli(args: string[], { env = {} }: CliOptions = {}) {
  const child = spawn(process.execPath, [CLI_ENTRY, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...TEST_NOW_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  const done = new Promise<CliResult>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? -1 : null), stdout, stderr }));
  });
  return { child, done };
}

/** The environment of CLI runs on `apiUrl` with a saved session of the demo director (a fresh XDG_CONFIG_HOME). */
export async function directorEnv(apiUrl: string): Promise<Record<string, string>> {
  const env = { XDG_CONFIG_HOME: await configHome(), AGENCY_API_URL: apiUrl };
  const login = await runCli(['login', '--login', 'directrice@demo.fr', '--password-stdin'], { env, input: `${DEMO_PASSWORD}\n` });
  if (login.code !== 0) throw new Error(`agency login a échoué : ${login.stderr}`);
  return env;
}

/** For one test file: a sandbox and the director's CLI environment, ready in `beforeAll`, closed in `afterAll`. */
export function sandboxWithDirector(options: SandboxOptions = {}) {
  const state = {} as { server: Awaited<ReturnType<typeof startSandbox>>; env: Record<string, string> };
  beforeAll(async () => {
    state.server = await startSandbox(options);
    state.env = await directorEnv(state.server.url);
  });
  afterAll(() => state.server.close());
  return state;
}
