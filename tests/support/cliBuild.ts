/**
 * vitest `globalSetup` of the integration tests: they run the CLI as it ships (dist/cli/agency.mjs,
 * built by `npm test`); a run started by hand after an edit rebuilds it first, so no test runs a stale CLI.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CLI_FILE, buildCli } from '../../scripts/build-node.mjs';

const root = new URL('../../', import.meta.url).pathname;
const SOURCES = ['cli', 'src/api', 'src/domain'];

function newestChange(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function builtAt(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

export default async function setup() {
  const sourcesChanged = Math.max(...SOURCES.map((folder) => newestChange(join(root, folder))));
  if (builtAt(join(root, CLI_FILE)) < sourcesChanged) await buildCli();
}
