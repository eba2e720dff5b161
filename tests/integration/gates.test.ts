/**
 * The gates of src/domain/agency/gates.ts over real HTTP, driven by the table: for each option
 * flag that closes endpoints, switched off in Lyon, every endpoint of the contract whose gate
 * names it answers 403 FEATURE_DISABLED with the flag's refusal while an ungated call still
 * works; switched back on, a real valid call of each area it governs succeeds. The same for the
 * advisers' rights (an adviser without the right: 403 ADVISER_RIGHT_REQUIRED; the director
 * passes), and the prestation types follow the household and home-care options.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/api/client';
import { adminAgency, updateAgencyOptions, type AgencyOptions } from '../../src/api/contract/agencyAdmin';
import { selectContext } from '../../src/api/contract/auth';
import { allEndpoints } from '../../src/api/contract/index';
import { searchExports } from '../../src/api/contract/exports';
import { searchFamilies } from '../../src/api/contract/families';
import { searchSharedFamilies } from '../../src/api/contract/sharedFamilies';
import { searchTimesheets } from '../../src/api/contract/timesheets';
import { searchLibrary } from '../../src/api/contract/library';
import { searchPosts } from '../../src/api/contract/community';
import { searchBills } from '../../src/api/contract/billing';
import { countFiscalAttestationTemplates } from '../../src/api/contract/fiscalAttestations';
import { getAvimState } from '../../src/api/contract/avim';
import { searchCustomers } from '../../src/api/contract/customers';
import { agencySettings, signProcedureOrders, signProceduresBalance, updateAgencyContact } from '../../src/api/contract/agencySettings';
import { looksForAgencyInitialization } from '../../src/api/contract/paye';
import { recomputeContractDocument, searchContracts } from '../../src/api/contract/contracts';
import { accountingIncrementalExport } from '../../src/api/contract/accounting';
import { fillPath, type EndpointDef } from '../../src/api/endpoint';
import { ADVISER_RIGHTS, GATED_AREAS, OPTION_FLAGS, type AdviserRight, type GatedAreaId, type OptionFlag } from '../../src/domain/agency/gates';
import { OPTION_FLAG_LABELS, adviserRightRefusal } from '../../src/domain/agency/gateRefusals';
import { loggedInClient, startSandbox } from '../support/sandbox';

let server: Awaited<ReturnType<typeof startSandbox>>;
let admin: ApiClient;
let director: ApiClient;
let adviser: ApiClient;
let seeded: AgencyOptions;
const LYON = 1;

beforeAll(async () => {
  server = await startSandbox();
  admin = await loggedInClient(server.url, 'admin@demo.fr');
  director = await loggedInClient(server.url, 'directrice@demo.fr');
  adviser = await loggedInClient(server.url, 'conseiller@demo.fr');
  seeded = (await admin.call(adminAgency, { params: { id: LYON } })).options;
});
afterAll(() => server.close());

const setOptions = (change: Partial<AgencyOptions>) => admin.call(updateAgencyOptions, { params: { id: LYON }, body: { ...seeded, ...change } });

/** An endpoint called raw, its path filled with 1s and an empty body: a closed gate answers before any validation. */
async function rawCall(api: ApiClient, endpoint: EndpointDef): Promise<{ status: number; errors?: { code: string; label: string }[] }> {
  const params = Object.fromEntries([...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, key]) => [key!, key === 'agencyId' ? LYON : key === 'year' ? 2026 : key === 'month' ? '2026-11' : 1]));
  const token = api.getTokens()!.token;
  const url = `${server.url}${fillPath(endpoint.path, params)}${endpoint.access === 'public' ? `?tk=${await temporaryToken(api)}` : ''}`;
  const body = endpoint.method === 'GET' ? undefined : endpoint.bodyType === 'multipart' ? new FormData() : '{}';
  const headers: Record<string, string> = endpoint.access === 'public' ? {} : { authorization: `Bearer ${token}` };
  if (typeof body === 'string') headers['content-type'] = 'application/json';
  const response = await fetch(url, { method: endpoint.method, headers, ...(body === undefined ? {} : { body }) });
  const text = await response.text();
  return { status: response.status, ...(text.startsWith('{') ? (JSON.parse(text) as object) : {}) };
}

