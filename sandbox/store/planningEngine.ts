/**
 * The planning engine's reads and writes: what a proposed event is checked against (the
 * events of its professional and family, her absences and weekly slots) and the events it
 * creates, moves or deletes. The rules are src/domain/planning's; a check and the writes it
 * allows run in one transaction, so they cannot be separated.
 */
import { contextRange, preflight, slotRejections, slotsToCreate, type PlanningContext, type PreflightSlot, type ProposedEvent } from '../../src/domain/planning/preflight';
import { computeRepeatableDays } from '../../src/domain/planning/repetition';
import { isSimilarEvent } from '../../src/domain/planning/cancellations';
import { isBypassable, type Rejection, type UnavailabilityKind } from '../../src/domain/planning/rejections';
import type { Db } from './db';
import { deleteCancellation, notCancelled } from './eventCancellations';
import { atFamilies, eventsWithIds, plannedEventsWithIds } from './planning';
import { agencySchoolVacations } from './schoolVacations';
import type { PlanningEvent } from './types';
import { listWeekly } from './weeklyUnavailabilities';

interface Pair {
  proId: number;
  familyId: number;
  /** A shared care's event: its other members' events count as the family's. */
  sharedFamilyId?: number | null | undefined;
}

const FAMILY_LIST = '(SELECT value FROM json_each(@families))';

/**
 * Everything a slot of `pair` between `from` and `to` is checked against; the school-vacation
 * variants see the vacations of the family's agency's zone (/school-vacations). The events at
 * the family count its shared cares' events, and for a shared care's event its other members'
 * events: each is then the family's (so they clash as the family's own would).
 */
export function planningContext(db: Db, pair: Pair, from: string, to: string, leaveOut: number[] = []): PlanningContext {
  const members = pair.sharedFamilyId == null ? [] : (db.prepare('SELECT family_id FROM shared_family_members WHERE shared_family_id = ?').pluck().all(pair.sharedFamilyId) as number[]);
  const atFamily = atFamilies('planning_events', FAMILY_LIST);
  const events = db
    .prepare(
      `SELECT id, employee_id AS proId, CASE WHEN ${atFamily} THEN @familyId ELSE family_id END AS familyId, day, start_time AS startTime, end_time AS endTime
       FROM planning_events
       WHERE (employee_id = @proId OR ${atFamily}) AND day BETWEEN @from AND @to AND id NOT IN (SELECT value FROM json_each(@leaveOut))
       AND ${notCancelled()}`,
    )
    .all({ proId: pair.proId, familyId: pair.familyId, families: JSON.stringify([pair.familyId, ...members]), from, to, leaveOut: JSON.stringify(leaveOut) }) as PlanningContext['events'];
  const absences = db
    .prepare(
      `SELECT type, start_date_time AS startDateTime, end_date_time AS endDateTime FROM unavailabilities
       WHERE employee_id = ? AND start_date_time <= ? AND end_date_time >= ?`,
    )
    .all(pair.proId, `${to}T23:59`, `${from}T00:00`) as { type: UnavailabilityKind; startDateTime: string; endDateTime: string }[];
  return { events, absences, weekly: listWeekly(db, [pair.proId]), schoolVacations: familySchoolVacations(db, pair.familyId) };
}

/** The school vacations of the family's zone (its agency's). */
const familySchoolVacations = (db: Db, familyId: number) => agencySchoolVacations(db, db.prepare('SELECT agency_id FROM families WHERE id = ?').pluck().get(familyId) as number);

/**
 * The slots of the proposed event or series, each with its rejections; `leaveOut`: events being
 * moved. The series' days are those of the family's zone's vacations for both variants.
 */
export function preflightProposal(db: Db, proposal: ProposedEvent & Pick<Pair, 'sharedFamilyId'>, leaveOut: number[] = []): PreflightSlot[] {
  const range = contextRange(computeRepeatableDays(proposal.day, proposal.repetition, familySchoolVacations(db, proposal.familyId)));
  return range ? preflight(proposal, planningContext(db, proposal, range.from, range.to, leaveOut)) : [];
}

const INSERT = `INSERT INTO planning_events (agency_id, employee_id, family_id, day, start_time, end_time, prestation_type_id, shared_family_id)
  VALUES (@agencyId, @proId, @familyId, @day, @startTime, @endTime, @prestationTypeId, @sharedFamilyId)`;

export interface Creation {
  created: PlanningEvent[];
  skipped: PreflightSlot[];
}

/**
 * Creates the slots the preflight accepts (and the bypassable ones with `bypass`); answers
 * them and the skipped ones. Check and inserts in one transaction (a savepoint within the
 * server's): a concurrent creation sees either none or all of these events.
 */
export function createProposal(db: Db, agencyId: number, proposal: ProposedEvent & { prestationTypeId: number | null; sharedFamilyId?: number | null | undefined }, bypass: boolean): Creation {
  return db.transaction(() => {
    const slots = preflightProposal(db, proposal);
    const kept = new Set(slotsToCreate(slots, bypass));
    const insert = db.prepare(INSERT);
    const ids = [...kept].map((slot) => Number(insert.run({ ...proposal, sharedFamilyId: proposal.sharedFamilyId ?? null, agencyId, day: slot.day }).lastInsertRowid));
    // A series is known by its first event's id.
    if (proposal.repetition.type !== 'NO_REPETITION' && ids.length) {
      db.prepare('UPDATE planning_events SET series_id = ? WHERE id IN (SELECT value FROM json_each(?))').run(ids[0], JSON.stringify(ids));
    }
    return { created: eventsWithIds(db, ids), skipped: slots.filter((s) => !kept.has(s)) };
  })();
}

