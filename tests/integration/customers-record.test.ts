/** The record of a customer or a prospect (spec 001 §7) over real HTTP: creation, updates, status moves, contacts, history, prospecting. */
import { describe, expect, it } from 'vitest';
import * as record from '../../src/api/contract/customerRecord';
import { getCustomer } from '../../src/api/contract/customers';
import { fillPath } from '../../src/api/endpoint';
import { lyonAndParisSandbox } from './sandbox-support';
import { TEST_NOW_MS } from '../support/clock';

const sandbox = lyonAndParisSandbox();

const path = (endpoint: { path: string }, params: Record<string, unknown>) => fillPath(endpoint.path, params);
const one = (sql: string, ...params: unknown[]) => sandbox.server.sandbox.db.prepare(sql).pluck().get(...params);
const newProspect = async (lastName: string) => {
  const answer = await sandbox.api.post(record.createProspect.path, { type: 'NATURAL', mainContact: { civility: 'MME', firstName: 'Inès', lastName }, mobile: '07 11 22 33 44', source: 'WEBSITE' }, sandbox.director);
  expect(answer.status).toBe(200);
  return record.createProspect.response.parse(answer.body);
};
const history = async (id: number) => record.customerChangelogs.response.parse((await sandbox.api.get(path(record.customerChangelogs, { id }), sandbox.director)).body);

describe('creation', () => {
  it('creates a customer of the agency with its history, and a prospect at stage STARTING', async () => {
    const body = {
      type: 'LEGAL', customerName: 'Cabinet Vasseur', mainContact: { civility: 'M', firstName: 'Paul', lastName: 'Vasseur' }, email: 'contact@cabinet-vasseur.fr',
      phone: '04 72 00 11 22', mobile: null, address: { street: '3 rue de la Charité', zipCode: '69002', city: 'Lyon 2e Arrondissement' }, source: 'PARTNER', adviserId: 3,
    };
    const answer = await sandbox.api.post(record.createCustomer.path, body, sandbox.director);
    expect(answer.status).toBe(200);
    const created = record.createCustomer.response.parse(answer.body);
    expect(created).toMatchObject({
      customerName: 'Cabinet Vasseur', type: 'LEGAL', status: 'ACTIVE_CUSTOMER', stage: null, agency: { id: 1 }, civility: 'M',
      adviser: { id: 3, firstName: 'Julien', lastName: 'Moreau' }, address: body.address, estimatesCount: 0, billsCount: 0, lastBills: [], familiesWallets: [],
    });
    expect(created.ref).toMatch(/^CLI-1-\d{4}$/);
    expect((await history(created.customerId)).map((h) => [h.type, h.author?.lastName, h.editable])).toEqual([['CREATION', 'Lefèvre', false]]);
    const prospect = await newProspect('Charpentier');
    expect(prospect).toMatchObject({ customerName: 'Inès Charpentier', status: 'PROSPECT', stage: 'STARTING', source: 'WEBSITE' });
    const same = await sandbox.api.get(path(record.getProspect, { id: prospect.customerId }), sandbox.director);
    expect(same.body).toEqual((await sandbox.api.get(path(getCustomer, { id: prospect.customerId }), sandbox.director)).body);
  });

  it("answers 400 'Champ obligatoire' naming each missing field, and the formats", async () => {
    const answer = await sandbox.api.post(record.createCustomer.path, { type: 'BUSINESS_PROVIDER', mainContact: { firstName: 'Anne' }, mobile: '04 78 00 00 00', email: 'anne@' }, sandbox.director);
    expect(answer.status).toBe(400);
    const byField = Object.fromEntries(answer.body.errors.map((e: { field: string; label: string }) => [e.field, e.label]));
    expect(byField).toMatchObject({ customerName: 'Champ obligatoire', 'mainContact.lastName': 'Champ obligatoire' });
    expect(byField.mobile).toBe("Le format n'est pas valide ! ");
    expect(byField.email).toBeDefined();
    const noType = await sandbox.api.post(record.createProspect.path, { mainContact: { firstName: 'Anne', lastName: 'Roy' } }, sandbox.director);
    expect(noType.body.errors).toEqual([{ code: 'PARAMETERS_ERROR', label: 'Champ obligatoire', field: 'type' }]);
  });

  it('refuses an e-mail another customer or prospect of the agency has, whatever its case; another agency may have it', async () => {
    const taken = one("SELECT email FROM customers WHERE agency_id = 1 AND email IS NOT NULL ORDER BY id LIMIT 1") as string;
    const body = { type: 'NATURAL', mainContact: { firstName: 'Léo', lastName: 'Roy' }, email: taken.toUpperCase() };
    const answer = await sandbox.api.post(record.createProspect.path, body, sandbox.director);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ code: 'PARAMETERS_ERROR', label: 'Un client ou prospect existe déjà avec cet e-mail', field: 'email' }]);
    expect((await sandbox.api.post(record.createProspect.path, body, sandbox.paris)).status).toBe(200);
  });

  it('lists who may follow a customer: the directors and advisers of the agency, by id', async () => {
    expect((await sandbox.api.get(record.customerAdvisers.path, sandbox.director)).body).toEqual([
      { id: 2, firstName: 'Sophie', lastName: 'Lefèvre' }, { id: 3, firstName: 'Julien', lastName: 'Moreau' }, { id: 4, firstName: 'Nathalie', lastName: 'Dubois' },
    ]);
    expect((await sandbox.api.get(record.customerAdvisers.path, sandbox.paris)).body.map((u: { id: number }) => u.id)).toEqual([4, 5, 32, 33]);
  });

  it('refuses an adviser who is not staff of the agency', async () => {
    const answer = await sandbox.api.post(record.createCustomer.path, { type: 'NATURAL', mainContact: { firstName: 'Léo', lastName: 'Roy' }, adviserId: 5 }, sandbox.director);
    expect(answer.body.errors[0]).toMatchObject({ field: 'adviserId' });
  });
});

