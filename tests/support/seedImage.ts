/**
 * vitest `globalSetup` of the projects that need a sandbox: seeds the demo network once per run and
 * writes the database's image to a temporary file; each test file opens its own in-memory copy of it
 * (`startSandbox`), so a file's writes never reach another's. A file whose sandbox runs on another clock (`now`) still
 * starts from this seed: its rules see the other day, its data stay the suite's day's.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { hashPassword } from '../../sandbox/security/password';
import { createSandbox } from '../../sandbox/server';
import { DEMO_PASSWORD } from './sandbox';
import { TEST_NOW } from './clock';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The path of the demo network's serialized database, made once per run. */
    seedImage: string;
  }
}

/** scrypt's N for the image's users: a test sign-in costs about 3 ms instead of 50 (still a real scrypt hash, checked). */
const TEST_PASSWORD_COST = 1024;

/** Every seeded user has the demo password: hashed again at the tests' cost (the format records it). */
function cheapenPasswords(db: ReturnType<typeof createSandbox>['db']): void {
  const update = db.prepare('UPDATE users SET password_hash = ? WHERE id = ?');
  const ids = db.prepare('SELECT id FROM users').pluck().all() as number[];
  db.transaction(() => ids.forEach((id) => update.run(hashPassword(DEMO_PASSWORD, TEST_PASSWORD_COST), id)))();
}

export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'agency-seed-'));
  // Seeded on the suite's day: every date of the demo data is known to the tests.
  const sandbox = createSandbox({ db: ':memory:', now: TEST_NOW });
  await sandbox.ready;
  cheapenPasswords(sandbox.db);
  const file = join(folder, 'demo.db');
  await writeFile(file, sandbox.db.serialize());
  await sandbox.close();
  project.provide('seedImage', file);
  return () => rm(folder, { recursive: true, force: true });
}
