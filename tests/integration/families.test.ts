/** The family record (spec 001 §7 Families) over real HTTP: creation, infos, address, children, parents, contacts, addresses, deletion. */
import { describe, expect, it } from 'vitest';
import * as families from '../../src/api/contract/familyRecord';
import { addFavorite } from '../../src/api/contract/favorites';
import { createNote } from '../../src/api/contract/notes';
import { setWalletInitialValue } from '../../src/api/contract/wallet';
import { fillPath } from '../../src/api/endpoint';
import { lyonAndParisSandbox } from './sandbox-support';

const sandbox = lyonAndParisSandbox();

const path = (endpoint: { path: string }, params: Record<string, unknown>) => fillPath(endpoint.path, params);
const count = (sql: string, ...params: unknown[]) => sandbox.server.sandbox.db.prepare(sql).pluck().get(...params) as number;
const family = (answer: { status: number; body: unknown }) => {
  expect(answer.status).toBe(200);
  return families.getFamily.response.parse(answer.body);
};

describe('the seed', () => {
  // First, before the other tests add families.
  it('seeds each family with 1 to 4 children, 1 or 2 parents, a contact, coordinates', async () => {
    const id = count('SELECT id FROM families WHERE agency_id = 1 ORDER BY id LIMIT 1');
    const seeded = family(await sandbox.api.get(path(families.getFamily, { id }), sandbox.director));
    expect(seeded.address?.lat).toBeCloseTo(45.76, 1);
    expect(count('SELECT MIN(n) FROM (SELECT COUNT(c.id) n FROM families f LEFT JOIN children c ON c.family_id = f.id WHERE f.customer_id IS NOT NULL GROUP BY f.id)')).toBe(1);
    expect(count('SELECT MAX(n) FROM (SELECT COUNT(c.id) n FROM families f LEFT JOIN children c ON c.family_id = f.id WHERE f.customer_id IS NOT NULL GROUP BY f.id)')).toBe(4);
    expect(count('SELECT COUNT(*) FROM families f WHERE f.customer_id IS NOT NULL AND (SELECT COUNT(*) FROM family_parents p WHERE p.family_id = f.id) NOT BETWEEN 1 AND 2')).toBe(0);
    expect(count('SELECT COUNT(*) FROM families f WHERE f.customer_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM family_contacts c WHERE c.family_id = f.id)')).toBe(0);
    // Three years before the seed's day (16 March 2026), not SQLite's wall clock: 38 children under three, 92 older.
    expect(count("SELECT COUNT(*) FROM children WHERE birth_date > '2023-03-16'")).toBe(38);
    expect(count("SELECT COUNT(*) FROM children WHERE birth_date <= '2023-03-16'")).toBe(92);
    expect(seeded.lastBills).not.toBeNull();
  });
});

