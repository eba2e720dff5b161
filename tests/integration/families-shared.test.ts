/**
 * Families over real HTTP with the typed client (spec 001 §7 Families, Users): a parent is one
 * row for the composition and the users' list; shared families and their members; the nearest
 * professionals by distance; children addresses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, ApiError } from '../../src/api/client';
import * as families from '../../src/api/contract/familyRecord';
import { createUser, deleteUsers, searchUsers } from '../../src/api/contract/users';
import Database from 'better-sqlite3';
import { MIGRATIONS } from '../../sandbox/migrations/index';
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
    expect(users.length).toBeGreaterThan(5);
    const user = users[3]!;
    const family = await api.call(families.getFamily, { params: { id: user.family!.id } });
    expect(family.parents.find((p) => p.id === user.id)).toMatchObject({ firstName: user.firstName, lastName: user.lastName, email: user.login, accountStatus: user.status });
  });
});
