/** Monthly billing (spec 002 §7.4): `{id}` is the month of the session's agency. */
import { zipSync, type Zippable } from 'fflate';
import * as monthly from '../../src/api/contract/monthlyBilling';
import { BILL_STATUSES, type BillStatus } from '../../src/domain/billing/status';
import { billFileName, billPdf } from '../files/billDocument';
import { cafDeclarationCsv, debitOrderXml, salesJournalCsv } from '../files/billingExports';
import { httpError } from '../http/errors';
import { billDetail } from '../store/billing/billViews';
import { monthBounds } from '../store/billing/engine';
import type { Db } from '../store/db';
import { insertExport, type NewExport } from '../store/exports';
import { authorOf, downloadSession } from './billingAccess';
import { createDraft, logBill } from '../store/billing/bills';
import { NO_CUSTOMER } from '../../src/domain/billing/texts';
import { agencyOf, found } from './scope';
import { handlersFor, type DbAndClock } from './types';
import { notCancelled } from '../store/eventCancellations';
import { contractSessionsOf } from '../store/contracts';

/** The families to bill in the month without a bill yet: those with planning events, and those a contract bills from its estimate's sessions; by name. */
function familiesWithoutBill(db: Db, agencyId: number, month: string): number[] {
  const { first, last } = monthBounds(month);
  const toBill = new Set(
    db.prepare(`SELECT DISTINCT e.family_id FROM planning_events e WHERE e.agency_id = ? AND e.day BETWEEN ? AND ? AND ${notCancelled('e')}`).pluck().all(agencyId, first, last) as number[],
  );
  for (const contract of contractSessionsOf(db, agencyId, first, last)) if (contract.sessions.length) toBill.add(contract.familyId);
  const billed = new Set(db.prepare("SELECT family_id FROM bills WHERE agency_id = ? AND month = ? AND type = 'BILL' AND family_id IS NOT NULL").pluck().all(agencyId, month) as number[]);
  const ids = [...toBill].filter((id) => !billed.has(id));
  if (!ids.length) return [];
  return db.prepare(`SELECT id FROM families WHERE id IN (SELECT value FROM json_each(?)) ORDER BY label COLLATE NOCASE, id`).pluck().all(JSON.stringify(ids)) as number[];
}

const isTrue = (flag: 'true' | 'false' | undefined) => flag === 'true';

/** Net billed per family in a month: validated bills less their credit notes. */
function billedByFamily(db: Db, agencyId: number, month: string): Map<number, { name: string; amount: number }> {
  const rows = db
    .prepare(
      `SELECT f.id, f.label AS name, SUM(b.vat_included) AS amount FROM bills b JOIN families f ON f.id = b.family_id
       WHERE b.agency_id = ? AND b.month = ? AND (b.sequence IS NOT NULL OR b.status = 'DRAFT') GROUP BY f.id`,
    )
    .all(agencyId, month) as { id: number; name: string; amount: number }[];
  return new Map(rows.map((r) => [r.id, { name: r.name, amount: r.amount }]));
}

function previousMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}

function fileExport({ db, clock }: DbAndClock, agencyId: number, month: string, file: Omit<NewExport, 'relevantYear' | 'relevantMonth' | 'createdAt'>): { exportId: number } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return { exportId: insertExport(db, agencyId, { ...file, relevantYear: year, relevantMonth: m, createdAt: clock.iso() }) };
}

