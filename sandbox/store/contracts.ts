/** Contracts of the session's agency: the list of a customer's or a family's record, a contract's page, its history and documents. */
import type { Contract, ContractFamily, ContractSummary } from '../../src/api/contract/contracts';
import { defaultMonthlyBillItemLabel } from '../../src/domain/contracts';
import { computePlanning, type PlannedSession, type RepetitionType, type WeeklySlot } from '../../src/domain/estimates/planning';
import { isoDate, agencyToday } from '../dates';
import type { Db } from './db';
import { pageOf, type PageRequest } from './paging';
import { matchesPattern, searchPattern } from './search';
import { agencySchoolVacations } from './schoolVacations';
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
  status: ContractSummary['status'];
  archived: number;
}

interface FullRow extends Row {
  agencyId: number;
  initializedAt: string | null;
  billItemLabel: string | null;
  priceGridId: number | null;
  priceGridLabel: string | null;
  estimateId: number | null;
  estimateNumber: string | null;
  customMediaId: number | null;
  signedMediaId: number | null;
  signedFileName: string | null;
  signedAt: string | null;
  createdAt: string;
  slots: string | null;
}

const STATE = `CASE WHEN k.start_date > @today THEN 'UPCOMING' WHEN k.end_date IS NOT NULL AND k.end_date < @today THEN 'ENDED' ELSE 'IN_FORCE' END`;
const SELECT = `SELECT k.id, k.number, c.id AS customerId, c.label AS customerLabel, f.id AS familyId, f.label AS familyName, t.id AS prestationTypeId,
    t.label AS prestationTypeLabel, k.start_date AS startDate, k.end_date AS endDate, k.weekly_minutes AS weeklyMinutes, k.status, k.archived,
    ${STATE} AS state`;
const FROM = `FROM contracts k JOIN customers c ON c.id = k.customer_id LEFT JOIN families f ON f.id = k.family_id JOIN prestation_types t ON t.id = k.prestation_type_id`;

const summaryOf = (row: Row): ContractSummary => ({
  id: row.id,
  number: row.number,
  customer: { id: row.customerId, label: row.customerLabel },
  family: row.familyId === null ? null : { id: row.familyId, name: row.familyName! },
  prestationType: { id: row.prestationTypeId, label: row.prestationTypeLabel },
  startDate: row.startDate,
  endDate: row.endDate,
  weeklyMinutes: row.weeklyMinutes,
  state: row.state,
  status: row.status,
  archived: row.archived === 1,
});

const today = (now: number) => isoDate(agencyToday(now));

export interface ContractFilter {
  customerId?: number | null;
  familyId?: number | null;
  /** In the number, the prestation or the family's name. */
  text?: string | null;
  states?: readonly ContractSummary['state'][] | undefined;
}

/** The agency's contracts matching the filter, newest start first. */
export function searchContracts(db: Db, agencyId: number, filter: ContractFilter, paging: PageRequest, now: number): Page<ContractSummary> {
  const where = `k.agency_id = @agencyId AND (@customerId IS NULL OR k.customer_id = @customerId) AND (@familyId IS NULL OR k.family_id = @familyId)
    AND ${matchesPattern('k.number', 't.label', "COALESCE(f.label, '')")} AND (@states IS NULL OR ${STATE} IN (SELECT value FROM json_each(@states)))`;
  const args = {
    agencyId, customerId: filter.customerId ?? null, familyId: filter.familyId ?? null, today: today(now), pattern: searchPattern(filter.text),
    states: filter.states?.length ? JSON.stringify(filter.states) : null,
  };
  const total = db.prepare(`SELECT COUNT(*) ${FROM} WHERE ${where}`).pluck().get(args) as number;
  const rows = db
    .prepare(`${SELECT} ${FROM} WHERE ${where} ORDER BY k.start_date DESC, k.id DESC LIMIT @limit OFFSET @offset`)
    .all({ ...args, limit: paging.pageSize, offset: paging.pageNumber * paging.pageSize }) as Row[];
  return pageOf(rows.map(summaryOf), total, paging);
}

