/**
 * The agency's lists loaded after selectContext (prestation types, formulas, product types),
 * the what's-new drawer, and the seeded content of the user guides, versions and exports
 * centre, over real HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTemporaryToken, selectContext } from '../../src/api/contract/auth';
import { AGENCY_CONTEXT_REQUIRED, DOWNLOAD_TOKEN_PARAM } from '../../src/api/contract/common';
import { EXPORT_TYPES, downloadExport, searchExports } from '../../src/api/contract/exports';
import { listNews, newsImage } from '../../src/api/contract/news';
import { getUserGuide, searchUserGuides } from '../../src/api/contract/userGuides';
import { searchVersions } from '../../src/api/contract/versions';
import { PRESTATION_TYPES, prestationTypesAndFormulas, productTypes } from '../../src/api/contract/pricing';
import { fillPath } from '../../src/api/endpoint';
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

describe("what's new", () => {
  it('lists the news, newest first, each with a screenshot any <img> can show', async () => {
    const pro = (await api.login('intervenante@demo.fr')).token;
    const { status, body } = await api.get(listNews.path, pro); // every role reads the news
    expect(status).toBe(200);
    const news = listNews.response.parse(body);
    // The seed's four news (docs/demo-data.md).
    expect(news.length).toBe(4);
    expect(news.map((n) => n.date)).toEqual([...news.map((n) => n.date)].sort().reverse());
    for (const item of news) {
      expect(item.imageUrl).toBe(fillPath(newsImage.path, { id: item.id }));
      const image = await fetch(server.url + item.imageUrl); // no token: a plain <img src>
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/svg+xml');
      expect(image.headers.get('content-disposition')).toMatch(/^inline;/);
      expect(await image.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
    expect((await fetch(server.url + fillPath(newsImage.path, { id: 999 }))).status).toBe(404);
    expect((await api.get(listNews.path)).status).toBe(401);
  });
});

describe('seeded content of the shared widgets', () => {
  const all = { pageNumber: 0, pageSize: 500 };

  it('has guides for both scopes and several audiences, with headings, lists, a link and a screenshot', async () => {
    const admin = (await api.login('admin@demo.fr')).token;
    const { body } = await api.post(searchUserGuides.path, all, admin);
    const guides = searchUserGuides.response.parse(body).content;
    expect(new Set(guides.map((g) => g.scope))).toEqual(new Set(['PORTAL', 'APP']));
    expect(new Set(guides.flatMap((g) => g.roleRestriction))).toEqual(new Set(['DIRECTOR', 'ADVISER', 'PRO', 'FAMILY']));
    expect(guides.some((g) => !g.visible)).toBe(true);
    const { body: guide } = await api.get(fillPath(getUserGuide.path, { id: guides[0]!.id }), admin);
    for (const tag of [/<h2>/, /<ol><li>/, /<ul><li>/, /<a href="https:\/\//, /<img src="data:image\/png;base64,[A-Za-z0-9+/=]+" alt="Capture d'écran : /]) {
      expect(getUserGuide.response.parse(guide).content).toMatch(tag);
    }
  });

  it('has versions with items for both scopes, some hidden', async () => {
    const admin = (await api.login('admin@demo.fr')).token;
    const versions = searchVersions.response.parse((await api.post(searchVersions.path, all, admin)).body).content;
    for (const scope of ['PORTAL', 'APP'] as const) {
      const ofScope = versions.filter((v) => v.scope === scope);
      expect(ofScope.some((v) => v.visible) && ofScope.some((v) => !v.visible)).toBe(true);
      expect(ofScope.every((v) => v.items.length > 0)).toBe(true);
    }
  });

  it('has exports of every type in Paris too, with real files', async () => {
    const multi = (await api.login('multi@demo.fr')).token;
    await api.post(selectContext.path, { clientId: 1, agencyId: 3 }, multi);
    const exports = searchExports.response.parse((await api.post(searchExports.path, all, multi)).body).content;
    expect(new Set(exports.map((e) => e.type))).toEqual(new Set(EXPORT_TYPES));
    const expected: Record<string, RegExp> = {
      BILLING_DEBIT_ORDER: /<CstmrDrctDbtInitn>[\s\S]*<Cdtr><Nm>Agence Paris 11e<\/Nm>/,
      BILLING_DEBIT_ORDER_SLIP_FILE: /^%PDF-1\.7[\s\S]*%%EOF\s*$/,
      BILLING_CAF_DECLARATION: /^\ufeffN° allocataire;Famille;Enfant/,
      ACCOUNTING_EXPORT_OF_SALES_JOURNAL: /^\ufeffJournal;Date;Compte/,
    };
    for (const type of EXPORT_TYPES) {
      const exp = exports.find((e) => e.type === type)!;
      const { body: tk } = await api.post(getTemporaryToken.path, { maxUsages: 1 }, multi);
      const file = await fetch(`${server.url}${fillPath(downloadExport.path, { id: exp.id })}?${DOWNLOAD_TOKEN_PARAM}=${tk.token}`);
      expect(file.status).toBe(200);
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(bytes.byteLength).toBe(exp.documentSize);
      const text = bytes.toString('utf8'); // keeps the BOM, which fetch's text() drops
      expect(text, type).toMatch(expected[type]!);
    }
  });

  it('refuses an export download to a professional’s account, even with a temporary token', async () => {
    const pro = (await api.login('intervenante@demo.fr')).token;
    const { body: tk } = await api.post(getTemporaryToken.path, { maxUsages: 1 }, pro);
    expect((await fetch(`${server.url}${fillPath(downloadExport.path, { id: 1 })}?${DOWNLOAD_TOKEN_PARAM}=${tk.token}`)).status).toBe(403);
    expect((await api.post(searchExports.path, all, pro)).status).toBe(403);
  });
});
