/** Per-user preferences (name → value). */
import type { Db } from './db';
import type { Preference } from './types';

export function listPreferences(db: Db, userId: number): Preference[] {
  return db.prepare('SELECT id, name, value FROM preferences WHERE user_id = ? ORDER BY name').all(userId) as Preference[];
}

export function setPreference(db: Db, userId: number, name: string, value: string): Preference {
  db.prepare('INSERT INTO preferences (user_id, name, value) VALUES (?, ?, ?) ON CONFLICT (user_id, name) DO UPDATE SET value = excluded.value').run(
    userId,
    name,
    value,
  );
  return db.prepare('SELECT id, name, value FROM preferences WHERE user_id = ? AND name = ?').get(userId, name) as Preference;
}
