/** What the resource explorer asks of the sandbox, over real HTTP (spec 001 §2, §3): a customer's bills across its families, its active parent accounts. */
import { describe, expect, it } from 'vitest';
import { searchBills } from '../../src/api/contract/billing';
import { getCustomer } from '../../src/api/contract/customers';
import { fillPath } from '../../src/api/endpoint';
import { lyonAndParisSandbox } from './sandbox-support';

const sandbox = lyonAndParisSandbox();
const db = () => sandbox.server.sandbox.db;

/** A customer of agency 1 with bills, and the most of them. */
const billedCustomer = () =>
  db().prepare('SELECT customer_id AS id, COUNT(*) AS count FROM bills WHERE agency_id = 1 GROUP BY customer_id ORDER BY count DESC, customer_id LIMIT 1').get() as { id: number; count: number };

describe('the explorer’s calls', () => {
  it("searches a customer's bills and credit notes of every month, and only theirs", async () => {
    const customer = billedCustomer();
    const answer = await sandbox.api.post(searchBills.path, { customerId: customer.id, month: null, sort: 'NUMBER_DESC', pageNumber: 0, pageSize: 20 }, sandbox.director);
    expect(answer.status).toBe(200);
    const page = searchBills.response.parse(answer.body);
    expect(page.totalElements).toBe(customer.count);
    expect(page.content.length).toBe(Math.min(20, customer.count));
    expect(new Set(page.content.map((bill) => bill.customer.id))).toEqual(new Set([customer.id]));
    // Another agency's director finds none of them.
    const paris = searchBills.response.parse((await sandbox.api.post(searchBills.path, { customerId: customer.id, month: null }, sandbox.paris)).body);
    expect(paris.totalElements).toBe(0);
  });

  it('answers 400 naming customerId when it is not an id', async () => {
    const answer = await sandbox.api.post(searchBills.path, { customerId: 'douze', month: null }, sandbox.director);
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].field).toBe('customerId');
  });

  it('counts the active parent accounts of the customer’s families', async () => {
    const family = db().prepare(`SELECT f.id, f.customer_id AS customerId FROM families f WHERE f.agency_id = 1 AND f.customer_id IS NOT NULL
      AND EXISTS (SELECT 1 FROM family_parents p WHERE p.family_id = f.id) ORDER BY f.id LIMIT 1`).get() as { id: number; customerId: number };
    const expected = () =>
      db().prepare(`SELECT COUNT(*) FROM family_parents p JOIN families f ON f.id = p.family_id WHERE f.customer_id = ? AND p.account_status = 'ACTIVE'`).pluck().get(family.customerId) as number;
    const read = async () => getCustomer.response.parse((await sandbox.api.get(fillPath(getCustomer.path, { id: family.customerId }), sandbox.director)).body).activeParentsAccountsCount;
    const before = await read();
    expect(before).toBe(expected());
    const parent = db().prepare('SELECT id, account_status AS status FROM family_parents WHERE family_id = ? ORDER BY id LIMIT 1').get(family.id) as { id: number; status: string | null };
    const flipped = parent.status === 'ACTIVE' ? 'SUSPENDED' : 'ACTIVE';
    db().prepare('UPDATE family_parents SET account_status = ? WHERE id = ?').run(flipped, parent.id);
    try {
      expect(await read()).toBe(before + (flipped === 'ACTIVE' ? 1 : -1));
    } finally {
      db().prepare('UPDATE family_parents SET account_status = ? WHERE id = ?').run(parent.status, parent.id);
    }
  });
});
