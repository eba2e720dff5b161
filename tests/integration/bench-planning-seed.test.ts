/**
 * The bench-only seed of bench/planning.mjs (`--bench-planning N`): the collective planning of Lyon lists 200
 * professionals by default, and this week holds the N events, 25 to each, none of them at once in two places.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchProPlannings } from '../../src/api/contract/activity';
import { agencyToday } from '../../sandbox/dates';
import { benchPlanningMonday } from '../../sandbox/seed/benchPlanning';
import { loggedInClient, startSandbox } from '../support/sandbox';
import { TEST_NOW_MS } from '../support/clock';

describe('sandbox --bench-planning 5000', () => {
  let server: Awaited<ReturnType<typeof startSandbox>>;
  beforeAll(async () => {
    server = await startSandbox({ benchPlanning: 5000 });
  }, 120_000);
  afterAll(() => server?.close());

  it("gives Lyon's collective planning 200 professionals and 5,000 events this week, 25 each, without overlaps", async () => {
    const client = await loggedInClient(server.url, 'directrice@demo.fr');
    const day = benchPlanningMonday(agencyToday(TEST_NOW_MS));
    const pages = await Promise.all([0, 1].map((pageNumber) =>
      client.call(searchProPlannings, { body: { day, mode: 'WEEK', excludeCandidates: true, excludedStatus: ['INACTIVE', 'SUSPENDED'], pageNumber, pageSize: 100 } })));
    expect(pages[0]!.totalElements).toBe(200);
    const rows = pages.flatMap((page) => page.content);
    expect(rows).toHaveLength(200);
    expect(rows.reduce((sum, row) => sum + row.events.length, 0)).toBe(5000);
    expect(new Set(rows.map((row) => row.events.length))).toEqual(new Set([25]));
    for (const { events } of rows) {
      const slots = events.map((event) => `${event.day} ${event.startTime}`);
      expect(new Set(slots).size).toBe(slots.length);
    }
  }, 60_000);
});