async function temporaryToken(api: ApiClient): Promise<string> {
  const { getTemporaryToken } = await import('../../src/api/contract/auth');
  return (await api.call(getTemporaryToken, { body: { maxUsages: 1 } })).token;
}

const flagsOf = (endpoint: EndpointDef): OptionFlag[] => {
  const { feature, anyFeature = [], staffFeature } = endpoint.gate ?? {};
  return [...(feature === undefined ? [] : typeof feature === 'string' ? [feature] : feature), ...anyFeature, ...(staffFeature ? [staffFeature] : [])];
};

/** A real valid call of each area: it succeeds when the area's gate is open. */
const PROBES: Record<GatedAreaId, (api: ApiClient) => Promise<unknown>> = {
  billing: (api) => api.call(searchBills, { body: {} }),
  fiscalAttestations: (api) => api.call(countFiscalAttestationTemplates, {}),
  avim: async (api) => api.call(getAvimState, { params: { id: (await api.call(searchCustomers, { body: {} })).content[0]!.id } }),
  exports: (api) => api.call(searchExports, { body: {} }),
  sharedFamilies: (api) => api.call(searchSharedFamilies, { body: { namePattern: '' } }),
  timesheets: (api) => api.call(searchTimesheets, { body: { month: '2026-11' } }),
  library: (api) => api.call(searchLibrary, { body: {} }),
  community: (api) => api.call(searchPosts, { body: {} }),
  signProcedures: (api) => api.call(signProceduresBalance, { params: { agencyId: LYON } }),
  orders: (api) => api.call(signProcedureOrders, {}),
  agencySettings: async (api) => {
    const { contactMail, phone, hotlinePhone } = await api.call(agencySettings, { params: { agencyId: LYON } });
    return api.call(updateAgencyContact, { params: { agencyId: LYON }, body: { contactMail, phone, hotlinePhone } });
  },
  contractDocuments: async (api) => api.call(recomputeContractDocument, { params: { id: (await api.call(searchContracts, { body: {} })).content[0]!.id } }),
  paye: (api) => api.call(looksForAgencyInitialization, {}),
};
const ungated = (api: ApiClient) => api.call(searchFamilies, { body: { namePattern: '' } });

const GATING_FLAGS = OPTION_FLAGS.filter((flag) => allEndpoints.some((endpoint) => flagsOf(endpoint).includes(flag)));

/** The screens' areas each gating flag opens, as the table of src/domain/agency/gates.ts gives them. */
const AREAS_OF: Partial<Record<OptionFlag, GatedAreaId[]>> = {
  billingEnabled: ['billing', 'fiscalAttestations', 'avim'],
  fiscalAttestationsEnabled: ['fiscalAttestations'],
  avimEnabled: ['avim'],
  sharedFamiliesEnabled: ['sharedFamilies'],
  partCommunityEnabled: ['community'],
  proCommunityEnabled: ['community'],
  libraryEnabled: ['library'],
  timesheetsEnabled: ['timesheets'],
  contractDocumentEnabled: ['contractDocuments'],
  signProceduresEnabled: ['signProcedures', 'orders'],
  payeEnabled: ['paye'],
  payeActiveForAgency: ['paye'],
};

