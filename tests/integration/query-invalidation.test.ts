/**
 * The contract's `reads` and `writes` over real HTTP, through the portal's query cache (src/portal/state/queryCache.ts):
 * an answer is kept until a write of what it reads; then its readers are told and the answer asked again is the
 * server's new one. After « Renommer » the customer's history shows the entry; after a contract is deleted, its
 * customer's estimates show the estimate signed again and the history says the contract was deleted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/api/client';
import { deleteContract, getContract } from '../../src/api/contract/contracts';
import { customerChangelogs, renameCustomer } from '../../src/api/contract/customerRecord';
import { searchEstimates } from '../../src/api/contract/estimates';
import { callRequest, createQueryCache, type QueryCache, type QueryRequest } from '../../src/portal/state/queryCache';
import { testClock } from '../support/clock';
import { newContract } from '../support/contracts';
import { loggedInClient, startSandbox } from '../support/sandbox';

let server: Awaited<ReturnType<typeof startSandbox>>;
let api: ApiClient;
let cache: QueryCache;
beforeAll(async () => {
  server = await startSandbox();
  api = await loggedInClient(server.url, 'directrice@demo.fr');
  cache = createQueryCache(api, testClock());
});
afterAll(() => {
  cache.dispose();
  return server.close();
});

/** Resolves when a write drops the answer kept under the request's key. */
const dropped = (request: QueryRequest<unknown>) => new Promise<void>((resolve) => { const stop = cache.onInvalidate(request.key, () => (stop(), resolve())); });

describe('reads kept by the cache, dropped by the writes that change them', () => {
  it('after « Renommer » the customer’s history asked again shows the entry', async () => {
    const { id, label } = server.sandbox.db.prepare('SELECT id, label FROM customers WHERE agency_id = 1 AND archived = 0 ORDER BY id LIMIT 1').get() as { id: number; label: string };
    const history = callRequest(api, customerChangelogs, { params: { id } });
    const before = await cache.fetch(history);
    expect(await cache.fetch(history)).toBe(before);
    const told = dropped(history);
    await api.call(renameCustomer, { params: { id }, body: { customerName: 'Famille Renommée' } });
    await told;
    const after = await cache.fetch(history);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ type: 'RENAMED', comment: `Ancien nom : ${label}`, author: { firstName: 'Sophie', lastName: 'Lefèvre' } });
  });

  it('after a contract made from an estimate is deleted, the estimate reads signed again and the history says so', async () => {
    const made = await newContract(api, server.sandbox.db, 'louise.garnier.9@exemple.fr');
    const contract = { id: made.contractId, number: (await api.call(getContract, { params: { id: made.contractId } })).number, customerId: made.customerId, estimateId: made.estimateId };
    const estimates = callRequest(api, searchEstimates, { body: { customerId: contract.customerId, pageNumber: 0, pageSize: 10 } });
    const history = callRequest(api, customerChangelogs, { params: { id: contract.customerId } });
    const statusOf = async () => (await cache.fetch(estimates)).content.find((estimate) => estimate.id === contract.estimateId)?.status;
    expect(await statusOf()).toBe('CONTRACTED');
    await cache.fetch(history);
    const told = Promise.all([dropped(estimates), dropped(history)]);
    await api.call(deleteContract, { params: { id: contract.id } });
    await told;
    expect(await statusOf()).toBe('SIGNED');
    expect((await cache.fetch(history))[0]).toMatchObject({ type: 'OTHER', comment: `Contrat ${contract.number} supprimé` });
  });
});