/**
 * The contract as it applies to one family of its customer; null: the family is not the
 * customer's. `monthMinutes`: the contract's planned sessions there in `month` ('YYYY-MM').
 */
export function contractFamilyOf(db: Db, row: FullRow, familyId: number, month: string): ContractFamily | null {
  const family = db.prepare('SELECT id, label AS name FROM families WHERE id = ? AND customer_id = ?').get(familyId, row.customerId) as { id: number; name: string } | undefined;
  if (!family) return null;
  const billed = row.familyId === family.id;
  const last = isoDate(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)));
  const sessions = billed ? (contractSessionsOf(db, row.agencyId, `${month}-01`, last, family.id).find((c) => c.contractId === row.id)?.sessions ?? []) : [];
  const initializedAt = db.prepare('SELECT initialized_at FROM contract_family_expressions WHERE contract_id = ? AND family_id = ?').pluck().get(row.id, family.id) as string | undefined;
  return { family, billed, monthMinutes: sessions.reduce((sum, session) => sum + session.minutes, 0), initializedAt: initializedAt ?? null };
}

/** Marks the family's part of the contract set up; answers whether it was not yet. */
export function markExpressionInitialized(db: Db, contractId: number, familyId: number, at: string): boolean {
  return db.prepare('INSERT OR IGNORE INTO contract_family_expressions (contract_id, family_id, initialized_at) VALUES (?, ?, ?)').run(contractId, familyId, at).changes > 0;
}

/** The contract's row of the agency, with what its page shows; null: not found. */
export function contractRow(db: Db, agencyId: number, id: number, now: number): FullRow | null {
  const row = db
    .prepare(
      `${SELECT}, k.agency_id AS agencyId, k.initialized_at AS initializedAt, k.monthly_bill_item_label AS billItemLabel, g.id AS priceGridId, g.label AS priceGridLabel,
         e.id AS estimateId, e.number AS estimateNumber, e.slots, k.custom_media_id AS customMediaId, k.signed_media_id AS signedMediaId, m.file_name AS signedFileName,
         k.signed_at AS signedAt, k.created_at AS createdAt
       ${FROM} LEFT JOIN price_grids g ON g.id = k.price_grid_id LEFT JOIN estimates e ON e.contract_id = k.id LEFT JOIN medias m ON m.id = k.signed_media_id
       WHERE k.id = @id AND k.agency_id = @agencyId`,
    )
    .get({ id, agencyId, today: today(now) }) as FullRow | undefined;
  return row ?? null;
}

export function contractOf(row: FullRow): Contract {
  return {
    ...summaryOf(row),
    initializedAt: row.initializedAt,
    monthlyBillItemLabel: row.billItemLabel ?? defaultMonthlyBillItemLabel(row.prestationTypeLabel, row.number),
    priceGrid: row.priceGridId === null ? null : { id: row.priceGridId, label: row.priceGridLabel! },
    estimate: row.estimateId === null ? null : { id: row.estimateId, number: row.estimateNumber! },
    customDocument: row.customMediaId !== null,
    signedFileName: row.signedFileName,
    signedAt: row.signedAt,
    createdAt: row.createdAt,
  };
}

/** The weekly slots of the estimate the contract came from, by day then time. */
export const slotsOf = (row: FullRow): WeeklySlot[] => (row.slots ? (JSON.parse(row.slots) as WeeklySlot[]) : []);

/** The last month billed for the contract's customer (a bill validated or further), 'YYYY-MM' or null. */
export function lastBilledMonth(db: Db, row: FullRow): string | null {
  return db
    .prepare("SELECT MAX(month) FROM bills WHERE customer_id = ? AND status NOT IN ('PREPARING', 'LOCKED_MISSING_PRICE_GRID', 'DRAFT')")
    .pluck()
    .get(row.customerId) as string | null;
}

