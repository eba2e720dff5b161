/** The sandbox's data rules and seed: downloads, visibility of versions and guides, agency scoping, determinism. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTemporaryToken, selectContext } from '../../src/api/contract/auth';
import { AGENCY_CONTEXT_REQUIRED, DOWNLOAD_TOKEN_PARAM } from '../../src/api/contract/common';
import { counters, upcomingBirthdays } from '../../src/api/contract/dashboard';
import { deleteExport, downloadExport, markExportAsEmitted, searchExports } from '../../src/api/contract/exports';
import { addFavorite, listFavorites } from '../../src/api/contract/favorites';
import { unreadMessagesCount } from '../../src/api/contract/messages';
import { getUserGuide, searchUserGuides } from '../../src/api/contract/userGuides';
import { searchVersions } from '../../src/api/contract/versions';
import { allEndpoints } from '../../src/api/contract/index';
import { fillPath } from '../../src/api/endpoint';
import { createSandbox } from '../../sandbox/server';
import { checkHandlersCoverContract, HANDLERS } from '../../sandbox/handlers/index';
import { MIGRATIONS } from '../../sandbox/migrations/index';
import { TEST_NOW } from '../support/clock';
import { startSandbox } from '../support/sandbox';
import { http } from './sandbox-support';

let server: Awaited<ReturnType<typeof startSandbox>>;
let api: ReturnType<typeof http>;
let director: string;
let admin: string;

beforeAll(async () => {
  server = await startSandbox();
  api = http(server.url);
  director = (await api.login('directrice@demo.fr')).token;
  admin = (await api.login('admin@demo.fr')).token;
});
afterAll(() => server.close());

const all = { pageNumber: 0, pageSize: 500 };

async function downloadUrl(token: string, id: number, extra = ''): Promise<string> {
  const { body } = await api.post(getTemporaryToken.path, { maxUsages: 1 }, token);
  return `${server.url}${fillPath(downloadExport.path, { id })}?${DOWNLOAD_TOKEN_PARAM}=${body.token}${extra}`;
}

describe('exports', () => {
  it('downloads a file once per temporary token, as an attachment of documentSize bytes', async () => {
    const { body: page } = await api.post(searchExports.path, { type: 'BILLING_DEBIT_ORDER', pageSize: 1 }, director);
    const exp = page.content[0];
    const url = await downloadUrl(director, exp.id);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(`attachment; filename="${exp.documentName}"`);
    expect(response.headers.get('content-type')).toBe(exp.mimeType);
    expect(Number(response.headers.get('content-length'))).toBe(exp.documentSize);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.byteLength).toBe(exp.documentSize);
    const xml = bytes.toString('utf8');
    expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.008.001.02');
    const count = Number(/<NbOfTxs>(\d+)<\/NbOfTxs>/.exec(xml)?.[1]);
    expect(xml.match(/<DrctDbtTxInf>/g)).toHaveLength(count);
    expect((await fetch(url)).status).toBe(401); // used once already
  });

  it('gives a CSV asked inline as an attachment (only PDF and images open in the browser), refuses a bearer token instead of tk, and keeps to the agency', async () => {
    const { body: page } = await api.post(searchExports.path, { type: 'ACCOUNTING_EXPORT_OF_SALES_JOURNAL', pageSize: 1 }, director);
    const exp = page.content[0];
    const inline = await fetch(await downloadUrl(director, exp.id, '&inline=true'));
    expect([inline.headers.get('content-type'), inline.headers.get('content-disposition')?.split(';')[0]]).toEqual(['text/csv; charset=utf-8', 'attachment']);
    const csv = await inline.text();
    expect(csv).toContain('Journal;Date;Compte');
    expect(csv).toMatch(/;\d+,\d{2}\r\n/); // decimal commas
    expect((await api.get(`${fillPath(downloadExport.path, { id: exp.id })}?${DOWNLOAD_TOKEN_PARAM}=${director}`)).status).toBe(401);
    // A Paris director cannot reach a Lyon export, even with a valid token.
    const multi = (await api.login('multi@demo.fr')).token;
    await api.post(selectContext.path, { clientId: 1, agencyId: 3 }, multi);
    expect((await fetch(await downloadUrl(multi, exp.id))).status).toBe(404);
  });

  it('searches with filters, newest first, and pages', async () => {
    const { body: everything } = await api.post(searchExports.path, all, director);
    expect(new Set(everything.content.map((e: { type: string }) => e.type))).toEqual(
      new Set(['BILLING_DEBIT_ORDER', 'BILLING_DEBIT_ORDER_SLIP_FILE', 'BILLING_CAF_DECLARATION', 'ACCOUNTING_EXPORT_OF_SALES_JOURNAL']),
    );
    const dates = everything.content.map((e: { createdAt: string }) => e.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const { body: notEmitted } = await api.post(searchExports.path, { ...all, emitted: false }, director);
    // Last month's four exports, one of each type: the older months are emitted.
    expect(notEmitted.totalElements).toBe(4);
    expect(notEmitted.content.every((e: { emitted: boolean }) => !e.emitted)).toBe(true);
    const { body: second } = await api.post(searchExports.path, { pageNumber: 1, pageSize: 5 }, director);
    expect(second).toMatchObject({ number: 1, size: 5, numberOfElements: 5, first: false, totalElements: everything.totalElements });
    expect(second.content[0].id).toBe(everything.content[5].id);
  });

  it('marks as emitted, then deletes', async () => {
    const { body: page } = await api.post(searchExports.path, { emitted: false, pageSize: 1 }, director);
    const id = page.content[0].id;
    const marked = await api.put(fillPath(markExportAsEmitted.path, { id }), undefined, director);
    expect(marked.body).toMatchObject({ id, emitted: true, emittedAt: expect.any(String) });
    expect((await api.del(fillPath(deleteExport.path, { id }), director)).status).toBe(204);
    expect((await api.del(fillPath(deleteExport.path, { id }), director)).status).toBe(404);
  });

  it('answers 403 AGENCY_CONTEXT_REQUIRED to an admin until they choose an agency', async () => {
    const token = (await api.login('admin@demo.fr')).token;
    expect(await api.post(searchExports.path, all, token)).toMatchObject({ status: 403, body: { errors: [AGENCY_CONTEXT_REQUIRED] } });
    await api.post(selectContext.path, { clientId: 2, agencyId: 2 }, token);
    const { body } = await api.post(searchExports.path, all, token);
    // Geneva's sales journal of each of the last six months.
    expect(body.totalElements).toBe(6);
    expect(body.content.every((e: { description: string }) => e.description.includes('CHF'))).toBe(true);
  });
});

describe('versions', () => {
  it('gives non-admins only visible versions, whatever they ask', async () => {
    const asked = await api.post(searchVersions.path, { ...all, visible: false }, director);
    // 12 of the 16 versions (8 PORTAL, 8 APP) are visible.
    expect(asked.body.totalElements).toBe(12);
    expect(asked.body.content.every((v: { visible: boolean }) => v.visible)).toBe(true);
    const { body: adminAll } = await api.post(searchVersions.path, all, admin);
    expect(adminAll.content.some((v: { visible: boolean }) => !v.visible)).toBe(true);
    // 8 PORTAL and 8 APP versions, 4 of them hidden.
    expect(adminAll.totalElements).toBe(16);
    const { body: hidden } = await api.post(searchVersions.path, { ...all, visible: false }, admin);
    expect(hidden.content.every((v: { visible: boolean }) => !v.visible)).toBe(true);
  });

  it('sorts newest first within a scope, with items', async () => {
    const { body } = await api.post(searchVersions.path, { ...all, scope: 'PORTAL' }, director);
    expect(body.content[0]).toMatchObject({ number: '1.0.0', scope: 'PORTAL' });
    const deployed = body.content.map((v: { deployedAt: string }) => v.deployedAt);
    expect(deployed).toEqual([...deployed].sort().reverse());
    expect(body.content.every((v: { items: unknown[] }) => v.items.length > 0)).toBe(true);
  });
});

describe('user guides', () => {
  const titles = (page: { content: { title: string }[] }) => page.content.map((g) => g.title);

  it('shows a role only the visible guides meant for it, sorted by title', async () => {
    const adviser = (await api.login('conseiller@demo.fr')).token;
    const { body: forAdviser } = await api.post(searchUserGuides.path, all, adviser);
    expect(forAdviser.content.every((g: { visible: boolean; roleRestriction: string[] }) => g.visible && (!g.roleRestriction.length || g.roleRestriction.includes('ADVISER')))).toBe(true);
    expect(titles(forAdviser)).toContain('Centre des exports');
    expect(titles(forAdviser)).not.toContain('Éditer les attestations fiscales'); // directors only
    expect(titles(forAdviser)).toEqual([...titles(forAdviser)].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })));
    const { body: forDirector } = await api.post(searchUserGuides.path, all, director);
    expect(titles(forDirector)).toContain('Éditer les attestations fiscales');
    expect(titles(forDirector)).not.toContain('Nouveautés de la paie (brouillon)'); // invisible
    const { body: forAdmin } = await api.post(searchUserGuides.path, all, admin);
    expect(titles(forAdmin)).toContain('Nouveautés de la paie (brouillon)');
  });

  it('finds titles regardless of case and accents, within a scope', async () => {
    const { body } = await api.post(searchUserGuides.path, { ...all, titlePattern: 'EDITER LES' }, director);
    expect(titles(body)).toEqual(['Éditer les attestations fiscales']);
    const { body: app } = await api.post(searchUserGuides.path, { ...all, scope: 'APP' }, admin);
    expect(app.content.length).toBe(3);
    expect(app.content.every((g: { scope: string }) => g.scope === 'APP')).toBe(true);
  });

  it('answers the HTML content, and 404 to a guide the role may not read', async () => {
    const { body: page } = await api.post(searchUserGuides.path, { ...all, titlePattern: 'fiscales' }, director);
    const { body: guide } = await api.get(fillPath(getUserGuide.path, { id: page.content[0].id }), director);
    expect(guide.content).toMatch(/^<h2>Éditer les attestations fiscales<\/h2>/);
    expect(guide.content).toContain('<li>');
    expect(guide.content).toContain('<a href="https://');
    const adviser = (await api.login('conseiller@demo.fr')).token;
    expect((await api.get(fillPath(getUserGuide.path, { id: page.content[0].id }), adviser)).status).toBe(404);
  });
});

describe('dashboard and favorites', () => {
  it('shows upcoming birthdays of the agency, soonest first, and the unread counters', async () => {
    const { body } = await api.get(upcomingBirthdays.path, director);
    // In the next 15 days: every 5th of the 30 first employees, and 15 of Lyon's 49 children.
    expect(body.employees.length).toBe(6);
    expect(body.children.length).toBe(15);
    const unread = (await api.get(unreadMessagesCount.path, director)).body.count as number;
    expect(unread).toBe(12);
    // The events' badge is the agency's unread events (countUnread): eight in Lyon's seed.
    expect(await api.get(counters.path, director)).toMatchObject({ body: { unreadMessages: unread, unreadEvents: 8 } });
    const multi = (await api.login('multi@demo.fr')).token;
    expect(await api.get(upcomingBirthdays.path, multi)).toMatchObject({ status: 403, body: { errors: [AGENCY_CONTEXT_REQUIRED] } });
  });

  it('lists the seeded favorites and adds one', async () => {
    const token = (await api.login('directrice@demo.fr')).token;
    const { body } = await api.get(listFavorites.path, token);
    expect(body.map((f: { resourceType: string }) => f.resourceType).sort()).toEqual(['FAMILY', 'FAMILY', 'PRO', 'PRO', 'PRO']);
    const added = await api.post(addFavorite.path, { resourceType: 'PRO', resourceId: 2, resourceLabel: 'Intervenante 2' }, token);
    expect(added).toMatchObject({ status: 200, body: { resourceId: 2 } });
    expect((await api.post(addFavorite.path, { resourceType: 'FAMILY', resourceId: 999999, resourceLabel: 'Personne' }, token)).status).toBe(404);
  });
});

describe('seed and handlers', () => {
  function dump(db: ReturnType<typeof createSandbox>['db']) {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('schema_migrations') ORDER BY name").pluck().all() as string[];
    // Password hashes use a random salt: everything else must be equal.
    return Object.fromEntries(tables.map((table) => [table, db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all().map((row: any) => ({ ...row, password_hash: undefined }))]));
  }

  it('gives the same data for the same seed, and scales its volumes', () => {
    // On the suite's day, all three: a run crossing midnight still compares two seeds of one day.
    const first = createSandbox({ db: ':memory:', now: TEST_NOW });
    const second = createSandbox({ db: ':memory:', now: TEST_NOW });
    const bigger = createSandbox({ db: ':memory:', scale: 2, now: TEST_NOW });
    try {
      const a = dump(first.db);
      expect(a).toEqual(dump(second.db));
      // 80 employees and 30 candidates an agency, and Lyon's default professional.
      expect(a.employees!.length).toBe(331);
      const count = (sandbox: typeof first, table: string) => sandbox.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
      for (const table of ['employees', 'children', 'exports', 'versions']) expect(count(bigger, table)).toBeGreaterThan(count(first, table) * 1.5);
      expect(first.db.prepare('SELECT id FROM schema_migrations ORDER BY id').pluck().all()).toEqual(MIGRATIONS.map((m) => m.id));
    } finally {
      void first.close();
      void second.close();
      void bigger.close();
    }
  }, 120_000); // three whole seeds, one at twice the volume

  it('has exactly one handler per endpoint of the contract', () => {
    expect(() => checkHandlersCoverContract()).not.toThrow();
    expect(() => checkHandlersCoverContract(HANDLERS.slice(1))).toThrow(allEndpoints[0]!.name);
  });
});
