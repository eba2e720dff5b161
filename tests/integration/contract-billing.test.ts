/**
 * Billing from a contract over real HTTP: an estimate turned into a contract bills its planned
 * sessions in the next month's draft at the contract's grid, a month with planning events is
 * billed from the planning only, and the consumption tracking reads the contract's hours.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/api/client';
import { createBill, getBill, validateBill } from '../../src/api/contract/billing';
import { searchConsumption } from '../../src/api/contract/consumption';
import { createMonthDrafts, monthlyIndicators } from '../../src/api/contract/monthlyBilling';
import { updateContractBillItemLabel } from '../../src/api/contract/contracts';
import { createProspect } from '../../src/api/contract/customerRecord';
import { convertEstimateToContract, createEstimate, markEstimateSigned, validateEstimate } from '../../src/api/contract/estimates';
import { createFamily } from '../../src/api/contract/familyRecord';
import { loggedInClient, startSandbox } from '../support/sandbox';

let server: Awaited<ReturnType<typeof startSandbox>>;
let api: ApiClient;
beforeAll(async () => {
  server = await startSandbox();
  api = await loggedInClient(server.url, 'directrice@demo.fr');
});
afterAll(() => server.close());

const db = () => server.sandbox.db;

/**
 * A prospect with a family, its estimate for February and March 2027 (Tuesdays 16:30–19:00,
 * Thursdays 16:30–18:30) at a grid of 24,50 € the hour, signed and turned into a contract.
 */
async function contractFromEstimate(lastName: string) {
  const customerId = (await api.call(createProspect, { body: { type: 'NATURAL', mainContact: { civility: 'MME', firstName: 'Inès', lastName }, email: `ines.${lastName.toLowerCase()}@exemple.fr` } })).customerId;
  const familyId = (await api.call(createFamily, { body: { name: `Famille ${lastName}`, customerId } })).id;
  const prestationTypeId = db().prepare("SELECT id FROM prestation_types WHERE agency_id = 1 AND type = 'CHILDCARE' AND archived = 0 ORDER BY id LIMIT 1").pluck().get() as number;
  const priceGridId = Number(
    db()
      .prepare(`INSERT INTO price_grids (agency_id, customer_id, label, valid_from, per_km_cents, night_increase_percent, sunday_increase_percent, holiday_increase_percent, created_at)
        VALUES (1, ?, 'Grille ${lastName}', '2027-01-01', 0, 0, 0, 0, '2026-12-01T09:00:00.000Z')`)
      .run(customerId).lastInsertRowid,
  );
  db().prepare('INSERT INTO price_grid_items (grid_id, prestation_type_id, hourly_rate) VALUES (?, ?, 2450)').run(priceGridId, prestationTypeId);
  const planning = {
    slots: [{ weekDay: 2 as const, startTime: '16:30', endTime: '19:00' }, { weekDay: 4 as const, startTime: '16:30', endTime: '18:30' }],
    repetitionType: 'EVERY_WEEKS' as const, periodStartDate: '2027-02-01', periodEndDate: '2027-03-31',
  };
  const estimate = await api.call(createEstimate, { body: { customerId, prestationTypeId, priceGridId, planning } });
  await api.call(validateEstimate, { params: { id: estimate.id } });
  await api.call(markEstimateSigned, { params: { id: estimate.id } });
  const { contractId } = await api.call(convertEstimateToContract, { params: { id: estimate.id }, body: { allowOverrides: false, breakFromPreviousContract: false } });
  return { familyId, prestationTypeId, priceGridId, contractId };
}

const hoursOf = (items: readonly { type: string; quantity: number }[]) => items.filter((i) => i.type === 'HOURS').reduce((total, i) => total + i.quantity, 0);

