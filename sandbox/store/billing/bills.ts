/**
 * What happens to bills: drafts made from the planning, validation with the agency's one
 * number sequence, credit notes (full or partial) that reference their bill, payments,
 * sending, dunning. The handlers check the moves (`src/domain/billing/status.ts`) and run
 * each call in one SQLite transaction, so that numbers never skip nor repeat.
 */
import { billNumber } from '../../../src/domain/billing/numbering';
import { splitVat, type VatRate } from '../../../src/domain/billing/money';
import type { PaymentType } from '../../../src/domain/billing/labels';
import type { BillStatus, BillType } from '../../../src/domain/billing/status';
import type { Db } from '../db';
import { computeBill, refreshBill } from './engine';

export interface BillRow {
  id: number;
  agencyId: number;
  familyId: number | null;
  customerId: number;
  month: string;
  type: BillType;
  status: BillStatus;
  billNumber: string | null;
  originalBillId: number | null;
  vatRate: VatRate;
  vatIncluded: number;
  credited: number;
  paid: number;
  remaining: number;
  emittedAt: string | null;
  urssafRequestedAt: string | null;
}

export function billRow(db: Db, agencyId: number, id: number): BillRow | null {
  const row = db
    .prepare(
      `SELECT id, agency_id AS agencyId, family_id AS familyId, customer_id AS customerId, month, type, status, bill_number AS billNumber, original_bill_id AS originalBillId,
        vat_rate AS vatRate, vat_included AS vatIncluded, credited, paid, vat_included - credited - paid AS remaining, emitted_at AS emittedAt, urssaf_requested_at AS urssafRequestedAt
       FROM bills WHERE id = ? AND agency_id = ?`,
    )
    .get(id, agencyId) as BillRow | undefined;
  return row ?? null;
}

export function logBill(db: Db, billId: number, author: string, description: string, at: string): void {
  db.prepare('INSERT INTO bill_changelogs (bill_id, at, author, description) VALUES (?, ?, ?, ?)').run(billId, at, author, description);
}

/** The family's bill of the month (not a credit note), if any. */
export function billOfFamilyMonth(db: Db, familyId: number, month: string): number | null {
  return (db.prepare("SELECT id FROM bills WHERE family_id = ? AND month = ? AND type = 'BILL' ORDER BY id DESC LIMIT 1").pluck().get(familyId, month) as number | undefined) ?? null;
}

/** A draft of the family's month, computed at once (DRAFT, or locked without a grid). */
export function createDraft(db: Db, agencyId: number, familyId: number, customerId: number, month: string, at: string, priceGridId: number | null = null): number {
  const id = Number(
    db
      .prepare("INSERT INTO bills (agency_id, family_id, customer_id, month, type, status, vat_rate, price_grid_id, created_at) VALUES (?, ?, ?, ?, 'BILL', 'PREPARING', 'REDUIT_10_0', ?, ?)")
      .run(agencyId, familyId, customerId, month, priceGridId, at).lastInsertRowid,
  );
  computeBill(db, id);
  return id;
}

/** The next number of the agency's sequence (no gap: only ever called inside the transaction that uses it). */
export function nextNumber(db: Db, agencyId: number): { sequence: number; number: string } {
  const sequence = db
    .prepare('INSERT INTO bill_sequences (agency_id, last_number) VALUES (?, 1) ON CONFLICT (agency_id) DO UPDATE SET last_number = last_number + 1 RETURNING last_number')
    .pluck()
    .get(agencyId) as number;
  return { sequence, number: billNumber(agencyId, sequence) };
}

/** DRAFT → VALIDATED → NUMBERED → READY: numbered and its document ready (made from the data on download). */
export function validateBill(db: Db, bill: BillRow, at: string): string {
  const { sequence, number } = nextNumber(db, bill.agencyId);
  db.prepare("UPDATE bills SET status = 'READY', sequence = ?, bill_number = ?, validated_at = ? WHERE id = ?").run(sequence, number, at, bill.id);
  return number;
}

export type CreditedKind = 'ITEM' | 'ADJUSTMENT' | 'FEE';

export interface CreditableLine {
  kind: CreditedKind;
  id: number;
  label: string;
  /** VAT-included cents still creditable on the line. */
  creditable: number;
}

