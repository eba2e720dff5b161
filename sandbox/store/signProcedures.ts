/**
 * The simulated signature provider (spec 001 §4): a procedure per sending for signing, of an
 * estimate or of a work contract, moved only along the table of `src/domain/estimates/signProcedure.ts`;
 * each event is kept and written in the signed document's history. What an outcome does to the
 * document beyond that is `signOutcomes.ts`'s.
 */
import type { SignProcedure } from '../../src/api/contract/signProcedures';
import {
  SIGN_PROCEDURE_EVENT_LABELS, SIGN_START_EVENTS, isSignProcedureOpen, refusedSignOutcome, signBalanceEmpty, signOutcomeEvents, signProcedureAfter,
  type SignOutcome, type SignProcedureEvent, type SignProcedureStatus,
} from '../../src/domain/estimates/signProcedure';
import { httpError } from '../http/errors';
import { balanceOf } from './agencySettings';
import type { Db } from './db';
import { log } from './estimates';
import { afterOutcome } from './signOutcomes';
import { logWorkContract } from './workContracts';

/** What a procedure signs. */
export interface SignSubject {
  kind: 'estimate' | 'workContract';
  id: number;
}
const COLUMN = { estimate: 'estimate_id', workContract: 'work_contract_id' } as const;
const DOCUMENT = { estimate: 'ce devis', workContract: 'ce contrat de travail' } as const;

/** The author of the provider's entries in the signed document's history. */
const PROVIDER = 'Service de signature électronique';

export interface ProcedureRow {
  id: number;
  agencyId: number;
  estimateId: number | null;
  workContractId: number | null;
  status: SignProcedureStatus;
  recipient: string;
  signedByRecipientAt: string | null;
  sentBy: number | null;
  createdAt: string;
}

const SELECT = `SELECT id, agency_id AS agencyId, estimate_id AS estimateId, work_contract_id AS workContractId, status, recipient,
  signed_by_recipient_at AS signedByRecipientAt, sent_by AS sentBy, created_at AS createdAt FROM sign_procedures`;

export const subjectOf = (row: ProcedureRow): SignSubject =>
  row.estimateId !== null ? { kind: 'estimate', id: row.estimateId } : { kind: 'workContract', id: row.workContractId! };

function toProcedure(db: Db, row: ProcedureRow): SignProcedure {
  const events = db.prepare('SELECT id, type, at FROM sign_procedure_events WHERE procedure_id = ? ORDER BY id').all(row.id) as SignProcedure['events'];
  const { agencyId: _agency, sentBy: _sentBy, ...shown } = row;
  return { ...shown, events };
}

const rowsOf = (db: Db, subject: SignSubject) => db.prepare(`${SELECT} WHERE ${COLUMN[subject.kind]} = ? ORDER BY id DESC`).all(subject.id) as ProcedureRow[];

/** The document's procedures, newest first. */
export const proceduresOf = (db: Db, subject: SignSubject): SignProcedure[] => rowsOf(db, subject).map((row) => toProcedure(db, row));

/** Who signed the document through the provider, and when (its latest procedure the recipient signed, completed or closed since); null: none. */
export function signatureOf(db: Db, subject: SignSubject): { recipient: string; signedAt: string } | null {
  const row = db
    .prepare(`SELECT recipient, signed_by_recipient_at AS signedAt FROM sign_procedures WHERE ${COLUMN[subject.kind]} = ? AND signed_by_recipient_at IS NOT NULL
      AND status IN ('COMPLETED', 'CLOSED') ORDER BY id DESC LIMIT 1`)
    .get(subject.id) as { recipient: string; signedAt: string } | undefined;
  return row ?? null;
}

export function procedureOf(db: Db, id: number): SignProcedure | null {
  const row = db.prepare(`${SELECT} WHERE id = ?`).get(id) as ProcedureRow | undefined;
  return row ? toProcedure(db, row) : null;
}

/** The event kept, and written in the estimate's or the work contract's history. */
function record(db: Db, procedure: ProcedureRow, event: SignProcedureEvent, at: string): void {
  db.prepare('INSERT INTO sign_procedure_events (procedure_id, type, at) VALUES (?, ?, ?)').run(procedure.id, event, at);
  const subject = subjectOf(procedure);
  const label = SIGN_PROCEDURE_EVENT_LABELS[event];
  if (subject.kind === 'estimate') log(db, subject.id, 'SIGN_PROCEDURE', PROVIDER, label, at);
  else logWorkContract(db, subject.id, PROVIDER, `Signature électronique : ${label}`, at);
}

/** One event of the table; a move it does not allow is a bug of the caller (500). */
function apply(db: Db, procedure: ProcedureRow, event: Exclude<SignProcedureEvent, 'CREATED'>, at: string): void {
  const next = signProcedureAfter(procedure.status, event);
  if (!next) throw new Error(`Procédure ${procedure.id} : ${event} interdit en ${procedure.status}`);
  const signedAt = event === 'MEMBER_SIGNED' ? at : procedure.signedByRecipientAt;
  db.prepare('UPDATE sign_procedures SET status = ?, signed_by_recipient_at = ? WHERE id = ?').run(next, signedAt, procedure.id);
  Object.assign(procedure, { status: next, signedByRecipientAt: signedAt });
  record(db, procedure, event, at);
}

/** A sending for signing: one signature of the agency's balance (none left: 400), the provider's procedure up to IN_PROGRESS. */
export function startProcedure(db: Db, agencyId: number, subject: SignSubject, recipient: string, userId: number, at: string): number {
  if (balanceOf(db, agencyId).balance <= 0) {
    const empty = signBalanceEmpty(DOCUMENT[subject.kind]);
    throw httpError(400, empty.code, empty.label);
  }
  db.prepare('UPDATE agencies SET sign_procedures_used = sign_procedures_used + 1 WHERE id = ?').run(agencyId);
  const id = Number(
    db.prepare(`INSERT INTO sign_procedures (agency_id, ${COLUMN[subject.kind]}, status, recipient, sent_by, created_at) VALUES (?, ?, 'DRAFT', ?, ?, ?)`)
      .run(agencyId, subject.id, recipient, userId, at).lastInsertRowid,
  );
  const procedure = db.prepare(`${SELECT} WHERE id = ?`).get(id) as ProcedureRow;
  record(db, procedure, 'CREATED', at);
  for (const event of SIGN_START_EVENTS) apply(db, procedure, event, at);
  return id;
}

/** The document marked signed or refused by hand: its open procedure is canceled (the recipient's link no longer works); nothing is spent. */
export function cancelOpenProcedures(db: Db, subject: SignSubject, at: string): void {
  for (const procedure of rowsOf(db, subject).filter((row) => isSignProcedureOpen(row.status))) apply(db, procedure, 'CANCELED', at);
}

/** The sandbox's switch: the outcome's events along the table (400 otherwise), then what the outcome does to the document. */
export function settleProcedure(db: Db, id: number, outcome: SignOutcome, at: string): boolean {
  const procedure = db.prepare(`${SELECT} WHERE id = ?`).get(id) as ProcedureRow | undefined;
  if (!procedure) return false;
  const refused = refusedSignOutcome(outcome, procedure);
  if (refused) throw httpError(400, 'SIGN_PROCEDURE_STATUS_FORBIDS', refused);
  for (const event of signOutcomeEvents(outcome, procedure)) apply(db, procedure, event, at);
  afterOutcome(db, procedure, outcome, at);
  return true;
}
