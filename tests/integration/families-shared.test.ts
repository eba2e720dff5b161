/**
 * Families over real HTTP with the typed client (spec 001 §7 Families, Users): a parent is one
 * row for the composition and the users' list; shared families and their members; the nearest
 * professionals by distance; children addresses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, ApiError } from '../../src/api/client';
import * as families from '../../src/api/contract/familyRecord';
import { addFavorite, deleteFavorite } from '../../src/api/contract/favorites';
import { createChildrenAddress, deleteChildrenAddress, searchChildrenAddresses, updateChildrenAddress } from '../../src/api/contract/childrenAddresses';
import { createSharedFamily, deleteSharedFamily, searchSharedFamilies } from '../../src/api/contract/sharedFamilies';
import { searchAvailablePros } from '../../src/api/contract/unavailabilities';
import { createUser, deleteUsers, searchUsers } from '../../src/api/contract/users';
import Database from 'better-sqlite3';
import { MIGRATIONS } from '../../sandbox/migrations/index';
import { distanceKm } from '../../src/domain/families/affinities';
import { loggedInClient, startSandbox } from '../support/sandbox';

let server: Awaited<ReturnType<typeof startSandbox>>;
let api: ApiClient;

beforeAll(async () => {
  server = await startSandbox();
  api = await loggedInClient(server.url, 'directrice@demo.fr');
});
afterAll(() => server.close());

const db = () => server.sandbox.db;
const failureOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as ApiError);
const parentUsers = async (namePattern: string) => (await api.call(searchUsers, { body: { role: 'FAMILY', namePattern, pageSize: 500 } })).content;

describe('a parent, one row for the composition and the users', () => {
  it('migration 055 merges the accounts into the parents: same person by e-mail or names, any other added; the old table dropped', () => {
    const old = new Database(':memory:');
    old.pragma('foreign_keys = OFF'); // no agency rows needed
    const index = MIGRATIONS.findIndex((m) => m.id === '055_families_shared');
    for (const migration of MIGRATIONS.slice(0, index)) old.exec(migration.sql);
    old.exec(`
      INSERT INTO families (id, agency_id, label, parent_first_name, parent_last_name, email, mobile, address, postcode, city, city_code, created_at)
        VALUES (1, 1, 'Famille Roy', 'Anne', 'Roy', 'anne@roy.fr', '', '', '', '', '', '2025-01-01');
      INSERT INTO family_parents (id, family_id, first_name, last_name, email, account_status) VALUES (10, 1, 'Anne', 'Roy', 'anne@roy.fr', 'ACTIVE'), (11, 1, 'Marc', 'Roy', NULL, NULL);
      INSERT INTO parent_accounts (agency_id, family_id, first_name, last_name, email, status, account_locked, created_at) VALUES
        (1, 1, 'Anne', 'Roy', 'ANNE@roy.fr', 'SUSPENDED', 1, '2025-02-01'), (1, 1, 'Marc', 'Roy', 'marc@roy.fr', 'CREATED', 0, '2025-03-01'), (1, 1, 'Léa', 'Roy', 'lea@roy.fr', 'ACTIVE', 0, '2025-04-01');`);
    old.exec(MIGRATIONS[index]!.sql);
    const rows = old.prepare('SELECT id, first_name, email, account_status, account_locked, created_at FROM family_parents ORDER BY id').raw().all();
    expect(rows).toEqual([
      [10, 'Anne', 'anne@roy.fr', 'SUSPENDED', 1, '2025-02-01'],
      [11, 'Marc', 'marc@roy.fr', 'CREATED', 0, '2025-03-01'],
      [12, 'Léa', 'lea@roy.fr', 'ACTIVE', 0, '2025-04-01'],
    ]);
    expect(old.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name = 'parent_accounts'").pluck().get()).toBe(0);
    old.close();
  });

  it('added in the composition, is a user; added as a user, is in the composition; its account deleted, stays a parent', async () => {
    const created = await api.call(families.createFamily, { body: { name: 'Famille Aubertin' } });
    const familyId = created.id;
    try {
      const withParent = await api.call(families.createParent, { params: { id: familyId }, body: { civility: 'MME', firstName: 'Maëlle', lastName: 'Aubertin', email: 'maelle.aubertin@famille.fr' } });
      const [maelle] = withParent.parents;
      const asUsers = await parentUsers('Aubertin');
      expect(asUsers.map((u) => [u.id, u.firstName, u.login, u.status, u.family?.id])).toEqual([[maelle!.id, 'Maëlle', 'maelle.aubertin@famille.fr', 'CREATED', familyId]]);

      const user = await api.call(createUser, { body: { type: 'FAMILY', familyId, firstName: 'Yann', lastName: 'Aubertin', login: 'yann.aubertin@famille.fr' } });
      const composed = await api.call(families.getFamily, { params: { id: familyId } });
      expect(composed.parents.map((p) => [p.id, p.firstName, p.email, p.accountStatus])).toEqual([
        [maelle!.id, 'Maëlle', 'maelle.aubertin@famille.fr', 'CREATED'],
        [user.id, 'Yann', 'yann.aubertin@famille.fr', 'CREATED'],
      ]);

      // The login is one for both: a parent cannot take another's.
      const taken = await failureOf(api.call(families.createParent, { params: { id: familyId }, body: { firstName: 'Léa', lastName: 'Aubertin', email: 'YANN.aubertin@famille.fr' } }));
      expect([taken?.status, taken?.errors[0]?.field]).toEqual([400, 'email']);

      await api.call(deleteUsers, { body: { type: 'FAMILY', userIds: [user.id] } });
      expect((await parentUsers('Aubertin')).map((u) => u.id)).toEqual([maelle!.id]);
      const after = await api.call(families.getFamily, { params: { id: familyId } });
      expect(after.parents.map((p) => [p.firstName, p.accountStatus])).toEqual([['Maëlle', 'CREATED'], ['Yann', null]]);
    } finally {
      await api.call(families.deleteFamily, { params: { id: familyId } });
    }
    expect(db().prepare("SELECT COUNT(*) FROM family_parents WHERE last_name = 'Aubertin'").pluck().get()).toBe(0);
  });

  it('the seed: every parent user is a parent of its family, with the same names', async () => {
    expect(db().prepare("SELECT COUNT(*) FROM sqlite_master WHERE name = 'parent_accounts'").pluck().get()).toBe(0);
    const users = (await api.call(searchUsers, { body: { role: 'FAMILY', pageSize: 500 } })).content;
    expect(users.length).toBe(21);
    const user = users[3]!;
    const family = await api.call(families.getFamily, { params: { id: user.family!.id } });
    expect(family.parents.find((p) => p.id === user.id)).toMatchObject({ firstName: user.firstName, lastName: user.lastName, email: user.login, accountStatus: user.status });
  });
});

describe('shared families', () => {
  const lyon = () => db().prepare('SELECT id, label FROM families WHERE agency_id = 1 ORDER BY id').all() as { id: number; label: string }[];

  it('are seeded: a few per agency, each of two families a professional serves both', async () => {
    const page = await api.call(searchSharedFamilies, { body: { pageSize: 50 } });
    expect(page.content.length).toBe(2);
    for (const shared of page.content) {
      expect(shared.members.length).toBe(2);
      expect(shared.name).toBe(shared.members.map((m) => m.name).join(' / '));
      const [a, b] = shared.members;
      const commonPro = db().prepare('SELECT 1 FROM planning_events x JOIN planning_events y ON y.employee_id = x.employee_id WHERE x.family_id = ? AND y.family_id = ? LIMIT 1').get(a!.id, b!.id);
      expect(commonPro).toBeDefined();
    }
  });

  it('are created from member families, found by a member name, stand for their members in the availability search, and deleted', async () => {
    const families = lyon();
    const [a, b] = [families[families.length - 1]!, families[families.length - 2]!];
    const created = await api.call(createSharedFamily, { body: { memberFamilyIds: [a.id, b.id, a.id] } });
    expect(created.members.map((m) => m.id).sort()).toEqual([a.id, b.id].sort());
    try {
      const found = await api.call(searchSharedFamilies, { body: { namePattern: a.label.slice(-6).toUpperCase(), pageSize: 50 } });
      expect(found.content.map((s) => s.id)).toContain(created.id);
      expect((await api.call(searchSharedFamilies, { body: { familyId: b.id } })).content.map((s) => s.id)).toEqual([created.id]);

      const again = await failureOf(api.call(createSharedFamily, { body: { memberFamilyIds: [b.id, a.id] } }));
      expect([again?.status, again?.message, again?.errors[0]?.field]).toEqual([400, 'Ces familles partagent déjà une garde', 'memberFamilyIds']);
      const alone = await failureOf(api.call(createSharedFamily, { body: { memberFamilyIds: [a.id] } }));
      expect([alone?.status, alone?.message]).toEqual([400, 'Choisissez au moins deux familles']);
      const paris = db().prepare('SELECT id FROM families WHERE agency_id = 3 LIMIT 1').pluck().get() as number;
      expect((await failureOf(api.call(createSharedFamily, { body: { memberFamilyIds: [a.id, paris] } })))?.status).toBe(400);

      // A professional who worked at one member knows the shared care.
      const slot = { day: '2030-01-07', startTime: '08:00', endTime: '09:00' };
      const known = db().prepare('SELECT DISTINCT employee_id FROM planning_events WHERE family_id IN (?, ?)').pluck().all(a.id, b.id) as number[];
      const pros = await api.call(searchAvailablePros, { body: { ...slot, sharedFamilyId: created.id } });
      const knowing = pros.filter((p) => p.knowsFamily).map((p) => p.id);
      expect(knowing.length).toBe(8);
      expect(knowing.every((id) => known.includes(id))).toBe(true);
    } finally {
      await api.call(deleteSharedFamily, { params: { id: created.id } });
    }
    expect((await api.call(searchSharedFamilies, { body: { familyId: b.id } })).content).toEqual([]);
    expect(db().prepare('SELECT COUNT(*) FROM shared_family_members WHERE shared_family_id = ?').pluck().get(created.id)).toBe(0);
    expect((await failureOf(api.call(deleteSharedFamily, { params: { id: created.id } })))?.status).toBe(404);
  });
});

describe('children addresses', () => {
  it('are searched (the bookmarked first), added, edited, bookmarked and deleted; a missing name is refused', async () => {
    const seeded = (await api.call(searchChildrenAddresses, { body: {} })).content;
    expect(seeded[0]!.bookmarked).toBe(true);
    const added = await api.call(createChildrenAddress, { body: { name: 'Piscine du Rhône', address: '8 quai Claude-Bernard, 69007 Lyon', phone: '04 78 72 04 50' } });
    expect(added).toMatchObject({ name: 'Piscine du Rhône', bookmarked: false });
    const bookmarked = await api.call(updateChildrenAddress, { params: { id: added.id }, body: { ...added, name: 'Piscine du Rhône (bassin enfants)', bookmarked: true } });
    expect(bookmarked).toMatchObject({ name: 'Piscine du Rhône (bassin enfants)', bookmarked: true });
    const found = (await api.call(searchChildrenAddresses, { body: { namePattern: 'piscine' } })).content;
    expect(found.map((a) => a.id)).toEqual([added.id]);
    const missing = await failureOf(api.call(createChildrenAddress, { body: { name: ' ', address: 'x', phone: '12' } }));
    expect(missing?.status).toBe(400);
    expect(missing?.errors.map((e) => [e.field, e.label]).sort()).toEqual([['name', 'Champ obligatoire'], ['phone', "Le format n'est pas valide ! "]]);
    await api.call(deleteChildrenAddress, { params: { id: added.id } });
    expect((await api.call(searchChildrenAddresses, { body: { namePattern: 'piscine' } })).content).toEqual([]);
  });
});

describe('professionals near a family', () => {
  // The 60 days up to the seed's day (16 March 2026), not SQLite's wall clock.
  const familyWithRecentPros = () =>
    db().prepare("SELECT family_id FROM planning_events pe JOIN families f ON f.id = pe.family_id WHERE f.agency_id = 1 AND day <= '2026-03-16' AND day >= '2026-01-15' GROUP BY family_id HAVING COUNT(DISTINCT employee_id) >= 2 LIMIT 1").pluck().get() as number;

  it('nearest: active professionals of the agency, ordered by their distance from the family, the distance right', async () => {
    const id = familyWithRecentPros();
    const family = await api.call(families.getFamily, { params: { id } });
    const nearest = await api.call(families.nearestProsWithAffinities, { params: { id } });
    expect(nearest.length).toBe(10);
    const distances = nearest.map((p) => p.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const pro of nearest) {
      const row = db().prepare('SELECT lat, lng, status, agency_id AS agencyId FROM employees WHERE id = ?').get(pro.id) as { lat: number; lng: number; status: string; agencyId: number };
      expect([row.status, row.agencyId]).toEqual(['ACTIVE', 1]);
      expect(pro.distanceKm).toBe(distanceKm({ lat: family.address!.lat!, lng: family.address!.lng! }, row));
    }
    // No active professional of the agency left out is nearer than the farthest kept.
    const all = db().prepare("SELECT lat, lng FROM employees WHERE agency_id = 1 AND status = 'ACTIVE' AND archived = 0").all() as { lat: number; lng: number }[];
    const home = { lat: family.address!.lat!, lng: family.address!.lng! };
    expect(all.filter((p) => distanceKm(home, p)! < distances[distances.length - 1]!).length).toBeLessThanOrEqual(10);
  });

  it('recent: who worked at the family lately, nearest first, with the families served together', async () => {
    const id = familyWithRecentPros();
    const recent = await api.call(families.recentProsWithAffinities, { params: { id } });
    expect(recent.length).toBe(5);
    const distances = recent.map((p) => p.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const pro of recent) {
      expect(pro.lastEventDay).not.toBeNull();
      expect(pro.families.map((f) => f.id)).not.toContain(id);
      expect(pro.familiesCount).toBe(db().prepare('SELECT COUNT(DISTINCT family_id) FROM planning_events WHERE employee_id = ? AND family_id <> ?').pluck().get(pro.id, id));
    }
    const paris = db().prepare('SELECT id FROM families WHERE agency_id = 3 LIMIT 1').pluck().get() as number;
    expect((await failureOf(api.call(families.nearestProsWithAffinities, { params: { id: paris } })))?.status).toBe(404);
  });
});

describe('favorites', () => {
  it("only for a pro or a customer's family: a family without customer is refused with a 400 naming resourceId", async () => {
    const orphan = await api.call(families.createFamily, { body: { name: 'Famille Sans-Client' } });
    try {
      const refused = await failureOf(api.call(addFavorite, { body: { resourceType: 'FAMILY', resourceId: orphan.id, resourceLabel: 'Famille Sans-Client' } }));
      expect([refused?.status, refused?.message, refused?.errors[0]?.field]).toEqual([400, 'Seul un intervenant ou un client ayant une famille peut être mis en favori', 'resourceId']);
      const customers = db().prepare('SELECT id, label FROM families WHERE agency_id = 1 AND customer_id IS NOT NULL ORDER BY id DESC LIMIT 1').get() as { id: number; label: string };
      const kept = await api.call(addFavorite, { body: { resourceType: 'FAMILY', resourceId: customers.id, resourceLabel: customers.label } });
      await api.call(deleteFavorite, { params: { id: kept.id } });
      expect((await failureOf(api.call(addFavorite, { body: { resourceType: 'PRO', resourceId: 999999, resourceLabel: 'Personne' } })))?.status).toBe(404);
    } finally {
      await api.call(families.deleteFamily, { params: { id: orphan.id } });
    }
  });
});
