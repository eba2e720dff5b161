/**
 * Temporary folders of one test file, removed once its tests have run: importing this module registers the
 * file's clean-up (vitest's `afterAll`, collected with the file's hooks).
 */
import { mkdtempSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

const made: string[] = [];

afterAll(() => Promise.all(made.splice(0).map((folder) => rm(folder, { recursive: true, force: true }))));

/** A new empty folder under the system's temporary folder, named `<prefix>XXXXXX`. */
export async function tempFolder(prefix: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), prefix));
  made.push(folder);
  return folder;
}

/** The same, for a test file's top level. */
export function tempFolderSync(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  made.push(folder);
  return folder;
}