export interface EventChange extends Pair {
  id: number;
  day: string;
  startTime: string;
  endTime: string;
  /** Undefined: the event keeps its own. */
  prestationTypeId?: number | null | undefined;
  /** Undefined: the event keeps its care while its family is a member; null: out of any care. */
  sharedFamilyId?: number | null | undefined;
}

/**
 * The first change that may not be saved, with its rejections: each is checked against the
 * other events of its professional and family, the changed ones at their new places.
 */
function rejectedChange(db: Db, changes: EventChange[], bypass: boolean): { rejected: Rejection[]; index: number } | null {
  const ids = changes.map((c) => c.id);
  for (const [i, change] of changes.entries()) {
    const range = contextRange([change.day])!;
    const context = planningContext(db, change, range.from, range.to, ids);
    const others = changes.filter((_, j) => j !== i);
    const rejections = slotRejections(change, { ...context, events: [...context.events, ...others] });
    if (rejections.length && !(bypass && isBypassable(rejections))) return { rejected: rejections, index: i };
  }
  return null;
}

/**
 * Saves every change, or none when one is rejected (answered with its rejections and its index); check and
 * updates in one transaction. An event moved to a family outside its shared care leaves the care;
 * a given `sharedFamilyId` (checked by the handler as at the creation) sets or clears its care.
 */
export function applyChanges(db: Db, changes: EventChange[], bypass: boolean): { events: PlanningEvent[] } | { rejected: Rejection[]; index: number } {
  return db.transaction(() => {
    const rejected = rejectedChange(db, changes, bypass);
    if (rejected) return rejected;
    const update = db.prepare(`UPDATE planning_events SET employee_id = @proId, family_id = @familyId, day = @day, start_time = @startTime, end_time = @endTime,
      prestation_type_id = CASE WHEN @keepType = 1 THEN prestation_type_id ELSE @prestationTypeId END,
      shared_family_id = CASE WHEN @keepShared = 1
        THEN (SELECT shared_family_id FROM shared_family_members WHERE shared_family_id = planning_events.shared_family_id AND family_id = @familyId) ELSE @sharedFamilyId END
      WHERE id = @id`);
    for (const change of changes) {
      update.run({
        ...change, prestationTypeId: change.prestationTypeId ?? null, keepType: change.prestationTypeId === undefined ? 1 : 0,
        sharedFamilyId: change.sharedFamilyId ?? null, keepShared: change.sharedFamilyId === undefined ? 1 : 0,
      });
    }
    return { events: eventsWithIds(db, changes.map((c) => c.id)) };
  })();
}

/** How many of the ids are events of the agency. */
export function countOwnEvents(db: Db, agencyId: number, ids: number[]): number {
  return db.prepare('SELECT COUNT(*) FROM planning_events WHERE agency_id = ? AND id IN (SELECT value FROM json_each(?))').pluck().get(agencyId, JSON.stringify(ids)) as number;
}

/**
 * Deletes the events; with `following`, also the later events of their series (from each
 * listed event's day on). Decision: the series' past events stay (worked, maybe billed).
 */
export function deleteEvents(db: Db, ids: number[], following: boolean): void {
  if (following) {
    db.prepare(`DELETE FROM planning_events WHERE id IN (
      SELECT later.id FROM planning_events later JOIN planning_events listed ON later.series_id = listed.series_id AND later.day >= listed.day
      WHERE listed.id IN (SELECT value FROM json_each(?)))`).run(JSON.stringify(ids));
  }
  db.prepare('DELETE FROM planning_events WHERE id IN (SELECT value FROM json_each(?))').run(JSON.stringify(ids));
}

const EVENT_SLOT = 'SELECT id, employee_id AS proId, family_id AS familyId, day, start_time AS startTime, end_time AS endTime FROM planning_events';

/**
 * Deletes the event's cancellation when its slot is still free (or only bypassably taken);
 * otherwise answers the rejections and leaves it cancelled. Check and write in one transaction.
 */
export function restoreEvent(db: Db, eventId: number): Rejection[] | null {
  return db.transaction(() => {
    const event = db.prepare(`${EVENT_SLOT} WHERE id = ?`).get(eventId) as EventChange;
    const range = contextRange([event.day])!;
    const rejections = slotRejections(event, planningContext(db, event, range.from, range.to, [eventId]));
    if (rejections.length && !isBypassable(rejections)) return rejections;
    deleteCancellation(db, eventId);
    return null;
  })();
}

/** The events similar to one (src/domain's `isSimilarEvent`), from and to a day when given; at most `limit`, by day. */
export function similarEvents(db: Db, eventId: number, period: { from: string | null; to: string | null }, limit: number) {
  const event = db.prepare(`${EVENT_SLOT} WHERE id = ?`).get(eventId) as EventChange;
  const candidates = db
    .prepare(`${EVENT_SLOT} WHERE employee_id = @proId AND family_id = @familyId AND start_time = @startTime AND end_time = @endTime
      AND (@from IS NULL OR day >= @from) AND (@to IS NULL OR day <= @to) ORDER BY day, id`)
    .all({ ...event, from: period.from, to: period.to }) as EventChange[];
  const ids = candidates.filter((other) => isSimilarEvent(event, other)).slice(0, limit).map((e) => e.id);
  return plannedEventsWithIds(db, ids);
}
