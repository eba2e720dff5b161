/** The customers and prospects lists (v2 search, spec 001 §7) over real HTTP, checked against SQLite itself. */
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { customersV2Distribution, customersV2Stats, exportCustomersV2, searchCustomersV2 } from '../../src/api/contract/customers';
import { agencyDayStart } from '../../sandbox/dates';
import { lyonAndParisSandbox } from './sandbox-support';

const sandbox = lyonAndParisSandbox();

const count = (sql: string, ...params: unknown[]) => sandbox.server.sandbox.db.prepare(sql).pluck().get(...params) as number;
const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
const search = async (body: object, token = sandbox.director) => searchCustomersV2.response.parse((await sandbox.api.post(searchCustomersV2.path, body, token)).body);
/** The suite's day, Monday 16 March 2026 (TEST_NOW), and the start of the next one in Paris. */
const today = () => '2026-03-16';
const tomorrowStart = () => agencyDayStart('2026-03-17');

describe('customers v2 search', () => {
  it('pages every customer of the agency, by name then id by default', async () => {
    const first = await search({ pageSize: 10 });
    expect(first.totalElements).toBe(count('SELECT COUNT(*) FROM customers WHERE agency_id = 1'));
    const names = first.content.map((c) => fold(c.customerName));
    expect(names).toEqual([...names].sort());
    const second = await search({ pageSize: 10, pageNumber: 1 });
    expect(second).toMatchObject({ number: 1, first: false });
    expect(second.content[0]!.customerId).not.toBe(first.content[0]!.customerId);
    const past = await search({ pageSize: 10, pageNumber: 1000 });
    expect(past).toMatchObject({ content: [], totalElements: first.totalElements, last: true });
    const paris11 = await search({ pageSize: 1 }, sandbox.paris);
    expect(paris11.totalElements).toBe(count('SELECT COUNT(*) FROM customers WHERE agency_id = 3'));
  });

  it('filters with AND as SQLite counts: status, type IN, city CONTAINS accents aside, counts BETWEEN', async () => {
    const page = await search({
      filters: [
        { attribute: 'status', operator: 'EQUALS', value: 'ACTIVE_CUSTOMER' },
        { attribute: 'type', operator: 'IN', values: ['NATURAL', 'LEGAL'] },
        { attribute: 'city', operator: 'CONTAINS', value: 'LYÓN' },
        { attribute: 'contractsCount', operator: 'BETWEEN', from: 1, to: null },
      ],
      pageSize: 500,
    });
    const expected = count(`SELECT COUNT(*) FROM customers c WHERE agency_id = 1 AND prospect = 0 AND archived = 0 AND type IN ('NATURAL', 'LEGAL')
      AND lower(city) LIKE '%lyon%' AND (SELECT COUNT(*) FROM contracts WHERE customer_id = c.id) >= 1`);
    // 14 of Lyon's active customers live in Lyon with a contract.
    expect(expected).toBe(14);
    expect(page.totalElements).toBe(expected);
    expect(page.content.every((c) => c.status === 'ACTIVE_CUSTOMER' && c.contractsCount >= 1 && fold(c.city!).includes('lyon'))).toBe(true);
  });

  it('filters prospects by stage and adviser, every stage of the board seeded', async () => {
    const { body } = await sandbox.api.post(customersV2Distribution.path, { attribute: 'stage', filters: [{ attribute: 'status', operator: 'IN', values: ['PROSPECT', 'ARCHIVED_PROSPECT'] }] }, sandbox.director);
    const stages = customersV2Distribution.response.parse(body).values;
    expect(stages.map((v) => v.value).sort()).toEqual(['ESTIMATE_REFUSED', 'ESTIMATE_SENT', 'ESTIMATE_SENT_FOR_SIGNING', 'ESTIMATE_SIGNED', 'LOSS', 'STARTING', 'TO_FOLLOW_UP']);
    for (const { value, count: n } of stages) expect(n).toBe(count('SELECT COUNT(*) FROM customers WHERE agency_id = 1 AND prospect = 1 AND stage = ?', value));
    const page = await search({
      filters: [{ attribute: 'stage', operator: 'IN', values: ['ESTIMATE_SENT', 'ESTIMATE_SIGNED'] }, { attribute: 'adviserId', operator: 'EQUALS', value: 3 }],
      pageSize: 500,
    });
    expect(page.totalElements).toBe(count("SELECT COUNT(*) FROM customers WHERE agency_id = 1 AND stage IN ('ESTIMATE_SENT', 'ESTIMATE_SIGNED') AND adviser_id = 3"));
    expect(page.content.every((c) => c.adviser?.lastName === 'Moreau' && c.estimatesCount > 0)).toBe(true);
  });

  it('finds the prospects to call back: nextExchangeAt up to today', async () => {
    const page = await search({
      filters: [
        { attribute: 'status', operator: 'EQUALS', value: 'PROSPECT' },
        { attribute: 'nextExchangeAt', operator: 'BETWEEN', from: null, to: today() },
      ],
      pageSize: 500,
    });
    expect(page.totalElements).toBe(count('SELECT COUNT(*) FROM customers WHERE agency_id = 1 AND prospect = 1 AND archived = 0 AND next_exchange_at < ?', tomorrowStart()));
    for (const c of page.content) expect(c.nextExchangeAt! < tomorrowStart()).toBe(true);
    const empty = await search({ filters: [{ attribute: 'nextExchangeAt', operator: 'EQUALS', value: null }], pageSize: 1 });
    expect(empty.totalElements).toBe(count('SELECT COUNT(*) FROM customers WHERE agency_id = 1 AND next_exchange_at IS NULL'));
  });

  it('searches the text in names, contacts, reference, e-mail and city, accents and case aside', async () => {
    const page = await search({ text: 'CRECHE', pageSize: 500 });
    expect(page.content.map((c) => c.customerName)).toContain("Crèche d'entreprise Lumière");
    const byRef = await search({ text: 'cli-1-0003' });
    expect(byRef.content.map((c) => c.ref)).toEqual(['CLI-1-0003']);
  });

  it('sorts by any attribute, empty values last, then by id', async () => {
    const page = await search({ sort: { attribute: 'createdAt', direction: 'DESC' }, pageSize: 500 });
    const dates = page.content.map((c) => c.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const byNext = await search({ sort: { attribute: 'nextExchangeAt', direction: 'ASC' }, pageSize: 500 });
    const firstEmpty = byNext.content.findIndex((c) => c.nextExchangeAt === null);
    expect(byNext.content.slice(firstEmpty).every((c) => c.nextExchangeAt === null)).toBe(true);
  });

  it('answers 400 naming the filter whose operator does not fit the attribute, or whose value is not of its kind', async () => {
    const wrong = await sandbox.api.post(searchCustomersV2.path, { filters: [{ attribute: 'status', operator: 'EQUALS', value: 'PROSPECT' }, { attribute: 'createdAt', operator: 'CONTAINS', value: '2026' }] }, sandbox.director);
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0]).toMatchObject({ code: 'PARAMETERS_ERROR', field: 'filters.1.operator' });
    expect(wrong.body.errors[0].label).toMatch(/^Champ « filters\.1\.operator » : l'opérateur CONTAINS ne s'applique pas/);
    const notNumber = await sandbox.api.post(searchCustomersV2.path, { filters: [{ attribute: 'billsCount', operator: 'BETWEEN', from: 'un', to: null }] }, sandbox.director);
    expect(notNumber.body.errors[0]).toMatchObject({ field: 'filters.0.from' });
    const badDay = await sandbox.api.post(searchCustomersV2.path, { filters: [{ attribute: 'createdAt', operator: 'EQUALS', value: '24/11/2026' }] }, sandbox.director);
    expect(badDay.body.errors[0]).toMatchObject({ field: 'filters.0.value' });
    const unknown = await sandbox.api.post(searchCustomersV2.path, { filters: [{ attribute: 'salary', operator: 'EQUALS', value: 1 }] }, sandbox.director);
    expect(unknown.body.errors[0]).toMatchObject({ field: 'filters.0.attribute' });
  });
});

