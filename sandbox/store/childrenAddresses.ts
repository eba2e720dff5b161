/** Children addresses of an agency (spec 001 §7; decisions in src/api/contract/childrenAddresses.ts), checked by the family forms' rules. */
import type { ChildrenAddress, ChildrenAddressBody } from '../../src/api/contract/childrenAddresses';
import { CHILDREN_ADDRESS_RULES, bodyErrors } from '../../src/domain/families/form';
import { throwFieldErrors } from '../http/errors';
import { trimmedOrNull } from '../text';
import type { Db } from './db';
import { pageOf, type PageRequest } from './paging';
import { matchesPattern, searchPattern } from './search';
import type { Page } from './types';

const COLUMNS = 'id, name, address, phone, bookmarked';
type Row = Omit<ChildrenAddress, 'bookmarked'> & { bookmarked: number };
const toAddress = (row: Row): ChildrenAddress => ({ ...row, bookmarked: row.bookmarked === 1 });

export function searchChildrenAddresses(db: Db, agencyId: number, filter: { namePattern?: string | null | undefined }, paging: PageRequest): Page<ChildrenAddress> {
  const clause = `FROM children_addresses WHERE agency_id = @agencyId AND ${matchesPattern('name', 'address')}`;
  const args = { agencyId, pattern: searchPattern(filter.namePattern) };
  const total = db.prepare(`SELECT COUNT(*) ${clause}`).pluck().get(args) as number;
  const rows = db
    .prepare(`SELECT ${COLUMNS} ${clause} ORDER BY bookmarked DESC, fold(name), id LIMIT @limit OFFSET @offset`)
    .all({ ...args, limit: paging.pageSize, offset: paging.pageNumber * paging.pageSize }) as Row[];
  return pageOf(rows.map(toAddress), total, paging);
}

function checked(body: ChildrenAddressBody) {
  throwFieldErrors(bodyErrors(body, CHILDREN_ADDRESS_RULES));
  return { name: body.name!.trim(), address: body.address!.trim(), phone: trimmedOrNull(body.phone), bookmarked: body.bookmarked ? 1 : 0 };
}

const one = (db: Db, agencyId: number, id: number) =>
  (db.prepare(`SELECT ${COLUMNS} FROM children_addresses WHERE id = ? AND agency_id = ?`).get(id, agencyId) as Row | undefined) ?? null;

export function createChildrenAddress(db: Db, agencyId: number, body: ChildrenAddressBody): ChildrenAddress {
  const a = checked(body);
  const id = db.prepare('INSERT INTO children_addresses (agency_id, name, address, phone, bookmarked) VALUES (?, ?, ?, ?, ?)').run(agencyId, a.name, a.address, a.phone, a.bookmarked).lastInsertRowid;
  return toAddress(one(db, agencyId, Number(id))!);
}

/** null: not one of the agency's (404). */
export function updateChildrenAddress(db: Db, agencyId: number, id: number, body: ChildrenAddressBody): ChildrenAddress | null {
  if (!one(db, agencyId, id)) return null;
  const a = checked(body);
  db.prepare('UPDATE children_addresses SET name = ?, address = ?, phone = ?, bookmarked = ? WHERE id = ?').run(a.name, a.address, a.phone, a.bookmarked, id);
  return toAddress(one(db, agencyId, id)!);
}

export function deleteChildrenAddress(db: Db, agencyId: number, id: number): boolean {
  return db.prepare('DELETE FROM children_addresses WHERE id = ? AND agency_id = ?').run(id, agencyId).changes > 0;
}
