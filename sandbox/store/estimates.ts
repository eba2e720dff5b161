/**
 * Estimates of the session's agency (spec 001 §7): drafts with their weekly planning, the
 * moves of the one status → actions table (`src/domain/estimates/status.ts`), the history,
 * and the contract a signed estimate becomes. Amounts are computed from the stored planning,
 * grid and prestation type, so that the page, the list and the contract always agree.
 */
import type { ComputedPlanning, Estimate, EstimateBody, EstimateSummary } from '../../src/api/contract/estimates';
import type { VatRate } from '../../src/domain/billing/money';
import type { CustomerHistoryEvent } from '../../src/domain/customers/labels';
import { estimateAmounts } from '../../src/domain/estimates/amounts';
import { ESTIMATE_EVENT_LABELS, CONTRACT_OVERLAP, type EstimateEvent } from '../../src/domain/estimates/labels';
import { computePlanning, weeklyMinutes, type PlanningRequest, type WeeklySlot } from '../../src/domain/estimates/planning';
import { ESTIMATE_MOVES, ESTIMATE_STATUS_FORBIDS, refusedEstimateAction, type EstimateAction } from '../../src/domain/estimates/status';
import type { ProspectStage } from '../../src/api/contract/customers';
import { addDays, isoDate } from '../dates';
import { httpError } from '../http/errors';
import { relevantGridId } from './billing/priceGrids';
import { move, recordOf, writeHistory } from './customerRecords';
import { logContract } from './contracts';
import { createFamily } from './familyRecords';
import { contractFamilyCreated } from '../../src/domain/estimates/contractFamily';
import type { Db } from './db';
import { checkPrestationTypeOffered } from './offeredLines';
import { pageOf, type PageRequest } from './paging';
import { agencySchoolVacations } from './schoolVacations';
import type { Page } from './types';

export interface Row {
  id: number;
  agencyId: number;
  customerId: number;
  customerLabel: string;
  customerType: Estimate['customer']['type'];
  number: string;
  status: Estimate['status'];
  vatIncludedAmount: number;
  periodStartDate: string;
  periodEndDate: string | null;
  createdAt: string;
  prestationTypeId: number | null;
  prestationTypeLabel: string | null;
  vatRate: VatRate | null;
  priceGridId: number | null;
  priceGridLabel: string | null;
  slots: string | null;
  repetitionType: PlanningRequest['repetitionType'] | null;
  comments: string | null;
  contractId: number | null;
}

const SELECT = `SELECT e.id, e.agency_id AS agencyId, c.id AS customerId, c.label AS customerLabel, c.type AS customerType, e.number, e.status,
  e.vat_included_amount AS vatIncludedAmount, e.period_start AS periodStartDate, e.period_end AS periodEndDate, e.created_at AS createdAt,
  t.id AS prestationTypeId, t.label AS prestationTypeLabel, p.vat_rate AS vatRate, g.id AS priceGridId, g.label AS priceGridLabel,
  e.slots, e.repetition_type AS repetitionType, e.comments, e.contract_id AS contractId
  FROM estimates e JOIN customers c ON c.id = e.customer_id LEFT JOIN prestation_types t ON t.id = e.prestation_type_id
  LEFT JOIN product_types p ON p.agency_id = t.agency_id AND p.code = t.product_type LEFT JOIN price_grids g ON g.id = e.price_grid_id`;

/** The sessions of a planning in the agency's zone. */
export function planningOf(db: Db, agencyId: number, planning: PlanningRequest): ComputedPlanning {
  return computePlanning(planning, agencySchoolVacations(db, agencyId));
}

function planningRequestOf(row: Row): PlanningRequest | null {
  if (!row.slots || !row.repetitionType || !row.periodEndDate) return null;
  return { slots: JSON.parse(row.slots) as WeeklySlot[], repetitionType: row.repetitionType, periodStartDate: row.periodStartDate, periodEndDate: row.periodEndDate };
}

function hourlyRateOf(db: Db, gridId: number | null, prestationTypeId: number | null): number | null {
  if (gridId === null || prestationTypeId === null) return null;
  return (db.prepare('SELECT hourly_rate FROM price_grid_items WHERE grid_id = ? AND prestation_type_id = ?').pluck().get(gridId, prestationTypeId) as number | null | undefined) ?? null;
}

