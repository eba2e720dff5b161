/** Timesheets over real HTTP: the month's list, one timesheet and its slots, validation, the agency's scope. */
import { describe, expect, it } from 'vitest';
import { familyOverview } from '../../src/api/contract/overview';
import { getTimesheet, reopenTimesheet, searchTimesheets, validateTimesheet, type Timesheet } from '../../src/api/contract/timesheets';
import { fillPath } from '../../src/api/endpoint';
import { shiftMonth } from '../../src/domain/datePicker';
import { shiftDay } from '../../src/domain/planning/slots';
import { lyonAndParisSandbox } from './sandbox-support';

const sandbox = lyonAndParisSandbox();
const db = () => sandbox.server.sandbox.db;
// The suite's month (TEST_NOW: Monday 16 March 2026) and the one before.
const month = '2026-03';
const lastMonth = '2026-02';

async function search(body: Record<string, unknown>, as = sandbox.director) {
  const answer = await sandbox.api.post(searchTimesheets.path, { month, pageSize: 500, ...body }, as);
  expect(answer.status).toBe(200);
  return searchTimesheets.response.parse(answer.body);
}
const pathOf = (endpoint: { path: string }, sheet: Pick<Timesheet, 'month' | 'pro' | 'family'>) =>
  fillPath(endpoint.path, { month: sheet.month, proId: sheet.pro.id, familyId: sheet.family.id });

