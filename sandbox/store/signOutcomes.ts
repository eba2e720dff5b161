/**
 * What a sign procedure's outcome does to what it signs. An estimate: its status (when it still
 * waits for this signature), the customer's history, the prospect's stage, the agency's
 * notification (`SIGN_OUTCOME_EFFECTS`). A work contract: SIGNED once signed, on the day the
 * provider finished (`WORK_CONTRACT_SIGN_OUTCOME_STATUS`); its history has the provider's events.
 */
import { SIGN_OUTCOME_COMMENTS, SIGN_OUTCOME_EFFECTS, type SignOutcome } from '../../src/domain/estimates/signProcedure';
import { WORK_CONTRACT_SIGN_OUTCOME_STATUS } from '../../src/domain/paye/workContractSigning';
import { insertAgencyEvent } from './agencyEvents';
import { writeHistory } from './customerRecords';
import type { Db } from './db';
import { followStage } from './estimates';
import type { ProcedureRow } from './signProcedures';

function estimateAfter(db: Db, procedure: ProcedureRow, estimateId: number, outcome: SignOutcome, at: string): void {
  const estimate = db.prepare('SELECT e.id, e.number, e.status, e.customer_id AS customerId, c.label AS customerName FROM estimates e JOIN customers c ON c.id = e.customer_id WHERE e.id = ?')
    .get(estimateId) as { id: number; number: string; status: string; customerId: number; customerName: string };
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
}

function workContractAfter(db: Db, workContractId: number, outcome: SignOutcome, at: string): void {
  const status = WORK_CONTRACT_SIGN_OUTCOME_STATUS[outcome];
  // A contract marked signed by hand meanwhile keeps its own signature.
  if (status) db.prepare("UPDATE work_contracts SET status = ?, signed_at = ? WHERE id = ? AND status != 'SIGNED'").run(status, at, workContractId);
}

export function afterOutcome(db: Db, procedure: ProcedureRow, outcome: SignOutcome, at: string): void {
  if (procedure.estimateId !== null) estimateAfter(db, procedure, procedure.estimateId, outcome, at);
  else workContractAfter(db, procedure.workContractId!, outcome, at);
}