function toEstimate(db: Db, row: Row): Estimate {
  const request = planningRequestOf(row);
  const computed = request && planningOf(db, row.agencyId, request);
  return {
    ...toSummary(row),
    customer: { id: row.customerId, label: row.customerLabel, type: row.customerType },
    prestationType: row.prestationTypeId === null ? null : { id: row.prestationTypeId, label: row.prestationTypeLabel! },
    priceGrid: row.priceGridId === null ? null : { id: row.priceGridId, label: row.priceGridLabel! },
    planning: request && computed && { ...request, slots: [...request.slots], weeksCount: computed.weeksCount },
    amounts: computed && estimateAmounts(computed.minutes, hourlyRateOf(db, row.priceGridId, row.prestationTypeId), row.vatRate ?? 'REDUIT_10_0', row.customerType),
    comments: row.comments,
    contractId: row.contractId,
  };
}

function toSummary(row: Row): EstimateSummary {
  return {
    id: row.id, number: row.number, status: row.status, vatIncludedAmount: row.vatIncludedAmount,
    periodStartDate: row.periodStartDate, periodEndDate: row.periodEndDate, createdAt: row.createdAt,
  };
}

export function rowOf(db: Db, agencyId: number, id: number): Row | null {
  return (db.prepare(`${SELECT} WHERE e.id = ? AND e.agency_id = ?`).get(id, agencyId) as Row | undefined) ?? null;
}

export function getEstimate(db: Db, agencyId: number, id: number): Estimate | null {
  const row = rowOf(db, agencyId, id);
  return row && toEstimate(db, row);
}

export function searchEstimates(db: Db, agencyId: number, filter: { customerId?: number | null; statuses?: readonly string[] | undefined }, paging: PageRequest): Page<EstimateSummary> {
  const statuses = filter.statuses?.length ? JSON.stringify(filter.statuses) : null;
  const where = `e.agency_id = @agencyId AND (@customerId IS NULL OR e.customer_id = @customerId) AND (@statuses IS NULL OR e.status IN (SELECT value FROM json_each(@statuses)))`;
  const args = { agencyId, customerId: filter.customerId ?? null, statuses };
  const total = db.prepare(`SELECT COUNT(*) FROM estimates e WHERE ${where}`).pluck().get(args) as number;
  const rows = db.prepare(`${SELECT} WHERE ${where} ORDER BY e.created_at DESC, e.id DESC LIMIT @limit OFFSET @offset`)
    .all({ ...args, limit: paging.pageSize, offset: paging.pageNumber * paging.pageSize }) as Row[];
  return pageOf(rows.map(toSummary), total, paging);
}

export function log(db: Db, estimateId: number, type: EstimateEvent, author: string, comment: string | null, at: string): void {
  db.prepare('INSERT INTO estimate_changelogs (estimate_id, type, comment, author, created_at) VALUES (?, ?, ?, ?, ?)').run(estimateId, type, comment, author, at);
}

export function changelogsOf(db: Db, estimateId: number) {
  const rows = db.prepare('SELECT id, type, comment, author, created_at AS at FROM estimate_changelogs WHERE estimate_id = ? ORDER BY created_at DESC, id DESC').all(estimateId) as {
    id: number; type: EstimateEvent; comment: string | null; author: string; at: string;
  }[];
  return rows.map((row) => ({ id: row.id, at: row.at, author: row.author, description: row.comment ? `${ESTIMATE_EVENT_LABELS[row.type]} : ${row.comment}` : ESTIMATE_EVENT_LABELS[row.type] }));
}

/** The prestation type of the agency (400 naming the field otherwise), the grid (the relevant one when none is chosen), the VAT-included total. */
function checkedBody(db: Db, agencyId: number, customerId: number, body: EstimateBody) {
  const typeOk = db.prepare('SELECT 1 FROM prestation_types WHERE id = ? AND agency_id = ? AND archived = 0').get(body.prestationTypeId, agencyId);
  if (!typeOk) throw httpError(400, 'PARAMETERS_ERROR', 'Type de prestation inconnu dans cette agence', 'prestationTypeId');
  checkPrestationTypeOffered(db, agencyId, body.prestationTypeId);
  const start = body.planning.periodStartDate;
  const gridId = relevantGridId(db, agencyId, customerId, start, body.priceGridId);
  if (body.priceGridId && gridId !== body.priceGridId) throw httpError(400, 'PARAMETERS_ERROR', 'Cette grille tarifaire ne s’applique pas à ce client au début de la période', 'priceGridId');
  const computed = planningOf(db, agencyId, body.planning);
  const type = db.prepare('SELECT type FROM customers WHERE id = ?').pluck().get(customerId) as Estimate['customer']['type'];
  const vatRate = (db.prepare('SELECT p.vat_rate FROM prestation_types t JOIN product_types p ON p.agency_id = t.agency_id AND p.code = t.product_type WHERE t.id = ?').pluck().get(body.prestationTypeId) as VatRate | undefined) ?? 'REDUIT_10_0';
  const amounts = estimateAmounts(computed.minutes, hourlyRateOf(db, gridId, body.prestationTypeId), vatRate, type);
  return {
    prestationTypeId: body.prestationTypeId, priceGridId: gridId, comments: body.comments?.trim() || null, slots: JSON.stringify(body.planning.slots),
    repetitionType: body.planning.repetitionType, periodStart: start, periodEnd: body.planning.periodEndDate, amount: amounts.vatIncluded,
  };
}

