/** Bills as the contract shows them: summaries for lists (one query, sortable, paged) and the detail. */
import type { BillDetail, BillSummary } from '../../../src/api/contract/billing';
import type { Page } from '../../../src/api/contract/common';
import type { BillStatus, BillType } from '../../../src/domain/billing/status';
import type { PaymentType } from '../../../src/domain/billing/labels';
import type { Db } from '../db';
import { pageOf, where, type PageRequest } from '../paging';
import { escapeLike, fold } from '../../text';
import { paymentsWhere } from './payments';

export const SUMMARY_COLUMNS = `b.id, b.bill_number AS billNumber, b.month, b.type, b.status, b.vat_included AS vatIncludedAmount, b.vat_excluded AS vatExcludedAmount,
  b.vat AS vatAmount, CASE WHEN b.type = 'BILL' THEN b.vat_included - b.credited - b.paid ELSE 0 END AS remaining, b.paid AS paidAmount,
  b.nb_credit_notes AS nbCreditNotes, b.credited AS creditedAmount, c.id AS customerId, c.label AS customerLabel, c.contact_first_name AS contactFirstName,
  c.contact_last_name AS contactLastName, f.id AS familyId, f.label AS familyName, o.id AS originalId, o.bill_number AS originalNumber, b.payment_type AS paymentType,
  CASE a.school_vacation_zone WHEN 'SUISSE_GEN' THEN 'CHF' ELSE 'EUR' END AS currency, b.created_at AS createdAt, b.validated_at AS validatedAt, b.emitted_at AS emittedAt`;
export const SUMMARY_FROM = `FROM bills b JOIN customers c ON c.id = b.customer_id JOIN agencies a ON a.id = b.agency_id
  LEFT JOIN families f ON f.id = b.family_id LEFT JOIN bills o ON o.id = b.original_bill_id`;

export interface SummaryRow {
  id: number; billNumber: string | null; month: string; type: BillType; status: BillStatus; vatIncludedAmount: number; vatExcludedAmount: number; vatAmount: number;
  remaining: number; paidAmount: number; nbCreditNotes: number; creditedAmount: number; customerId: number; customerLabel: string; contactFirstName: string;
  contactLastName: string; familyId: number | null; familyName: string | null; originalId: number | null; originalNumber: string | null; paymentType: PaymentType | null;
  currency: 'EUR' | 'CHF'; createdAt: string; validatedAt: string | null; emittedAt: string | null;
}

export function toSummary(row: SummaryRow): BillSummary {
  const { customerId, customerLabel, contactFirstName, contactLastName, familyId, familyName, originalId, originalNumber, ...rest } = row;
  return {
    ...rest,
    customer: { id: customerId, label: customerLabel, contactFirstName, contactLastName },
    family: familyId === null ? null : { id: familyId, name: familyName ?? '' },
    originalBill: originalId === null ? null : { id: originalId, billNumber: originalNumber },
  };
}

export interface BillFilter {
  month?: string | null | undefined;
  statuses?: BillStatus[] | undefined;
  types?: BillType[] | undefined;
  pattern?: string | null | undefined;
  familyId?: number | null | undefined;
  customerId?: number | null | undefined;
  paymentTypes?: PaymentType[] | undefined;
  withRemainingOnly?: boolean | undefined;
  sort: 'NUMBER_ASC' | 'NUMBER_DESC' | 'CUSTOMER_ASC' | 'AMOUNT_DESC' | 'REMAINING_DESC';
}

/** Credit notes sort right after their bill when sorted by customer. */
const ORDER: Record<BillFilter['sort'], string> = {
  NUMBER_ASC: 'b.sequence IS NULL, b.sequence, b.id',
  NUMBER_DESC: 'b.sequence IS NULL, b.sequence DESC, b.id DESC',
  CUSTOMER_ASC: 'fold(c.label), COALESCE(b.original_bill_id, b.id), b.type, b.id',
  AMOUNT_DESC: 'b.vat_included DESC, b.id',
  REMAINING_DESC: 'remaining DESC, b.id',
};

const list = (values: readonly string[] | undefined) => (values?.length ? values : null);

export function searchBills(db: Db, agencyId: number, filter: BillFilter, paging: PageRequest): Page<BillSummary> {
  const statuses = list(filter.statuses);
  const types = list(filter.types);
  const paymentTypes = list(filter.paymentTypes);
  const pattern = filter.pattern?.trim() ? `%${escapeLike(fold(filter.pattern.trim()))}%` : null;
  const clause = where([
    'b.agency_id = @agencyId',
    !!filter.month && 'b.month = @month',
    !!statuses && `b.status IN (SELECT value FROM json_each(@statuses))`,
    !!types && `b.type IN (SELECT value FROM json_each(@types))`,
    !!paymentTypes && `b.payment_type IN (SELECT value FROM json_each(@paymentTypes))`,
    !!filter.familyId && 'b.family_id = @familyId',
    !!filter.customerId && 'b.customer_id = @customerId',
    !!filter.withRemainingOnly && "b.type = 'BILL' AND b.vat_included - b.credited - b.paid > 0",
    !!pattern && `(fold(c.label) LIKE @pattern ESCAPE '\\' OR fold(c.contact_first_name || ' ' || c.contact_last_name) LIKE @pattern ESCAPE '\\'
      OR fold(COALESCE(f.label, '')) LIKE @pattern ESCAPE '\\' OR fold(COALESCE(b.bill_number, '')) LIKE @pattern ESCAPE '\\')`,
  ]);
  const all: Record<string, unknown> = {
    agencyId, month: filter.month, statuses: JSON.stringify(statuses), types: JSON.stringify(types), paymentTypes: JSON.stringify(paymentTypes), familyId: filter.familyId, customerId: filter.customerId, pattern,
  };
  const named = Object.fromEntries(Object.entries(all).filter(([key]) => clause.includes(`@${key}`)));
  const total = db.prepare(`SELECT COUNT(*) ${SUMMARY_FROM} ${clause}`).pluck().get(named) as number;
  const rows = db
    .prepare(`SELECT ${SUMMARY_COLUMNS} ${SUMMARY_FROM} ${clause} ORDER BY ${ORDER[filter.sort]} LIMIT @limit OFFSET @offset`)
    .all({ ...named, limit: paging.pageSize, offset: paging.pageNumber * paging.pageSize }) as SummaryRow[];
  return pageOf(rows.map(toSummary), total, paging);
}

