/**
 * Sign procedures of the demo (migration `053_sign_procedures`): in the agencies with
 * signatures ordered, each prospect whose estimate was sent for signing (stage
 * ESTIMATE_SENT_FOR_SIGNING) and who has an e-mail has it waiting (SENT_SIGN) with its procedure
 * IN_PROGRESS, sent the day after the estimate, so that the sandbox's switch can settle it.
 * Dates come from the data: the same seed gives the same rows.
 */
import { SIGN_PROCEDURE_EVENT_LABELS, SIGN_START_EVENTS } from '../../src/domain/estimates/signProcedure';
import type { Db } from '../store/db';

export function seedSignProcedures(db: Db): void {
  const waiting = db
    .prepare(
      `SELECT e.id, e.agency_id AS agencyId, e.created_at AS createdAt, c.email, c.adviser_id AS adviserId FROM estimates e JOIN customers c ON c.id = e.customer_id
       WHERE c.prospect = 1 AND c.stage = 'ESTIMATE_SENT_FOR_SIGNING' AND c.email IS NOT NULL AND e.status = 'SENT'
         AND e.id = (SELECT MAX(id) FROM estimates WHERE customer_id = c.id)
         AND EXISTS (SELECT 1 FROM sign_procedure_orders o WHERE o.agency_id = e.agency_id AND o.status = 'ORDERED')
       ORDER BY e.id`,
    )
    .all() as { id: number; agencyId: number; createdAt: string; email: string; adviserId: number | null }[];
  const procedure = db.prepare("INSERT INTO sign_procedures (agency_id, estimate_id, status, recipient, sent_by, created_at) VALUES (?, ?, 'IN_PROGRESS', ?, ?, ?)");
  const event = db.prepare('INSERT INTO sign_procedure_events (procedure_id, type, at) VALUES (?, ?, ?)');
  const log = db.prepare("INSERT INTO estimate_changelogs (estimate_id, type, comment, author, created_at) VALUES (?, 'SIGN_PROCEDURE', ?, 'Service de signature électronique', ?)");
  for (const estimate of waiting) {
    const at = new Date(Date.parse(estimate.createdAt) + 86_400_000).toISOString();
    db.prepare("UPDATE estimates SET status = 'SENT_SIGN' WHERE id = ?").run(estimate.id);
    const id = Number(procedure.run(estimate.agencyId, estimate.id, estimate.email, estimate.adviserId, at).lastInsertRowid);
    for (const type of ['CREATED', ...SIGN_START_EVENTS] as const) {
      event.run(id, type, at);
      log.run(estimate.id, SIGN_PROCEDURE_EVENT_LABELS[type], at);
    }
  }
}
