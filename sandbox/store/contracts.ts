/** Contracts of the session's agency: the list of a customer's or a family's record. */
import type { ContractSummary } from '../../src/api/contract/contracts';
import { isoDate, todayUtc } from '../dates';
import type { Db } from './db';
import { pageOf, type PageRequest } from './paging';
import type { Page } from './types';

interface Row {
  id: number;
  number: string;
  customerId: number;
  customerLabel: string;
  familyId: number | null;
  familyName: string | null;
  prestationTypeId: number;
  prestationTypeLabel: string;
  startDate: string;
  endDate: string | null;
  weeklyMinutes: number;
  state: ContractSummary['state'];
}

export function searchContracts(db: Db, agencyId: number, filter: { customerId?: number | null; familyId?: number | null }, paging: PageRequest): Page<ContractSummary> {
  const where = `k.agency_id = @agencyId AND (@customerId IS NULL OR k.customer_id = @customerId) AND (@familyId IS NULL OR k.family_id = @familyId)`;
  const args = { agencyId, customerId: filter.customerId ?? null, familyId: filter.familyId ?? null, today: isoDate(todayUtc()) };
  const total = db.prepare(`SELECT COUNT(*) FROM contracts k WHERE ${where}`).pluck().get(args) as number;
  const rows = db
    .prepare(
      `SELECT k.id, k.number, c.id AS customerId, c.label AS customerLabel, f.id AS familyId, f.label AS familyName, t.id AS prestationTypeId,
         t.label AS prestationTypeLabel, k.start_date AS startDate, k.end_date AS endDate, k.weekly_minutes AS weeklyMinutes,
         CASE WHEN k.start_date > @today THEN 'UPCOMING' WHEN k.end_date IS NOT NULL AND k.end_date < @today THEN 'ENDED' ELSE 'IN_FORCE' END AS state
       FROM contracts k JOIN customers c ON c.id = k.customer_id LEFT JOIN families f ON f.id = k.family_id JOIN prestation_types t ON t.id = k.prestation_type_id
       WHERE ${where} ORDER BY k.start_date DESC, k.id DESC LIMIT @limit OFFSET @offset`,
    )
    .all({ ...args, limit: paging.pageSize, offset: paging.pageNumber * paging.pageSize }) as Row[];
  return pageOf(
    rows.map((row) => ({
      id: row.id,
      number: row.number,
      customer: { id: row.customerId, label: row.customerLabel },
      family: row.familyId === null ? null : { id: row.familyId, name: row.familyName! },
      prestationType: { id: row.prestationTypeId, label: row.prestationTypeLabel },
      startDate: row.startDate,
      endDate: row.endDate,
      weeklyMinutes: row.weeklyMinutes,
      state: row.state,
    })),
    total,
    paging,
  );
}
