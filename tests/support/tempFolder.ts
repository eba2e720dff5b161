/**
 * Temporary folders of one test file, removed once its tests have run: `cleanup.ts` (a setup file of the projects that use
 * them) registers the removal around each file, which also holds when files share their modules (`isolate: false`).
 */
import { mkdtempSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];

/** Removes the folders made since the last call (the end of the previous file). */
export function removeTempFolders(): Promise<unknown> {
  return Promise.all(made.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
}

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
