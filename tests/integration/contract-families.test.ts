/**
 * Spec 001 §7's contract calls decided in src/api/README.md, over real HTTP: one customer's
 * contracts searched (`contracts/{id}/search`, {id} the customer), the contract as it applies to
 * each family of its customer (`families/{fid}`) and that part marked set up
 * (`mark-expression-as-initialized/{x}`, {x} the family).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, ApiError } from '../../src/api/client';
import * as k from '../../src/api/contract/contracts';
import { createProspect } from '../../src/api/contract/customerRecord';
import { getCustomer } from '../../src/api/contract/customers';
import { convertEstimateToContract, createEstimate, markEstimateSigned, validateEstimate } from '../../src/api/contract/estimates';
import { createFamily } from '../../src/api/contract/familyRecord';
import { computePlanning } from '../../src/domain/estimates/planning';
import { loggedInClient, startSandbox } from '../support/sandbox';

let server: Awaited<ReturnType<typeof startSandbox>>;
let api: ApiClient;
beforeAll(async () => {
  server = await startSandbox();
  api = await loggedInClient(server.url, 'directrice@demo.fr');
});
afterAll(() => server.close());

const failureOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as ApiError);
const db = () => server.sandbox.db;
const month = () => new Date().toISOString().slice(0, 7);
const monthEnd = (m: string) => new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5, 7)), 0)).toISOString().slice(0, 10);
const SLOTS = [{ weekDay: 2 as const, startTime: '16:30', endTime: '19:00' }];

/** A prospect with a family and a contract from the 1st of this month to the end of next month (Tuesdays 16:30–19:00), and one to come next year. */
async function customerWithContracts(email: string) {
  const customerId = (await api.call(createProspect, { body: { type: 'NATURAL', mainContact: { civility: 'MME', firstName: 'Inès', lastName: 'Marchand' }, email } })).customerId;
  const family = await api.call(createFamily, { body: { name: 'Marchand', customerId } });
  const prestationTypeId = db().prepare("SELECT id FROM prestation_types WHERE agency_id = 1 AND type = 'CHILDCARE' AND archived = 0 ORDER BY id LIMIT 1").pluck().get() as number;
  const contract = async (periodStartDate: string, periodEndDate: string) => {
    const planning = { slots: SLOTS, repetitionType: 'EVERY_WEEKS' as const, periodStartDate, periodEndDate };
    const estimate = await api.call(createEstimate, { body: { customerId, prestationTypeId, planning } });
    await api.call(validateEstimate, { params: { id: estimate.id } });
    await api.call(markEstimateSigned, { params: { id: estimate.id } });
    return (await api.call(convertEstimateToContract, { params: { id: estimate.id }, body: { allowOverrides: false, breakFromPreviousContract: false } })).contractId;
  };
  const next = new Date(`${month()}-01T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const current = await contract(`${month()}-01`, monthEnd(next.toISOString().slice(0, 7)));
  const year = Number(month().slice(0, 4)) + 1;
  const upcoming = await contract(`${year}-06-01`, `${year}-06-30`);
  return { customerId, familyId: family.id, current, upcoming };
}

describe('one customer’s contracts', () => {
  it('searches them by text and state, newest start first; an unknown customer answers 404', async () => {
    const { customerId, current, upcoming } = await customerWithContracts('ines.marchand.1@exemple.fr');
    const search = (body: Omit<Parameters<typeof api.call<typeof k.searchCustomerContracts>>[1]['body'], 'pageNumber' | 'pageSize'>) =>
      api.call(k.searchCustomerContracts, { params: { id: customerId }, body: { ...body, pageNumber: 0, pageSize: 20 } });
    const all = await search({});
    expect(all.content.map((c) => c.id)).toEqual([upcoming, current]);
    expect(all.totalElements).toBe(2);
    expect((await search({ states: ['IN_FORCE'] })).content.map((c) => c.id)).toEqual([current]);
    expect((await search({ states: ['UPCOMING', 'ENDED'] })).content.map((c) => c.id)).toEqual([upcoming]);
    const number = all.content.find((c) => c.id === upcoming)!.number;
    expect((await search({ text: number.slice(-6) })).content.map((c) => c.id)).toEqual([upcoming]);
    // The family's name and the prestation, whatever the case.
    expect((await search({ text: 'MARCHAND' })).totalElements).toBe(2);
    expect((await search({ text: all.content[0]!.prestationType.label.toUpperCase(), states: ['IN_FORCE'] })).content.map((c) => c.id)).toEqual([current]);
    expect((await search({ text: 'introuvable' })).totalElements).toBe(0);
    const missing = await failureOf(api.call(k.searchCustomerContracts, { params: { id: 999_999 }, body: { pageNumber: 0, pageSize: 20 } }));
    expect(missing?.status).toBe(404);
    const bad = await failureOf(api.call(k.searchCustomerContracts, { params: { id: customerId }, body: { states: ['SOON'], pageNumber: 0, pageSize: 20 } as never }));
    expect(bad?.status).toBe(400);
  });
});

describe('a contract’s families', () => {
  it('gives each family of the customer its part, marks it set up once, and refuses another customer’s family', async () => {
    const { customerId, familyId, current } = await customerWithContracts('ines.marchand.2@exemple.fr');
    const billedFamily = (await api.call(getCustomer, { params: { id: customerId } })).families.find((f) => f.id === familyId)!;
    const second = await api.call(createFamily, { body: { name: 'Marchand (grands-parents)', customerId } });
    const contract = await api.call(k.getContract, { params: { id: current } });
    expect(contract.family?.id).toBe(billedFamily.id);

    const expected = computePlanning({ slots: SLOTS, repetitionType: 'EVERY_WEEKS', periodStartDate: `${month()}-01`, periodEndDate: monthEnd(month()) }, [])
      .sessions.reduce((sum, s) => sum + s.minutes, 0);
    expect(expected).toBeGreaterThan(0);
    const part = await api.call(k.contractFamily, { params: { id: current, fid: billedFamily.id } });
    expect(part).toEqual({ family: { id: billedFamily.id, name: billedFamily.name }, billed: true, initializedAt: null, monthMinutes: expect.any(Number) });
    // Holidays of the month may drop a Tuesday: never more than every Tuesday, never none.
    expect(part.monthMinutes).toBeGreaterThan(0);
    expect(part.monthMinutes).toBeLessThanOrEqual(expected);
    expect(await api.call(k.contractFamily, { params: { id: current, fid: second.id } })).toEqual({ family: { id: second.id, name: 'Marchand (grands-parents)' }, billed: false, monthMinutes: 0, initializedAt: null });

    const marked = await api.call(k.markContractExpressionInitialized, { params: { id: current, x: second.id } });
    expect(marked.initializedAt).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
    const again = await api.call(k.markContractExpressionInitialized, { params: { id: current, x: second.id } });
    expect(again.initializedAt).toBe(marked.initializedAt);
    expect((await api.call(k.contractFamily, { params: { id: current, fid: billedFamily.id } })).initializedAt).toBeNull();
    const history = await api.call(k.contractChangelogs, { params: { id: current } });
    expect(history.filter((line) => line.description === 'Contrat initialisé pour la famille Marchand (grands-parents)')).toHaveLength(1);

    const other = db().prepare('SELECT id FROM families WHERE agency_id = 1 AND (customer_id IS NULL OR customer_id <> ?) ORDER BY id LIMIT 1').pluck().get(customerId) as number;
    expect((await failureOf(api.call(k.contractFamily, { params: { id: current, fid: other } })))?.status).toBe(404);
    expect((await failureOf(api.call(k.markContractExpressionInitialized, { params: { id: current, x: other } })))?.status).toBe(404);
    expect((await failureOf(api.call(k.contractFamily, { params: { id: 999_999, fid: billedFamily.id } })))?.status).toBe(404);
  });
});