/** 'DEV-2026-100042': year, agency, then one sequence per agency. */
function nextNumber(db: Db, agencyId: number, at: string): string {
  const last = db.prepare("SELECT MAX(CAST(substr(number, -5) AS INTEGER)) FROM estimates WHERE agency_id = ?").pluck().get(agencyId) as number | null;
  return `DEV-${at.slice(0, 4)}-${agencyId}${String((last ?? 0) + 1).padStart(5, '0')}`;
}

export function createEstimate(db: Db, agencyId: number, customerId: number, body: EstimateBody, author: string, at: string): number {
  const fields = checkedBody(db, agencyId, customerId, body);
  const id = Number(
    db.prepare(`INSERT INTO estimates (agency_id, customer_id, number, status, vat_included_amount, period_start, period_end, created_at, prestation_type_id, price_grid_id, slots, repetition_type, comments)
      VALUES (@agencyId, @customerId, @number, 'DRAFT', @amount, @periodStart, @periodEnd, @at, @prestationTypeId, @priceGridId, @slots, @repetitionType, @comments)`)
      .run({ ...fields, agencyId, customerId, number: nextNumber(db, agencyId, at), at }).lastInsertRowid,
  );
  log(db, id, 'CREATION', author, null, at);
  return id;
}

/** The estimate when the action is allowed; 400 `ESTIMATE_STATUS_FORBIDS` with the action's label otherwise, 404 outside the agency. */
export function allowed(db: Db, agencyId: number, id: number, action: EstimateAction): Row | null {
  const row = rowOf(db, agencyId, id);
  if (!row) return null;
  const refused = refusedEstimateAction(action, row.status);
  if (refused) throw httpError(400, ESTIMATE_STATUS_FORBIDS, refused);
  return row;
}

export function updateEstimate(db: Db, row: Row, body: EstimateBody, author: string, at: string): void {
  const fields = checkedBody(db, row.agencyId, row.customerId, body);
  db.prepare(`UPDATE estimates SET vat_included_amount = @amount, period_start = @periodStart, period_end = @periodEnd, prestation_type_id = @prestationTypeId,
    price_grid_id = @priceGridId, slots = @slots, repetition_type = @repetitionType, comments = @comments WHERE id = @id`).run({ ...fields, id: row.id });
  log(db, row.id, 'UPDATED', author, null, at);
}

export function updateComments(db: Db, row: Row, comments: string | null, author: string, at: string): void {
  db.prepare('UPDATE estimates SET comments = ? WHERE id = ?').run(comments?.trim() || null, row.id);
  log(db, row.id, 'COMMENTS_UPDATED', author, null, at);
}

export function deleteEstimate(db: Db, row: Row): void {
  db.prepare('DELETE FROM estimates WHERE id = ?').run(row.id);
}

/** What each move writes: the estimate's event, the customer's history event, the prospect's stage. */
const MOVE_EFFECTS: Partial<Record<EstimateAction, { event: EstimateEvent; history: CustomerHistoryEvent | null; stage: ProspectStage | null }>> = {
  validate: { event: 'VALIDATED', history: null, stage: null },
  send: { event: 'SENT_BY_MAIL', history: 'ESTIMATE_SENT_BY_MAIL', stage: 'ESTIMATE_SENT' },
  sendForSigning: { event: 'SENT_FOR_SIGNING', history: 'ESTIMATE_SIGN_PROCEDURE_SENT', stage: 'ESTIMATE_SENT_FOR_SIGNING' },
  markSigned: { event: 'MARKED_AS_SIGNED', history: 'ESTIMATE_MARKED_AS_SIGNED', stage: 'ESTIMATE_SIGNED' },
  markRefused: { event: 'MARKED_AS_REFUSED', history: 'OTHER', stage: 'ESTIMATE_REFUSED' },
};