/** Each line of a bill with what credit notes have not taken from it yet. */
export function creditableLines(db: Db, billId: number): CreditableLine[] {
  const credited = db.prepare(
    "SELECT COALESCE(-SUM(i.vat_included), 0) FROM bill_items i JOIN bills n ON n.id = i.bill_id WHERE n.original_bill_id = ? AND n.type = 'CREDIT_NOTE' AND i.credits_kind = ? AND i.credits_id = ?",
  ).pluck();
  const lines = db
    .prepare(
      `SELECT 'ITEM' AS kind, id, label, vat_included AS amount FROM bill_items WHERE bill_id = @id
       UNION ALL SELECT 'ADJUSTMENT', id, label, vat_included FROM bill_adjustments WHERE bill_id = @id
       UNION ALL SELECT 'FEE', id, label, vat_included FROM fees WHERE bill_id = @id`,
    )
    .all({ id: billId }) as { kind: CreditedKind; id: number; label: string; amount: number }[];
  return lines.map(({ amount, ...line }) => ({ ...line, creditable: amount - (credited.get(billId, line.kind, line.id) as number) }));
}

export interface CreditLine {
  kind: CreditedKind;
  id: number;
  label: string;
  amount: number;
}

/**
 * A credit note of the given (positive) amounts per line, numbered in the same sequence,
 * READY at once, its lines negative and naming the lines they credit.
 */
export function createCreditNote(db: Db, bill: BillRow, lines: readonly CreditLine[], comment: string | null, at: string): number {
  const { sequence, number } = nextNumber(db, bill.agencyId);
  const id = Number(
    db
      .prepare(
        `INSERT INTO bills (agency_id, family_id, customer_id, month, type, status, sequence, bill_number, original_bill_id, vat_rate, comments, created_at, validated_at)
         SELECT agency_id, family_id, customer_id, month, 'CREDIT_NOTE', 'READY', ?, ?, id, vat_rate, ?, ?, ? FROM bills WHERE id = ?`,
      )
      .run(sequence, number, comment, at, at, bill.id).lastInsertRowid,
  );
  const insert = db.prepare(
    `INSERT INTO bill_items (bill_id, position, type, label, prestation_type_id, quantity, unit_price, percent, vat_included, vat_excluded, vat, credits_kind, credits_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const itemOf = db.prepare('SELECT type, prestation_type_id AS prestationTypeId, quantity, unit_price AS unitPrice, percent FROM bill_items WHERE id = ?');
  lines.forEach((line, position) => {
    const source = line.kind === 'ITEM' ? (itemOf.get(line.id) as { type: string; prestationTypeId: number | null; quantity: number; unitPrice: number; percent: number }) : null;
    const split = splitVat(-line.amount, bill.vatRate);
    insert.run(id, position, source?.type ?? 'HOURS', line.label, source?.prestationTypeId ?? null, source?.quantity ?? 0, source?.unitPrice ?? 0, source?.percent ?? 100,
      split.vatIncluded, split.vatExcluded, split.vat, line.kind, line.id);
  });
  refreshBill(db, id);
  refreshBill(db, bill.id);
  return id;
}

export interface NewPayment {
  billId: number;
  type: PaymentType;
  amount: number;
  date: string;
  paid: boolean;
  checked: boolean;
  comment: string | null;
}

export function addPayment(db: Db, agencyId: number, payment: NewPayment, at: string): number {
  const id = Number(
    db
      .prepare('INSERT INTO payments (agency_id, bill_id, type, amount, date, paid, checked, comment, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
      .run(agencyId, payment.billId, payment.type, payment.amount, payment.date, payment.paid ? 1 : 0, payment.checked ? 1 : 0, payment.comment, at).lastInsertRowid,
  );
  refreshBill(db, payment.billId);
  return id;
}

/** READY becomes EMITTED; a bill already sent keeps its status and its first sending date. */
export function markSent(db: Db, billId: number, at: string): void {
  db.prepare("UPDATE bills SET status = CASE WHEN status = 'READY' THEN 'EMITTED' ELSE status END, emitted_at = COALESCE(emitted_at, ?) WHERE id = ?").run(at, billId);
}

export function deleteDraft(db: Db, billId: number): void {
  db.prepare('UPDATE fees SET bill_id = NULL WHERE bill_id = ?').run(billId);
  db.prepare('DELETE FROM bills WHERE id = ?').run(billId);
}

export { computeBill, refreshBill };
