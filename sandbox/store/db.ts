/** Opens the sandbox database and applies the pending migrations. */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS } from '../migrations/index';
import { agencyDay } from '../dates';
import { fold } from '../text';

export type Db = Database.Database;

export const MEMORY = ':memory:';

/**
 * Opens `file`, or an independent in-memory copy of `image` (a database serialized by `db.serialize()`).
 * `at`: the time written in `schema_migrations.applied_at` for the migrations applied now.
 */
export function openDatabase(file: string, at: string, image?: Buffer): Db {
  if (!image && file !== MEMORY) mkdirSync(dirname(file), { recursive: true });
  const db = image ? new Database(image) : new Database(file);
  if (!image) db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  // Case- and accent-insensitive search (title patterns) uses the same folding as the code.
  db.function('fold', { deterministic: true }, (value: unknown) => (typeof value === 'string' ? fold(value) : null));
  // The agencies' day of an instant (v2 search: distributions of dates).
  db.function('agency_day', { deterministic: true }, (value: unknown) => (typeof value === 'string' ? agencyDay(value) : null));
  migrate(db, at);
  return db;
}

function migrate(db: Db, at: string): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = new Set(db.prepare('SELECT id FROM schema_migrations').pluck().all() as string[]);
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.id)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)').run(migration.id, at);
    })();
  }
}