describe('customers v2 distribution and stats', () => {
  it('counts each value as SQLite does, most frequent first, null for empty', async () => {
    const { body } = await sandbox.api.post(customersV2Distribution.path, { attribute: 'status' }, sandbox.director);
    const distribution = customersV2Distribution.response.parse(body);
    expect(distribution.total).toBe(count('SELECT COUNT(*) FROM customers WHERE agency_id = 1'));
    expect(distribution.values.reduce((sum, v) => sum + v.count, 0)).toBe(distribution.total);
    const counts = distribution.values.map((v) => v.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const prospects = distribution.values.find((v) => v.value === 'PROSPECT')!.count;
    expect(prospects).toBe(count('SELECT COUNT(*) FROM customers WHERE agency_id = 1 AND prospect = 1 AND archived = 0'));
    const phones = customersV2Distribution.response.parse(
      (await sandbox.api.post(customersV2Distribution.path, { attribute: 'phone', filters: [{ attribute: 'type', operator: 'EQUALS', value: 'NATURAL' }] }, sandbox.director)).body,
    );
    expect(phones.values.find((v) => v.value === null)!.count).toBe(
      count("SELECT COUNT(*) FROM customers WHERE agency_id = 1 AND type = 'NATURAL' AND (phone IS NULL OR phone = '')"),
    );
  });

  it('computes a numeric attribute’s stats, and refuses another attribute', async () => {
    const { body } = await sandbox.api.post(customersV2Stats.path, { attribute: 'childrenCount', filters: [{ attribute: 'status', operator: 'EQUALS', value: 'ACTIVE_CUSTOMER' }] }, sandbox.director);
    const stats = customersV2Stats.response.parse(body);
    const children = count(`SELECT COUNT(*) FROM children ch JOIN families f ON f.id = ch.family_id JOIN customers c ON c.id = f.customer_id
      WHERE c.agency_id = 1 AND c.prospect = 0 AND c.archived = 0`);
    expect(stats.sum).toBe(children);
    expect(stats.count).toBe(count('SELECT COUNT(*) FROM customers WHERE agency_id = 1 AND prospect = 0 AND archived = 0'));
    expect(stats.mean).toBeCloseTo(children / stats.count);
    expect(stats.min).toBe(0); // the company has no family
    const refused = await sandbox.api.post(customersV2Stats.path, { attribute: 'customerName' }, sandbox.director);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({ field: 'attribute' });
  });
});

describe('customers v2 export', () => {
  const download = (query: string, body: object) =>
    fetch(`${sandbox.server.url}${exportCustomersV2.path}?${query}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${sandbox.director}` },
      body: JSON.stringify(body),
    });

  it('writes a CSV for a French spreadsheet: BOM, « ; », French titles and labels, dates DD/MM/YYYY', async () => {
    const response = await download('exportType=CSV', { pageSize: 10 });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(`clients-${today()}.csv`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]!.split(';').slice(0, 6)).toEqual(['Référence', 'Nom', 'Prénom du contact', 'Nom du contact', 'Nature', 'Statut']);
    expect(lines).toHaveLength(count('SELECT COUNT(*) FROM customers WHERE agency_id = 1') + 1); // every match, not the page
    expect(lines[1]).toMatch(/;(Particulier|Entreprise|Prestataire);(Client|Client archivé|Prospect|Prospect archivé);/);
    expect(lines[1]).toMatch(/;\d{2}\/\d{2}\/\d{4}/);
    const page = await download('exportType=CSV&onlyCurrentPage=true', { pageSize: 10, filters: [{ attribute: 'status', operator: 'IN', values: ['PROSPECT', 'ARCHIVED_PROSPECT'] }] });
    expect(page.headers.get('content-disposition')).toContain(`prospects-${today()}.csv`);
    const prospects = count('SELECT COUNT(*) FROM customers WHERE agency_id = 1 AND prospect = 1');
    expect((await page.text()).trim().split('\r\n')).toHaveLength(Math.min(10, prospects) + 1);
  });

  it('writes an XLSX that unzips into a workbook whose sheet holds the first row', async () => {
    const first = (await search({ pageSize: 1 })).content[0]!;
    const response = await download('exportType=XLSX&onlyCurrentPage=true', { pageSize: 5 });
    expect(response.headers.get('content-type')).toContain('spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toContain(`clients-${today()}.xlsx`);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']);
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    const escaped = first.customerName.replace(/&/g, '&amp;');
    expect(sheet).toContain(`<t xml:space="preserve">${escaped}</t>`);
    expect(sheet).toContain('<t xml:space="preserve">Référence</t>');
    expect(sheet.match(/<row /g)).toHaveLength(6);
  });
});
