/**
 * The sandbox's billing engine: a bill's lines from the family's planning events of the
 * month and its contracts' planned sessions (`prestationsOfMonth`), priced with the relevant
 * grid at the bill's VAT rate (`src/domain/billing/compute.ts`), and its totals, credits and payments kept on the bill row.
 */
import { billTotals, computeBillItems, type Prestation } from '../../../src/domain/billing/compute';
import { DEFAULT_VAT_RATE, type VatRate } from '../../../src/domain/billing/money';
import { statusAfterSettlement, type BillStatus } from '../../../src/domain/billing/status';
import type { Db } from '../db';
import { increaseOptionsOf } from '../agencyOptions';
import { gridPrices, relevantGridId } from './priceGrids';
import { notCancelled } from '../eventCancellations';
import { contractSessionsOf } from '../contracts';
import { atFamilies, memberShare } from '../planning';

export function monthBounds(month: string): { first: string; last: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(last).padStart(2, '0')}` };
}

/**
 * The family's prestations of the month: its planning events, each of the type of the contract
 * in force that day, and the planned sessions of its contracts made from an estimate (see
 * `contractSessionsOf`) over the days of the month a contract covers **without any planning
 * event** of the family (cancelled ones count: the planning took over). So a new contract bills
 * its estimate's hours until the planning is made, and a month is never billed twice. The
 * travel distance of the family each is at: a planning event's own family (for a shared care's
 * event, the member it is planned at: one trip), a contract's session the family's. An event of a
 * shared care the family is a member of is billed to each member at its share, hours and trip
 * (`share`: store/planning.ts `memberShare`). `labels`: the contract's monthly bill item label for the
 * prestation type its sessions bill.
 */
export function prestationsOfMonth(db: Db, agencyId: number, familyId: number, month: string): { prestations: Prestation[]; labels: Record<number, string> } {
  const { first, last } = monthBounds(month);
  const rows = db
    .prepare(
      `SELECT e.day, e.start_time AS startTime, e.end_time AS endTime, (SELECT place.travel_km_tenths FROM families place WHERE place.id = e.family_id) AS kmTenths,
        ${memberShare('e')} AS share,
        (SELECT k.prestation_type_id FROM contracts k WHERE k.family_id = f.id AND k.start_date <= e.day
         ORDER BY (k.end_date IS NULL OR k.end_date >= e.day) DESC, k.start_date DESC LIMIT 1) AS prestationTypeId
       FROM planning_events e JOIN families f ON f.id = @familyId
       WHERE ${atFamilies('e', '(@familyId)')} AND e.day BETWEEN @first AND @last AND ${notCancelled('e')} ORDER BY e.day, e.start_time, e.id`,
    )
    .all({ familyId, first, last }) as (Prestation & { prestationTypeId: number | null })[];
  const planned = rows.filter((row): row is Prestation => row.prestationTypeId !== null);
  const contracts = contractSessionsOf(db, agencyId, first, last, familyId);
  if (!contracts.length) return { prestations: planned, labels: {} };
  const kmTenths = db.prepare('SELECT travel_km_tenths FROM families WHERE id = ?').pluck().get(familyId) as number;
  const hasEvents = db.prepare(`SELECT EXISTS (SELECT 1 FROM planning_events e WHERE ${atFamilies('e', '(@familyId)')} AND day BETWEEN @since AND @until)`).pluck();
  const billed = contracts.filter((contract) => contract.sessions.length && !hasEvents.get({ familyId, since: contract.since, until: contract.until }));
  const fromContracts = billed.flatMap((contract) => contract.sessions.map(({ day, startTime, endTime }) => ({ day, startTime, endTime, prestationTypeId: contract.prestationTypeId, kmTenths })));
  return {
    prestations: [...planned, ...fromContracts].sort((a, b) => a.day.localeCompare(b.day) || a.startTime.localeCompare(b.startTime)),
    labels: Object.fromEntries(billed.map((contract) => [contract.prestationTypeId, contract.billItemLabel])),
  };
}

/** VAT of the bill: the product type's rate of its first prestation, else the spec's default (divisor 1.1). */
function vatRateOf(db: Db, prestations: readonly Prestation[]): VatRate {
  const first = prestations[0];
  if (!first) return DEFAULT_VAT_RATE;
  const rate = db
    .prepare('SELECT pt.vat_rate FROM prestation_types p JOIN product_types pt ON pt.agency_id = p.agency_id AND pt.code = p.product_type WHERE p.id = ?')
    .pluck()
    .get(first.prestationTypeId) as VatRate | undefined;
  return rate ?? DEFAULT_VAT_RATE;
}

interface BillForEngine {
  id: number;
  agencyId: number;
  familyId: number | null;
  customerId: number;
  month: string;
  priceGridId: number | null;
}

/**
 * Recomputes an unvalidated bill's lines from the planning and its grid (the selected one if
 * still valid, else the relevant one at the month's end): DRAFT, or LOCKED_MISSING_PRICE_GRID
 * when there is no grid or a prestation's type has no price in it.
 */
export function computeBill(db: Db, billId: number): BillStatus {
  const bill = db
    .prepare('SELECT id, agency_id AS agencyId, family_id AS familyId, customer_id AS customerId, month, price_grid_id AS priceGridId FROM bills WHERE id = ?')
    .get(billId) as BillForEngine;
  const { prestations, labels: contractLabels } = bill.familyId === null ? { prestations: [], labels: {} } : prestationsOfMonth(db, bill.agencyId, bill.familyId, bill.month);
  const vatRate = vatRateOf(db, prestations);
  const gridId = relevantGridId(db, bill.agencyId, bill.customerId, monthBounds(bill.month).last, bill.priceGridId);
  const labels = {
    ...Object.fromEntries((db.prepare('SELECT id, label FROM prestation_types WHERE agency_id = ?').all(bill.agencyId) as { id: number; label: string }[]).map((p) => [p.id, p.label])),
    ...contractLabels,
  };
  const items = gridId === null ? null : computeBillItems(prestations, gridPrices(db, gridId), increaseOptionsOf(db, bill.agencyId), vatRate, labels);
  const status: BillStatus = items === null ? 'LOCKED_MISSING_PRICE_GRID' : 'DRAFT';
  db.prepare('DELETE FROM bill_items WHERE bill_id = ?').run(billId);
  const insert = db.prepare(
    `INSERT INTO bill_items (bill_id, position, type, label, prestation_type_id, quantity, unit_price, percent, vat_included, vat_excluded, vat)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  (items ?? []).forEach((item, position) =>
    insert.run(billId, position, item.type, item.label, item.prestationTypeId, item.quantity, item.unitPrice, item.percent, item.vatIncluded, item.vatExcluded, item.vat),
  );
  db.prepare('UPDATE bills SET status = ?, vat_rate = ?, price_grid_id = ?, first_prestation_date = ?, last_prestation_date = ? WHERE id = ?').run(
    status, vatRate, gridId, prestations[0]?.day ?? null, prestations.at(-1)?.day ?? null, billId,
  );
  refreshBill(db, billId);
  return status;
}