describe('option flags', () => {
  it('are the flags the table says close endpoints; the others tune what is sent or shown (docs/decisions.md)', () => {
    expect(OPTION_FLAGS.filter((flag) => !GATING_FLAGS.includes(flag))).toEqual([
      'globalBillingEnabled', 'draftBillsSharingEnabled', 'proCommunityWriterEnabled', 'householdEnabled', 'homecareEnabled', 'mailCustomizationsEnabled', 'eventsNotificationEnabled',
    ]);
  });

  it.each(GATING_FLAGS)('%s off closes every endpoint naming it; on, each area it governs answers', async (flag) => {
    // A flag the admin passes (staffFeature) is tried on the director, on the endpoints her role may call.
    const staffOnly = flag === 'payeActiveForAgency' || flag === 'fiscalAttestationsEnabled';
    const caller = staffOnly ? director : admin;
    const gated = allEndpoints.filter((endpoint) => flagsOf(endpoint).includes(flag) && (!staffOnly || !endpoint.roles || endpoint.roles.includes('DIRECTOR')));
    // anyFeature: every flag of the list off (the community is open with either one), the refusal naming the first.
    const siblings = gated.flatMap((endpoint) => endpoint.gate?.anyFeature ?? []);
    if (caller === admin) await admin.call(selectContext, { body: { clientId: 1, agencyId: LYON } });
    await setOptions(Object.fromEntries([flag, ...siblings].map((name) => [name, false])));
    try {
      const answers = await Promise.all(gated.map(async (endpoint) => [endpoint.name, await rawCall(caller, endpoint)] as const));
      const refusal = { status: 403, errors: [{ code: 'FEATURE_DISABLED', label: OPTION_FLAG_LABELS[siblings[0] ?? flag].refusal }] };
      expect(Object.fromEntries(answers)).toEqual(Object.fromEntries(gated.map((endpoint) => [endpoint.name, refusal])));
      // Lyon's 20 families (docs/demo-data.md).
      expect((await ungated(caller)).totalElements).toBe(20);
    } finally {
      await setOptions({});
    }
    const areas = GATED_AREAS.filter((area) => flagsOf({ gate: area.gate } as EndpointDef).includes(flag));
    expect(areas.map((area) => area.id)).toEqual(AREAS_OF[flag]);
    for (const area of areas) await expect(PROBES[area.id](caller), area.id).resolves.toBeDefined();
  });

  it('paye and fiscal attestations stay open to the admin where the agency has them closed to its staff', async () => {
    await admin.call(selectContext, { body: { clientId: 1, agencyId: LYON } });
    await setOptions({ payeActiveForAgency: false, fiscalAttestationsEnabled: false });
    try {
      await expect(PROBES.paye(admin)).resolves.toBeDefined();
      await expect(PROBES.fiscalAttestations(admin)).resolves.toBeDefined();
      expect((await rawCall(director, looksForAgencyInitialization)).errors?.[0]?.code).toBe('FEATURE_DISABLED');
    } finally {
      await setOptions({});
    }
  });
});

describe('adviser rights', () => {
  it.each(ADVISER_RIGHTS)('%s withheld closes every endpoint needing it to the adviser, not to the director; granted, each area answers', async (right: AdviserRight) => {
    const gated = allEndpoints.filter((endpoint) => endpoint.gate?.adviserRight === right);
    const areas = GATED_AREAS.filter((area) => (area.gate as { adviserRight?: AdviserRight }).adviserRight === right);
    await setOptions({ advisersRights: ADVISER_RIGHTS.filter((other) => other !== right) });
    try {
      const answers = await Promise.all(gated.map(async (endpoint) => [endpoint.name, await rawCall(adviser, endpoint)] as const));
      const refusal = { status: 403, errors: [{ code: 'ADVISER_RIGHT_REQUIRED', label: adviserRightRefusal(right) }] };
      expect(Object.fromEntries(answers)).toEqual(Object.fromEntries(gated.map((endpoint) => [endpoint.name, refusal])));
      expect((await ungated(adviser)).totalElements).toBe(20);
      for (const area of areas) await expect(PROBES[area.id](director), area.id).resolves.toBeDefined();
    } finally {
      await setOptions({ advisersRights: [...ADVISER_RIGHTS] });
    }
    for (const area of areas) await expect(PROBES[area.id](adviser), area.id).resolves.toBeDefined();
    await setOptions({});
  });

  it('names the right as the options page does', () => {
    expect(adviserRightRefusal('BILLING')).toBe("Ce droit n'est pas accordé aux conseillers de l'agence : facturation.");
    expect(adviserRightRefusal('AGENCY_SETTINGS')).toBe("Ce droit n'est pas accordé aux conseillers de l'agence : paramètres de l’agence.");
  });
});

describe('the accounting export', () => {
  it('needs billing and the exports right', async () => {
    await setOptions({ advisersRights: [] });
    try {
      const failure = await adviser.call(accountingIncrementalExport, { query: { endDate: '30/11/2026' } }).then(() => null, (error: { status: number; errors: { code: string }[] }) => error);
      expect([failure?.status, failure?.errors[0]?.code]).toEqual([403, 'ADVISER_RIGHT_REQUIRED']);
    } finally {
      await setOptions({});
    }
  });
});
