/**
 * Draft bills follow the planning (issue 33): every write to the planning (an event created,
 * moved, deleted, imported; a cancellation made or lifted) notes the family and month it
 * touches, by temporary triggers, whatever the path that wrote it; at the end of the request's
 * transaction the unvalidated bills (DRAFT, LOCKED_MISSING_PRICE_GRID) of those families and
 * months are recomputed as « Recalculer » would. Validated bills are never touched. A shared
 * care's event touches each member's bill. TEMP: the bookkeeping of a running server, not data
 * (never in the seed's image, never migrated).
 */
import type { Db } from '../db';
import { computeBill } from './engine';

const NOTE = (row: 'NEW' | 'OLD') => `INSERT INTO temp.planning_changes VALUES (${row}.family_id, ${row}.shared_family_id, substr(${row}.day, 1, 7));`;
const NOTE_EVENT = (row: 'NEW' | 'OLD') =>
  `INSERT INTO temp.planning_changes SELECT family_id, shared_family_id, substr(day, 1, 7) FROM main.planning_events WHERE id = ${row}.event_id;`;

/** Installs the triggers on this connection (once the seed is written: the seed's own bills are its own). */
export function followPlanning(db: Db): void {
  db.exec(`
    CREATE TEMP TABLE IF NOT EXISTS planning_changes (family_id INTEGER, shared_family_id INTEGER, month TEXT);
    CREATE TEMP TRIGGER IF NOT EXISTS planning_event_added AFTER INSERT ON main.planning_events BEGIN ${NOTE('NEW')} END;
    CREATE TEMP TRIGGER IF NOT EXISTS planning_event_changed AFTER UPDATE ON main.planning_events BEGIN ${NOTE('OLD')} ${NOTE('NEW')} END;
    CREATE TEMP TRIGGER IF NOT EXISTS planning_event_removed AFTER DELETE ON main.planning_events BEGIN ${NOTE('OLD')} END;
    CREATE TEMP TRIGGER IF NOT EXISTS planning_cancellation_added AFTER INSERT ON main.planning_cancellations BEGIN ${NOTE_EVENT('NEW')} END;
    CREATE TEMP TRIGGER IF NOT EXISTS planning_cancellation_removed AFTER DELETE ON main.planning_cancellations BEGIN ${NOTE_EVENT('OLD')} END;
  `);
}

/** Recomputes the unvalidated bills the planning's changes of this transaction touch, then forgets the changes. */
export function updateDraftBills(db: Db): void {
  const touched = db.prepare('SELECT EXISTS (SELECT 1 FROM temp.planning_changes)').pluck();
  if (!touched.get()) return;
  const bills = db
    .prepare(
      `SELECT b.id FROM bills b WHERE b.type = 'BILL' AND b.status IN ('DRAFT', 'LOCKED_MISSING_PRICE_GRID') AND EXISTS (
         SELECT 1 FROM temp.planning_changes c WHERE c.month = b.month AND (c.family_id = b.family_id
           OR b.family_id IN (SELECT family_id FROM shared_family_members WHERE shared_family_id = c.shared_family_id)))`,
    )
    .pluck()
    .all() as number[];
  for (const id of bills) computeBill(db, id);
  db.exec('DELETE FROM temp.planning_changes');
}
