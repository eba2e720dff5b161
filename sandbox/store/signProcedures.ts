/**
 * The simulated signature provider (spec 001 §4): a procedure per sending for signing, moved
 * only along the table of `src/domain/estimates/signProcedure.ts`; each event is kept and
 * written in the estimate's history. The outcome switch also moves the estimate, the customer's
 * history, the prospect's stage and notifies the agency.
 */
import type { SignProcedure } from '../../src/api/contract/signProcedures';
import {
  SIGN_BALANCE_EMPTY, SIGN_OUTCOME_COMMENTS, SIGN_OUTCOME_EFFECTS, SIGN_PROCEDURE_EVENT_LABELS, SIGN_START_EVENTS,
  isSignProcedureOpen, refusedSignOutcome, signOutcomeEvents, signProcedureAfter, type SignOutcome, type SignProcedureEvent, type SignProcedureStatus,
} from '../../src/domain/estimates/signProcedure';
import { httpError } from '../http/errors';
import { insertAgencyEvent } from './agencyEvents';
import { balanceOf } from './agencySettings';
import { writeHistory } from './customerRecords';
import type { Db } from './db';
import { followStage, log, type Row as EstimateRow } from './estimates';

/** The author of the provider's entries in the estimate's history. */
const PROVIDER = 'Service de signature électronique';

interface ProcedureRow {
  id: number;
  agencyId: number;
  estimateId: number;
  status: SignProcedureStatus;
  recipient: string;
  signedByRecipientAt: string | null;
  sentBy: number | null;
  createdAt: string;
}

const SELECT = `SELECT id, agency_id AS agencyId, estimate_id AS estimateId, status, recipient, signed_by_recipient_at AS signedByRecipientAt,
  sent_by AS sentBy, created_at AS createdAt FROM sign_procedures`;

function toProcedure(db: Db, row: ProcedureRow): SignProcedure {
  const events = db.prepare('SELECT id, type, at FROM sign_procedure_events WHERE procedure_id = ? ORDER BY id').all(row.id) as SignProcedure['events'];
  return { id: row.id, estimateId: row.estimateId, status: row.status, recipient: row.recipient, signedByRecipientAt: row.signedByRecipientAt, createdAt: row.createdAt, events };
}

export function proceduresOf(db: Db, estimateId: number): SignProcedure[] {
  return (db.prepare(`${SELECT} WHERE estimate_id = ? ORDER BY id DESC`).all(estimateId) as ProcedureRow[]).map((row) => toProcedure(db, row));
}

/** Who signed the estimate through the provider, and when (its latest procedure the recipient signed, completed or closed since); null: none. */
export function estimateSignatureOf(db: Db, estimateId: number): { recipient: string; signedAt: string } | null {
  const row = db
    .prepare("SELECT recipient, signed_by_recipient_at AS signedAt FROM sign_procedures WHERE estimate_id = ? AND signed_by_recipient_at IS NOT NULL AND status IN ('COMPLETED', 'CLOSED') ORDER BY id DESC LIMIT 1")
    .get(estimateId) as { recipient: string; signedAt: string } | undefined;
  return row ?? null;
}

export function procedureOf(db: Db, id: number): SignProcedure | null {
  const row = db.prepare(`${SELECT} WHERE id = ?`).get(id) as ProcedureRow | undefined;
  return row ? toProcedure(db, row) : null;
}

function record(db: Db, procedureId: number, estimateId: number, event: SignProcedureEvent, at: string): void {
  db.prepare('INSERT INTO sign_procedure_events (procedure_id, type, at) VALUES (?, ?, ?)').run(procedureId, event, at);
  log(db, estimateId, 'SIGN_PROCEDURE', PROVIDER, SIGN_PROCEDURE_EVENT_LABELS[event], at);
}

