/**
 * Dates that matter, each reached by moving the sandbox's clock (one seeded sandbox, its
 * clock set before each case): what the user sees that depends on the day — the bills'
 * month the menu opens (the rule of the 15th), the collective planning's day, the payroll's
 * current month, the agency's day around midnight and both changes of time in Paris, the home's
 * birthdays of the day and the timesheets' month.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as paye from '../../src/api/contract/paye';
import { upcomingBirthdays } from '../../src/api/contract/dashboard';
import { searchTimesheets, validateTimesheet } from '../../src/api/contract/timesheets';
import type { ApiClient } from '../../src/api/client';
import { upcomingBirthdayRows } from '../../src/domain/birthdays';
import { TIMESHEET_TEXTS } from '../../src/domain/activity/timesheets';
import { toIsoMonth } from '../../src/domain/format/date';
import { proLabel } from '../../src/domain/quickSearch';
import type { Clock } from '../../src/domain/clock';
import { parseInstant } from '../../src/domain/parisTime';
import { billsMonth, collectivePlanningPath } from '../../src/domain/menu';
import { wallClockNow } from '../../sandbox/dates';
import { TEST_NOW_MS } from '../support/clock';
import { loggedInClient, startSandbox } from '../support/sandbox';

// The portal computes its days in the browser's zone: here, a browser in France (the sandbox always counts in Paris time).
process.env.TZ = 'Europe/Paris';

/** A clock the test moves: a case sets the Paris time it needs. */
let time = TEST_NOW_MS;
const movable: Clock = { now: () => time, iso: () => new Date(time).toISOString() };
const at = (paris: string) => (time = parseInstant(paris)!);

let server: Awaited<ReturnType<typeof startSandbox>>;
let api: ApiClient;
let payrollEmployee: number;

beforeAll(async () => {
  server = await startSandbox({ now: movable });
  api = await loggedInClient(server.url, 'directrice@demo.fr');
  payrollEmployee = server.sandbox.db.prepare('SELECT employee_id FROM paye_employees WHERE agency_id = 1 ORDER BY employee_id LIMIT 1').pluck().get() as number;
  return () => server.close();
});

/** What the user is shown at the sandbox's time: its day, the bills' month, the planning's day, the payroll's month. */
async function seen() {
  // The access token was issued at another time: log in again at this one.
  api = await loggedInClient(server.url, 'directrice@demo.fr');
  const period = await api.call(paye.currentPeriodData, { params: { id: payrollEmployee } });
  return { wallClock: wallClockNow(movable.now()), bills: billsMonth(movable.now()), planning: collectivePlanningPath(movable.now()), payroll: period.month };
}

describe('the day the user sees, as the clock moves', () => {
  it.each([
    ['a Sunday evening', '2026-03-22T21:00', { wallClock: '2026-03-22T21:00', bills: '2026-03', planning: '/activity/prosPlannings?day=2026-03-22', payroll: '2026-03' }],
    ['the first day of a month', '2026-04-01T08:00', { wallClock: '2026-04-01T08:00', bills: '2026-03', planning: '/activity/prosPlannings?day=2026-04-01', payroll: '2026-04' }],
    ['the last day of a month', '2026-04-30T18:00', { wallClock: '2026-04-30T18:00', bills: '2026-04', planning: '/activity/prosPlannings?day=2026-04-30', payroll: '2026-04' }],
    ['the day before the 15th', '2026-05-14T23:59', { wallClock: '2026-05-14T23:59', bills: '2026-04', planning: '/activity/prosPlannings?day=2026-05-14', payroll: '2026-05' }],
    ['the 15th', '2026-05-15T00:00', { wallClock: '2026-05-15T00:00', bills: '2026-05', planning: '/activity/prosPlannings?day=2026-05-15', payroll: '2026-05' }],
    ['31 December, 23:50', '2026-12-31T23:50', { wallClock: '2026-12-31T23:50', bills: '2026-12', planning: '/activity/prosPlannings?day=2026-12-31', payroll: '2026-12' }],
    ['1 January, 00:10', '2027-01-01T00:10', { wallClock: '2027-01-01T00:10', bills: '2026-12', planning: '/activity/prosPlannings?day=2027-01-01', payroll: '2027-01' }],
    ['29 February', '2028-02-29T12:00', { wallClock: '2028-02-29T12:00', bills: '2028-02', planning: '/activity/prosPlannings?day=2028-02-29', payroll: '2028-02' }],
  ])('%s (%s, Paris)', async (_case, paris, expected) => {
    at(paris);
    expect(await seen()).toEqual(expected);
  });
});