describe('billing from a contract', () => {
  it("bills the contract's planned hours in the next month's draft at its grid, VAT included, and the consumption reads them", async () => {
    const waiting = async () => (await api.call(monthlyIndicators, { params: { id: '2027-02' } })).familiesWithoutBill;
    const before = await waiting();
    const { familyId, priceGridId, contractId } = await contractFromEstimate('Marchand');
    await api.call(updateContractBillItemLabel, { params: { id: contractId }, body: { label: 'Garde périscolaire de février' } });
    // The month's indicators count the family among those to bill, until its draft exists.
    expect(await waiting()).toBe(before + 1);
    // February 2027: 4 Tuesdays × 2 h 30 + 4 Thursdays × 2 h = 18 h at 24,50 € = 441,00 € TTC, 400,91 € HT at 10 %.
    const bill = await api.call(createBill, { body: { familyId, month: '2027-02' } });
    expect(bill).toMatchObject({
      status: 'DRAFT', priceGrid: { id: priceGridId }, vatRate: 'REDUIT_10_0',
      vatIncludedAmount: 44_100, vatExcludedAmount: 40_091, vatAmount: 4_009,
      firstPrestationDate: '2027-02-02', lastPrestationDate: '2027-02-25',
    });
    expect(hoursOf(bill.items)).toBe(18 * 60);
    expect(await waiting()).toBe(before);
    expect(bill.items.find((i) => i.type === 'HOURS')).toMatchObject({ unitPrice: 2450, label: 'Heures — Garde périscolaire de février' });

    const row = async () =>
      (await api.call(searchConsumption, { body: { month: '2027-02', groupBy: 'FAMILY', pattern: 'Famille Marchand', pageNumber: 0, pageSize: 20 } })).content;
    expect(await row()).toEqual([expect.objectContaining({ id: familyId, contractMinutes: 1080, plannedMinutes: 0, billedMinutes: 0 })]);
    await api.call(validateBill, { params: { id: bill.id } });
    expect(await row()).toEqual([expect.objectContaining({ id: familyId, contractMinutes: 1080, billedMinutes: 1080 })]);
  });

  it('bills a month that has planning events from the planning only, never twice', async () => {
    const { familyId } = await contractFromEstimate('Kerbrat');
    const employeeId = db().prepare("SELECT id FROM employees WHERE agency_id = 1 ORDER BY id LIMIT 1").pluck().get() as number;
    db().prepare("INSERT INTO planning_events (agency_id, employee_id, family_id, day, start_time, end_time) VALUES (1, ?, ?, '2027-03-02', '16:30', '19:00')").run(employeeId, familyId);
    const march = await api.call(createBill, { body: { familyId, month: '2027-03' } });
    expect(hoursOf(march.items)).toBe(150);
    expect(march.vatIncludedAmount).toBe(6_125);
    // The consumption still counts March's contract hours: 5 Tuesdays × 2 h 30 + 4 Thursdays × 2 h (none on a holiday).
    const consumption = (await api.call(searchConsumption, { body: { month: '2027-03', groupBy: 'FAMILY', pattern: 'Famille Kerbrat', pageNumber: 0, pageSize: 20 } })).content;
    expect(consumption).toEqual([expect.objectContaining({ id: familyId, contractMinutes: 5 * 150 + 4 * 120, plannedMinutes: 150 })]);
  });

  it("creates the month's missing drafts at once from the contracts, names the families it cannot bill, and makes only what is missing when run again", async () => {
    const month = '2027-03';
    const waiting = async () => (await api.call(monthlyIndicators, { params: { id: month } })).familiesWithoutBill;
    const { familyId } = await contractFromEstimate('Lemaire');
    // A family waiting for its customer, with an event in March: nobody to bill.
    const orphan = await api.call(createFamily, { body: { name: 'Famille Sans-Client' } });
    const employeeId = db().prepare('SELECT id FROM employees WHERE agency_id = 1 ORDER BY id LIMIT 1').pluck().get() as number;
    db().prepare("INSERT INTO planning_events (agency_id, employee_id, family_id, day, start_time, end_time) VALUES (1, ?, ?, '2027-03-09', '09:00', '11:00')").run(employeeId, orphan.id);
    const before = await waiting();
    expect(before).toBe(3);

    const answer = await api.call(createMonthDrafts, { params: { id: month } });
    expect(answer.count).toBe(before - 1);
    expect(answer.bills.map((b) => b.family.id)).toContain(familyId);
    expect(answer.failures).toEqual([{ family: { id: orphan.id, name: 'Famille Sans-Client' }, code: 'NO_CUSTOMER', message: 'Cette famille n\'a pas de client à facturer' }]);
    // Lemaire's March from its contract: 5 Tuesdays × 2 h 30 + 4 Thursdays × 2 h at 24,50 €.
    const draft = await api.call(getBill, { params: { id: answer.bills.find((b) => b.family.id === familyId)!.id } });
    expect(draft).toMatchObject({ status: 'DRAFT', family: { id: familyId }, month });
    expect(hoursOf(draft.items)).toBe(5 * 150 + 4 * 120);
    expect(await waiting()).toBe(1);

    const again = await api.call(createMonthDrafts, { params: { id: month } });
    expect(again).toMatchObject({ count: 0, bills: [] });
    expect(again.failures.map((f) => f.family.id)).toEqual([orphan.id]);
    const bad = await api.call(createMonthDrafts, { params: { id: '2027-13' } }).then(() => null, (error: { status: number }) => error);
    expect(bad?.status).toBe(400);
  });
});
