/**
 * A manager's agencies over real HTTP (the admin's managers screen): a manager left with one
 * agency becomes single-agency in it (`isMultiAgencies: false`, her own agency and its client),
 * signs in straight to it, and a session she had opened in the agency taken works in the one
 * left; a manager who keeps two agencies or more stays multi-agency, with none chosen at login.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../src/api/client';
import { addAgencyManager, agencyManagerChangelogs, agencyManagers, removeAgencyManager } from '../../src/api/contract/agencyManagers';
import { login, selectContext } from '../../src/api/contract/auth';
import { AGENCY_CONTEXT_REQUIRED } from '../../src/api/contract/common';
import { searchCustomers } from '../../src/api/contract/customers';
import { searchBills } from '../../src/api/contract/billing';
import { mustChooseAgency } from '../../src/domain/permissions';
import { HOME_PATH, ROUTES, resolveNavigation } from '../../src/domain/routes';
import { TEST_TODAY } from '../support/clock';
import { DEMO_PASSWORD, loggedInClient, startSandbox } from '../support/sandbox';

let server: Awaited<ReturnType<typeof startSandbox>>;
let admin: ApiClient;
beforeAll(async () => {
  server = await startSandbox();
  admin = await loggedInClient(server.url, 'admin@demo.fr');
});
afterAll(() => server.close());

const [LYON, GENEVE, PARIS] = [1, 2, 3];

/** A sign-in as the portal makes it: the session's user, and a client on its tokens. */
async function signIn(who: string) {
  const api = new ApiClient({ baseUrl: server.url, clientContext: { browserName: 'vitest', browserVersion: '4', appVersion: '1.0.0', app: 'CLI' } });
  const answer = await api.call(login, { body: { login: who, password: DEMO_PASSWORD } });
  api.setTokens({ token: answer.token, refreshToken: answer.refreshToken });
  const { isMultiAgencies, agency, agencies } = answer.user;
  return { api, user: { isMultiAgencies, agency: agency && { id: agency.id, label: agency.label }, agencies: agencies.map((a) => a.id).sort() } };
}
const row = (id: number) => server.sandbox.db.prepare('SELECT is_multi_agencies AS multi, agency_id AS agencyId, client_id AS clientId FROM users WHERE id = ?').get(id);
const links = (id: number) => server.sandbox.db.prepare('SELECT agency_id FROM user_agencies WHERE user_id = ? ORDER BY agency_id').pluck().all(id);
const customersTotal = async (api: ApiClient) => (await api.call(searchCustomers, { body: {} })).totalElements;

describe('a manager losing an agency', () => {
  it('left with one, becomes single-agency in it: her own agency at login, her open session working there', async () => {
    const ELODIE = 32;
    await admin.call(addAgencyManager, { params: { id: LYON, userId: ELODIE } });
    const multi = await signIn('support@demo.fr');
    expect(multi.user).toEqual({ isMultiAgencies: true, agency: null, agencies: [LYON, PARIS] });
    await multi.api.call(selectContext, { body: { clientId: 1, agencyId: PARIS } });

    const left = await admin.call(removeAgencyManager, { params: { id: PARIS, userId: ELODIE } });
    expect(left.find((u) => u.id === ELODIE)).toBeUndefined();
    expect(row(ELODIE)).toEqual({ multi: 0, agencyId: LYON, clientId: 1 });
    expect(links(ELODIE)).toEqual([]);
    expect((await admin.call(agencyManagers, { params: { id: LYON } })).find((u) => u.id === ELODIE)).toMatchObject({ isMultiAgencies: false, agencies: [{ id: LYON, label: "Agence Lyon Presqu'île" }] });
    // Each agency's history says what changed, by whom, on the sandbox's day.
    const lines = async (id: number) => (await admin.call(agencyManagerChangelogs, { params: { id } })).map(({ at, author, description }) => ({ day: at.slice(0, 10), author, description }));
    const by = { day: TEST_TODAY, author: 'Camille Martin' };
    expect(await lines(PARIS)).toEqual([{ ...by, description: "Élodie Petit n’est plus responsable de l’agence « Agence Paris 11e »" }]);
    expect(await lines(LYON)).toEqual([
      { ...by, description: "Élodie Petit n’a plus que l’agence « Agence Lyon Presqu'île » : son compte n’est plus multi-agences et s’ouvre directement sur cette agence" },
      { ...by, description: "Élodie Petit devient responsable de l’agence « Agence Lyon Presqu'île »" },
    ]);

    const single = await signIn('support@demo.fr');
    expect(single.user).toEqual({ isMultiAgencies: false, agency: { id: LYON, label: "Agence Lyon Presqu'île" }, agencies: [] });
    // The session opened in Paris lost that context: it works in Lyon, as a Lyon director's does.
    const lyonTotal = await customersTotal(await loggedInClient(server.url, 'directrice@demo.fr'));
    expect(await customersTotal(multi.api)).toBe(lyonTotal);
    expect(await customersTotal(single.api)).toBe(lyonTotal);
    // The last agency is never taken.
    const last = await admin.call(removeAgencyManager, { params: { id: LYON, userId: ELODIE } }).then(() => null, (error: { status: number }) => error.status);
    expect(last).toBe(400);
  });

  it('left with two, stays multi-agency with none chosen at login', async () => {
    const NATHALIE = 4;
    await admin.call(removeAgencyManager, { params: { id: GENEVE, userId: NATHALIE } });
    expect(row(NATHALIE)).toEqual({ multi: 1, agencyId: null, clientId: null });
    expect(links(NATHALIE)).toEqual([LYON, PARIS]);
    expect((await signIn('multi@demo.fr')).user).toEqual({ isMultiAgencies: true, agency: null, agencies: [LYON, PARIS] });
  });
});

describe('a multi-agency manager without a chosen agency', () => {
  // The pages that need no agency: her session, shared documents, support, the home page (where she chooses), the tutorials, and the admin's own.
  const AGENCY_FREE = ['session', 'share', 'support', 'home', 'tutorials', 'admin'];
  const pathOf = (pattern: string) => pattern.replace(/\{\w+\??\}/g, '1');

  it('is sent to the agency choice from every agency page, and the API answers what she would need an agency for with its message', async () => {
    const { api, user } = await signIn('multi@demo.fr');
    expect(user).toMatchObject({ isMultiAgencies: true, agency: null });
    const session = { role: 'DIRECTOR' as const, checkedRole: 'DIRECTOR' as const, agency: null, mustChooseAgency: mustChooseAgency({ isMultiAgencies: true, role: 'DIRECTOR' }, null) };
    const agencyPages = ROUTES.filter((route) => route.access === 'private' && !route.role && !route.redirectTo && !AGENCY_FREE.includes(route.area));
    expect(agencyPages.length).toBeGreaterThan(40);
    const notSent = agencyPages.map((route) => pathOf(route.pattern)).filter((path) => JSON.stringify(resolveNavigation(path, session)) !== JSON.stringify({ kind: 'redirect', to: HOME_PATH }));
    expect(notSent).toEqual([]);
    expect(resolveNavigation(HOME_PATH, session).kind).toBe('render');
    for (const call of [api.call(searchCustomers, { body: {} }), api.call(searchBills, { body: {} })]) {
      expect(await call.then(() => null, (error: { status: number; errors: unknown }) => [error.status, error.errors])).toEqual([403, [AGENCY_CONTEXT_REQUIRED]]);
    }
  });
});
