/**
 * Who may replace an absent professional on each event: the agency's active professionals
 * free on its slot (no event, absence or weekly slot overlapping it, as `searchAvailablePros`
 * finds them, checked with the engine's `slotRejections`), ranked by src/domain. Read in a few
 * queries for all the events at once, so forty events stay well under the benchmark's 300 ms.
 */
import { distanceKm, type Coordinates } from '../../src/domain/families/affinities';
import type { Absence, ExistingEvent, WeeklySlot } from '../../src/domain/planning/preflight';
import { slotRejections } from '../../src/domain/planning/preflight';
import { commonCandidates, eventMinutes, rankCandidates, weekStartOf, type ReplacementCandidate } from '../../src/domain/planning/replacement';
import { shiftDay } from '../../src/domain/planning/slots';
import { knowing } from './availability';
import type { Db } from './db';
import { notCancelled } from './eventCancellations';
import { listWeekly } from './weeklyUnavailabilities';

export interface CandidateEvent extends ExistingEvent {
  sharedFamilyId: number | null;
}

interface ProRow { id: number; firstName: string; lastName: string; lat: number | null; lng: number | null }

const coordinates = (row: { lat: number | null; lng: number | null } | undefined): Coordinates | null =>
  !row || row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng };

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** The events of the agency from the day before `from` to `to`, not cancelled. */
const eventsBetween = (db: Db, agencyId: number, from: string, to: string) =>
  db.prepare(`SELECT id, employee_id AS proId, family_id AS familyId, day, start_time AS startTime, end_time AS endTime FROM planning_events
    WHERE agency_id = ? AND day BETWEEN ? AND ? AND ${notCancelled()}`).all(agencyId, shiftDay(from, -1), to) as ExistingEvent[];

/** For each event (in the given order) its candidates, and those free on all of them. */
export function candidatesFor(db: Db, agencyId: number, events: readonly CandidateEvent[]): { events: { eventId: number; candidates: ReplacementCandidate[] }[]; common: ReplacementCandidate[] } {
  if (!events.length) return { events: [], common: [] };
  const days = events.map((e) => e.day).sort();
  const from = weekStartOf(days[0]!);
  const to = shiftDay(weekStartOf(days[days.length - 1]!), 7);
  const pros = db.prepare(`SELECT id, first_name AS firstName, last_name AS lastName, lat, lng FROM employees
    WHERE agency_id = ? AND status = 'ACTIVE' AND id IS NOT (SELECT default_pro_id FROM agencies WHERE id = ?)`).all(agencyId, agencyId) as ProRow[];
  const ids = JSON.stringify(pros.map((p) => p.id));
  const eventsByPro = groupBy(eventsBetween(db, agencyId, from, to), (e) => e.proId);
  const absences = db.prepare(`SELECT employee_id AS proId, type, start_date_time AS startDateTime, end_date_time AS endDateTime FROM unavailabilities
    WHERE employee_id IN (SELECT value FROM json_each(?)) AND start_date_time <= ? AND end_date_time >= ?`).all(ids, `${to}T23:59`, `${from}T00:00`) as (Absence & { proId: number })[];
  const absencesByPro = groupBy(absences, (a) => a.proId);
  const weeklyByPro = groupBy(listWeekly(db, pros.map((p) => p.id)) as (WeeklySlot & { userId: number })[], (w) => w.userId);
  const homes = new Map((db.prepare(`SELECT id, lat, lng FROM families WHERE id IN (SELECT value FROM json_each(?))`).all(JSON.stringify(events.map((e) => e.familyId))) as ProRow[]).map((f) => [f.id, coordinates(f)]));
  const members = db.prepare('SELECT family_id FROM shared_family_members WHERE shared_family_id = ?').pluck();

  const weekMinutes = (proId: number, day: string) => {
    const week = weekStartOf(day);
    return (eventsByPro.get(proId) ?? []).filter((e) => weekStartOf(e.day) === week).reduce((sum, e) => sum + eventMinutes(e), 0);
  };
  const lists = events.map((event) => {
    const known = knowing(db, [event.familyId, ...(event.sharedFamilyId === null ? [] : (members.all(event.sharedFamilyId) as number[]))]);
    const home = homes.get(event.familyId) ?? null;
    const free = pros.filter((pro) =>
      slotRejections({ ...event, proId: pro.id }, { events: eventsByPro.get(pro.id) ?? [], absences: absencesByPro.get(pro.id) ?? [], weekly: weeklyByPro.get(pro.id) ?? [] }).length === 0);
    return rankCandidates(free.map((pro) => ({
      id: pro.id, firstName: pro.firstName, lastName: pro.lastName, knowsFamily: known.has(pro.id), distanceKm: distanceKm(home, coordinates(pro)), weekMinutes: weekMinutes(pro.id, event.day),
    })));
  });
  return { events: events.map((e, i) => ({ eventId: e.id, candidates: lists[i]! })), common: commonCandidates(lists) };
}