/**
 * Keeps a bill's row true to its lines: totals = items + adjustments + fees; credited = its
 * credit notes; paid = its paid payments; then the status a settlement gives.
 */
export function refreshBill(db: Db, billId: number): void {
  const lines = db
    .prepare(
      `SELECT vat_included AS vatIncluded, vat_excluded AS vatExcluded, vat FROM bill_items WHERE bill_id = @id
       UNION ALL SELECT vat_included, vat_excluded, vat FROM bill_adjustments WHERE bill_id = @id
       UNION ALL SELECT vat_included, vat_excluded, vat FROM fees WHERE bill_id = @id`,
    )
    .all({ id: billId }) as { vatIncluded: number; vatExcluded: number; vat: number }[];
  const totals = billTotals(lines);
  const credit = db.prepare("SELECT COUNT(*) AS count, COALESCE(-SUM(vat_included), 0) AS amount FROM bills WHERE original_bill_id = ? AND type = 'CREDIT_NOTE'").get(billId) as { count: number; amount: number };
  const paid = db.prepare('SELECT COALESCE(SUM(amount), 0) FROM payments WHERE bill_id = ? AND paid = 1').pluck().get(billId) as number;
  db.prepare('UPDATE bills SET vat_included = ?, vat_excluded = ?, vat = ?, credited = ?, nb_credit_notes = ?, paid = ? WHERE id = ?').run(
    totals.vatIncludedAmount, totals.vatExcludedAmount, totals.vatAmount, credit.amount, credit.count, paid, billId,
  );
  const bill = db.prepare("SELECT status, type, vat_included - credited - paid AS remaining, paid, emitted_at IS NOT NULL AS emitted FROM bills WHERE id = ?").get(billId) as {
    status: BillStatus; type: string; remaining: number; paid: number; emitted: number;
  };
  if (bill.type !== 'BILL') return;
  const next = statusAfterSettlement({ status: bill.status, remaining: bill.remaining, paidAmount: bill.paid, emitted: !!bill.emitted });
  if (next !== bill.status) db.prepare('UPDATE bills SET status = ? WHERE id = ?').run(next, billId);
}
