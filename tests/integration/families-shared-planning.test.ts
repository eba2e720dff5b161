/**
 * A shared family over real HTTP (issue 13): an event planned for the shared care shows on each
 * member's planning and the professional's, each member's bill takes its share of the hours
 * and of the one trip (to the family the event is planned at);
 * the shared family renamed and its members changed with the creation's checks; namesakes in
 * the families search told apart by their city and children.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, ApiError } from '../../src/api/client';
import { createBill, deleteBill } from '../../src/api/contract/billing';
import { searchConsumption } from '../../src/api/contract/consumption';
import { createProspect } from '../../src/api/contract/customerRecord';
import { searchFamilies } from '../../src/api/contract/families';
import { createChild, createFamily, deleteFamily, updateFamilyAddress } from '../../src/api/contract/familyRecord';
import { createEvents, deleteEvents, preflightEvents, temporalSearch } from '../../src/api/contract/planningEngine';
import { SHARED_FAMILY_MESSAGES, createSharedFamily, deleteSharedFamily, searchSharedFamilies, updateSharedFamily } from '../../src/api/contract/sharedFamilies';
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
const DAY = '2027-06-08';
const WEEK = { from: '2027-06-07', to: '2027-06-13' };

/** A customer's family under contract from January 2027, at a grid of 24,50 € the hour without increases (`perKmCents` the kilometre). */
async function familyUnderContract(lastName: string, perKmCents = 0) {
  const customerId = (await api.call(createProspect, { body: { type: 'NATURAL', mainContact: { civility: 'MME', firstName: 'Claire', lastName }, email: `claire.${lastName.toLowerCase()}@exemple.fr` } })).customerId;
  const familyId = (await api.call(createFamily, { body: { name: `Famille ${lastName}`, customerId } })).id;
  const prestationTypeId = db().prepare("SELECT id FROM prestation_types WHERE agency_id = 1 AND type = 'CHILDCARE' AND archived = 0 ORDER BY id LIMIT 1").pluck().get() as number;
  const gridId = db()
    .prepare(`INSERT INTO price_grids (agency_id, customer_id, label, valid_from, per_km_cents, night_increase_percent, sunday_increase_percent, holiday_increase_percent, created_at)
      VALUES (1, ?, 'Grille ${lastName}', '2027-01-01', ?, 0, 0, 0, '2026-12-01T09:00:00.000Z')`)
    .run(customerId, perKmCents).lastInsertRowid;
  db().prepare('INSERT INTO price_grid_items (grid_id, prestation_type_id, hourly_rate) VALUES (?, ?, 2450)').run(gridId, prestationTypeId);
  db().prepare("INSERT INTO contracts (agency_id, customer_id, family_id, number, prestation_type_id, start_date, weekly_minutes, created_at) VALUES (1, ?, ?, ?, ?, '2027-01-01', 600, '2026-12-01')")
    .run(customerId, familyId, `C-${lastName}`, prestationTypeId);
  return { customerId, familyId };
}

const hoursOf = (items: readonly { type: string; quantity: number }[]) => items.filter((i) => i.type === 'HOURS').reduce((total, i) => total + i.quantity, 0);