describe('status moves', () => {
  it('converts a prospect: stage TURNED_TO_CUSTOMER and PROSPECT_TO_CUSTOMER in the history; a customer cannot be converted nor lost', async () => {
    const prospect = await newProspect('Lemoine');
    const answer = await sandbox.api.put(path(record.turnProspectToCustomer, { id: prospect.customerId }), undefined, sandbox.director);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'ACTIVE_CUSTOMER', stage: 'TURNED_TO_CUSTOMER' });
    expect((await history(prospect.customerId))[0]).toMatchObject({ type: 'PROSPECT_TO_CUSTOMER', editable: false, author: { id: 2 } });
    const again = await sandbox.api.put(path(record.turnProspectToCustomer, { id: prospect.customerId }), undefined, sandbox.director);
    expect(again).toMatchObject({ status: 400, body: { errors: [{ code: 'CUSTOMER_ACTION_REFUSED', label: 'Seul un prospect peut devenir client' }] } });
    const lost = await sandbox.api.put(path(record.markProspectAsLost, { id: prospect.customerId }), { reason: 'PRICE' }, sandbox.director);
    expect(lost.body.errors[0].label).toBe('Seul un prospect peut être marqué comme perdu');
  });

  it('marks a prospect lost with its reason (archived, LOSS), unarchives it back to TO_FOLLOW_UP; archives and unarchives a customer with its reason', async () => {
    const prospect = await newProspect('Perret');
    const markLost = (body: unknown) => sandbox.api.put(path(record.markProspectAsLost, { id: prospect.customerId }), body, sandbox.director);
    expect((await markLost(undefined)).status).toBe(400);
    expect((await markLost({ reason: 'OTHER', comment: '  ' })).body).toMatchObject({ errors: [{ code: 'CLOSING_REASON_REQUIRED', label: 'Précisez la raison' }] });
    expect((await history(prospect.customerId))[0]!.type).toBe('CREATION');
    const lost = await markLost({ reason: 'COMPETITOR', comment: 'Une crèche près du travail' });
    expect(lost.body).toMatchObject({ status: 'ARCHIVED_PROSPECT', stage: 'LOSS' });
    const back = await sandbox.api.put(path(record.unarchiveCustomer, { id: prospect.customerId }), undefined, sandbox.director);
    expect(back.body).toMatchObject({ status: 'PROSPECT', stage: 'TO_FOLLOW_UP' });
    expect((await history(prospect.customerId)).slice(0, 2).map((h) => [h.type, h.comment])).toEqual([['PROSPECT_UNARCHIVED', null], ['PROSPECT_ARCHIVED', 'Prospect perdu — A choisi une autre structure : Une crèche près du travail']]);
    const customerId = one("SELECT id FROM customers WHERE agency_id = 1 AND prospect = 0 AND archived = 0 ORDER BY id LIMIT 1") as number;
    expect((await sandbox.api.put(path(record.archiveCustomer, { id: customerId }), { reason: 'MOVED' }, sandbox.director)).body.status).toBe('ARCHIVED_CUSTOMER');
    expect((await sandbox.api.put(path(record.archiveCustomer, { id: customerId }), { reason: 'MOVED' }, sandbox.director)).status).toBe(400);
    expect((await sandbox.api.put(path(record.unarchiveCustomer, { id: customerId }), undefined, sandbox.director)).body.status).toBe('ACTIVE_CUSTOMER');
    expect((await history(customerId)).slice(0, 2).map((h) => [h.type, h.comment])).toEqual([['CUSTOMER_UNARCHIVED', null], ['CUSTOMER_ARCHIVED', 'Client archivé — Déménagement']]);
  });

  it('moves a prospect on the board with a PROSPECT_STAGE_CHANGED entry; an estimate stage needs an estimate in that state; LOSS and TURNED_TO_CUSTOMER go through their own calls', async () => {
    const prospect = await newProspect('Giraud');
    const refused = await sandbox.api.put(path(record.updateProspectStage, { id: prospect.customerId }), { stage: 'ESTIMATE_SENT' }, sandbox.director);
    expect(refused).toMatchObject({ status: 400, body: { errors: [{
      code: 'PROSPECT_STAGE_NEEDS_ESTIMATE', label: 'L’étape « Devis envoyé » demande un devis de ce prospect à l’état « Envoyé » : il n’en a aucun. L’étape suit ses devis.',
    }] } });
    const toFollow = await sandbox.api.put(path(record.updateProspectStage, { id: prospect.customerId }), { stage: 'TO_FOLLOW_UP' }, sandbox.director);
    expect(toFollow.body.stage).toBe('TO_FOLLOW_UP');
    // An estimate sent (its own history entry), then the card back to « À relancer » and again to « Devis envoyé »: accepted now.
    sandbox.server.sandbox.db.prepare("INSERT INTO estimates (agency_id, customer_id, number, status, vat_included_amount, period_start, created_at) VALUES (1, ?, 'DEV-TEST-STAGE', 'SENT', 0, '2026-04-01', '2026-03-10T09:00:00.000Z')").run(prospect.customerId);
    const moved = await sandbox.api.put(path(record.updateProspectStage, { id: prospect.customerId }), { stage: 'ESTIMATE_SENT' }, sandbox.director);
    expect(moved.body.stage).toBe('ESTIMATE_SENT');
    expect((await history(prospect.customerId)).slice(0, 2).map((h) => [h.type, h.comment, h.editable])).toEqual([
      ['PROSPECT_STAGE_CHANGED', 'Étape : À relancer → Devis envoyé', false], ['PROSPECT_STAGE_CHANGED', 'Étape : Premier contact → À relancer', false],
    ]);
    expect((await sandbox.api.put(path(record.updateProspectStage, { id: prospect.customerId }), { stage: 'ESTIMATE_SIGNED' }, sandbox.director)).body.errors[0].code).toBe('PROSPECT_STAGE_NEEDS_ESTIMATE');
    const loss = await sandbox.api.put(path(record.updateProspectStage, { id: prospect.customerId }), { stage: 'LOSS' }, sandbox.director);
    expect(loss).toMatchObject({ status: 400, body: { errors: [{ field: 'stage' }] } });
  });
});

