/** Versions history and their items. */
import type { Db } from './db';
import { pageOf, where, type PageRequest } from './paging';
import type { Page, Version, VersionItem } from './types';

interface VersionRow extends Omit<Version, 'visible' | 'items'> {
  visible: number;
}

export interface VersionFields {
  number: string;
  description: string;
  visible: boolean;
  scope: Version['scope'];
  deployedAt?: string | null | undefined;
}

const SELECT = 'SELECT id, number, description, visible, deployed_at AS deployedAt, last_updated_at AS lastUpdatedAt, scope FROM versions';

function itemsOf(db: Db, versionIds: number[]): Map<number, VersionItem[]> {
  const byVersion = new Map<number, VersionItem[]>(versionIds.map((id) => [id, []]));
  if (!versionIds.length) return byVersion;
  const rows = db
    .prepare(`SELECT id, version_id AS versionId, type, description FROM version_items WHERE version_id IN (${versionIds.map(() => '?').join(',')}) ORDER BY id`)
    .all(...versionIds) as (VersionItem & { versionId: number })[];
  for (const { versionId, ...item } of rows) byVersion.get(versionId)?.push(item);
  return byVersion;
}

function withItems(db: Db, rows: VersionRow[]): Version[] {
  const items = itemsOf(db, rows.map((r) => r.id));
  return rows.map((row) => ({ ...row, visible: row.visible === 1, items: items.get(row.id) ?? [] }));
}

/** Newest first: versions not yet deployed, then by deployment date, then by id. */
export function searchVersions(db: Db, filter: { scope?: Version['scope'] | undefined; visible?: boolean | undefined }, paging: PageRequest): Page<Version> {
  const clause = where([filter.scope !== undefined && 'scope = @scope', filter.visible !== undefined && 'visible = @visible']);
  const args = { scope: filter.scope, visible: filter.visible ? 1 : 0 };
  const named = Object.fromEntries(Object.entries(args).filter(([key]) => clause.includes(`@${key}`)));
  const total = (db.prepare(`SELECT COUNT(*) FROM versions ${clause}`).pluck().get(named) as number) ?? 0;
  const rows = db
    .prepare(`${SELECT} ${clause} ORDER BY deployed_at IS NULL DESC, deployed_at DESC, id DESC LIMIT @limit OFFSET @offset`)
    .all({ ...named, limit: paging.pageSize, offset: paging.pageNumber * paging.pageSize }) as VersionRow[];
  return pageOf(withItems(db, rows), total, paging);
}

export function getVersion(db: Db, id: number): Version | null {
  const row = db.prepare(`${SELECT} WHERE id = ?`).get(id) as VersionRow | undefined;
  return row ? withItems(db, [row])[0]! : null;
}

export function createVersion(db: Db, fields: VersionFields, at: string): Version {
  const id = db
    .prepare('INSERT INTO versions (number, description, visible, deployed_at, last_updated_at, scope) VALUES (?, ?, ?, ?, ?, ?)')
    .run(fields.number, fields.description, fields.visible ? 1 : 0, fields.deployedAt ?? null, at, fields.scope).lastInsertRowid;
  return getVersion(db, Number(id))!;
}

export function updateVersion(db: Db, id: number, fields: VersionFields, at: string): Version | null {
  const changed = db
    .prepare('UPDATE versions SET number = ?, description = ?, visible = ?, deployed_at = ?, last_updated_at = ?, scope = ? WHERE id = ?')
    .run(fields.number, fields.description, fields.visible ? 1 : 0, fields.deployedAt ?? null, at, fields.scope, id).changes;
  return changed ? getVersion(db, id) : null;
}

export function deleteVersion(db: Db, id: number): boolean {
  return db.prepare('DELETE FROM versions WHERE id = ?').run(id).changes === 1;
}

function touch(db: Db, versionId: number, at: string): void {
  db.prepare('UPDATE versions SET last_updated_at = ? WHERE id = ?').run(at, versionId);
}

export function addItem(db: Db, versionId: number, item: Omit<VersionItem, 'id'>, at: string): VersionItem {
  const id = Number(db.prepare('INSERT INTO version_items (version_id, type, description) VALUES (?, ?, ?)').run(versionId, item.type, item.description).lastInsertRowid);
  touch(db, versionId, at);
  return { id, ...item };
}

export function updateItem(db: Db, versionId: number, itemId: number, item: Omit<VersionItem, 'id'>, at: string): VersionItem | null {
  const changed = db.prepare('UPDATE version_items SET type = ?, description = ? WHERE id = ? AND version_id = ?').run(item.type, item.description, itemId, versionId).changes;
  if (!changed) return null;
  touch(db, versionId, at);
  return { id: itemId, ...item };
}

export function deleteItem(db: Db, versionId: number, itemId: number, at: string): boolean {
  const deleted = db.prepare('DELETE FROM version_items WHERE id = ? AND version_id = ?').run(itemId, versionId).changes === 1;
  if (deleted) touch(db, versionId, at);
  return deleted;
}