describe('a family, created, composed, edited and deleted', () => {
  it('leaves nothing behind', async () => {
    const { api, director } = sandbox;
    const created = family(await api.post(families.createFamily.path, { name: 'Famille Vasseur' }, director));
    const id = created.id;
    expect(created).toMatchObject({ name: 'Famille Vasseur', customer: null, address: null, children: [], parents: [], contacts: [], addresses: [], monthPlannedDurationAvg: null });

    const infos = family(await api.put(path(families.updateFamily, { id }), { name: 'Famille Vasseur-Roy', cafNumber: '1234567', monthPlannedDurationAvg: 4800, homeOptions: ['ANIMALS', 'GARDEN'] }, director));
    expect(infos).toMatchObject({ name: 'Famille Vasseur-Roy', cafNumber: '1234567', monthPlannedDurationAvg: 4800, homeOptions: ['ANIMALS', 'GARDEN'] });
    const address = { street: '12 rue Sainte-Catherine', zipCode: '69001', city: 'Lyon 1er Arrondissement', cityCode: '69381', additionalInfo: 'Bâtiment B', note: null, lat: 45.7676, lng: 4.8345 };
    expect(family(await api.put(path(families.updateFamilyAddress, { id }), address, director)).address).toEqual(address);

    let current = family(await api.post(path(families.createChild, { id }), { firstName: 'Jade', lastName: 'Vasseur', birthDate: '2024-03-02', gender: 'FEMALE', informations: { allergies: 'Arachides' } }, director));
    current = family(await api.post(path(families.createChild, { id }), { firstName: 'Louis', lastName: 'Vasseur', birthDate: '2019-09-15' }, director));
    expect(current.children.map((c) => [c.firstName, c.informations.allergies])).toEqual([['Louis', null], ['Jade', 'Arachides']]);
    const jade = current.children.find((c) => c.firstName === 'Jade')!;
    current = family(await api.put(path(families.updateChild, { id, cid: jade.id }), { firstName: 'Jade', lastName: 'Vasseur', birthDate: '2024-03-02', informations: { school: 'Crèche Les Lucioles', allergies: 'Arachides', habits: 'Sieste à 13 h' } }, director));
    expect((await api.get(path(families.childInformations, { id, cid: jade.id }), director)).body).toEqual({ school: 'Crèche Les Lucioles', allergies: 'Arachides', habits: 'Sieste à 13 h' });

    current = family(await api.post(path(families.createParent, { id }), { civility: 'MME', firstName: 'Claire', lastName: 'Vasseur', email: 'claire.vasseur@famille.fr', mobile: '06 12 34 56 78' }, director));
    current = family(await api.post(path(families.createParent, { id }), { civility: 'M', firstName: 'Marc', lastName: 'Roy' }, director));
    expect(current.parents.map((p) => [p.firstName, p.accountStatus])).toEqual([['Claire', 'CREATED'], ['Marc', null]]);
    const marc = current.parents[1]!;
    current = family(await api.put(path(families.updateParent, { id, pid: marc.id }), { civility: 'M', firstName: 'Marc', lastName: 'Roy', email: 'marc.roy@famille.fr' }, director));
    expect(current.parents[1]).toMatchObject({ email: 'marc.roy@famille.fr', accountStatus: 'CREATED' });

    current = family(await api.post(path(families.createFamilyContact, { id }), { type: 'GRANDPA', firstName: 'Odile', lastName: 'Roy', phone: '04 78 12 34 56' }, director));
    const odile = current.contacts[0]!;
    current = family(await api.put(path(families.updateFamilyContact, { id, pid: odile.id }), { type: 'GODFATHER', firstName: 'Odile', lastName: 'Roy', comment: 'Marraine de Jade' }, director));
    expect((await api.get(path(families.familyContacts, { id }), director)).body).toEqual([{ id: odile.id, type: 'GODFATHER', firstName: 'Odile', lastName: 'Roy', phone: null, email: null, comment: 'Marraine de Jade' }]);
    current = family(await api.post(path(families.createFamilyAddress, { id }), { street: '3 rue des Tilleuls', zipCode: '69100', city: 'Villeurbanne' }, director));
    expect(current.addresses).toHaveLength(1);

    // A child and an address deleted, the rest deleted with the family.
    current = family(await api.del(path(families.deleteChild, { id, cid: jade.id }), director));
    expect(current.children.map((c) => c.firstName)).toEqual(['Louis']);
    current = family(await api.del(path(families.deleteFamilyAddress, { id, pid: current.addresses[0]!.id }), director));
    expect(current.addresses).toEqual([]);

    // What else hangs on a family: a note, a favorite, a wallet's initial value.
    expect((await api.post(createNote.path, { content: 'Code du portail : 1234B', familyId: id }, director)).status).toBe(200);
    // A family without customer cannot be made a favorite (spec 000 §5): one left from before the rule.
    expect((await api.post(addFavorite.path, { resourceType: 'FAMILY', resourceId: id, resourceLabel: 'Famille Vasseur-Roy' }, director)).status).toBe(400);
    sandbox.server.sandbox.db.prepare("INSERT INTO favorites (user_id, resource_type, resource_id, resource_label, created_at) VALUES (2, 'FAMILY', ?, 'Famille Vasseur-Roy', '2026-01-01')").run(id);
    expect((await api.put(path(setWalletInitialValue, { id }), { initialValue: 0, initialDurationValue: 600, initialValueComment: null }, director)).status).toBe(200);

    expect((await api.del(path(families.deleteFamily, { id }), director)).status).toBe(204);
    expect((await api.get(path(families.getFamily, { id }), director)).status).toBe(404);
    for (const table of ['children', 'family_parents', 'family_contacts', 'family_addresses', 'notes', 'messages', 'wallets']) expect(count(`SELECT COUNT(*) FROM ${table} WHERE family_id = ?`, id)).toBe(0);
    expect(count("SELECT COUNT(*) FROM favorites WHERE resource_type = 'FAMILY' AND resource_id = ?", id)).toBe(0);
  });

  it("creates a customer's family: attached, the main contact as first parent, the customer's address; a customer of another agency is refused", async () => {
    const { api, director } = sandbox;
    const customerId = count("SELECT id FROM customers WHERE agency_id = 1 AND type = 'NATURAL' AND address IS NOT NULL AND email IS NOT NULL ORDER BY id LIMIT 1");
    const contact = sandbox.server.sandbox.db.prepare('SELECT contact_first_name AS firstName, contact_last_name AS lastName, email, address, label FROM customers WHERE id = ?').get(customerId) as Record<string, string>;
    const created = family(await api.post(families.createFamily.path, { name: 'Famille Seconde', customerId }, director));
    expect(created.customer).toEqual({ id: customerId, name: contact.label });
    expect(created.parents).toMatchObject([{ firstName: contact.firstName, lastName: contact.lastName, email: contact.email, accountStatus: 'CREATED' }]);
    expect(created.address?.street).toBe(contact.address);
    const parisCustomer = count('SELECT id FROM customers WHERE agency_id = 3 ORDER BY id LIMIT 1');
    const refused = await api.post(families.createFamily.path, { name: 'Famille Ailleurs', customerId: parisCustomer }, director);
    expect(refused.body.errors).toEqual([{ code: 'PARAMETERS_ERROR', label: 'Ce client ne fait pas partie de l’agence', field: 'customerId' }]);
  });

  it('keeps a family with a history: planning, bills', async () => {
    const id = count('SELECT family_id FROM planning_events WHERE agency_id = 1 ORDER BY id LIMIT 1');
    const answer = await sandbox.api.del(path(families.deleteFamily, { id }), sandbox.director);
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].code).toBe('FAMILY_IN_USE');
    expect(count('SELECT COUNT(*) FROM families WHERE id = ?', id)).toBe(1);
  });
});

