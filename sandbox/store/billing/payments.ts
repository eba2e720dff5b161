/** Payments of bills: reading and searching; a change always refreshes its bill (`engine.refreshBill`). */
import type { Payment } from '../../../src/api/contract/billing';
import type { Page } from '../../../src/api/contract/common';
import type { PaymentType } from '../../../src/domain/billing/labels';
import type { Db } from '../db';
import { pageOf, where, type PageRequest } from '../paging';
import { escapeLike, fold } from '../../text';

const COLUMNS = `p.id, p.bill_id AS billId, b.bill_number AS billNumber, c.id AS customerId, c.label AS customerLabel, c.contact_first_name AS contactFirstName,
  c.contact_last_name AS contactLastName, p.type, p.amount, p.date, p.paid, p.checked, p.comment, p.created_at AS createdAt`;
const FROM = 'FROM payments p JOIN bills b ON b.id = p.bill_id JOIN customers c ON c.id = b.customer_id';

interface PaymentRow extends Omit<Payment, 'customer' | 'paid' | 'checked'> {
  customerId: number; customerLabel: string; contactFirstName: string; contactLastName: string; paid: number; checked: number;
}

const toPayment = ({ customerId, customerLabel, contactFirstName, contactLastName, paid, checked, ...row }: PaymentRow): Payment => ({
  ...row,
  customer: { id: customerId, label: customerLabel, contactFirstName, contactLastName },
  paid: paid === 1,
  checked: checked === 1,
});

export function paymentsWhere(db: Db, condition: string, params: unknown[]): Payment[] {
  return (db.prepare(`SELECT ${COLUMNS} ${FROM} WHERE ${condition} ORDER BY p.date, p.id`).all(...params) as PaymentRow[]).map(toPayment);
}

export function getPayment(db: Db, agencyId: number, id: number): Payment | null {
  return paymentsWhere(db, 'p.id = ? AND p.agency_id = ?', [id, agencyId])[0] ?? null;
}

export interface PaymentFilter {
  month?: string | null | undefined;
  billId?: number | null | undefined;
  familyId?: number | null | undefined;
  types?: PaymentType[] | undefined;
  paid?: boolean | null | undefined;
  checked?: boolean | null | undefined;
  pattern?: string | null | undefined;
}

export function searchPayments(db: Db, agencyId: number, filter: PaymentFilter, paging: PageRequest): Page<Payment> {
  const pattern = filter.pattern?.trim() ? `%${escapeLike(fold(filter.pattern.trim()))}%` : null;
  const types = filter.types?.length ? JSON.stringify(filter.types) : null;
  const clause = where([
    'p.agency_id = @agencyId',
    !!filter.month && 'substr(p.date, 1, 7) = @month',
    !!filter.billId && 'p.bill_id = @billId',
    !!filter.familyId && 'b.family_id = @familyId',
    !!types && 'p.type IN (SELECT value FROM json_each(@types))',
    typeof filter.paid === 'boolean' && 'p.paid = @paid',
    typeof filter.checked === 'boolean' && 'p.checked = @checked',
    !!pattern && `(fold(c.label) LIKE @pattern ESCAPE '\\' OR fold(c.contact_first_name || ' ' || c.contact_last_name) LIKE @pattern ESCAPE '\\' OR fold(COALESCE(b.bill_number, '')) LIKE @pattern ESCAPE '\\')`,
  ]);
  const all: Record<string, unknown> = {
    agencyId, month: filter.month, billId: filter.billId, familyId: filter.familyId, types, paid: filter.paid ? 1 : 0, checked: filter.checked ? 1 : 0, pattern,
  };
  const named = Object.fromEntries(Object.entries(all).filter(([key]) => clause.includes(`@${key}`)));
  const total = db.prepare(`SELECT COUNT(*) ${FROM} ${clause}`).pluck().get(named) as number;
  const rows = db.prepare(`SELECT ${COLUMNS} ${FROM} ${clause} ORDER BY p.date DESC, p.id DESC LIMIT @limit OFFSET @offset`).all({
    ...named, limit: paging.pageSize, offset: paging.pageNumber * paging.pageSize,
  }) as PaymentRow[];
  return pageOf(rows.map(toPayment), total, paging);
}

export function paymentCounters(db: Db, agencyId: number, month: string | undefined) {
  const monthClause = month ? 'AND substr(p.date, 1, 7) = @month' : '';
  const counts = db
    .prepare(
      `SELECT COUNT(*) AS count, COALESCE(SUM(p.paid), 0) AS paidCount, COALESCE(SUM(1 - p.paid), 0) AS unpaidCount, COALESCE(SUM(p.checked), 0) AS checkedCount,
        COALESCE(SUM(1 - p.checked), 0) AS uncheckedCount, COALESCE(SUM(CASE WHEN p.paid = 1 THEN p.amount END), 0) AS paidAmount,
        COALESCE(SUM(CASE WHEN p.paid = 0 THEN p.amount END), 0) AS unpaidAmount
       FROM payments p JOIN bills b ON b.id = p.bill_id WHERE p.agency_id = @agencyId ${monthClause}`,
    )
    .get({ agencyId, ...(month ? { month } : {}) }) as Record<string, number>;
  const remainingAmount = db
    .prepare("SELECT COALESCE(SUM(b.vat_included - b.credited - b.paid), 0) FROM bills b WHERE b.agency_id = @agencyId AND b.type = 'BILL' AND b.sequence IS NOT NULL")
    .pluck()
    .get({ agencyId }) as number;
  return { ...counts, remainingAmount } as {
    count: number; paidCount: number; unpaidCount: number; checkedCount: number; uncheckedCount: number; paidAmount: number; unpaidAmount: number; remainingAmount: number;
  };
}