export const monthlyBillingHandlers = handlersFor(monthly, {
  monthlyIndicators: ({ params, session, app }) => {
    const agencyId = agencyOf(session);
    const month = params.id;
    const counts = Object.fromEntries(BILL_STATUSES.map((s) => [s, 0])) as Record<BillStatus, number>;
    for (const row of app.db.prepare("SELECT status, COUNT(*) AS n FROM bills WHERE agency_id = ? AND month = ? AND type = 'BILL' GROUP BY status").all(agencyId, month) as { status: BillStatus; n: number }[]) counts[row.status] = row.n;
    const sums = app.db
      .prepare(
        `SELECT COALESCE(SUM(CASE WHEN type = 'BILL' THEN 1 END), 0) AS billCount, COALESCE(SUM(CASE WHEN type = 'CREDIT_NOTE' THEN 1 END), 0) AS creditNoteCount,
          COALESCE(SUM(CASE WHEN sequence IS NOT NULL THEN vat_included END), 0) AS billedVatIncluded, COALESCE(SUM(CASE WHEN sequence IS NOT NULL THEN vat_excluded END), 0) AS billedVatExcluded,
          COALESCE(SUM(CASE WHEN sequence IS NULL THEN vat_included END), 0) AS draftVatIncluded, COALESCE(SUM(CASE WHEN type = 'BILL' THEN paid END), 0) AS paidAmount,
          COALESCE(SUM(CASE WHEN type = 'BILL' AND sequence IS NOT NULL THEN vat_included - credited - paid END), 0) AS remainingAmount
         FROM bills WHERE agency_id = ? AND month = ?`,
      )
      .get(agencyId, month) as Record<string, number>;
    return { month, countsByStatus: counts, ...sums, familiesWithoutBill: familiesWithoutBill(app.db, agencyId, month).length } as monthly.MonthlyIndicatorsAnswer;
  },

  createMonthDrafts: ({ params, session, app }) => {
    const agencyId = agencyOf(session);
    const answer: monthly.MonthDraftsAnswer = { count: 0, bills: [], failures: [] };
    const at = app.clock.iso();
    for (const familyId of familiesWithoutBill(app.db, agencyId, params.id)) {
      const family = app.db.prepare('SELECT id, label AS name, customer_id AS customerId FROM families WHERE id = ?').get(familyId) as { id: number; name: string; customerId: number | null };
      const ref = { id: family.id, name: family.name };
      if (family.customerId === null) {
        answer.failures.push({ family: ref, code: NO_CUSTOMER.code, message: NO_CUSTOMER.label });
        continue;
      }
      try {
        const id = app.db.transaction(() => {
          const bill = createDraft(app.db, agencyId, family.id, family.customerId!, params.id, at);
          logBill(app.db, bill, authorOf(session), 'Brouillon créé avec les brouillons manquants du mois', app.clock.iso());
          return bill;
        })();
        answer.bills.push({ id, family: ref });
      } catch (error) {
        answer.failures.push({ family: ref, code: 'DRAFT_FAILED', message: error instanceof Error ? error.message : String(error) });
      }
    }
    answer.count = answer.bills.length;
    return answer;
  },

  computeBilledAmountSumForPeriod: ({ query, session, app }) =>
    app.db
      .prepare(
        `SELECT COUNT(*) AS count, COALESCE(SUM(vat_included), 0) AS vatIncluded, COALESCE(SUM(vat_excluded), 0) AS vatExcluded, COALESCE(SUM(vat), 0) AS vat
         FROM bills WHERE agency_id = ? AND sequence IS NOT NULL AND substr(validated_at, 1, 10) BETWEEN ? AND ?`,
      )
      .get(agencyOf(session), query.start, query.end) as { count: number; vatIncluded: number; vatExcluded: number; vat: number },

  billsComparison: ({ params, session, app }) => {
    const agencyId = agencyOf(session);
    const current = billedByFamily(app.db, agencyId, params.id);
    const previous = billedByFamily(app.db, agencyId, previousMonth(params.id));
    const ids = [...new Set([...current.keys(), ...previous.keys()])];
    return ids
      .map((id) => {
        const name = (current.get(id) ?? previous.get(id))!.name;
        const [before, after] = [previous.get(id)?.amount ?? 0, current.get(id)?.amount ?? 0];
        return { family: { id, name }, previous: before, current: after, difference: after - before };
      })
      .sort((a, b) => a.family.name.localeCompare(b.family.name, 'fr'));
  },

  doExportCaf: ({ params, query, session, app }) => {
    const agencyId = agencyOf(session);
    const content = cafDeclarationCsv(app.db, agencyId, params.id, { total: isTrue(query.total), includeFamilyName: isTrue(query.includeFamilyName), excludeUnderSixteenHours: isTrue(query.excludeUnderSixteenHours) });
    return fileExport(app, agencyId, params.id, { type: 'BILLING_CAF_DECLARATION', documentName: `declaration-caf-${params.id}.csv`, description: `Déclaration CAF de ${params.id}`, mimeType: 'text/csv', content });
  },

  doExport: ({ params, query, session, app }) => {
    const agencyId = agencyOf(session);
    const month = params.id;
    const { first, last } = monthBounds(month);
    switch (query.exportType) {
      case 'BILLING_CAF_DECLARATION':
        return fileExport(app, agencyId, month, { type: query.exportType, documentName: `declaration-caf-${month}.csv`, description: `Déclaration CAF de ${month}`, mimeType: 'text/csv',
          content: cafDeclarationCsv(app.db, agencyId, month, { total: true, includeFamilyName: true, excludeUnderSixteenHours: false }) });
      case 'ACCOUNTING_EXPORT_OF_SALES_JOURNAL':
        return fileExport(app, agencyId, month, { type: query.exportType, documentName: `journal-des-ventes-${month}.csv`, description: `Journal des ventes de ${month}`, mimeType: 'text/csv',
          content: salesJournalCsv(app.db, agencyId, first, last).content });
      default: {
        const ids = app.db
          .prepare("SELECT id FROM bills WHERE agency_id = ? AND month = ? AND type = 'BILL' AND payment_type = 'DEBIT' AND sequence IS NOT NULL AND vat_included - credited - paid > 0")
          .pluck()
          .all(agencyId, month) as number[];
        if (!ids.length) throw httpError(400, 'NOTHING_TO_DEBIT', 'Aucune facture du mois n\'a de reste à prélever');
        return fileExport(app, agencyId, month, { type: query.exportType, documentName: `prelevements-${month}.xml`, description: `Prélèvements de ${month}`, mimeType: 'application/xml',
          content: debitOrderXml(app.db, agencyId, ids, app.clock.iso()) });
      }
    }
  },

  doExportZip: async ({ params, query, app }) => {
    const session = downloadSession(app, query.tk);
    const agencyId = agencyOf(session);
    const ids = app.db.prepare('SELECT id FROM bills WHERE agency_id = ? AND month = ? AND sequence IS NOT NULL ORDER BY sequence').pluck().all(agencyId, params.id) as number[];
    const files: Zippable = {};
    for (const id of ids) {
      const bill = found(billDetail(app.db, agencyId, id));
      // Dated from the data so that the same month zips to the same bytes.
      files[billFileName(bill)] = [await billPdf(app.db, bill), { mtime: new Date(bill.validatedAt ?? bill.createdAt) }];
    }
    return { name: `factures-${params.id}.zip`, mimeType: 'application/zip', bytes: Buffer.from(zipSync(files)), inline: false };
  },
});