describe('the changes of time in Paris', () => {
  it('springs forward on the last Sunday of March: 01:59 is followed by 03:00', async () => {
    at('2026-03-29T01:59');
    expect(new Date(movable.now()).toISOString()).toBe('2026-03-29T00:59:00.000Z');
    time += 60_000;
    expect(wallClockNow(movable.now())).toBe('2026-03-29T03:00');
    expect((await seen()).planning).toBe('/activity/prosPlannings?day=2026-03-29');
  });

  it('falls back on the last Sunday of October: an hour after 02:30 summer time it is 02:30 winter time, the same day', async () => {
    time = Date.parse('2026-10-25T00:30:00Z');
    expect(wallClockNow(movable.now())).toBe('2026-10-25T02:30');
    time += 3_600_000;
    expect(wallClockNow(movable.now())).toBe('2026-10-25T02:30');
    expect(await seen()).toEqual({ wallClock: '2026-10-25T02:30', bills: '2026-10', planning: '/activity/prosPlannings?day=2026-10-25', payroll: '2026-10' });
  });
});

describe('a night shift across midnight', () => {
  it('belongs to the day it starts: at 23:30 and at 00:30 the payroll month changes only with the Paris month', async () => {
    at('2026-03-31T23:30');
    expect((await seen()).payroll).toBe('2026-03');
    at('2026-04-01T00:30');
    // 22:30 UTC on 31 March: the Paris day and month have already turned.
    expect(new Date(movable.now()).toISOString()).toBe('2026-03-31T22:30:00.000Z');
    expect(await seen()).toEqual({ wallClock: '2026-04-01T00:30', bills: '2026-03', planning: '/activity/prosPlannings?day=2026-04-01', payroll: '2026-04' });
  });
});

describe("the home's birthdays of the day", () => {
  it("shows the people born on 10 May first, « Aujourd'hui », just after midnight in Paris (still 9 May in UTC), and not those of 9 May", async () => {
    at('2026-05-10T00:10');
    await seen();
    const rows = upcomingBirthdayRows(await api.call(upcomingBirthdays), movable.now(), proLabel);
    const shown = rows.map((row) => `${row.upcoming.when} · ${row.name} · ${row.upcoming.ageLabel} le ${row.upcoming.date}`);
    expect(shown.slice(0, 3)).toEqual([
      "Aujourd'hui · Emma Muller (C) · 54 ans le 2026-05-10", // a candidate, as the home marks them
      "Aujourd'hui · Timéo Durand · 11 ans le 2026-05-10",
      'Demain · Océane Rousseau · 23 ans le 2026-05-11',
    ]);
    // Born on 9 May (Yasmine Haddad): her birthday was yesterday, it is a year away.
    expect(shown.some((line) => line.includes('Yasmine Haddad'))).toBe(false);
  });
});

describe("the timesheets' month", () => {
  it('opens on the Paris month; a month’s timesheet is refused for its month until the month begins, then for its last slot until it ends', async () => {
    at('2026-03-31T23:30');
    await seen();
    expect(toIsoMonth(movable.now())).toBe('2026-03');
    const april = await api.call(searchTimesheets, { body: { month: '2026-04', pageNumber: 0, pageSize: 1 } });
    const sheet = april.content[0]!;
    const params = { month: '2026-04', proId: sheet.pro.id, familyId: sheet.family.id };
    await expect(api.call(validateTimesheet, { params })).rejects.toMatchObject({ status: 400, message: TIMESHEET_TEXTS.futureMonth });

    at('2026-04-01T00:00');
    await seen();
    expect(toIsoMonth(movable.now())).toBe('2026-04');
    // April has begun: what still holds the timesheet back is its last slot, no longer its month.
    await expect(api.call(validateTimesheet, { params })).rejects.toMatchObject({
      status: 400,
      message: 'Le relevé ne peut pas être validé avant la fin de son dernier créneau, le 16/04/2026 à 17h00',
    });
    at('2026-04-16T17:00');
    await seen();
    expect((await api.call(validateTimesheet, { params })).timesheet.validationDate).toBe('2026-04-16T17:00');
  });
});
