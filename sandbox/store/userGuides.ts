/** User guides; who may read which is decided here so that search and get agree. */
import { escapeLike, fold } from '../text';
import type { Db } from './db';
import { pageOf, where, type PageRequest } from './paging';
import type { Page, Role, UserGuide, UserGuideSummary } from './types';

interface GuideRow extends Omit<UserGuide, 'visible' | 'roleRestriction'> {
  visible: number;
  roleRestriction: string;
}

const COLUMNS = 'id, title, description, modification_date AS modificationDate, role_restriction AS roleRestriction, scope, visible';

/** Admins see everything; the others only visible guides meant for everyone or for their role. */
function readableBy(role: Role): string | false {
  return role !== 'ADMIN' && "visible = 1 AND (role_restriction = '[]' OR EXISTS (SELECT 1 FROM json_each(role_restriction) WHERE value = @role))";
}

function toGuide<T extends GuideRow | Omit<GuideRow, 'content'>>(row: T) {
  return { ...row, visible: row.visible === 1, roleRestriction: JSON.parse(row.roleRestriction) as UserGuide['roleRestriction'] };
}

export interface GuideFilter {
  titlePattern?: string | undefined;
  scope?: UserGuide['scope'] | undefined;
  visible?: boolean | undefined;
}

export function searchUserGuides(db: Db, role: Role, filter: GuideFilter, paging: PageRequest): Page<UserGuideSummary> {
  const pattern = filter.titlePattern?.trim();
  const clause = where([
    readableBy(role),
    Boolean(pattern) && "fold(title) LIKE '%' || @pattern || '%' ESCAPE '\\'",
    filter.scope !== undefined && 'scope = @scope',
    filter.visible !== undefined && 'visible = @visible',
  ]);
  const all = { role, pattern: escapeLike(fold(pattern ?? '')), scope: filter.scope, visible: filter.visible ? 1 : 0 };
  const named = Object.fromEntries(Object.entries(all).filter(([key]) => clause.includes(`@${key}`)));
  const total = db.prepare(`SELECT COUNT(*) FROM user_guides ${clause}`).pluck().get(named) as number;
  const rows = db
    .prepare(`SELECT ${COLUMNS} FROM user_guides ${clause} ORDER BY fold(title), id LIMIT @limit OFFSET @offset`)
    .all({ ...named, limit: paging.pageSize, offset: paging.pageNumber * paging.pageSize }) as Omit<GuideRow, 'content'>[];
  return pageOf(rows.map(toGuide), total, paging);
}

export function getUserGuide(db: Db, role: Role, id: number): UserGuide | null {
  const clause = where(['id = @id', readableBy(role)]);
  const row = db.prepare(`SELECT ${COLUMNS}, content FROM user_guides ${clause}`).get(clause.includes('@role') ? { id, role } : { id }) as GuideRow | undefined;
  return row ? toGuide(row) : null;
}

export interface GuideFields {
  title: string;
  description: string;
  content: string;
  roleRestriction: UserGuide['roleRestriction'];
  scope: UserGuide['scope'];
  visible: boolean;
}

const guideColumns = (fields: GuideFields, now: string) => ({
  ...fields, roleRestriction: JSON.stringify(fields.roleRestriction), visible: fields.visible ? 1 : 0, now,
});

export function insertUserGuide(db: Db, fields: GuideFields, now: string): number {
  return Number(
    db
      .prepare(`INSERT INTO user_guides (title, description, content, role_restriction, scope, visible, modification_date)
        VALUES (@title, @description, @content, @roleRestriction, @scope, @visible, @now)`)
      .run(guideColumns(fields, now)).lastInsertRowid,
  );
}

export function updateUserGuide(db: Db, id: number, fields: GuideFields, now: string): boolean {
  return (
    db
      .prepare(`UPDATE user_guides SET title = @title, description = @description, content = @content, role_restriction = @roleRestriction,
        scope = @scope, visible = @visible, modification_date = @now WHERE id = @id`)
      .run({ ...guideColumns(fields, now), id }).changes === 1
  );
}

export const deleteUserGuide = (db: Db, id: number) => db.prepare('DELETE FROM user_guides WHERE id = ?').run(id).changes === 1;