export function billSummary(db: Db, agencyId: number, id: number): BillSummary | null {
  const row = db.prepare(`SELECT ${SUMMARY_COLUMNS} ${SUMMARY_FROM} WHERE b.id = ? AND b.agency_id = ?`).get(id, agencyId) as SummaryRow | undefined;
  return row ? toSummary(row) : null;
}

const VAT_COLUMNS = 'vat_included AS vatIncluded, vat_excluded AS vatExcluded, vat';

export function billDetail(db: Db, agencyId: number, id: number): BillDetail | null {
  const summary = billSummary(db, agencyId, id);
  if (!summary) return null;
  const row = db
    .prepare(
      `SELECT b.vat_rate AS vatRate, b.comments, b.custom_attributes AS customAttributes, b.price_grid_id AS gridId, g.label AS gridLabel, b.family_id AS familyId,
        b.first_prestation_date AS firstPrestationDate, b.last_prestation_date AS lastPrestationDate, b.custom_first_prestation_date AS customFirstPrestationDate,
        b.custom_last_prestation_date AS customLastPrestationDate, b.urssaf_requested_at AS urssafPaymentRequestedAt, b.dunning_count AS dunningCount,
        a.id AS agencyId, a.label AS agencyLabel, a.client_id AS clientId
       FROM bills b JOIN agencies a ON a.id = b.agency_id LEFT JOIN price_grids g ON g.id = b.price_grid_id WHERE b.id = ?`,
    )
    .get(id) as {
    vatRate: BillDetail['vatRate']; comments: string | null; customAttributes: string; gridId: number | null; gridLabel: string | null; familyId: number | null;
    firstPrestationDate: string | null; lastPrestationDate: string | null; customFirstPrestationDate: string | null; customLastPrestationDate: string | null;
    urssafPaymentRequestedAt: string | null; dunningCount: number; agencyId: number; agencyLabel: string; clientId: number;
  };
  const values = JSON.parse(row.customAttributes) as Record<string, string | null>;
  const attributes = db.prepare("SELECT name, label, type FROM custom_attributes WHERE client_id = ? AND target = 'BILL' ORDER BY id").all(row.clientId) as {
    name: string; label: string; type: 'TEXT' | 'NUMBER' | 'DATE' | 'BOOLEAN';
  }[];
  return {
    ...summary,
    agency: { id: row.agencyId, label: row.agencyLabel },
    vatRate: row.vatRate,
    items: db
      .prepare(`SELECT id, type, label, prestation_type_id AS prestationTypeId, quantity, unit_price AS unitPrice, percent, ${VAT_COLUMNS} FROM bill_items WHERE bill_id = ? ORDER BY position, id`)
      .all(id) as BillDetail['items'],
    adjustments: db.prepare(`SELECT id, label, ${VAT_COLUMNS} FROM bill_adjustments WHERE bill_id = ? ORDER BY id`).all(id) as BillDetail['adjustments'],
    fees: (db.prepare(`SELECT id, label, ${VAT_COLUMNS} FROM fees WHERE bill_id = ? ORDER BY id`).all(id) as Omit<BillDetail['fees'][number], 'billed'>[]).map((fee) => ({ ...fee, billed: true })),
    pendingFees:
      row.familyId === null
        ? []
        : (db.prepare(`SELECT id, label, ${VAT_COLUMNS} FROM fees WHERE family_id = ? AND bill_id IS NULL AND already_billed_at IS NULL ORDER BY id`).all(row.familyId) as Omit<BillDetail['fees'][number], 'billed'>[]).map(
            (fee) => ({ ...fee, billed: false }),
          ),
    scheduleItems: db.prepare('SELECT id, due_date AS dueDate, amount FROM bill_schedule_items WHERE bill_id = ? ORDER BY due_date, id').all(id) as BillDetail['scheduleItems'],
    comments: row.comments,
    customAttributes: attributes.map((a) => ({ ...a, value: values[a.name] ?? null })),
    priceGrid: row.gridId === null ? null : { id: row.gridId, label: row.gridLabel ?? '' },
    firstPrestationDate: row.firstPrestationDate,
    lastPrestationDate: row.lastPrestationDate,
    customFirstPrestationDate: row.customFirstPrestationDate,
    customLastPrestationDate: row.customLastPrestationDate,
    payments: paymentsWhere(db, 'p.bill_id = ?', [id]),
    creditNotes: db
      .prepare("SELECT id, bill_number AS billNumber, vat_included AS vatIncludedAmount, created_at AS createdAt FROM bills WHERE original_bill_id = ? AND type = 'CREDIT_NOTE' ORDER BY id")
      .all(id) as BillDetail['creditNotes'],
    urssafPaymentRequestedAt: row.urssafPaymentRequestedAt,
    dunningCount: row.dunningCount,
  };
}
