/** The employees and candidates lists (v2 search, spec 001 §7) over real HTTP, checked against SQLite itself. */
import { describe, expect, it } from 'vitest';
import { employeesV2Distribution, employeesV2Stats, exportEmployeesV2, searchEmployeesV2 } from '../../src/api/contract/employees';
import { lyonAndParisSandbox } from './sandbox-support';

const sandbox = lyonAndParisSandbox();

const db = () => sandbox.server.sandbox.db;
const count = (sql: string, ...params: unknown[]) => db().prepare(sql).pluck().get(...params) as number;
const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
const search = async (body: object, token = sandbox.director) => searchEmployeesV2.response.parse((await sandbox.api.post(searchEmployeesV2.path, body, token)).body);
/** The suite's day, Monday 16 March 2026 (TEST_NOW): the exports' file names carry it. */
const today = () => '2026-03-16';
const NOTES = '(SELECT COUNT(*) FROM notes n WHERE n.pro_id = e.id AND n.archived = 0)';

describe('employees v2 search', () => {
  it('pages the agency’s employees by last name, and keeps to the session’s agency', async () => {
    const first = await search({ pageSize: 10 });
    expect(first.totalElements).toBe(count('SELECT COUNT(*) FROM employees WHERE agency_id = 1'));
    const names = first.content.map((e) => fold(e.lastName));
    expect(names).toEqual([...names].sort());
    const paris = await search({ pageSize: 1 }, sandbox.paris);
    expect(paris.totalElements).toBe(count('SELECT COUNT(*) FROM employees WHERE agency_id = 3'));
  });

  it('filters with AND as SQLite counts: status IN, city CONTAINS, notes BETWEEN; candidates flagged', async () => {
    const page = await search({
      filters: [
        { attribute: 'status', operator: 'IN', values: ['ACTIVE', 'INACTIVE', 'SUSPENDED', 'CREATED', 'PRE_REGISTERED'] },
        { attribute: 'city', operator: 'CONTAINS', value: 'LYÓN' },
      ],
      pageSize: 500,
    });
    expect(page.totalElements).toBe(12);
    expect(page.totalElements).toBe(count("SELECT COUNT(*) FROM employees WHERE agency_id = 1 AND status <> 'CANDIDATE' AND lower(city) LIKE '%lyon%'"));
    expect(page.content.every((e) => !e.candidate && fold(e.city!).includes('lyon'))).toBe(true);
    const candidates = await search({ filters: [{ attribute: 'status', operator: 'EQUALS', value: 'CANDIDATE' }], pageSize: 500 });
    // Lyon's 30 candidates (docs/demo-data.md).
    expect(candidates.totalElements).toBe(30);
    expect(candidates.totalElements).toBe(count("SELECT COUNT(*) FROM employees WHERE agency_id = 1 AND status = 'CANDIDATE'"));
    expect(candidates.content.every((e) => e.candidate && e.status === 'CANDIDATE')).toBe(true);
    const noted = await search({ filters: [{ attribute: 'notesCount', operator: 'BETWEEN', from: 1, to: null }], pageSize: 500 });
    expect(noted.totalElements).toBe(2);
    expect(noted.totalElements).toBe(count(`SELECT COUNT(*) FROM employees e WHERE agency_id = 1 AND ${NOTES} >= 1`));
  });

  it('counts each status and gives the notes’ stats as SQLite does', async () => {
    const { body } = await sandbox.api.post(employeesV2Distribution.path, { attribute: 'status' }, sandbox.director);
    const distribution = employeesV2Distribution.response.parse(body);
    expect(distribution.total).toBe(count('SELECT COUNT(*) FROM employees WHERE agency_id = 1'));
    for (const { value, count: n } of distribution.values) expect(n).toBe(count('SELECT COUNT(*) FROM employees WHERE agency_id = 1 AND status = ?', value));
    const stats = employeesV2Stats.response.parse((await sandbox.api.post(employeesV2Stats.path, { attribute: 'notesCount' }, sandbox.director)).body);
    const expected = db().prepare(`SELECT COUNT(*) AS count, MIN(x) AS min, MAX(x) AS max, SUM(x) AS sum FROM (SELECT ${NOTES} AS x FROM employees e WHERE agency_id = 1)`).get() as object;
    expect(stats).toMatchObject(expected);
    const refused = await sandbox.api.post(employeesV2Stats.path, { attribute: 'city' }, sandbox.director);
    expect(refused.status).toBe(400);
  });

  it('refuses an operator the attribute’s kind does not take, naming the field', async () => {
    const response = await sandbox.api.post(searchEmployeesV2.path, { filters: [{ attribute: 'status', operator: 'CONTAINS', value: 'ACT' }] }, sandbox.director);
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('filters.0.operator');
  });

  it('writes a CSV for a French spreadsheet: BOM, « ; », French titles and statuses; candidats-… for candidates', async () => {
    const download = (query: string, body: object) =>
      fetch(`${sandbox.server.url}${exportEmployeesV2.path}?${query}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${sandbox.director}` },
        body: JSON.stringify(body),
      });
    const response = await download('exportType=CSV', { pageSize: 10 });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(`salaries-${today()}.csv`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]!.split(';').slice(0, 4)).toEqual(['Référence', 'Prénom', 'Nom', 'Statut']);
    expect(lines).toHaveLength(count('SELECT COUNT(*) FROM employees WHERE agency_id = 1') + 1);
    const candidates = await download('exportType=XLSX', { filters: [{ attribute: 'status', operator: 'EQUALS', value: 'CANDIDATE' }] });
    expect(candidates.headers.get('content-disposition')).toContain(`candidats-${today()}.xlsx`);
  });
});
