/**
 * The planned events an absence falls on (src/domain/planning/replacement.ts): those of a draft
 * being entered, and « Prestations à remplacer », the upcoming events of professionals absent on
 * them that no decision has settled (neither kept, nor cancelled, nor handed to someone else).
 */
import type { AffectedEvent } from '../../src/api/contract/replacements';
import type { Absence, ExistingEvent, WeeklySlot } from '../../src/domain/planning/preflight';
import { slotRejections } from '../../src/domain/planning/preflight';
import { affectedEvents, type UnavailabilityDraft } from '../../src/domain/planning/replacement';
import { shiftDay } from '../../src/domain/planning/slots';
import type { Db } from './db';
import { notCancelled } from './eventCancellations';
import { eventsWithIds, prestationOf } from './planning';
import { listWeekly, openEnd, openStart } from './weeklyUnavailabilities';

const EVENT_SLOT = `SELECT id, employee_id AS proId, family_id AS familyId, day, start_time AS startTime, end_time AS endTime FROM planning_events p`;

/** The events with their engine labels against the unavailabilities given, their prestation and whether they were kept. */
export function affectedWithIds(db: Db, reasons: Map<number, string[]>): AffectedEvent[] {
  const prestation = prestationOf(db);
  const kept = db.prepare('SELECT reason FROM planning_kept_events WHERE event_id = ?').pluck();
  return eventsWithIds(db, [...reasons.keys()]).map((event) => ({
    ...event, prestation: prestation(event.id), reasons: reasons.get(event.id) ?? [], keptReason: (kept.get(event.id) as string | undefined) ?? null,
  }));
}

const labelsOf = (event: ExistingEvent, absences: readonly Absence[], weekly: readonly WeeklySlot[]) =>
  slotRejections(event, { events: [], absences, weekly }).map((r) => r.label);

export type Draft = { absence: Absence } | { weekly: { type: WeeklySlot['type']; slots: { weekDay: number; startTime: string; endTime: string; startDate?: string | null | undefined; endDate?: string | null | undefined }[] } };

/** From the first slot's start (today at the earliest) for `horizon` days, to the last slot's end when each has one. */
function weeklyPeriod(slots: readonly WeeklySlot[], today: string, horizon: number): [string, string] {
  const starts = slots.map((s) => (s.startDate && s.startDate > today ? s.startDate : today)).sort();
  const from = starts[0] ?? today;
  const ends = slots.map((s) => s.endDate);
  const last = ends.every((d) => d !== null) ? [...(ends as string[])].sort().at(-1)! : null;
  const to = shiftDay(from, horizon);
  return [from, last !== null && last < to ? last : to];
}

/** The professional's events the draft falls on; open weekly dates read from `today` for `horizon` days. */
export function draftAffected(db: Db, agencyId: number, proId: number, draft: Draft, today: string, horizon: number): AffectedEvent[] {
  const rule: UnavailabilityDraft = 'absence' in draft
    ? { absence: draft.absence }
    : { weekly: draft.weekly.slots.map((s) => ({ ...s, type: draft.weekly.type, startDate: openStart(s.startDate), endDate: openEnd(s.endDate) })) };
  const [from, to] = 'absence' in rule ? [shiftDay(rule.absence.startDateTime.slice(0, 10), -1), rule.absence.endDateTime.slice(0, 10)] : weeklyPeriod(rule.weekly, today, horizon);
  const events = db.prepare(`${EVENT_SLOT} WHERE agency_id = ? AND employee_id = ? AND day BETWEEN ? AND ? AND ${notCancelled('p')} ORDER BY day, start_time, id`).all(agencyId, proId, from, to) as ExistingEvent[];
  const weekly = 'weekly' in rule ? rule.weekly : [];
  const absences = 'absence' in rule ? [rule.absence] : [];
  return affectedWithIds(db, new Map(affectedEvents(events, rule).map((e) => [e.id, labelsOf(e, absences, weekly)])));
}

/** The agency's events from `today` for `horizon` days whose professional is absent then, not cancelled nor kept. */
export function pendingReplacements(db: Db, agencyId: number, today: string, horizon: number): AffectedEvent[] {
  const to = shiftDay(today, horizon);
  const events = db.prepare(`${EVENT_SLOT} WHERE agency_id = ? AND day BETWEEN ? AND ? AND ${notCancelled('p')}
    AND NOT EXISTS (SELECT 1 FROM planning_kept_events k WHERE k.event_id = p.id) ORDER BY day, start_time, id`).all(agencyId, today, to) as ExistingEvent[];
  const proIds = [...new Set(events.map((e) => e.proId))];
  const absences = db.prepare(`SELECT employee_id AS proId, type, start_date_time AS startDateTime, end_date_time AS endDateTime FROM unavailabilities
    WHERE employee_id IN (SELECT value FROM json_each(?)) AND start_date_time <= ? AND end_date_time >= ?`).all(JSON.stringify(proIds), `${shiftDay(to, 1)}T23:59`, `${today}T00:00`) as (Absence & { proId: number })[];
  const weekly = listWeekly(db, proIds);
  const reasons = new Map<number, string[]>();
  for (const event of events) {
    const labels = labelsOf(event, absences.filter((a) => a.proId === event.proId), weekly.filter((w) => w.userId === event.proId));
    if (labels.length) reasons.set(event.id, labels);
  }
  return affectedWithIds(db, reasons);
}
