/**
 * The administration's network over real HTTP: the clients and one's overview by its public
 * hash, the network's figures following the planning events and the bills, and push
 * notifications (title and body checked, recorded in the history); admins only.
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/api/contract/adminNetwork';
import * as push from '../../src/api/contract/push';
import { fillPath } from '../../src/api/endpoint';
import { clientHashOf } from '../../sandbox/seed/adminNetwork';
import { wallClockNow } from '../../sandbox/dates';
import { lyonAndParisSandbox } from './sandbox-support';
import { TEST_NOW_MS } from '../support/clock';

const sandbox = lyonAndParisSandbox();
const admin = async () => (await sandbox.api.login('admin@demo.fr')).token;
const thisMonth = () => wallClockNow(TEST_NOW_MS).slice(0, 7);
const stats = async (token: string, query = '') => api.networkStats.response.parse((await sandbox.api.get(`${api.networkStats.path}${query}`, token)).body);
const overview = async (token: string, hash = clientHashOf(1)) => api.clientOverview.response.parse((await sandbox.api.get(fillPath(api.clientOverview.path, { hash }), token)).body);

describe('clients', () => {
  it('lists the two networks with their agencies, managers and figures of the month', async () => {
    const answer = await sandbox.api.get(api.clients.path, await admin());
    expect(answer.status).toBe(200);
    const list = api.clients.response.parse(answer.body);
    expect(list.map((c) => [c.name, c.agencies, c.publicAccessHash])).toEqual([
      ['Garde & Compagnie', 2, clientHashOf(1)],
      ['Kinder Léman', 1, clientHashOf(2)],
    ]);
    const garde = list[0]!;
    // Its directors and advisers: Sophie Lefèvre, Julien Moreau, Nathalie Dubois, Karim Benali, Élodie Petit, Hugo Lambert.
    expect(garde.users).toBe(6);
    // The ACTIVE professionals of Lyon (52) and Paris 11e (52).
    expect(garde.professionals).toBe(104);
    expect(garde.month.month).toBe(thisMonth());
  });

  it("opens one's overview by its hash: agencies with their currency, managers, twelve months; 404 for another hash", async () => {
    const token = await admin();
    const view = await overview(token, clientHashOf(2));
    expect(view.client.name).toBe('Kinder Léman');
    expect(view.agencies.map((a) => [a.label, a.currency])).toEqual([['Agence Genève Rive Gauche', 'CHF']]);
    expect(view.client.currencies).toEqual(['CHF']);
    expect(view.months).toHaveLength(api.STATS_MONTHS);
    expect(view.months.at(-1)!.month).toBe(thisMonth());
    expect(view.months.every((m) => m.billed.EUR === 0)).toBe(true);
    const garde = await overview(token);
    expect(garde.users.find((u) => u.login === 'multi@demo.fr')!.agencies).toEqual(['Agence Lyon Presqu\'île', 'Agence Paris 11e']);
    expect((await sandbox.api.get(fillPath(api.clientOverview.path, { hash: 'abcdef0123456789' }), token)).status).toBe(404);
    expect((await sandbox.api.get(fillPath(api.clientOverview.path, { hash: 'pas-un-hash' }), token)).status).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await sandbox.api.get(api.clients.path, sandbox.director)).status).toBe(403);
    expect((await sandbox.api.get(fillPath(api.clientOverview.path, { hash: clientHashOf(1) }), sandbox.director)).status).toBe(403);
    expect((await sandbox.api.get(api.networkStats.path, sandbox.director)).status).toBe(403);
  });
});

describe('the network figures', () => {
  it("follow a new planning event and a validated bill of the month, in the agency's currency", async () => {
    const token = await admin();
    const db = sandbox.server.sandbox.db;
    const before = await stats(token);
    const genevaBefore = await stats(token, '?clientId=2');
    expect(before.agencies).toBe(3);
    expect(before.currencies).toEqual(['EUR', 'CHF']);
    expect(genevaBefore.agencies).toBe(1);
    const month = thisMonth();
    const pair = db.prepare("SELECT e.id AS employeeId, f.id AS familyId FROM employees e JOIN families f ON f.agency_id = e.agency_id WHERE e.agency_id = 2 LIMIT 1").get() as { employeeId: number; familyId: number };
    const event = db.prepare("INSERT INTO planning_events (agency_id, employee_id, family_id, day, start_time, end_time) VALUES (2, ?, ?, ?, '08:00', '10:30')").run(pair.employeeId, pair.familyId, `${month}-01`).lastInsertRowid;
    const bill = db.prepare(`INSERT INTO bills (agency_id, family_id, customer_id, month, type, status, vat_rate, vat_included, created_at)
      VALUES (2, ?, (SELECT id FROM customers WHERE agency_id = 2 LIMIT 1), ?, 'BILL', 'VALIDATED', '0', 12345, ?)`).run(pair.familyId, month, new Date(TEST_NOW_MS).toISOString()).lastInsertRowid;
    const draft = db.prepare(`INSERT INTO bills (agency_id, family_id, customer_id, month, type, status, vat_rate, vat_included, created_at)
      VALUES (2, ?, (SELECT id FROM customers WHERE agency_id = 2 LIMIT 1), ?, 'BILL', 'DRAFT', '0', 99999, ?)`).run(pair.familyId, month, new Date(TEST_NOW_MS).toISOString()).lastInsertRowid;
    try {
      const after = (await stats(token)).months.at(-1)!;
      const last = before.months.at(-1)!;
      expect(after.minutes - last.minutes).toBe(150);
      expect(after.billed).toEqual({ EUR: last.billed.EUR, CHF: last.billed.CHF + 12345 });
      const geneva = (await stats(token, '?clientId=2')).months.at(-1)!;
      expect(geneva.minutes - genevaBefore.months.at(-1)!.minutes).toBe(150);
      expect((await stats(token, '?clientId=1')).months.at(-1)!.billed.CHF).toBe(0);
    } finally {
      db.prepare('DELETE FROM planning_events WHERE id = ?').run(event);
      db.prepare('DELETE FROM bills WHERE id IN (?, ?)').run(bill, draft);
    }
    expect((await sandbox.api.get(`${api.networkStats.path}?clientId=99`, token)).status).toBe(404);
  });
});

describe('push notifications', () => {
  const to = (id: number) => fillPath(push.sendPush.path, { id });

  it('sends one to a user and records it first in the history', async () => {
    const token = await admin();
    const answer = await sandbox.api.post(to(6), { title: '  Rappel  ', body: 'Votre planning change demain.' }, token);
    expect(answer.status).toBe(200);
    const sent = push.sendPush.response.parse(answer.body);
    expect(sent).toMatchObject({ title: 'Rappel', body: 'Votre planning change demain.', recipient: { id: 6, login: 'intervenante@demo.fr' }, sender: { id: 1 } });
    const history = push.pushHistory.response.parse((await sandbox.api.get(push.pushHistory.path, token)).body);
    expect(history[0]).toEqual(sent);
    expect(history.length).toBe(4);
  });

  it('answers 400 naming a missing or too long title and body, 404 for an unknown user, 403 to a director', async () => {
    const token = await admin();
    const missing = await sandbox.api.post(to(6), {}, token);
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e: { field: string; label: string }) => [e.field, e.label])).toEqual([
      ['title', 'Champ « title » : Champ obligatoire'],
      ['body', 'Champ « body » : Champ obligatoire'],
    ]);
    const blank = await sandbox.api.post(to(6), { title: '   ', body: 'x'.repeat(241) }, token);
    expect(blank.status).toBe(400);
    expect(blank.body.errors.map((e: { field: string }) => e.field)).toEqual(['title', 'body']);
    expect(blank.body.errors[1].label).toContain('240');
    expect((await sandbox.api.post(to(9999), { title: 'Titre', body: 'Texte' }, token)).status).toBe(404);
    expect((await sandbox.api.post(to(6), { title: 'Titre', body: 'Texte' }, sandbox.director)).status).toBe(403);
    const history = push.pushHistory.response.parse((await sandbox.api.get(push.pushHistory.path, token)).body);
    expect(history.some((p) => p.title === 'Titre')).toBe(false);
  });
});
