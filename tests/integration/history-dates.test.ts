/**
 * Dated history entries over real HTTP (issue 34 §5): an entry written for a customer or an
 * employee keeps the date and time it is given (yesterday's call logged as yesterday's), and one
 * dated later than now (the sandbox's day, tests/support/clock.ts) is refused with its French
 * label on `createdAt`, when added as when edited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, ApiError } from '../../src/api/client';
import { createCustomerChangelog, customerChangelogs, updateCustomerChangelog } from '../../src/api/contract/customerRecord';
import { createEmployeeChangelog, employeeChangelogs, updateEmployeeChangelog } from '../../src/api/contract/employeeRecord';
import { TEST_NOW_MS } from '../support/clock';
import { loggedInClient, startSandbox } from '../support/sandbox';

let server: Awaited<ReturnType<typeof startSandbox>>;
let director: ApiClient;
beforeAll(async () => {
  server = await startSandbox();
  director = await loggedInClient(server.url, 'directrice@demo.fr');
});
afterAll(() => server.close());

const one = (sql: string) => server.sandbox.db.prepare(sql).pluck().get() as number;
const YESTERDAY_AT_FIVE = '2026-03-15T16:00:00.000Z';
const TOMORROW = new Date(TEST_NOW_MS + 24 * 3600_000).toISOString();
const REFUSAL = { status: 400, errors: [{ code: 'PARAMETERS_ERROR', label: 'La date de l’entrée ne peut pas être dans le futur', field: 'createdAt' }] };
const refusalOf = (promise: Promise<unknown>) => promise.then(() => null, (error: ApiError) => ({ status: error.status, errors: error.errors }));

const RECORDS = [
  { kind: 'customer', id: () => one("SELECT id FROM customers WHERE agency_id = 1 ORDER BY id LIMIT 1"), create: createCustomerChangelog, update: updateCustomerChangelog, list: customerChangelogs },
  { kind: 'employee', id: () => one("SELECT id FROM employees WHERE agency_id = 1 ORDER BY id LIMIT 1"), create: createEmployeeChangelog, update: updateEmployeeChangelog, list: employeeChangelogs },
] as const;

describe.each(RECORDS)('a $kind’s history', ({ id: idOf, create, update, list }) => {
  it('keeps the date an entry is given', async () => {
    const id = idOf();
    const entry = await director.call(create as typeof createCustomerChangelog, { params: { id }, body: { type: 'CONTACT_BY_CALL', comment: 'Appel d’hier', createdAt: YESTERDAY_AT_FIVE } });
    expect(entry.createdAt).toBe(YESTERDAY_AT_FIVE);
    const listed = (await director.call(list as typeof customerChangelogs, { params: { id } })).find((e) => e.id === entry.id);
    expect([listed?.createdAt, listed?.comment]).toEqual([YESTERDAY_AT_FIVE, 'Appel d’hier']);
  });

  it('refuses a date in the future, added or edited, and writes nothing', async () => {
    const id = idOf();
    const before = (await director.call(list as typeof customerChangelogs, { params: { id } })).length;
    expect(await refusalOf(director.call(create as typeof createCustomerChangelog, { params: { id }, body: { type: 'OTHER', createdAt: TOMORROW } }))).toEqual(REFUSAL);
    expect(await director.call(list as typeof customerChangelogs, { params: { id } })).toHaveLength(before);
    const entry = await director.call(create as typeof createCustomerChangelog, { params: { id }, body: { type: 'OTHER', comment: 'Sans date' } });
    expect(entry.createdAt.slice(0, 10)).toBe('2026-03-16');
    expect(await refusalOf(director.call(update as typeof updateCustomerChangelog, { params: { id, changelogId: entry.id }, body: { type: 'OTHER', createdAt: TOMORROW } }))).toEqual(REFUSAL);
  });
});
