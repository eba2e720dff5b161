/**
 * Shared families (spec 001 §7; decisions in src/api/contract/sharedFamilies.ts): a row per
 * shared care and its member families. The name is its own, else the members' names by name,
 * joined by ' / '.
 */
import { SHARED_FAMILY_MESSAGES, type SharedFamily } from '../../src/api/contract/sharedFamilies';
import { SHARED_CARE_MAX_MEMBERS, SHARED_CARE_MIN_MEMBERS } from '../../src/domain/families/sharedCare';
import { httpError } from '../http/errors';
import type { Db } from './db';
import { pageOf, type PageRequest } from './paging';
import { matchesPattern, searchPattern } from './search';
import type { Page } from './types';

/** The member families of a shared care, by name. */
export function membersOf(db: Db, sharedFamilyId: number): { id: number; name: string }[] {
  return db
    .prepare('SELECT f.id, f.label AS name FROM shared_family_members m JOIN families f ON f.id = m.family_id WHERE m.shared_family_id = ? ORDER BY fold(f.label), f.id')
    .all(sharedFamilyId) as { id: number; name: string }[];
}

export function sharedFamily(db: Db, agencyId: number, id: number): SharedFamily | null {
  const row = db.prepare('SELECT name FROM shared_families WHERE id = ? AND agency_id = ?').get(id, agencyId) as { name: string | null } | undefined;
  if (!row) return null;
  const members = membersOf(db, id);
  return { id, name: row.name ?? members.map((m) => m.name).join(' / '), members };
}

const memberIds = (db: Db, agencyId: number, id: number) => sharedFamily(db, agencyId, id)?.members.map((m) => m.id) ?? [];

export function searchSharedFamilies(db: Db, agencyId: number, filter: { namePattern?: string | null | undefined; familyId?: number | null | undefined }, paging: PageRequest): Page<SharedFamily> {
  const clause = `FROM shared_families s WHERE s.agency_id = @agencyId
    AND (${matchesPattern("COALESCE(s.name, '')")} OR EXISTS (SELECT 1 FROM shared_family_members m JOIN families f ON f.id = m.family_id WHERE m.shared_family_id = s.id AND ${matchesPattern('f.label')}))
    AND (@familyId IS NULL OR EXISTS (SELECT 1 FROM shared_family_members m WHERE m.shared_family_id = s.id AND m.family_id = @familyId))`;
  const args = { agencyId, pattern: searchPattern(filter.namePattern), familyId: filter.familyId ?? null };
  const total = db.prepare(`SELECT COUNT(*) ${clause}`).pluck().get(args) as number;
  const ids = db.prepare(`SELECT s.id ${clause}`).pluck().all(args) as number[];
  // By name: the name is computed, so the agency's few shared families are sorted here.
  const all = ids.map((id) => sharedFamily(db, agencyId, id)!).sort((a, b) => a.name.localeCompare(b.name, 'fr') || a.id - b.id);
  return pageOf(all.slice(paging.pageNumber * paging.pageSize, (paging.pageNumber + 1) * paging.pageSize), total, paging);
}

/**
 * The members as stored: two to four distinct families of the agency, not the members of
 * another of its shared families (`except`: the one being changed); else 400 on `memberFamilyIds`.
 */
function checkedMembers(db: Db, agencyId: number, memberFamilyIds: readonly number[], except: number | null): number[] {
  const ids = [...new Set(memberFamilyIds)].sort((a, b) => a - b);
  const refuse = (label: string) => httpError(400, 'PARAMETERS_ERROR', label, 'memberFamilyIds');
  if (ids.length < SHARED_CARE_MIN_MEMBERS) throw refuse(SHARED_FAMILY_MESSAGES.tooFew);
  if (ids.length > SHARED_CARE_MAX_MEMBERS) throw refuse(SHARED_FAMILY_MESSAGES.tooMany);
  const inAgency = db.prepare('SELECT 1 FROM families WHERE id = ? AND agency_id = ?');
  if (ids.some((id) => !inAgency.get(id, agencyId))) throw refuse('Famille inconnue');
  const others = (db.prepare('SELECT id FROM shared_families WHERE agency_id = ?').pluck().all(agencyId) as number[]).filter((id) => id !== except);
  if (others.some((id) => memberIds(db, agencyId, id).sort((a, b) => a - b).join() === ids.join())) throw refuse(SHARED_FAMILY_MESSAGES.exists);
  return ids;
}

function setMembers(db: Db, id: number, familyIds: readonly number[]): void {
  db.prepare('DELETE FROM shared_family_members WHERE shared_family_id = ?').run(id);
  const member = db.prepare('INSERT INTO shared_family_members (shared_family_id, family_id) VALUES (?, ?)');
  for (const familyId of familyIds) member.run(id, familyId);
}

export function createSharedFamily(db: Db, agencyId: number, memberFamilyIds: readonly number[], now: string): SharedFamily {
  const ids = checkedMembers(db, agencyId, memberFamilyIds, null);
  const id = Number(db.prepare('INSERT INTO shared_families (agency_id, created_at) VALUES (?, ?)').run(agencyId, now).lastInsertRowid);
  setMembers(db, id, ids);
  return sharedFamily(db, agencyId, id)!;
}

/**
 * Renames (blank: the members' names) and replaces the members; null when not the agency's.
 * Its planning events at a family that leaves the care stay that family's own.
 */
export function updateSharedFamily(db: Db, agencyId: number, id: number, change: { name?: string | null | undefined; memberFamilyIds: readonly number[] }): SharedFamily | null {
  if (!sharedFamily(db, agencyId, id)) return null;
  const ids = checkedMembers(db, agencyId, change.memberFamilyIds, id);
  db.prepare('UPDATE shared_families SET name = ? WHERE id = ?').run(change.name?.trim() || null, id);
  setMembers(db, id, ids);
  db.prepare('UPDATE planning_events SET shared_family_id = NULL WHERE shared_family_id = ? AND family_id NOT IN (SELECT value FROM json_each(?))').run(id, JSON.stringify(ids));
  return sharedFamily(db, agencyId, id);
}

/** Null when the shared family is not the agency's; else whether the family is one of its members. */
export function isSharedFamilyMember(db: Db, agencyId: number, id: number, familyId: number): boolean | null {
  if (!db.prepare('SELECT 1 FROM shared_families WHERE id = ? AND agency_id = ?').get(id, agencyId)) return null;
  return !!db.prepare('SELECT 1 FROM shared_family_members WHERE shared_family_id = ? AND family_id = ?').get(id, familyId);
}

export function deleteSharedFamily(db: Db, agencyId: number, id: number): boolean {
  return db.prepare('DELETE FROM shared_families WHERE id = ? AND agency_id = ?').run(id, agencyId).changes > 0;
}