/** A status move of the table, with its history and the prospect's stage. */
export function moveEstimate(db: Db, row: Row, action: 'validate' | 'send' | 'sendForSigning' | 'markSigned' | 'markRefused', user: { id: number; name: string }, at: string): void {
  if (action === 'validate' && !row.slots) throw httpError(400, 'PARAMETERS_ERROR', 'Un devis sans planning ne peut pas être validé', 'planning');
  db.prepare('UPDATE estimates SET status = ? WHERE id = ?').run(ESTIMATE_MOVES[action].to, row.id);
  const effect = MOVE_EFFECTS[action]!;
  log(db, row.id, effect.event, user.name, null, at);
  if (effect.history) {
    const comment = effect.history === 'OTHER' ? `Devis ${row.number} refusé` : `Devis ${row.number}`;
    writeHistory(db, { agencyId: row.agencyId, customerId: row.customerId, type: effect.history, comment, authorId: user.id, at });
  }
  if (effect.stage) followStage(db, row.customerId, effect.stage);
}

/** The prospect's stage follows its estimate (a customer's or an archived prospect's stays). */
export function followStage(db: Db, customerId: number, stage: ProspectStage): void {
  db.prepare('UPDATE customers SET stage = ? WHERE id = ? AND prospect = 1 AND archived = 0').run(stage, customerId);
}

const dayBefore = (day: string) => isoDate(addDays(new Date(`${day}T00:00:00Z`), -1));

/** The contract of a signed estimate; the customer's overlapping contracts broken or allowed, else 400; a prospect becomes a customer. */
export function convertToContract(db: Db, row: Row, options: { allowOverrides: boolean; breakFromPreviousContract: boolean }, user: { id: number; name: string }, at: string): number {
  const request = planningRequestOf(row);
  if (!request || row.prestationTypeId === null) throw httpError(400, 'PARAMETERS_ERROR', 'Un devis sans planning ni type de prestation ne peut pas devenir un contrat', 'planning');
  const { periodStartDate: start, periodEndDate: end } = request;
  const overlapping = `customer_id = @customerId AND start_date <= @end AND (end_date IS NULL OR end_date >= @start)`;
  const args = { customerId: row.customerId, start, end };
  if (options.breakFromPreviousContract) {
    db.prepare(`UPDATE contracts SET end_date = @dayBefore WHERE ${overlapping} AND start_date < @start`).run({ ...args, dayBefore: dayBefore(start) });
  }
  const overlaps = db.prepare(`SELECT COUNT(*) FROM contracts WHERE ${overlapping}`).pluck().get(args) as number;
  if (overlaps && !options.allowOverrides) throw httpError(400, CONTRACT_OVERLAP.code, CONTRACT_OVERLAP.label);
  // No family yet: created first (src/domain/estimates/contractFamily.ts), so that the contract can be planned and billed.
  const existing = db.prepare('SELECT id FROM families WHERE customer_id = ? ORDER BY id LIMIT 1').pluck().get(row.customerId) as number | undefined;
  const familyId = existing ?? createFamily(db, row.agencyId, { name: row.customerLabel, customerId: row.customerId }, at);
  const last = db.prepare('SELECT MAX(CAST(substr(number, -4) AS INTEGER)) FROM contracts WHERE agency_id = ?').pluck().get(row.agencyId) as number | null;
  const number = `CT-${start.slice(0, 4)}-${row.agencyId}${String((last ?? 0) + 1).padStart(4, '0')}`;
  const contractId = Number(
    db.prepare(`INSERT INTO contracts (agency_id, customer_id, family_id, number, prestation_type_id, start_date, end_date, weekly_minutes, created_at, price_grid_id)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(row.agencyId, row.customerId, familyId, number, row.prestationTypeId, start, end, weeklyMinutes(request.slots), at, row.priceGridId).lastInsertRowid,
  );
  db.prepare("UPDATE estimates SET status = 'CONTRACTED', contract_id = ? WHERE id = ?").run(contractId, row.id);
  log(db, row.id, 'CONVERTED_TO_CONTRACT', user.name, number, at);
  logContract(db, contractId, user.name, `Contrat créé depuis le devis ${row.number}`, at);
  if (existing === undefined) logContract(db, contractId, user.name, contractFamilyCreated(row.customerLabel), at);
  const record = recordOf(db, row.agencyId, row.customerId);
  if (record?.status === 'PROSPECT') move(db, row.agencyId, record, 'TO_CUSTOMER', user.id, at);
  return contractId;
}