/** One event of the table; a move it does not allow is a bug of the caller (500). */
function apply(db: Db, procedure: ProcedureRow, event: Exclude<SignProcedureEvent, 'CREATED'>, at: string): void {
  const next = signProcedureAfter(procedure.status, event);
  if (!next) throw new Error(`Procédure ${procedure.id} : ${event} interdit en ${procedure.status}`);
  const signedAt = event === 'MEMBER_SIGNED' ? at : procedure.signedByRecipientAt;
  db.prepare('UPDATE sign_procedures SET status = ?, signed_by_recipient_at = ? WHERE id = ?').run(next, signedAt, procedure.id);
  Object.assign(procedure, { status: next, signedByRecipientAt: signedAt });
  record(db, procedure.id, procedure.estimateId, event, at);
}

/** A sending for signing: one signature of the agency's balance (none left: 400), the provider's procedure up to IN_PROGRESS. */
export function startProcedure(db: Db, estimate: EstimateRow, recipient: string, userId: number, at: string): number {
  if (balanceOf(db, estimate.agencyId).balance <= 0) throw httpError(400, SIGN_BALANCE_EMPTY.code, SIGN_BALANCE_EMPTY.label);
  db.prepare('UPDATE agencies SET sign_procedures_used = sign_procedures_used + 1 WHERE id = ?').run(estimate.agencyId);
  const id = Number(
    db.prepare("INSERT INTO sign_procedures (agency_id, estimate_id, status, recipient, sent_by, created_at) VALUES (?, ?, 'DRAFT', ?, ?, ?)")
      .run(estimate.agencyId, estimate.id, recipient, userId, at).lastInsertRowid,
  );
  record(db, id, estimate.id, 'CREATED', at);
  const procedure = db.prepare(`${SELECT} WHERE id = ?`).get(id) as ProcedureRow;
  for (const event of SIGN_START_EVENTS) apply(db, procedure, event, at);
  return id;
}

/** The estimate marked signed or refused by hand: its open procedure is canceled (the recipient's link no longer works). */
export function cancelOpenProcedures(db: Db, estimateId: number, at: string): void {
  const open = (db.prepare(`${SELECT} WHERE estimate_id = ?`).all(estimateId) as ProcedureRow[]).filter((row) => isSignProcedureOpen(row.status));
  for (const procedure of open) apply(db, procedure, 'CANCELED', at);
}

/** The sandbox's switch: the outcome's events along the table (400 otherwise); the estimate, history, stage and notification follow. */
export function settleProcedure(db: Db, id: number, outcome: SignOutcome, at: string): boolean {
  const procedure = db.prepare(`${SELECT} WHERE id = ?`).get(id) as ProcedureRow | undefined;
  if (!procedure) return false;
  const refused = refusedSignOutcome(outcome, procedure);
  if (refused) throw httpError(400, 'SIGN_PROCEDURE_STATUS_FORBIDS', refused);
  for (const event of signOutcomeEvents(outcome, procedure)) apply(db, procedure, event, at);
  const estimate = db.prepare('SELECT e.id, e.number, e.status, e.customer_id AS customerId, c.label AS customerName FROM estimates e JOIN customers c ON c.id = e.customer_id WHERE e.id = ?')
    .get(procedure.estimateId) as { id: number; number: string; status: string; customerId: number; customerName: string };
  const effect = SIGN_OUTCOME_EFFECTS[outcome];
  // Only an estimate still waiting for this signature moves (one marked by hand meanwhile keeps its status).
  if (effect.estimate && estimate.status === 'SENT_SIGN') db.prepare('UPDATE estimates SET status = ? WHERE id = ?').run(effect.estimate, estimate.id);
  if (effect.history) {
    const comment = SIGN_OUTCOME_COMMENTS[outcome]?.(estimate.number) ?? `Devis ${estimate.number}`;
    writeHistory(db, { agencyId: procedure.agencyId, customerId: estimate.customerId, type: effect.history, comment, authorId: procedure.sentBy, at });
  }
  if (effect.stage) followStage(db, estimate.customerId, effect.stage);
  if (effect.notification) {
    insertAgencyEvent(db, procedure.agencyId, {
      type: effect.notification, state: 'UNREAD', createdAt: at,
      resourceData: { customerId: estimate.customerId, customerName: estimate.customerName, estimateId: estimate.id, text: `Devis ${estimate.number}` },
    });
  }
  return true;
}
