/** Families of an agency, searched by name; each with its city and children's first names. */
import type { FamilyFound } from '../../src/api/contract/families';
import type { Db } from './db';
import { pageOf, type PageRequest } from './paging';
import { matchesPattern, searchPattern } from './search';
import type { Page } from './types';

export function searchFamilies(
  db: Db,
  agencyId: number,
  filter: { namePattern?: string | null | undefined; sort: 'NAME_ASC' | 'NAME_DESC' },
  paging: PageRequest,
): Page<FamilyFound> {
  const clause = `WHERE agency_id = @agencyId AND ${matchesPattern('label')}`;
  const args = { agencyId, pattern: searchPattern(filter.namePattern) };
  const order = filter.sort === 'NAME_DESC' ? 'DESC' : 'ASC';
  const total = db.prepare(`SELECT COUNT(*) FROM families ${clause}`).pluck().get(args) as number;
  const rows = db
    .prepare(
      `SELECT id, label AS name, NULLIF(TRIM(city), '') AS city,
        (SELECT json_group_array(c.first_name ORDER BY c.birth_date, c.id) FROM children c WHERE c.family_id = families.id) AS children
       FROM families ${clause} ORDER BY fold(label) ${order}, id ${order} LIMIT @limit OFFSET @offset`,
    )
    .all({ ...args, limit: paging.pageSize, offset: paging.pageNumber * paging.pageSize }) as { id: number; name: string; city: string | null; children: string }[];
  return pageOf(rows.map(({ children, ...row }) => ({ ...row, childrenFirstNames: JSON.parse(children) as string[] })), total, paging);
}

/** Whether the family is one of the agency's. */
export function familyInAgency(db: Db, agencyId: number, familyId: number): boolean {
  return db.prepare('SELECT 1 FROM families WHERE id = ? AND agency_id = ?').get(familyId, agencyId) !== undefined;
}