describe('a shared family on the planning and the bills', () => {
  it("is stored on the event, shows on each member's planning and the professional's, and each member pays its share", async () => {
    const [a, b, c] = [await familyUnderContract('Aubry'), await familyUnderContract('Besson'), await familyUnderContract('Carel')];
    const proId = db().prepare("SELECT id FROM employees WHERE agency_id = 1 AND status = 'ACTIVE' ORDER BY id LIMIT 1").pluck().get() as number;
    const shared = await api.call(createSharedFamily, { body: { memberFamilyIds: [a.familyId, b.familyId] } });
    const eventIds: number[] = [];
    const billIds: number[] = [];
    try {
      const proposal = { familyId: a.familyId, proId, day: DAY, startTime: '09:00', endTime: '12:00', repetition: { type: 'NO_REPETITION' as const }, bypassRejections: true };
      // A family outside the care: refused on the field.
      const outsider = await failureOf(api.call(createEvents, { body: { ...proposal, familyId: c.familyId, sharedFamilyId: shared.id } }));
      expect([outsider?.status, outsider?.errors[0]?.field, outsider?.errors[0]?.label]).toEqual([400, 'sharedFamilyId', SHARED_FAMILY_MESSAGES.notMember]);

      const { created } = await api.call(createEvents, { body: { ...proposal, sharedFamilyId: shared.id } });
      eventIds.push(...created.map((e) => e.id));
      expect(created.map((e) => [e.family.id, e.sharedFamily])).toEqual([[a.familyId, { id: shared.id, name: 'Famille Aubry / Famille Besson' }]]);
      const eventId = created[0]!.id;

      const weekOf = async (target: { familyId?: number; proId?: number }) => (await api.call(temporalSearch, { body: { ...WEEK, ...target } })).filter((e) => e.id === eventId);
      for (const target of [{ familyId: a.familyId }, { familyId: b.familyId }, { proId }]) {
        expect((await weekOf(target)).map((e) => e.sharedFamily?.id)).toEqual([shared.id]);
      }
      expect(await weekOf({ familyId: c.familyId })).toEqual([]);

      // The care's slot is the second family's too: another professional there at the same time clashes.
      const otherPro = db().prepare("SELECT id FROM employees WHERE agency_id = 1 AND status = 'ACTIVE' AND id <> ? ORDER BY id LIMIT 1").pluck().get(proId) as number;
      const slot = { familyId: a.familyId, proId, day: DAY, startTime: '09:00', endTime: '12:00', repetition: { type: 'NO_REPETITION' as const } };
      const codes = async (body: typeof slot) => (await api.call(preflightEvents, { body })).slots.flatMap((s) => s.rejections.map((r) => r.code));
      expect(await codes({ ...slot, familyId: b.familyId, proId: otherPro })).toContain('FAMILY_BUSY');
      expect(await codes({ ...slot, familyId: c.familyId, proId: otherPro })).not.toContain('FAMILY_BUSY');
      // And a new event of the care sees the second family's own events (in July: June's bills stay the care's).
      const afternoon = { day: '2027-07-06', startTime: '14:00', endTime: '15:00' };
      eventIds.push(...(await api.call(createEvents, { body: { ...proposal, ...afternoon, familyId: b.familyId, proId: otherPro } })).created.map((e) => e.id));
      expect(await codes({ ...slot, ...afternoon, sharedFamilyId: shared.id } as typeof slot)).toContain('FAMILY_BUSY');
      expect(await codes({ ...slot, ...afternoon })).not.toContain('FAMILY_BUSY');

      // Three hours for two families: 1 h 30 each at 24,50 € = 36,75 € TTC; the third family has nothing to pay.
      const billA = await api.call(createBill, { body: { familyId: a.familyId, month: '2027-06' } });
      const billB = await api.call(createBill, { body: { familyId: b.familyId, month: '2027-06' } });
      billIds.push(billA.id, billB.id);
      expect([hoursOf(billA.items), billA.vatIncludedAmount]).toEqual([90, 3675]);
      expect([hoursOf(billB.items), billB.vatIncludedAmount]).toEqual([90, 3675]);
      // The consumption tracking counts the same shares as planned hours.
      const planned = async (name: string) =>
        (await api.call(searchConsumption, { body: { month: '2027-06', groupBy: 'FAMILY', pattern: name, pageNumber: 0, pageSize: 20 } })).content.map((row) => row.plannedMinutes);
      expect([await planned('Famille Aubry'), await planned('Famille Besson'), await planned('Famille Carel')]).toEqual([[90], [90], [0]]);

      // The care changes members: the third family joins, the second leaves; the event is now billed in thirds to who is in.
      await api.call(updateSharedFamily, { params: { id: shared.id }, body: { name: null, memberFamilyIds: [a.familyId, b.familyId, c.familyId] } });
      const billC = await api.call(createBill, { body: { familyId: c.familyId, month: '2027-06' } });
      billIds.push(billC.id);
      expect([hoursOf(billC.items), billC.vatIncludedAmount]).toEqual([60, 2450]);
      expect((await weekOf({ familyId: c.familyId })).map((e) => e.sharedFamily?.name)).toEqual(['Famille Aubry / Famille Besson / Famille Carel']);

      // Deleted, the care leaves the event to its own family.
      await api.call(deleteSharedFamily, { params: { id: shared.id } });
      expect((await weekOf({ familyId: a.familyId })).map((e) => e.sharedFamily ?? null)).toEqual([null]);
      expect(await weekOf({ familyId: b.familyId })).toEqual([]);
    } finally {
      for (const id of billIds) await api.call(deleteBill, { params: { id } });
      if (eventIds.length) await api.call(deleteEvents, { body: { ids: eventIds } });
      db().prepare('DELETE FROM shared_families WHERE id = ?').run(shared.id);
      for (const family of [a, b, c]) await dropFamilyUnderContract(family);
    }
    expect(db().prepare('SELECT COUNT(*) FROM planning_events WHERE id IN (SELECT value FROM json_each(?))').pluck().get(JSON.stringify(eventIds))).toBe(0);
  });
});

