/**
 * Cancelled planning events (src/domain/planning/cancellations.ts): a cancellation is known
 * by its event's id. A cancelled event stays in the table (the individual planning shows it)
 * but every count, bill, report and check leaves it out through `notCancelled`.
 */
import type { CancellationReason, CancellationType } from '../../src/domain/planning/cancellations';
import type { Db } from './db';

/** The SQL condition « the event aliased `alias` is not cancelled ». */
export const notCancelled = (alias = 'planning_events') => `NOT EXISTS (SELECT 1 FROM planning_cancellations pc WHERE pc.event_id = ${alias}.id)`;

export interface CancellationRow {
  eventId: number;
  type: CancellationType;
  reason: CancellationReason;
  comment: string | null;
  cancelledAt: string;
}

const SELECT = 'SELECT event_id AS eventId, type, reason, comment, cancelled_at AS cancelledAt FROM planning_cancellations';

/** The cancellations of these events, by event id. */
export function cancellationsOf(db: Db, eventIds: number[]): Map<number, CancellationRow> {
  const rows = db.prepare(`${SELECT} WHERE event_id IN (SELECT value FROM json_each(?))`).all(JSON.stringify(eventIds)) as CancellationRow[];
  return new Map(rows.map((row) => [row.eventId, row]));
}

/** The events with their cancellation (null when they take place). */
export function withCancellations<E extends { id: number }>(db: Db, events: E[]): (E & { cancellation: CancellationRow | null })[] {
  const cancellations = cancellationsOf(db, events.map((e) => e.id));
  return events.map((event) => ({ ...event, cancellation: cancellations.get(event.id) ?? null }));
}

export interface CancellationInput {
  type: CancellationType;
  reason: CancellationReason;
  comment?: string | null | undefined;
}

/**
 * Cancels the event (or changes its cancellation) and, with `following`, the later events of
 * its series from its day on; answers the cancellations written, by day.
 */
export function cancelEvents(db: Db, eventId: number, input: CancellationInput, following: boolean, now: string): CancellationRow[] {
  return db.transaction(() => {
    const ids = following
      ? (db
          .prepare(`SELECT later.id FROM planning_events later JOIN planning_events e ON later.series_id = e.series_id AND later.day >= e.day
             WHERE e.id = ? UNION SELECT ? ORDER BY 1`)
          .pluck()
          .all(eventId, eventId) as number[])
      : [eventId];
    const upsert = db.prepare(`INSERT INTO planning_cancellations (event_id, type, reason, comment, cancelled_at) VALUES (@eventId, @type, @reason, @comment, @now)
      ON CONFLICT (event_id) DO UPDATE SET type = excluded.type, reason = excluded.reason, comment = excluded.comment, cancelled_at = excluded.cancelled_at`);
    const comment = input.comment?.trim() || null;
    for (const id of ids) upsert.run({ eventId: id, type: input.type, reason: input.reason, comment, now });
    return db
      .prepare(`${SELECT.replace('FROM planning_cancellations', 'FROM planning_cancellations JOIN planning_events e ON e.id = event_id')}
        WHERE event_id IN (SELECT value FROM json_each(?)) ORDER BY e.day, e.start_time, e.id`)
      .all(JSON.stringify(ids)) as CancellationRow[];
  })();
}

/** Whether the event is cancelled. */
export const isCancelled = (db: Db, eventId: number): boolean => db.prepare('SELECT 1 FROM planning_cancellations WHERE event_id = ?').get(eventId) !== undefined;

/** Deletes the event's cancellation. */
export function deleteCancellation(db: Db, eventId: number): void {
  db.prepare('DELETE FROM planning_cancellations WHERE event_id = ?').run(eventId);
}

/** The ids of a family's cancelled events of a month ('YYYY-MM'). */
export function cancelledEventIds(db: Db, familyId: number, month: string): number[] {
  return db
    .prepare(`SELECT e.id FROM planning_events e JOIN planning_cancellations pc ON pc.event_id = e.id WHERE e.family_id = ? AND e.day LIKE ? || '-%' ORDER BY e.day, e.start_time, e.id`)
    .pluck()
    .all(familyId, month) as number[];
}
