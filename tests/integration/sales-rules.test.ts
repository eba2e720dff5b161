/**
 * Converting a signed estimate over real HTTP: a customer without a family gets one first (named
 * as the customer, its main contact as parent), written in the contract's history, so that the
 * contract has a family to plan and bill; a customer with a family keeps it, no other is made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/api/client';
import { contractChangelogs, getContract } from '../../src/api/contract/contracts';
import { createProspect } from '../../src/api/contract/customerRecord';
import { getCustomer } from '../../src/api/contract/customers';
import { convertEstimateToContract, createEstimate, markEstimateSigned, validateEstimate } from '../../src/api/contract/estimates';
import { createFamily } from '../../src/api/contract/familyRecord';
import { loggedInClient, startSandbox } from '../support/sandbox';

let server: Awaited<ReturnType<typeof startSandbox>>;
let api: ApiClient;
beforeAll(async () => {
  server = await startSandbox();
  api = await loggedInClient(server.url, 'directrice@demo.fr');
});
afterAll(() => server.close());

const planning = { slots: [{ weekDay: 2 as const, startTime: '16:30', endTime: '19:00' }], repetitionType: 'EVERY_WEEKS' as const, periodStartDate: '2027-02-01', periodEndDate: '2027-02-28' };

/** A new prospect's estimate, signed and converted; `withFamily`: the family made beforehand. */
async function converted(lastName: string, withFamily: boolean) {
  const prospect = await api.call(createProspect, { body: { type: 'NATURAL', mainContact: { civility: 'MME', firstName: 'Nadia', lastName }, email: `nadia.${lastName.toLowerCase()}@exemple.fr` } });
  const family = withFamily ? await api.call(createFamily, { body: { name: `Famille ${lastName}`, customerId: prospect.customerId } }) : null;
  const prestationTypeId = server.sandbox.db.prepare("SELECT id FROM prestation_types WHERE agency_id = 1 AND type = 'CHILDCARE' AND archived = 0 ORDER BY id LIMIT 1").pluck().get() as number;
  const estimate = await api.call(createEstimate, { body: { customerId: prospect.customerId, prestationTypeId, planning } });
  await api.call(validateEstimate, { params: { id: estimate.id } });
  await api.call(markEstimateSigned, { params: { id: estimate.id } });
  const { contractId } = await api.call(convertEstimateToContract, { params: { id: estimate.id }, body: { allowOverrides: false, breakFromPreviousContract: false } });
  return { customerId: prospect.customerId, familyId: family?.id ?? null, contractId };
}

describe('a signed estimate converted to a contract', () => {
  it('creates the family first when the customer has none, and says so in the contract’s history', async () => {
    const { customerId, contractId } = await converted('Benali', false);
    const customer = await api.call(getCustomer, { params: { id: customerId } });
    expect(customer.families.map((f) => f.name)).toEqual(['Nadia Benali']);
    expect((await api.call(getContract, { params: { id: contractId } })).family).toEqual(customer.families[0]);
    expect((await api.call(contractChangelogs, { params: { id: contractId } })).map((c) => c.description)).toContain('Famille « Nadia Benali » créée avec le contrat (le client n’en avait pas)');
    const parent = server.sandbox.db.prepare('SELECT first_name AS firstName, last_name AS lastName FROM family_parents WHERE family_id = ?').get(customer.families[0]!.id);
    expect(parent).toEqual({ firstName: 'Nadia', lastName: 'Benali' });
  });

  it('keeps the customer’s family when it has one, and makes no other', async () => {
    const { customerId, familyId, contractId } = await converted('Roche', true);
    expect((await api.call(getCustomer, { params: { id: customerId } })).families).toEqual([{ id: familyId, name: 'Famille Roche' }]);
    expect((await api.call(getContract, { params: { id: contractId } })).family).toEqual({ id: familyId, name: 'Famille Roche' });
    expect((await api.call(contractChangelogs, { params: { id: contractId } })).map((c) => c.description)).not.toContain('Famille « Roche » créée avec le contrat (le client n’en avait pas)');
  });
});