export function logContract(db: Db, contractId: number, author: string, description: string, at: string): void {
  db.prepare('INSERT INTO contract_changelogs (contract_id, at, author, description) VALUES (?, ?, ?, ?)').run(contractId, at, author, description);
}

export const contractChangelogsOf = (db: Db, contractId: number) =>
  db.prepare('SELECT id, at, author, description FROM contract_changelogs WHERE contract_id = ? ORDER BY at DESC, id DESC').all(contractId) as { id: number; at: string; author: string; description: string }[];

/** The fees of the contract's family, oldest first, with their state. */
export function contractFeesOf(db: Db, row: FullRow): { id: number; label: string; vatIncluded: number; state: 'PENDING' | 'BILLED' | 'ALREADY_BILLED' }[] {
  if (row.familyId === null) return [];
  return db
    .prepare(
      `SELECT id, label, vat_included AS vatIncluded,
         CASE WHEN bill_id IS NOT NULL THEN 'BILLED' WHEN already_billed_at IS NOT NULL THEN 'ALREADY_BILLED' ELSE 'PENDING' END AS state
       FROM fees WHERE family_id = ? AND agency_id = ? ORDER BY id`,
    )
    .all(row.familyId, row.agencyId) as ReturnType<typeof contractFeesOf>;
}

/** A contract's planned sessions within a period (the part of it the contract is in force). */
export interface ContractSessions {
  contractId: number;
  customerId: number;
  familyId: number;
  prestationTypeId: number;
  /** The label its hours carry on the monthly bill. */
  billItemLabel: string;
  /** The period's days the contract covers: 'YYYY-MM-DD'. */
  since: string;
  until: string;
  sessions: PlannedSession[];
}

/**
 * The planned sessions, from `first` to `last`, of the agency's contracts made from an estimate
 * (its weekly slots and repetition, over the contract's period: start to its end date, which an
 * end of contract may have moved), holidays and the zone's school vacations as the estimate
 * counted them. A contract without an estimate's planning (or without family) has none.
 */
export function contractSessionsOf(db: Db, agencyId: number, first: string, last: string, familyId: number | null = null): ContractSessions[] {
  const rows = db
    .prepare(
      `SELECT k.id AS contractId, k.customer_id AS customerId, k.family_id AS familyId, k.prestation_type_id AS prestationTypeId, k.start_date AS startDate,
         COALESCE(k.end_date, e.period_end) AS endDate, e.slots, e.repetition_type AS repetitionType, k.monthly_bill_item_label AS label, k.number, t.label AS typeLabel
       FROM contracts k JOIN estimates e ON e.contract_id = k.id JOIN prestation_types t ON t.id = k.prestation_type_id
       WHERE k.agency_id = @agencyId AND k.family_id IS NOT NULL AND (@familyId IS NULL OR k.family_id = @familyId) AND e.slots IS NOT NULL AND e.repetition_type IS NOT NULL
         AND k.start_date <= @last AND COALESCE(k.end_date, e.period_end) >= @first ORDER BY k.start_date, k.id`,
    )
    .all({ agencyId, familyId, first, last }) as {
    contractId: number; customerId: number; familyId: number; prestationTypeId: number; startDate: string; endDate: string; slots: string; repetitionType: RepetitionType;
    label: string | null; number: string; typeLabel: string;
  }[];
  if (!rows.length) return [];
  const vacations = agencySchoolVacations(db, agencyId);
  return rows.map(({ startDate, endDate, slots, repetitionType, label, number, typeLabel, ...row }) => {
    const since = startDate > first ? startDate : first;
    const until = endDate < last ? endDate : last;
    const planning = computePlanning({ slots: JSON.parse(slots) as WeeklySlot[], repetitionType, periodStartDate: startDate, periodEndDate: endDate }, vacations);
    return { ...row, billItemLabel: label ?? defaultMonthlyBillItemLabel(typeLabel, number), since, until, sessions: planning.sessions.filter((session) => session.day >= since && session.day <= until) };
  });
}
