/** `exportMonthlyReports` over HTTP: the reports' file with the screen's filters agrees with the search, and silae mode gives each professional's payroll variables by reference. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/api/client';
import { exportMonthlyReports, searchMonthlyReports } from '../../src/api/contract/activity';
import { ApiError } from '../../src/api/errors';
import { loggedInClient, startSandbox } from '../support/sandbox';

let server: Awaited<ReturnType<typeof startSandbox>>;
let api: ApiClient;
beforeAll(async () => {
  server = await startSandbox();
  api = await loggedInClient(server.url, 'directrice@demo.fr');
});
afterAll(() => server.close());

/** The month before the suite's day (Monday 16 March 2026): its reports are validated. */
const lastMonth = () => '2026-02';
const lines = async (blob: Blob) => (await blob.text()).replace(/^\ufeff/, '').trimEnd().split('\r\n').map((line) => line.split(';'));
const hours = (cell: string) => Math.round(Number(cell.replace(',', '.')) * 60);

describe('exportMonthlyReports', () => {
  it("gives every professional of the month with the search's durations, filtered by name", async () => {
    const month = lastMonth();
    const search = await api.call(searchMonthlyReports, { body: { month, type: 'pros', pageNumber: 0, pageSize: 500 } });
    const [titles, ...rows] = await lines(await api.call(exportMonthlyReports, { params: { month, type: 'pros' }, query: {} }));
    expect(titles).toEqual(['Intervenant(e)', 'Prestations', 'Durée totale (h)', 'Heures normales (h)', 'Heures majorées (h)', 'État']);
    expect(rows.map((row) => row[0])).toEqual(search.page.content.map((row) => row.target.name));
    expect(rows.reduce((total, row) => total + Number(row[1]), 0)).toBe(search.sums.eventsCount);
    expect(Math.abs(rows.reduce((total, row) => total + hours(row[2]!), 0) - search.sums.durations.total)).toBeLessThanOrEqual(rows.length);
    expect(new Set(rows.map((row) => row[5]))).toEqual(new Set(['Validé']));

    const name = search.page.content[0]!.target.name.split(' ').at(-1)!;
    const filtered = await lines(await api.call(exportMonthlyReports, { params: { month, type: 'pros' }, query: { namePattern: name } }));
    // Only that professional bears that last name.
    expect(filtered.slice(1).length).toBe(1);
    expect(filtered.slice(1).every((row) => row[0]!.includes(name))).toBe(true);
  });

  it("gives in silae mode each professional's normal and increased hours by matricule, over the month", async () => {
    const month = lastMonth();
    const search = await api.call(searchMonthlyReports, { body: { month, type: 'pros', pageNumber: 0, pageSize: 500 } });
    const [titles, ...rows] = await lines(await api.call(exportMonthlyReports, { params: { month, type: 'pros' }, query: { silaeMode: 'true' } }));
    expect(titles).toEqual(['Matricule', 'Nom', 'Code', 'Valeur', 'Début', 'Fin']);
    const first = search.page.content[0]!;
    const ref = server.sandbox.db.prepare('SELECT ref FROM employees WHERE id = ?').pluck().get(first.target.id) as string;
    const mine = rows.filter((row) => row[0] === ref);
    expect(mine.map((row) => row[2])).toEqual(first.report.durations.totalIncreased > 0 ? ['HNOR', 'HMAJ'] : ['HNOR']);
    expect(Math.abs(hours(mine[0]![3]!) - first.report.durations.normal)).toBeLessThanOrEqual(1);
    const [year, m] = month.split('-');
    expect(mine[0]![4]).toBe(`01/${m}/${year}`);
    expect(mine[0]![5]).toMatch(new RegExp(`^(28|29|30|31)/${m}/${year}$`));
    expect(rows.every((row) => /^INT-1-\d{4}$/.test(row[0]!))).toBe(true);
  });

  it('keys the families by their customer reference in silae mode, and refuses an unknown type', async () => {
    const month = lastMonth();
    const [titles, ...rows] = await lines(await api.call(exportMonthlyReports, { params: { month, type: 'families' }, query: { silaeMode: 'true' } }));
    expect(titles![0]).toBe('Code client');
    expect(rows.length).toBe(25);
    expect(rows.every((row) => /^CLI-1-\d{4}$/.test(row[0]!))).toBe(true);
    const error = await api.call(exportMonthlyReports, { params: { month, type: 'nobody' as 'pros' }, query: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
  });
});
