// What the build was made from: a hash of the sources it reads, stored beside its output, so that `npm test` can skip a
// build whose sources have not changed since (`node scripts/build.mjs --if-stale`). The content is hashed, not the dates:
// a checkout that touches files without changing them does not rebuild, and an edit always does.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const FOLDERS = ['src', 'embed', 'cli', 'sandbox', 'scripts'];
const FILES = ['rollup.config.mjs', 'package.json', 'package-lock.json', 'tsconfig.json'];
const STAMP = join(root, 'dist/.build-sources');
/** What the tests and `npm start` need of dist/: a build that left one of them out is not fresh. */
const OUTPUTS = ['dist/embed/agency-portal.js', 'dist/embed/agency-portal.preact.js', 'dist/embed/agency-portal.iife.js', 'dist/cli/agency.mjs', 'dist/sandbox/main.mjs'];

const filesIn = (folder) =>
  readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesIn(path) : [path];
  });

export function sourcesHash() {
  const hash = createHash('sha256');
  for (const file of [...FOLDERS.flatMap(filesIn), ...FILES].sort()) hash.update(`${file}\0`).update(readFileSync(join(root, file))).update('\0');
  return hash.digest('hex');
}

/** True when dist/ holds every output and was built from these very sources. */
export function isFresh(hash) {
  return OUTPUTS.every((file) => existsSync(join(root, file))) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === hash;
}

export const forgetStamp = () => rmSync(STAMP, { force: true });
export const writeStamp = (hash) => writeFileSync(STAMP, hash);