describe("spec 001's single-field calls", () => {
  it('reads and sets the name, CAF number, theoretical hours, default prestation type and home options one by one', async () => {
    const { api, director } = sandbox;
    const id = family(await api.post(families.createFamily.path, { name: 'Famille Caron' }, director)).id;
    expect((await api.get(path(families.familyName, { id }), director)).body).toEqual({ id, name: 'Famille Caron' });
    expect(family(await api.put(path(families.updateFamilyCafNumber, { id }), { cafNumber: '7654321' }, director)).cafNumber).toBe('7654321');
    expect(family(await api.put(path(families.updateFamilyMonthPlannedDurationAvg, { id }), { monthPlannedDurationAvg: 2400 }, director)).monthPlannedDurationAvg).toBe(2400);
    const type = count("SELECT id FROM prestation_types WHERE agency_id = 1 AND archived = 0 ORDER BY id LIMIT 1");
    expect(family(await api.put(path(families.setFamilyDefaultPrestationType, { id, type }), undefined, director)).defaultPrestationType?.id).toBe(type);
    expect((await api.get(path(families.familyDefaultPrestationType, { id }), director)).body).toMatchObject({ id: type });
    const paris = count('SELECT id FROM prestation_types WHERE agency_id = 3 ORDER BY id LIMIT 1');
    const refused = await api.put(path(families.setFamilyDefaultPrestationType, { id, type: paris }), undefined, director);
    expect(refused.body.errors).toEqual([{ code: 'PARAMETERS_ERROR', label: 'Type de prestation inconnu dans cette agence', field: 'defaultPrestationTypeId' }]);
    expect(family(await api.put(path(families.updateFamilyHomeOptions, { id }), { homeOptions: ['PARKING', 'PARKING'] }, director)).homeOptions).toEqual(['PARKING']);
    // The infos form's call keeps what it does not name, and clears what it sends null.
    const kept = family(await api.put(path(families.updateFamily, { id }), { monthPlannedDurationAvg: null }, director));
    expect(kept).toMatchObject({ name: 'Famille Caron', cafNumber: '7654321', monthPlannedDurationAvg: null, homeOptions: ['PARKING'] });
  });
});

describe('bad input and scope', () => {
  it('answers 400 naming the field: a future birth date, a missing first name, a contact without type', async () => {
    const { api, director } = sandbox;
    const id = count('SELECT id FROM families WHERE agency_id = 1 ORDER BY id LIMIT 1');
    const future = await api.post(path(families.createChild, { id }), { firstName: 'Nino', lastName: 'Martin', birthDate: '2099-01-01' }, director);
    expect(future.status).toBe(400);
    expect(future.body.errors).toEqual([{ code: 'PARAMETERS_ERROR', label: 'La date de naissance ne peut pas être dans le futur', field: 'birthDate' }]);
    const unnamed = await api.post(path(families.createChild, { id }), { firstName: ' ', lastName: 'Martin', birthDate: '2022-02-30' }, director);
    expect(unnamed.body.errors).toEqual([
      { code: 'PARAMETERS_ERROR', label: 'Champ obligatoire', field: 'firstName' },
      { code: 'PARAMETERS_ERROR', label: 'Date non valide', field: 'birthDate' },
    ]);
    const contact = await api.post(path(families.createFamilyContact, { id }), { firstName: 'Paul', lastName: 'Roy', email: 'paul@' }, director);
    expect(contact.body.errors.map((e: { field: string }) => e.field)).toEqual(['type', 'email']);
  });

  it('answers 404 for a family of another agency, and for a child of another family', async () => {
    const { api, director, paris } = sandbox;
    const lyon = count('SELECT id FROM families WHERE agency_id = 1 ORDER BY id LIMIT 1');
    expect((await api.get(path(families.getFamily, { id: lyon }), paris)).status).toBe(404);
    const otherChild = count('SELECT c.id FROM children c JOIN families f ON f.id = c.family_id WHERE f.agency_id = 1 AND f.id <> ? ORDER BY c.id LIMIT 1', lyon);
    expect((await api.del(path(families.deleteChild, { id: lyon, cid: otherChild }), director)).status).toBe(404);
    expect(count('SELECT COUNT(*) FROM children WHERE id = ?', otherChild)).toBe(1);
  });
});