describe('updates of the record', () => {
  it('renames (RENAMED with the former name), moves, edits infos, notes and the next exchange', async () => {
    const prospect = await newProspect('Barre');
    const id = prospect.customerId;
    expect((await sandbox.api.put(path(record.renameCustomer, { id }), { customerName: 'Famille Barre' }, sandbox.director)).body.customerName).toBe('Famille Barre');
    expect((await history(id))[0]).toMatchObject({ type: 'RENAMED', comment: 'Ancien nom : Inès Barre' });
    expect((await sandbox.api.put(path(record.renameCustomer, { id }), { customerName: ' ' }, sandbox.director)).body.errors[0]).toMatchObject({ field: 'customerName', label: 'Champ obligatoire' });
    const address = { street: '12 quai Perrache', zipCode: '69002', city: 'Lyon 2e Arrondissement' };
    expect((await sandbox.api.put(path(record.updateCustomerAddress, { id }), address, sandbox.director)).body.address).toEqual(address);
    const infos = await sandbox.api.put(path(record.updateCustomerInfos, { id }), { mainContact: { firstName: 'Inès', lastName: 'Barre-Tissot' }, email: 'ines.barre@exemple.fr', adviserId: 3, source: 'FLYER' }, sandbox.director);
    expect(infos.body).toMatchObject({ customerMainContact: { lastName: 'Barre-Tissot' }, email: 'ines.barre@exemple.fr', adviser: { id: 3 }, source: 'FLYER', mobile: '07 11 22 33 44', type: 'NATURAL' });
    expect((await sandbox.api.put(path(record.updateCustomerInfos, { id }), { mobile: '01 23 45 67 89' }, sandbox.director)).body.errors[0].field).toBe('mobile');
    expect((await sandbox.api.put(path(record.updateCustomerNotes, { id }), { notes: 'Rappeler après 18 h.' }, sandbox.director)).body.notes).toBe('Rappeler après 18 h.');
    const next = await sandbox.api.put(path(record.updateCustomerNextExchange, { id }), { nextExchangeDate: '2030-01-15T09:30:00Z' }, sandbox.director);
    expect(next.body.nextExchangeAt).toBe('2030-01-15T09:30:00.000Z');
    expect((await sandbox.api.put(path(record.updateCustomerNextExchange, { id }), { nextExchangeDate: null }, sandbox.director)).body.nextExchangeAt).toBeNull();
  });

  it('stores the free-text infos with the identity: answered and read back, kept when absent, cleared by null or blank, 400 naming it when too long', async () => {
    const { customerId: id } = await newProspect('Leroux');
    const put = (body: Record<string, unknown>) => sandbox.api.put(path(record.updateCustomerInfos, { id }), body, sandbox.director);
    const text = 'Digicode 4512B, 3e étage gauche.\nPréfère être appelée le soir.';
    expect((await put({ infos: `  ${text}  `, email: 'ines.leroux@exemple.fr' })).body).toMatchObject({ infos: text, email: 'ines.leroux@exemple.fr' });
    expect(one('SELECT infos FROM customers WHERE id = ?', id)).toBe(text);
    expect((await sandbox.api.get(path(getCustomer, { id }), sandbox.director)).body.infos).toBe(text);
    expect((await put({ source: 'FLYER' })).body).toMatchObject({ infos: text, source: 'FLYER' });
    expect((await put({ infos: '   ' })).body.infos).toBeNull();
    await put({ infos: text });
    expect((await put({ infos: null })).body.infos).toBeNull();
    const tooLong = await put({ infos: 'x'.repeat(5001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors[0].field).toBe('infos');
    expect(one('SELECT infos FROM customers WHERE id = ?', id)).toBeNull();
  });

  it('shows the home tab: counts, last bills and estimates, wallets of its families', async () => {
    const id = one("SELECT customer_id FROM bills WHERE agency_id = 1 AND type = 'BILL' GROUP BY customer_id ORDER BY COUNT(*) DESC LIMIT 1") as number;
    const details = getCustomer.response.parse((await sandbox.api.get(path(getCustomer, { id }), sandbox.director)).body);
    expect(details.billsCount).toBe(one("SELECT COUNT(*) FROM bills WHERE customer_id = ? AND type = 'BILL'", id));
    expect(details.lastBills.length).toBe(Math.min(3, one('SELECT COUNT(*) FROM bills WHERE customer_id = ?', id) as number));
    expect(details.familiesWallets.map((w) => w.family.id)).toEqual(details.families.map((f) => f.id));
    expect(details.estimatesCount).toBe(one('SELECT COUNT(*) FROM estimates WHERE customer_id = ?', id));
    expect(details.lastEstimates.length).toBe(Math.min(3, details.estimatesCount));
  });
});

describe('contacts', () => {
  it('adds, lists, edits and deletes a contact; names required', async () => {
    const { customerId: id } = await newProspect('Noël');
    const created = await sandbox.api.post(path(record.createCustomerContact, { id }), { firstName: 'Marc', lastName: 'Noël', role: 'Grand-père', phone: '04 78 11 22 33', email: null }, sandbox.director);
    expect(created.status).toBe(200);
    const contact = record.CustomerContact.parse(created.body);
    expect(await sandbox.api.get(path(record.customerContacts, { id }), sandbox.director)).toMatchObject({ body: [contact] });
    const edited = await sandbox.api.put(path(record.updateCustomerContact, { id, cid: contact.id }), { ...contact, role: 'Parrain' }, sandbox.director);
    expect(edited.body.role).toBe('Parrain');
    const missing = await sandbox.api.post(path(record.createCustomerContact, { id }), { firstName: 'Marc' }, sandbox.director);
    expect(missing.body.errors).toEqual([{ code: 'PARAMETERS_ERROR', label: 'Champ obligatoire', field: 'lastName' }]);
    expect((await sandbox.api.del(path(record.deleteCustomerContact, { id, cid: contact.id }), sandbox.director)).status).toBe(204);
    expect((await sandbox.api.del(path(record.deleteCustomerContact, { id, cid: contact.id }), sandbox.director)).status).toBe(404);
  });
});

describe('history', () => {
  it('writes an exchange (editable, moves the last exchange), edits and deletes it; server entries stay as they are', async () => {
    const { customerId: id } = await newProspect('Vidal');
    const created = await sandbox.api.post(path(record.createCustomerChangelog, { id }), { type: 'CONTACT_BY_CALL', comment: 'Souhaite un devis' }, sandbox.director);
    expect(created.status).toBe(200);
    const entry = record.CustomerChangelog.parse(created.body);
    expect(entry).toMatchObject({ type: 'CONTACT_BY_CALL', comment: 'Souhaite un devis', editable: true, author: { id: 2, firstName: 'Sophie', lastName: 'Lefèvre' } });
    expect((await sandbox.api.get(path(getCustomer, { id }), sandbox.director)).body.lastExchangeAt).toBe(entry.createdAt);
    const list = await history(id);
    expect(list.map((h) => h.type)).toEqual(['CONTACT_BY_CALL', 'CREATION']);
    const edited = await sandbox.api.put(path(record.updateCustomerChangelog, { id, changelogId: entry.id }), { type: 'CONTACT_BY_APPOINTMENT', comment: 'Rendez-vous à l’agence' }, sandbox.director);
    expect(edited.body).toMatchObject({ type: 'CONTACT_BY_APPOINTMENT', comment: 'Rendez-vous à l’agence' });
    const creation = list.find((h) => h.type === 'CREATION')!;
    const refused = await sandbox.api.put(path(record.updateCustomerChangelog, { id, changelogId: creation.id }), { type: 'OTHER', comment: 'x' }, sandbox.director);
    expect(refused).toMatchObject({ status: 400, body: { errors: [{ code: 'CHANGELOG_NOT_EDITABLE' }] } });
    expect((await sandbox.api.del(path(record.deleteCustomerChangelog, { id, changelogId: creation.id }), sandbox.director)).status).toBe(400);
    const serverType = await sandbox.api.post(path(record.createCustomerChangelog, { id }), { type: 'PROSPECT_TO_CUSTOMER' }, sandbox.director);
    expect(serverType.body.errors[0]).toMatchObject({ field: 'type' });
    expect((await sandbox.api.del(path(record.deleteCustomerChangelog, { id, changelogId: entry.id }), sandbox.director)).status).toBe(204);
    expect((await history(id)).map((h) => h.type)).toEqual(['CREATION']);
  });

  it('lists the prospecting history of the agency, newest first, with each prospect', async () => {
    const prospect = await newProspect('Arnaud');
    await sandbox.api.post(path(record.createCustomerChangelog, { id: prospect.customerId }), { type: 'CONTACT_BY_MAIL', comment: 'Plaquette envoyée' }, sandbox.director);
    const { body } = await sandbox.api.post(record.searchProspectingHistory.path, { pageSize: 50 }, sandbox.director);
    const page = record.searchProspectingHistory.response.parse(body);
    expect(page.content[0]).toMatchObject({ type: 'CONTACT_BY_MAIL', customer: { id: prospect.customerId, name: 'Inès Arnaud' } });
    const dates = page.content.map((h) => h.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.totalElements).toBe(one('SELECT COUNT(*) FROM customer_changelogs h JOIN customers c ON c.id = h.customer_id WHERE h.agency_id = 1 AND c.stage IS NOT NULL'));
  });
});

describe('scope', () => {
  it('answers 404 for a record of another agency, on every call', async () => {
    const lyon = one('SELECT id FROM customers WHERE agency_id = 1 ORDER BY id LIMIT 1') as number;
    expect((await sandbox.api.get(path(getCustomer, { id: lyon }), sandbox.paris)).status).toBe(404);
    expect((await sandbox.api.get(path(record.getProspect, { id: lyon }), sandbox.paris)).status).toBe(404);
    expect((await sandbox.api.put(path(record.renameCustomer, { id: lyon }), { customerName: 'X' }, sandbox.paris)).status).toBe(404);
    expect((await sandbox.api.put(path(record.archiveCustomer, { id: lyon }), { reason: 'MOVED' }, sandbox.paris)).status).toBe(404);
    expect((await sandbox.api.get(path(record.customerContacts, { id: lyon }), sandbox.paris)).status).toBe(404);
    expect((await sandbox.api.post(path(record.createCustomerChangelog, { id: lyon }), { type: 'OTHER' }, sandbox.paris)).status).toBe(404);
    expect(one('SELECT label FROM customers WHERE id = ?', lyon)).not.toBe('X');
  });
});

describe('price grids of a customer', () => {
  const agencyDefault = () => one('SELECT id FROM price_grids WHERE agency_id = 1 AND customer_id IS NULL ORDER BY id LIMIT 1') as number;
  const inDays = (days: number) => new Date(TEST_NOW_MS + days * 86_400_000).toISOString().slice(0, 10);

  it('gives the customer its own copy of a grid from today, then the next one from a later day, each in its history', async () => {
    const prospect = await newProspect('Grillet');
    const id = prospect.customerId;
    const source = agencyDefault();
    const init = await sandbox.api.put(path(record.initCustomerPriceGrid, { id, gridId: source }), undefined, sandbox.director);
    expect(init.status).toBe(200);
    const own = sandbox.server.sandbox.db.prepare('SELECT id, label, valid_from AS validFrom, valid_to AS validTo FROM price_grids WHERE customer_id = ? ORDER BY valid_from').all(id) as {
      id: number; label: string; validFrom: string; validTo: string | null;
    }[];
    expect(own).toEqual([{ id: own[0]!.id, label: 'Grille de Inès Grillet', validFrom: inDays(0), validTo: null }]);
    // The prices are the source grid's.
    const prices = (grid: number) => sandbox.server.sandbox.db.prepare('SELECT prestation_type_id, hourly_rate FROM price_grid_items WHERE grid_id = ? ORDER BY 1').all(grid);
    expect(prices(own[0]!.id)).toEqual(prices(source));
    // Again from today: refused, the next period is another call.
    expect((await sandbox.api.put(path(record.initCustomerPriceGrid, { id, gridId: source }), undefined, sandbox.director)).body.errors[0].code).toBe('CUSTOMER_GRID_EXISTS');

    const past = await sandbox.api.put(path(record.nextCustomerPriceGrid, { id }), { gridId: source, validFrom: inDays(0) }, sandbox.director);
    expect(past.body.errors[0]).toMatchObject({ field: 'validFrom' });
    const next = await sandbox.api.put(path(record.nextCustomerPriceGrid, { id }), { gridId: source, validFrom: inDays(30) }, sandbox.director);
    expect(next.status).toBe(200);
    const after = sandbox.server.sandbox.db.prepare('SELECT valid_from AS validFrom, valid_to AS validTo FROM price_grids WHERE customer_id = ? ORDER BY valid_from').all(id);
    expect(after).toEqual([{ validFrom: inDays(0), validTo: inDays(29) }, { validFrom: inDays(30), validTo: null }]);
    expect((await history(id)).slice(0, 2).map((h) => h.type)).toEqual(['NEXT_PRICE_GRID_UPDATED', 'PRICE_GRID_INITIALIZED']);
  });

  it('refuses a grid of another agency', async () => {
    const prospect = await newProspect('Ailleurs');
    const foreign = Number(
      sandbox.server.sandbox.db
        .prepare(`INSERT INTO price_grids (agency_id, label, customer_id, formula_id, valid_from, valid_to, per_km_cents, night_increase_percent, sunday_increase_percent,
          holiday_increase_percent, created_at) VALUES (3, 'Grille de Paris', NULL, NULL, '2026-01-01', NULL, 60, 25, 25, 25, '2026-01-01T00:00:00.000Z')`)
        .run().lastInsertRowid,
    );
    const answer = await sandbox.api.put(path(record.initCustomerPriceGrid, { id: prospect.customerId, gridId: foreign }), undefined, sandbox.director);
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]).toMatchObject({ field: 'gridId' });
  });
});
