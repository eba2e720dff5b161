#!/usr/bin/env node
// `npm start`: builds when a source is newer than the build (or the build is missing),
// then runs the sandbox with its demo data, which serves examples/ at / and dist/ at /dist/
// and prints the URL and the demo logins.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const outputs = ['dist/embed/agency-portal.js', 'dist/embed/agency-portal.preact.js', 'dist/cli/agency.mjs', 'dist/sandbox/main.mjs'];
const sources = ['src', 'embed', 'cli', 'sandbox', 'rollup.config.mjs', 'scripts/build.mjs', 'package.json'];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), 0);
}

function oldestOutput() {
  try {
    return Math.min(...outputs.map((file) => statSync(join(root, file)).mtimeMs));
  } catch {
    return -1;
  }
}

const built = oldestOutput();
if (built < 0 || sources.some((source) => newestMtime(join(root, source)) > built)) {
  console.log('Construction des bundles, du CLI et de la sandbox…');
  const result = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawnSync(process.execPath, [join(root, 'dist/sandbox/main.mjs'), ...process.argv.slice(2)], { stdio: 'inherit', cwd: root });
process.exit(server.status ?? 0);