/** Removes what `familyUnderContract` made. */
async function dropFamilyUnderContract({ familyId, customerId }: { familyId: number; customerId: number }) {
  db().prepare('DELETE FROM contracts WHERE customer_id = ?').run(customerId);
  await api.call(deleteFamily, { params: { id: familyId } });
  db().prepare('DELETE FROM price_grid_items WHERE grid_id IN (SELECT id FROM price_grids WHERE customer_id = ?)').run(customerId);
  db().prepare('DELETE FROM price_grids WHERE customer_id = ?').run(customerId);
}

describe("a shared care's kilometres on the bills", () => {
  it('charges each member its share of the one trip, to the family the event is planned at; a family alone its own trip whole', async () => {
    // 0,50 € the kilometre; the care is planned at the first family, 8,5 km away; the second lives 20 km away.
    const [a, b] = [await familyUnderContract('Kerval', 50), await familyUnderContract('Lemoal', 50)];
    db().prepare('UPDATE families SET travel_km_tenths = ? WHERE id = ?').run(85, a.familyId);
    db().prepare('UPDATE families SET travel_km_tenths = ? WHERE id = ?').run(200, b.familyId);
    const proId = db().prepare("SELECT id FROM employees WHERE agency_id = 1 AND status = 'ACTIVE' ORDER BY id LIMIT 1").pluck().get() as number;
    const shared = await api.call(createSharedFamily, { body: { memberFamilyIds: [a.familyId, b.familyId] } });
    const eventIds: number[] = [];
    const billIds: number[] = [];
    const kmsOf = async (familyId: number, month: string) => {
      const bill = await api.call(createBill, { body: { familyId, month } });
      billIds.push(bill.id);
      return bill.items.filter((i) => i.type === 'KMS').map((i) => i.quantity);
    };
    try {
      const event = { proId, startTime: '09:00', endTime: '12:00', repetition: { type: 'NO_REPETITION' as const }, bypassRejections: true };
      eventIds.push(...(await api.call(createEvents, { body: { ...event, familyId: a.familyId, day: '2027-09-07', sharedFamilyId: shared.id } })).created.map((e) => e.id));
      // 8,5 km for two families: 4,25 km each, rounded to the tenth (as minutes are to the minute); in tenths of a kilometre.
      expect([await kmsOf(a.familyId, '2027-09'), await kmsOf(b.familyId, '2027-09')]).toEqual([[43], [43]]);
      // The second family's own event: its own trip, whole.
      eventIds.push(...(await api.call(createEvents, { body: { ...event, familyId: b.familyId, day: '2027-10-05' } })).created.map((e) => e.id));
      expect(await kmsOf(b.familyId, '2027-10')).toEqual([200]);
    } finally {
      for (const id of billIds) await api.call(deleteBill, { params: { id } });
      if (eventIds.length) await api.call(deleteEvents, { body: { ids: eventIds } });
      await api.call(deleteSharedFamily, { params: { id: shared.id } });
      for (const family of [a, b]) await dropFamilyUnderContract(family);
    }
  });
});

