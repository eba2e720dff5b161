/** Families' wallets: prepaid money (cents) and hours (minutes); PRE_PAYMENT payments of bills draw on them. */
import type { Wallet, WalletOperation } from '../../../src/api/contract/wallet';
import type { Page } from '../../../src/api/contract/common';
import type { Db } from '../db';
import { pageOf, type PageRequest } from '../paging';

export function getWallet(db: Db, familyId: number): Wallet {
  const base = db.prepare('SELECT initial_value AS initialValue, initial_duration_value AS initialDurationValue, initial_value_comment AS initialValueComment FROM wallets WHERE family_id = ?').get(familyId) as
    | Pick<Wallet, 'initialValue' | 'initialDurationValue' | 'initialValueComment'>
    | undefined;
  const initial = base ?? { initialValue: 0, initialDurationValue: 0, initialValueComment: null };
  const sums = db.prepare('SELECT COALESCE(SUM(relevant_value), 0) AS money, COALESCE(SUM(duration_value), 0) AS minutes FROM wallet_operations WHERE family_id = ?').get(familyId) as { money: number; minutes: number };
  const currency = db.prepare("SELECT CASE a.school_vacation_zone WHEN 'SUISSE_GEN' THEN 'CHF' ELSE 'EUR' END FROM families f JOIN agencies a ON a.id = f.agency_id WHERE f.id = ?").pluck().get(familyId) as 'EUR' | 'CHF';
  return { familyId, currency, balance: initial.initialValue + sums.money, durationBalance: initial.initialDurationValue + sums.minutes, ...initial };
}

export function addOperation(db: Db, familyId: number, op: { operationDate: string; label: string; relevantValue: number; durationValue: number | null; kind: WalletOperation['kind']; paymentId?: number }): number {
  return Number(
    db
      .prepare('INSERT INTO wallet_operations (family_id, operation_date, label, relevant_value, duration_value, kind, payment_id) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(familyId, op.operationDate, op.label, op.relevantValue, op.durationValue, op.kind, op.paymentId ?? null).lastInsertRowid,
  );
}

export function setInitialValue(db: Db, familyId: number, value: { initialValue: number; initialDurationValue: number; initialValueComment: string | null }): void {
  db.prepare(
    `INSERT INTO wallets (family_id, initial_value, initial_duration_value, initial_value_comment) VALUES (?, ?, ?, ?)
     ON CONFLICT (family_id) DO UPDATE SET initial_value = excluded.initial_value, initial_duration_value = excluded.initial_duration_value, initial_value_comment = excluded.initial_value_comment`,
  ).run(familyId, value.initialValue, value.initialDurationValue, value.initialValueComment);
}

export function searchOperations(db: Db, familyId: number, paging: PageRequest): Page<WalletOperation> {
  const total = db.prepare('SELECT COUNT(*) FROM wallet_operations WHERE family_id = ?').pluck().get(familyId) as number;
  const rows = db
    .prepare(
      `SELECT o.id, o.operation_date AS operationDate, o.label, o.relevant_value AS relevantValue, o.duration_value AS durationValue, o.kind, b.bill_number AS billNumber
       FROM wallet_operations o LEFT JOIN payments p ON p.id = o.payment_id LEFT JOIN bills b ON b.id = p.bill_id
       WHERE o.family_id = ? ORDER BY o.operation_date DESC, o.id DESC LIMIT ? OFFSET ?`,
    )
    .all(familyId, paging.pageSize, paging.pageNumber * paging.pageSize) as WalletOperation[];
  return pageOf(rows, total, paging);
}

/** A paid PRE_PAYMENT payment has its debit in the wallet; an unpaid one has none. */
export function syncWalletDebit(db: Db, paymentId: number): void {
  const payment = db.prepare('SELECT p.id, p.type, p.paid, p.amount, p.date, b.family_id AS familyId, b.bill_number AS billNumber FROM payments p JOIN bills b ON b.id = p.bill_id WHERE p.id = ?').get(paymentId) as
    | { id: number; type: string; paid: number; amount: number; date: string; familyId: number | null; billNumber: string | null }
    | undefined;
  db.prepare('DELETE FROM wallet_operations WHERE payment_id = ?').run(paymentId);
  if (!payment || payment.type !== 'PRE_PAYMENT' || !payment.paid || payment.familyId === null) return;
  addOperation(db, payment.familyId, { operationDate: payment.date, label: `Règlement de la facture ${payment.billNumber ?? ''}`.trim(), relevantValue: -payment.amount, durationValue: null, kind: 'BILL_PAYMENT', paymentId });
}
