// What the benchmarks share: the built sandbox in its own process, and Debian's Chromium.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const root = new URL('..', import.meta.url).pathname;

/** The built sandbox (in memory) on a free port, with `args` (e.g. `--scale 136`); answers its URL once it listens, and how to stop it. */
export async function startBuiltSandbox(args = []) {
  if (!existsSync(`${root}dist/sandbox/main.mjs`)) throw new Error('Lancez « npm run build » d’abord.');
  const server = spawn(process.execPath, [`${root}dist/sandbox/main.mjs`, '--memory', '--quiet', ...args], {
    cwd: root,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Seeding at a large scale takes minutes: wait for the line that gives the address.
  const url = await new Promise((resolve, reject) => {
    let text = '';
    server.stdout.on('data', (chunk) => {
      text += chunk;
      const found = /démarrée : (http:\/\/\S+)/.exec(text);
      if (found) resolve(found[1]);
    });
    server.on('exit', (code) => reject(new Error(`sandbox arrêtée (${code})`)));
  });
  server.stdout.resume();
  return { url, stop: () => server.kill('SIGTERM') };
}

/** Debian's Chromium, headless, with the flags this machine needs (TOOLCHAIN.md). */
export function launchChromium() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}