describe('renaming a shared family and changing its members', () => {
  it('renames it (blank: the members’ names again), finds it by its name, and checks the members as the creation does', async () => {
    const ids = (db().prepare('SELECT id FROM families WHERE agency_id = 1 AND id NOT IN (SELECT family_id FROM shared_family_members) ORDER BY id LIMIT 5').pluck().all() as number[]);
    const otherAgency = db().prepare('SELECT id FROM families WHERE agency_id <> 1 ORDER BY id LIMIT 1').pluck().get() as number;
    const [f1, f2, f3, f4, f5] = ids as [number, number, number, number, number];
    const shared = await api.call(createSharedFamily, { body: { memberFamilyIds: [f1, f2] } });
    const other = await api.call(createSharedFamily, { body: { memberFamilyIds: [f1, f3] } });
    try {
      const renamed = await api.call(updateSharedFamily, { params: { id: shared.id }, body: { name: 'Garde des Tilleuls', memberFamilyIds: [f1, f2, f4] } });
      expect([renamed.name, renamed.members.map((m) => m.id).sort((x, y) => x - y)]).toEqual(['Garde des Tilleuls', [f1, f2, f4].sort((x, y) => x - y)]);
      const found = await api.call(searchSharedFamilies, { body: { namePattern: 'tilleuls', pageSize: 10 } });
      expect(found.content.map((s) => s.id)).toEqual([shared.id]);

      const refused = async (memberFamilyIds: number[]) => {
        const failure = await failureOf(api.call(updateSharedFamily, { params: { id: shared.id }, body: { memberFamilyIds } }));
        return [failure?.status, failure?.errors[0]?.field, failure?.errors[0]?.label];
      };
      expect(await refused([f1])).toEqual([400, 'memberFamilyIds', SHARED_FAMILY_MESSAGES.tooFew]);
      expect(await refused([f1, f1])).toEqual([400, 'memberFamilyIds', SHARED_FAMILY_MESSAGES.tooFew]);
      expect(await refused([f1, f2, f3, f4, f5])).toEqual([400, 'memberFamilyIds', SHARED_FAMILY_MESSAGES.tooMany]);
      expect(await refused([f3, f1])).toEqual([400, 'memberFamilyIds', SHARED_FAMILY_MESSAGES.exists]);
      expect(await refused([f1, otherAgency])).toEqual([400, 'memberFamilyIds', 'Famille inconnue']);
      // Refused changes leave it as it was.
      expect((await api.call(searchSharedFamilies, { body: { namePattern: 'tilleuls', pageSize: 10 } })).content[0]?.members).toHaveLength(3);

      const unnamed = await api.call(updateSharedFamily, { params: { id: shared.id }, body: { name: '  ', memberFamilyIds: [f1, f2] } });
      expect(unnamed.name).toBe(unnamed.members.map((m) => m.name).join(' / '));
      const missing = await failureOf(api.call(updateSharedFamily, { params: { id: 999_999 }, body: { memberFamilyIds: [f1, f2] } }));
      expect(missing?.status).toBe(404);
    } finally {
      await api.call(deleteSharedFamily, { params: { id: shared.id } });
      await api.call(deleteSharedFamily, { params: { id: other.id } });
    }
    expect(db().prepare('SELECT COUNT(*) FROM shared_family_members WHERE shared_family_id IN (?, ?)').pluck().get(shared.id, other.id)).toBe(0);
  });
});

describe('the families search', () => {
  it('answers each family with its city and its children’s first names, eldest first, so that namesakes differ', async () => {
    const first = (await api.call(createFamily, { body: { name: 'Famille Quéré' } })).id;
    const second = (await api.call(createFamily, { body: { name: 'Famille Quéré' } })).id;
    try {
      await api.call(updateFamilyAddress, { params: { id: first }, body: { street: '4 rue Mercière', zipCode: '69002', city: 'Lyon', lat: 45.7624, lng: 4.8337 } });
      await api.call(createChild, { params: { id: first }, body: { firstName: 'Jade', lastName: 'Quéré', birthDate: '2022-05-02' } });
      await api.call(createChild, { params: { id: first }, body: { firstName: 'Louis', lastName: 'Quéré', birthDate: '2019-09-15' } });
      const found = await api.call(searchFamilies, { body: { namePattern: 'quere', pageNumber: 0, pageSize: 10 } });
      expect(found.content).toEqual([
        { id: first, name: 'Famille Quéré', city: 'Lyon', childrenFirstNames: ['Louis', 'Jade'] },
        { id: second, name: 'Famille Quéré', city: null, childrenFirstNames: [] },
      ]);
    } finally {
      await api.call(deleteFamily, { params: { id: first } });
      await api.call(deleteFamily, { params: { id: second } });
    }
    expect((await api.call(searchFamilies, { body: { namePattern: 'quere', pageNumber: 0, pageSize: 10 } })).totalElements).toBe(0);
  });
});
