/**
 * One increase rule everywhere (issue 33): 25 December's hours in Lyon (the agency increases
 * 25 December and 1 May) count as increased in the monthly report, the prestations' totals and
 * the Silae export (with its public-holiday code HFER), and a night from Christmas Eve into
 * 25 December counts each of its minutes once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/api/client';
import { exportMonthlyReports, searchPrestations } from '../../src/api/contract/activity';
import { monthlyActivityReport } from '../../src/api/contract/planning';
import { createEvents } from '../../src/api/contract/planningEngine';
import { loggedInClient, startSandbox } from '../support/sandbox';

let server: Awaited<ReturnType<typeof startSandbox>>;
let api: ApiClient;
beforeAll(async () => {
  server = await startSandbox();
  api = await loggedInClient(server.url, 'directrice@demo.fr');
  // Nadia Robin (INT-1-0001, id 1) at the Muller family (id 1): nothing else in December 2026.
  const event = (day: string, startTime: string, endTime: string) =>
    api.call(createEvents, { body: { familyId: 1, proId: 1, day, startTime, endTime, repetition: { type: 'NO_REPETITION' }, bypassRejections: true } });
  await event('2026-12-24', '22:00', '06:00');
  await event('2026-12-25', '08:00', '12:00');
});
afterAll(() => server.close());

const lines = async (blob: Blob) => (await blob.text()).replace(/^\ufeff/, '').trimEnd().split('\r\n').map((line) => line.split(';'));

describe("25 December's hours", () => {
  it('count as increased in the monthly report: 2 night hours, then 10 holiday hours', async () => {
    const report = await api.call(monthlyActivityReport, { params: { month: '2026-12' }, query: { proId: 1 } });
    expect([report.eventsCount, report.durations]).toEqual([2, { total: 720, normal: 0, totalIncreased: 720, holiday: 600 }]);
  });

  it('count as increased in the prestations of the month', async () => {
    const answer = await api.call(searchPrestations, { body: { month: '2026-12', proId: 1, pageNumber: 0, pageSize: 10 } });
    expect(answer.page.content.map((p) => [p.day, p.minutes, p.increasedMinutes])).toEqual([['2026-12-24', 480, 480], ['2026-12-25', 240, 240]]);
    expect(answer.totals.increasedMinutes).toBe(720);
  });

  it('reach the Silae export with the public-holiday code, apart from the night hours', async () => {
    const [, ...rows] = await lines(await api.call(exportMonthlyReports, { params: { month: '2026-12', type: 'pros' }, query: { silaeMode: 'true' } }));
    expect(rows.filter((row) => row[0] === 'INT-1-0001')).toEqual([
      ['INT-1-0001', 'Nadia Robin', 'HMAJ', '2,00', '01/12/2026', '31/12/2026'],
      ['INT-1-0001', 'Nadia Robin', 'HFER', '10,00', '01/12/2026', '31/12/2026'],
    ]);
  });
});