describe('timesheets', () => {
  it("lists one timesheet per professional and family with events in the month, with the planning's counts", async () => {
    const page = await search({});
    const pairs = db().prepare("SELECT COUNT(*) FROM (SELECT DISTINCT employee_id, family_id FROM planning_events WHERE agency_id = 1 AND day LIKE ? || '-%' AND id NOT IN (SELECT event_id FROM planning_cancellations))").pluck().get(month);
    expect(page.totalElements).toBe(pairs);
    for (const sheet of page.content) {
      expect(sheet.customerSlotsCount).toBeLessThanOrEqual(sheet.proSlotsCount);
      expect(sheet.proSlotsCount).toBeLessThanOrEqual(sheet.slotsCount);
      expect(sheet.validationDate).toBeNull();
    }
    const slots = db().prepare("SELECT COUNT(*) FROM planning_events WHERE agency_id = 1 AND day LIKE ? || '-%' AND id NOT IN (SELECT event_id FROM planning_cancellations)").pluck().get(month);
    expect(page.content.reduce((sum, sheet) => sum + sheet.slotsCount, 0)).toBe(slots);
    const sheet = page.content[0]!;
    const named = await search({ namePattern: sheet.pro.lastName.toUpperCase() });
    // That professional's 14 families this month.
    expect(named.content.length).toBe(14);
    expect(named.content.every((s) => s.pro.id === sheet.pro.id || s.family.name.toUpperCase().includes(sheet.pro.lastName.toUpperCase()))).toBe(true);
  });

  it("gives a timesheet's slots by day, whose sums are the timesheet's, and agrees with the family's overview", async () => {
    const sheet = (await search({})).content.find((s) => s.proSlotsCount > 0)!;
    const answer = await sandbox.api.get(pathOf(getTimesheet, sheet), sandbox.director);
    expect(answer.status).toBe(200);
    const { timesheet, slots } = getTimesheet.response.parse(answer.body);
    expect(timesheet).toEqual(sheet);
    expect(slots).toHaveLength(sheet.slotsCount);
    expect(slots.map((slot) => slot.day)).toEqual([...slots.map((slot) => slot.day)].sort());
    expect(slots.reduce((sum, slot) => sum + slot.duration, 0)).toBe(timesheet.slotsDuration);
    expect(slots.filter((slot) => slot.customerConfirmed)).toHaveLength(timesheet.customerSlotsCount);
    expect(slots.filter((slot) => slot.state === 'UNSET').every((slot) => !slot.proConfirmed)).toBe(true);
    expect(slots.filter((slot) => slot.state === 'CANCELED').every((slot) => slot.duration === 0 && slot.kms === 0)).toBe(true);
    const overview = familyOverview.response.parse((await sandbox.api.get(fillPath(familyOverview.path, { id: sheet.family.id }), sandbox.director)).body);
    expect(overview.currentTimesheets.find((s) => s.pro.id === sheet.pro.id)).toMatchObject({ slotsCount: sheet.slotsCount, customerSlotsCount: sheet.customerSlotsCount });
  });

  it("validates last month's timesheet once, freezing its minutes and kms", async () => {
    const waiting = await search({ month: lastMonth, validated: false });
    // February's 66 timesheets: 16 waiting, 50 validated.
    expect(waiting.totalElements).toBe(16);
    expect((await search({ month: lastMonth, validated: true })).totalElements).toBe(50);
    const sheet = waiting.content[0]!;
    const answer = await sandbox.api.put(pathOf(validateTimesheet, sheet), undefined, sandbox.director);
    expect(answer.status).toBe(200);
    const { timesheet } = validateTimesheet.response.parse(answer.body);
    expect(timesheet.validationDate?.slice(0, 7)).toBe(month);
    expect(timesheet.validatedDurations).toEqual({ total: sheet.slotsDuration });
    expect(timesheet.validatedKms).toBe(sheet.kms);
    expect((await search({ month: lastMonth, validated: false })).totalElements).toBe(waiting.totalElements - 1);
    const again = await sandbox.api.put(pathOf(validateTimesheet, sheet), undefined, sandbox.director);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ errors: [{ label: 'Ce relevé est déjà validé', field: 'month' }] });
  });

  it("refuses this month's timesheet before its last slot has ended (the suite's Monday 16 March), naming the slot's end", async () => {
    const sheet = (await search({})).content[0]!;
    const { slots } = getTimesheet.response.parse((await sandbox.api.get(pathOf(getTimesheet, sheet), sandbox.director)).body);
    const last = slots.filter((slot) => slot.state !== 'CANCELED').at(-1)!;
    expect(last.day > '2026-03-16').toBe(true);
    const early = await sandbox.api.put(pathOf(validateTimesheet, sheet), undefined, sandbox.director);
    expect(early.status).toBe(400);
    const end = last.endTime > last.startTime ? last.day : shiftDay(last.day, 1);
    expect(early.body).toEqual({ errors: [{ code: 'TIMESHEET_NOT_ENDED', label: `Le relevé ne peut pas être validé avant la fin de son dernier créneau, le ${end.split('-').reverse().join('/')} à ${last.endTime.slice(0, 5).replace(':', 'h')}` }] });
    expect((await search({ validated: true })).totalElements).toBe(0);
  });

  it('lets a director reopen a validated timesheet: the validation goes, the agency is notified, the professional’s history says so', async () => {
    const sheet = (await search({ month: lastMonth, validated: true })).content.at(-1)!;
    const adviser = (await sandbox.api.login('conseiller@demo.fr')).token;
    expect((await sandbox.api.put(pathOf(reopenTimesheet, sheet), undefined, adviser)).status).toBe(403);
    const answer = await sandbox.api.put(pathOf(reopenTimesheet, sheet), undefined, sandbox.director);
    expect(answer.status).toBe(200);
    expect(reopenTimesheet.response.parse(answer.body).timesheet).toMatchObject({ validationDate: null, validatedDurations: null, validatedKms: null });
    expect((await search({ month: lastMonth, validated: false })).content.map((s) => [s.pro.id, s.family.id])).toContainEqual([sheet.pro.id, sheet.family.id]);

    const event = db().prepare("SELECT resource_data FROM agency_events WHERE agency_id = 1 AND type = 'TIMESHEET_VALIDATION_CANCELED' ORDER BY id DESC LIMIT 1").pluck().get() as string;
    expect(JSON.parse(event)).toEqual({ month: lastMonth, proId: sheet.pro.id, proName: `${sheet.pro.firstName} ${sheet.pro.lastName}`, familyId: sheet.family.id, familyName: sheet.family.name });
    const history = db().prepare("SELECT type, comment, editable FROM employee_changelogs WHERE employee_id = ? ORDER BY id DESC LIMIT 1").get(sheet.pro.id);
    expect(history).toEqual({ type: 'OTHER', editable: 0, comment: `Validation du relevé d’heures de février 2026 (${sheet.family.name}) annulée ; il avait été validé le ${sheet.validationDate!.slice(0, 10).split('-').reverse().join('/')}` });

    const again = await sandbox.api.put(pathOf(reopenTimesheet, sheet), undefined, sandbox.director);
    expect(again.body).toEqual({ errors: [{ code: 'TIMESHEET_NOT_VALIDATED', label: 'Ce relevé n’est pas validé : il n’y a rien à rouvrir' }] });
    // Validated again, then it is frozen anew.
    expect(validateTimesheet.response.parse((await sandbox.api.put(pathOf(validateTimesheet, sheet), undefined, sandbox.director)).body).timesheet.validationDate).not.toBeNull();
  });

  it('refuses a month still to come, and answers 404 outside the agency or without events', async () => {
    const sheet = (await search({})).content[0]!;
    const future = db().prepare("SELECT employee_id AS proId, family_id AS familyId, substr(day, 1, 7) AS month FROM planning_events WHERE agency_id = 1 AND day LIKE ? || '-%' LIMIT 1").get('2026-04') as { proId: number; familyId: number; month: string };
    const early = await sandbox.api.put(fillPath(validateTimesheet.path, future), undefined, sandbox.director);
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({ errors: [{ label: 'Un relevé ne peut pas être validé avant son mois', field: 'month' }] });
    expect((await sandbox.api.get(pathOf(getTimesheet, sheet), sandbox.paris)).status).toBe(404);
    expect((await sandbox.api.get(pathOf(getTimesheet, { ...sheet, month: '2019-01' }), sandbox.director)).status).toBe(404);
  });
});
