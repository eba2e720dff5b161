/** Quick search calls over real HTTP: customers, families, users, professionals, their details panels, and who may call them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectContext } from '../../src/api/contract/auth';
import { AGENCY_CONTEXT_REQUIRED } from '../../src/api/contract/common';
import { getCustomer, searchCustomers } from '../../src/api/contract/customers';
import { searchFamilies } from '../../src/api/contract/families';
import { getProfessional, searchProfessionals } from '../../src/api/contract/professionals';
import { searchUsers } from '../../src/api/contract/users';
import { fillPath } from '../../src/api/endpoint';
import { MESSAGES } from '../../src/domain/messages';
import { startSandbox } from '../support/sandbox';
import { http } from './sandbox-support';

let server: Awaited<ReturnType<typeof startSandbox>>;
let api: ReturnType<typeof http>;
let director: string;
let paris: string;

beforeAll(async () => {
  server = await startSandbox();
  api = http(server.url);
  director = (await api.login('directrice@demo.fr')).token;
  // A multi-agency manager working in Paris 11e.
  paris = (await api.login('multi@demo.fr')).token;
  await api.post(selectContext.path, { clientId: 1, agencyId: 3 }, paris);
});
afterAll(() => server.close());

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

describe('customers search', () => {
  it('answers a page of results and the counters of every status for the same text', async () => {
    const { status, body } = await api.post(searchCustomers.path, { labelPattern: 'ma', status: 'ACTIVE_CUSTOMER', pageSize: 10, pageNumber: 0 }, director);
    expect(status).toBe(200);
    const answer = searchCustomers.response.parse(body);
    expect(answer.content.length).toBe(10);
    expect(answer.content.every((c) => c.status === 'ACTIVE_CUSTOMER')).toBe(true);
    expect(answer.totalElements).toBe(answer.counters.ACTIVE_CUSTOMER);
    const { body: all } = await api.post(searchCustomers.path, { labelPattern: 'ma', pageSize: 500 }, director);
    expect(all.totalElements).toBe(Object.values(answer.counters).reduce((a, b) => a + b, 0));
    for (const c of all.content) expect(`${fold(c.label)} ${fold(c.familyName ?? '')}`).toContain('ma');
  });

  it('tells prospects, customers with a contract in force, and customers without a family', async () => {
    const { body } = await api.post(searchCustomers.path, { pageSize: 500 }, director);
    const page = searchCustomers.response.parse(body);
    // Lyon's 40 prospects, 6 of them lost; 7 of its 60 customers archived (one in eight).
    expect(page.counters.PROSPECT).toBe(34);
    expect(page.counters.ARCHIVED_CUSTOMER).toBe(7);
    expect(page.counters.ARCHIVED_PROSPECT).toBe(6);
    const today = '2026-03-16';
    const active = page.content.filter((c) => c.status === 'ACTIVE_CUSTOMER');
    expect(active.filter((c) => c.currentContractStartDate).length).toBe(15);
    for (const c of active.filter((c) => c.currentContractStartDate)) {
      expect(c.currentContractStartDate! <= today).toBe(true);
      expect(c.currentContractEndDate === null || c.currentContractEndDate >= today).toBe(true);
    }
    expect(page.content.filter((c) => c.status === 'ARCHIVED_CUSTOMER').every((c) => c.currentContractStartDate === null)).toBe(true);
    const withoutFamily = page.content.filter((c) => c.familyId === null);
    // Companies, providers and leads have no family yet: among them the seed's company and web lead.
    expect(withoutFamily.map((c) => c.label)).toEqual(expect.arrayContaining(["Crèche d'entreprise Lumière", 'Claire Fontaine']));
    expect(new Set(withoutFamily.map((c) => c.status))).toEqual(new Set(['ACTIVE_CUSTOMER', 'ARCHIVED_CUSTOMER', 'PROSPECT', 'ARCHIVED_PROSPECT']));
    expect(page.content.some((c) => c.status === 'PROSPECT' && c.nextExchangeAt)).toBe(true);
    const labels = page.content.map((c) => fold(c.label));
    expect(labels).toEqual([...labels].sort());
  });

  it('pages, finds by reference, accents and case aside', async () => {
    const { body: first } = await api.post(searchCustomers.path, { pageSize: 10, pageNumber: 0 }, director);
    const { body: second } = await api.post(searchCustomers.path, { pageSize: 10, pageNumber: 1 }, director);
    expect(second).toMatchObject({ number: 1, first: false, totalElements: first.totalElements });
    expect(second.content[0].id).not.toBe(first.content[0].id);
    const { body: byRef } = await api.post(searchCustomers.path, { labelPattern: 'cli-1-0003' }, director);
    expect(byRef.content).toHaveLength(1);
    const { body: company } = await api.post(searchCustomers.path, { labelPattern: 'CRECHE LUMIERE' }, director);
    expect(company.content).toHaveLength(0); // the words must follow each other
    const { body: lumiere } = await api.post(searchCustomers.path, { labelPattern: 'ENTREPRISE LUMIÈRE' }, director);
    expect(lumiere.content[0]).toMatchObject({ label: "Crèche d'entreprise Lumière", familyId: null });
  });

  it('refuses an unknown status with a French label', async () => {
    const answer = await api.post(searchCustomers.path, { status: 'CLIENT', pageSize: 0 }, director);
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['pageSize', 'status']);
    for (const e of answer.body.errors) expect(e.label).toMatch(/^Champ « \w+ » : /);
  });
});

describe('customer details', () => {
  it('shows contact, address, family, children, current contract, exchanges and the next event', async () => {
    const { body } = await api.post(searchCustomers.path, { status: 'ACTIVE_CUSTOMER', pageSize: 500 }, director);
    const hit = body.content.find((c: { familyId: number | null; currentContractStartDate: string | null }) => c.familyId && c.currentContractStartDate);
    const answer = await api.get(fillPath(getCustomer.path, { id: hit.id }), director);
    expect(answer.status).toBe(200);
    const details = getCustomer.response.parse(answer.body);
    expect(details).toMatchObject({ customerId: hit.id, customerName: hit.label, status: 'ACTIVE_CUSTOMER', type: 'NATURAL', agency: { id: 1 } });
    expect(details.families[0]).toEqual({ id: hit.familyId, name: hit.familyName });
    expect(details.childrenCount).toBe(details.childrenInfos.length);
    expect(details.childrenCount).toBe(3);
    expect(details.address?.zipCode).toMatch(/^69/);
    expect(details.mobile).toMatch(/^0[67]( \d\d){4}$/);
    expect(details.email).toContain('@');
    expect(details.currentContract).toMatchObject({ startDate: hit.currentContractStartDate, endDate: hit.currentContractEndDate });
    expect(details.currentContract!.weeklyMinutes).toBe(930);
    expect(details.contractsCount).toBe(2);
  });

  it('answers 404 for another agency’s customer and for an unknown one', async () => {
    const { body } = await api.post(searchCustomers.path, { pageSize: 1 }, director);
    expect((await api.get(fillPath(getCustomer.path, { id: body.content[0].id }), paris)).status).toBe(404);
    expect(await api.get(fillPath(getCustomer.path, { id: 999999 }), director)).toMatchObject({ status: 404, body: { errors: [{ code: 'NOT_FOUND' }] } });
  });
});

describe('families search', () => {
  it('finds families by name, sorted either way, in pages', async () => {
    const { body } = await api.post(searchFamilies.path, { namePattern: 'famille', pageNumber: 0, pageSize: 50 }, director);
    const page = searchFamilies.response.parse(body);
    expect(page.totalElements).toBe(20);
    const names = page.content.map((f) => fold(f.name));
    expect(names).toEqual([...names].sort());
    const { body: desc } = await api.post(searchFamilies.path, { sort: 'NAME_DESC', pageSize: 50 }, director);
    expect(desc.content.map((f: { id: number }) => f.id)).toEqual([...page.content].reverse().map((f) => f.id));
    const { body: small } = await api.post(searchFamilies.path, { pageSize: 10, pageNumber: 1 }, director);
    expect(small).toMatchObject({ numberOfElements: 10, number: 1, last: true });
    const { body: none } = await api.post(searchFamilies.path, { namePattern: 'zzz' }, director);
    expect(none).toMatchObject({ totalElements: 0, content: [] });
  });

  it('keeps to the session’s agency', async () => {
    const { body: lyon } = await api.post(searchFamilies.path, { pageSize: 500 }, director);
    const { body: inParis } = await api.post(searchFamilies.path, { pageSize: 500 }, paris);
    const lyonIds = new Set(lyon.content.map((f: { id: number }) => f.id));
    expect(inParis.content.some((f: { id: number }) => lyonIds.has(f.id))).toBe(false);
  });
});

describe('users and professionals search', () => {
  it('finds professionals by first or last name in either order, candidates with status CANDIDATE', async () => {
    const { body } = await api.post(searchProfessionals.path, { namePattern: '', pageNumber: 0, pageSize: 200 }, director);
    const all = searchProfessionals.response.parse(body);
    expect(all.totalElements).toBe(111); // 80 employees and 30 candidates in Lyon, and its default professional « À pourvoir »
    expect(all.content.every((p) => p.role === 'PRO' && /^[a-z0-9.-]+@[a-z.]+\.(fr|net|com)$/.test(p.login))).toBe(true);
    const someone = all.content.find((p) => p.status === 'ACTIVE')!;
    for (const text of [`${someone.lastName} ${someone.firstName}`, `${someone.firstName} ${someone.lastName}`, fold(someone.lastName).toUpperCase()]) {
      const { body: found } = await api.post(searchUsers.path, { namePattern: text, role: 'PRO', pageSize: 10 }, director);
      expect(found.content.map((p: { id: number }) => p.id)).toContain(someone.id);
    }
    const { body: candidates } = await api.post(searchUsers.path, { status: 'CANDIDATE', pageSize: 10, pageNumber: 0 }, director);
    expect(searchUsers.response.parse(candidates).content.every((p) => p.status === 'CANDIDATE')).toBe(true);
    expect(candidates.totalElements).toBe(30);
  });

  it('sorts by last name and pages', async () => {
    const { body } = await api.post(searchUsers.path, { pageSize: 10, pageNumber: 10 }, director);
    expect(body).toMatchObject({ number: 10, numberOfElements: 10, last: false, totalPages: 12 });
    const names = body.content.map((p: { lastName: string }) => fold(p.lastName));
    expect(names).toEqual([...names].sort());
  });

  it('refuses a role other than PRO or FAMILY (parent accounts)', async () => {
    const parents = await api.post(searchUsers.path, { role: 'FAMILY' }, director);
    expect(parents.status).toBe(200);
    expect(parents.body.content[0]).toMatchObject({ role: 'FAMILY', family: { id: expect.any(Number) } });
    const answer = await api.post(searchUsers.path, { role: 'ADMIN' }, director);
    expect(answer).toMatchObject({ status: 400, body: { errors: [{ code: 'PARAMETERS_ERROR', field: 'role' }] } });
  });
});

describe('professional details', () => {
  it('shows role, status, phones, e-mail, agency, address and the next event', async () => {
    const { body } = await api.post(searchUsers.path, { status: 'ACTIVE', pageSize: 500 }, director);
    const details = await Promise.all(body.content.map((p: { id: number }) => api.get(fillPath(getProfessional.path, { id: p.id }), director)));
    for (const { status, body: pro } of details) {
      expect(status).toBe(200);
      getProfessional.response.parse(pro);
      expect(pro).toMatchObject({ role: 'PRO', status: 'ACTIVE', candidate: false, agency: { id: 1, label: "Agence Lyon Presqu'île" } });
      expect(pro.ref).toMatch(/^INT-1-\d{4}$/);
      expect(pro.phoneNumber1).toMatch(/^0[67]( \d\d){4}$/);
    }
    // The professionals of the planning have a next event.
    expect(details.filter((d) => d.body.nextPlanningEvent).length).toBe(13);
    expect(details.some((d) => d.body.phoneNumber2)).toBe(true);
  });

  it('marks a candidate, and answers 404 outside the agency', async () => {
    const { body } = await api.post(searchUsers.path, { status: 'CANDIDATE', pageSize: 1 }, director);
    const { body: candidate } = await api.get(fillPath(getProfessional.path, { id: body.content[0].id }), director);
    expect(candidate).toMatchObject({ status: 'CANDIDATE', candidate: true, hiredOn: null });
    expect((await api.get(fillPath(getProfessional.path, { id: body.content[0].id }), paris)).status).toBe(404);
  });
});

describe('who may search', () => {
  const calls = [
    () => api.post(searchCustomers.path, {}, token),
    () => api.post(searchFamilies.path, {}, token),
    () => api.post(searchUsers.path, {}, token),
    () => api.post(searchProfessionals.path, {}, token),
    () => api.get(fillPath(getCustomer.path, { id: 1 }), token),
    () => api.get(fillPath(getProfessional.path, { id: 1 }), token),
  ];
  let token: string | null = null;

  it('answers 401 without a session', async () => {
    token = null;
    for (const call of calls) expect((await call()).status).toBe(401);
  });

  it('answers 403 FORBIDDEN to a professional’s account', async () => {
    token = (await api.login('intervenante@demo.fr')).token;
    for (const call of calls) expect(await call()).toMatchObject({ status: 403, body: { errors: [{ code: 'FORBIDDEN', label: MESSAGES.forbidden }] } });
  });

  it('answers 403 AGENCY_CONTEXT_REQUIRED to an admin until they choose an agency, then their agency’s data', async () => {
    token = (await api.login('admin@demo.fr')).token;
    for (const call of calls) expect(await call()).toMatchObject({ status: 403, body: { errors: [AGENCY_CONTEXT_REQUIRED] } });
    await api.post(selectContext.path, { clientId: 2, agencyId: 2 }, token);
    const { body } = await api.post(searchCustomers.path, { pageSize: 500 }, token);
    expect(body.content.some((c: { label: string }) => c.label === 'Fondation Arc-en-ciel')).toBe(true);
  });

  it('lets an adviser search', async () => {
    token = (await api.login('conseiller@demo.fr')).token;
    expect((await api.post(searchCustomers.path, {}, token)).status).toBe(200);
  });
});
