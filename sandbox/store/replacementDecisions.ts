/**
 * The director's decisions on the events of an absent professional, all or none in one
 * transaction: replacements are the engine's event updates (`applyChanges`, its check and its
 * labels), cancellations the engine's; then one PLANNING message to each family and each
 * professional concerned and a history line per event on the family's customer and on each
 * professional (the absent one and her replacement).
 */
import type { ReplacementDecision } from '../../src/api/contract/replacements';
import { CANCELLATION_REASON_LABELS } from '../../src/domain/planning/cancellations';
import type { Rejection } from '../../src/domain/planning/rejections';
import { REPLACEMENT_LINES, type EventWords } from '../../src/domain/planning/replacementTexts';
import { sendMessage } from './agencyMessages';
import { writeChangelog } from './changelogs';
import { writeHistory } from './customerRecords';
import type { Db } from './db';
import { EMPLOYEE_HISTORY } from './employeeRecords';
import { cancelEvents } from './eventCancellations';
import { applyChanges } from './planningEngine';

interface EventRow extends EventWords {
  id: number;
  proId: number;
  proName: string;
  familyId: number;
  customerId: number | null;
  sharedFamilyId: number | null;
}

const EVENTS = `SELECT p.id, p.employee_id AS proId, e.first_name || ' ' || e.last_name AS proName, p.family_id AS familyId, f.label AS familyName,
  f.customer_id AS customerId, p.shared_family_id AS sharedFamilyId, p.day, p.start_time AS startTime, p.end_time AS endTime
  FROM planning_events p JOIN employees e ON e.id = p.employee_id JOIN families f ON f.id = p.family_id WHERE p.id IN (SELECT value FROM json_each(?))`;

/** Lines to send, by recipient. */
class Outbox {
  readonly lines = new Map<string, { recipient: { recipientFamily: number } | { recipientId: number }; lines: string[] }>();
  add(recipient: { recipientFamily: number } | { recipientId: number }, line: string): void {
    const key = JSON.stringify(recipient);
    const entry = this.lines.get(key) ?? { recipient, lines: [] };
    entry.lines.push(line);
    this.lines.set(key, entry);
  }
}

export interface DecisionContext {
  agencyId: number;
  authorId: number;
  now: string;
  bypass: boolean;
}

/** A refused replacement: its index among the decisions and the engine's rejections. */
export interface RefusedDecision {
  index: number;
  rejections: Rejection[];
}

/** Null when saved; the first refused replacement otherwise (nothing written). */
export function applyDecisions(db: Db, decisions: readonly ReplacementDecision[], ctx: DecisionContext): RefusedDecision | null {
  const events = new Map((db.prepare(EVENTS).all(JSON.stringify(decisions.map((d) => d.eventId))) as EventRow[]).map((e) => [e.id, e]));
  const names = db.prepare("SELECT first_name || ' ' || last_name FROM employees WHERE id = ?").pluck();
  const outbox = new Outbox();
  const history: { customerId: number | null; proIds: number[]; comment: string }[] = [];
  return db.transaction(() => {
    const replacing = decisions.flatMap((d, index) => (d.action === 'REPLACE' ? [{ ...d, index }] : []));
    if (replacing.length) {
      const changes = replacing.map((d) => {
        const e = events.get(d.eventId)!;
        return { id: e.id, proId: d.proId, familyId: e.familyId, day: e.day, startTime: e.startTime, endTime: e.endTime, sharedFamilyId: e.sharedFamilyId };
      });
      const saved = applyChanges(db, changes, ctx.bypass);
      if ('rejected' in saved) return { index: replacing[saved.index]!.index, rejections: saved.rejected };
    }
    for (const decision of decisions) {
      const e = events.get(decision.eventId)!;
      if (decision.action === 'KEEP') {
        db.prepare('INSERT INTO planning_kept_events (event_id, reason, kept_at) VALUES (?, ?, ?) ON CONFLICT (event_id) DO UPDATE SET reason = excluded.reason, kept_at = excluded.kept_at')
          .run(e.id, decision.reason, ctx.now);
      } else if (decision.action === 'CANCEL') {
        cancelEvents(db, e.id, decision, false, ctx.now);
        const reason = decision.reason === 'OTHER' && decision.comment?.trim() ? decision.comment.trim() : CANCELLATION_REASON_LABELS[decision.reason];
        outbox.add({ recipientFamily: e.familyId }, REPLACEMENT_LINES.familyCancelled(e, reason));
        outbox.add({ recipientId: e.proId }, REPLACEMENT_LINES.proAbsentCancelled(e, reason));
        history.push({ customerId: e.customerId, proIds: [e.proId], comment: REPLACEMENT_LINES.historyCancelled(e, e.proName, reason) });
      } else {
        const by = names.get(decision.proId) as string;
        outbox.add({ recipientFamily: e.familyId }, REPLACEMENT_LINES.familyReplaced(e, by, e.proName));
        outbox.add({ recipientId: e.proId }, REPLACEMENT_LINES.proAbsentReplaced(e, by));
        outbox.add({ recipientId: decision.proId }, REPLACEMENT_LINES.proReplacing(e, e.proName));
        history.push({ customerId: e.customerId, proIds: [e.proId, decision.proId], comment: REPLACEMENT_LINES.historyReplaced(e, e.proName, by) });
      }
    }
    for (const { recipient, lines } of outbox.lines.values()) sendMessage(db, ctx.agencyId, { ...recipient, type: 'PLANNING', content: lines.join('\n') }, ctx.now);
    const entry = { agencyId: ctx.agencyId, type: 'PLANNING_UPDATED' as const, authorId: ctx.authorId, at: ctx.now };
    for (const line of history) {
      if (line.customerId !== null) writeHistory(db, { ...entry, customerId: line.customerId, comment: line.comment });
      for (const proId of line.proIds) writeChangelog(db, EMPLOYEE_HISTORY, { ...entry, ownerId: proId, comment: line.comment });
    }
    return null;
  })();
}
