/** The agency's lists loaded after selectContext (prestation types, formulas, product types), over real HTTP. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectContext } from '../../src/api/contract/auth';
import { AGENCY_CONTEXT_REQUIRED } from '../../src/api/contract/common';
import { PRESTATION_TYPES, prestationTypesAndFormulas, productTypes } from '../../src/api/contract/pricing';
import { startSandbox } from '../support/sandbox';
import { http } from './sandbox-support';

let server: Awaited<ReturnType<typeof startSandbox>>;
let api: ReturnType<typeof http>;
let director: string;

beforeAll(async () => {
  server = await startSandbox();
  api = http(server.url);
  director = (await api.login('directrice@demo.fr')).token;
});
afterAll(() => server.close());

describe('agency lists', () => {
  it('gives the prestation types (every code, custom ones, one archived) and the formulas', async () => {
    const { status, body } = await api.get(prestationTypesAndFormulas.path, director);
    expect(status).toBe(200);
    const { prestationTypes, formulas } = prestationTypesAndFormulas.response.parse(body);
    expect(new Set(prestationTypes.map((t) => t.type))).toEqual(new Set(PRESTATION_TYPES));
    expect(prestationTypes.filter((t) => t.type === 'CUSTOM').map((t) => t.label)).toEqual(
      expect.arrayContaining(['Ménage et repassage', 'Aide aux seniors', "Sortie d'école et activités"]),
    );
    expect(prestationTypes.filter((t) => t.archived)).toHaveLength(1);
    expect(new Set(prestationTypes.map((t) => t.productType))).toEqual(new Set(['CHILDCARE', 'HOUSEHOLD', 'HOMECARE']));
    expect(formulas.map((f) => f.code).sort()).toEqual(['HOURLY', 'HOURLY_BY_CHILDREN', 'MONTHLY_PACKAGE']);
    expect(formulas.every((f) => f.label && f.description && !f.archived)).toBe(true);
  });

  it('gives the product types with their VAT rate', async () => {
    const { body } = await api.get(productTypes.path, director);
    expect(productTypes.response.parse(body)).toEqual([
      { code: 'CHILDCARE', label: "Garde d'enfants", vatRate: 'REDUIT_10_0' },
      { code: 'HOUSEHOLD', label: 'Entretien de la maison', vatRate: 'REDUIT_10_0' },
      { code: 'HOMECARE', label: 'Aide à domicile', vatRate: 'REDUIT_HANDICAP_5_5' },
    ]);
  });

  it('loads the chosen agency’s lists after selectContext, and none before', async () => {
    const multi = (await api.login('multi@demo.fr')).token;
    for (const path of [productTypes.path, prestationTypesAndFormulas.path]) {
      expect(await api.get(path, multi)).toMatchObject({ status: 403, body: { errors: [AGENCY_CONTEXT_REQUIRED] } });
    }
    const { body: context } = await api.post(selectContext.path, { clientId: 2, agencyId: 2 }, multi);
    expect(context.agency.householdEnabled).toBe(false);
    expect((await api.get(productTypes.path, multi)).body).toEqual([{ code: 'CHILDCARE', label: "Garde d'enfants", vatRate: 'ZERO' }]);
    const { body: geneva } = await api.get(prestationTypesAndFormulas.path, multi);
    expect(geneva.prestationTypes.every((t: { productType: string }) => t.productType === 'CHILDCARE')).toBe(true);
    expect(geneva.formulas.map((f: { code: string }) => f.code).sort()).toEqual(['HOURLY', 'MONTHLY_PACKAGE']);
    await api.post(selectContext.path, { clientId: 1, agencyId: 3 }, multi);
    const { body: paris } = await api.get(prestationTypesAndFormulas.path, multi);
    expect(paris.formulas.find((f: { code: string }) => f.code === 'MONTHLY_PACKAGE')).toMatchObject({ archived: true });
  });

  it('refuses a professional’s account and an anonymous call', async () => {
    const pro = (await api.login('intervenante@demo.fr')).token;
    expect((await api.get(productTypes.path, pro)).status).toBe(403);
    expect((await api.get(prestationTypesAndFormulas.path, pro)).status).toBe(403);
    expect((await api.get(productTypes.path)).status).toBe(401);
  });
});
