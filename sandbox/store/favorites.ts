/** Favorites of the quick search, per user. */
import type { Db } from './db';
import type { Favorite } from './types';

const SELECT = 'SELECT id, resource_type AS resourceType, resource_id AS resourceId, resource_label AS resourceLabel FROM favorites';

export function listFavorites(db: Db, userId: number): Favorite[] {
  return db.prepare(`${SELECT} WHERE user_id = ? ORDER BY id`).all(userId) as Favorite[];
}

/** Adding a favorite twice answers the existing one. */
export function addFavorite(db: Db, userId: number, favorite: Omit<Favorite, 'id'>, at: string): Favorite {
  db.prepare(
    `INSERT INTO favorites (user_id, resource_type, resource_id, resource_label, created_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id, resource_type, resource_id) DO UPDATE SET resource_label = excluded.resource_label`,
  ).run(userId, favorite.resourceType, favorite.resourceId, favorite.resourceLabel, at);
  return db.prepare(`${SELECT} WHERE user_id = ? AND resource_type = ? AND resource_id = ?`).get(userId, favorite.resourceType, favorite.resourceId) as Favorite;
}

export function deleteFavorite(db: Db, userId: number, id: number): boolean {
  return db.prepare('DELETE FROM favorites WHERE id = ? AND user_id = ?').run(id, userId).changes === 1;
}

/** The pro or family a favorite points at, with the family's customer (null: no such resource). */
export function favoriteResource(db: Db, type: Favorite['resourceType'], id: number): { customerId: number | null } | null {
  const sql = type === 'PRO' ? 'SELECT NULL AS customerId FROM employees WHERE id = ?' : 'SELECT customer_id AS customerId FROM families WHERE id = ?';
  return (db.prepare(sql).get(id) as { customerId: number | null } | undefined) ?? null;
}
