/**
 * Who can take a slot: the agency's active professionals with no planning event, absence
 * or weekly unavailability overlapping it; those who know the family first.
 */
import { weekDayOf } from '../../src/domain/calendar';
import { addDays, isoDate } from '../dates';
import { MINUTES_PER_DAY } from '../../src/domain/time';
import { localDateTimeMinutes, overlaps, slotInterval, wallMinutes, type Interval } from '../periods';
import type { Db } from './db';
import { professionalsWithStatus } from './professionals';
import type { AvailablePro } from './types';
import { slotsOnDay } from './weeklyUnavailabilities';
import { notCancelled } from './eventCancellations';
import { atFamilies } from './planning';

export interface SlotRequest {
  day: string;
  startTime: string;
  endTime: string;
  /** The family and the shared one, when given. */
  familyIds: number[];
}

const shift = (day: string, days: number) => isoDate(addDays(new Date(`${day}T00:00:00Z`), days));
const toLocal = (minutes: number) => new Date(minutes * 60_000).toISOString().slice(0, 16);

function busyWithEvents(db: Db, agencyId: number, slot: Interval, day: string): Set<number> {
  const events = db
    .prepare(`SELECT employee_id AS id, day, start_time AS startTime, end_time AS endTime FROM planning_events WHERE agency_id = ? AND day BETWEEN ? AND ? AND ${notCancelled()}`)
    .all(agencyId, shift(day, -1), shift(day, 1)) as { id: number; day: string; startTime: string; endTime: string }[];
  return new Set(events.filter((e) => overlaps(slotInterval(e.day, e.startTime, e.endTime), slot)).map((e) => e.id));
}

function absent(db: Db, ids: number[], slot: Interval): Set<number> {
  if (!ids.length) return new Set();
  const rows = db
    .prepare(`SELECT employee_id AS id, start_date_time AS startDateTime, end_date_time AS endDateTime FROM unavailabilities
      WHERE employee_id IN (SELECT value FROM json_each(?)) AND start_date_time < ? AND end_date_time > ?`)
    .all(JSON.stringify(ids), toLocal(slot.end), toLocal(slot.start)) as { id: number; startDateTime: string; endDateTime: string }[];
  return new Set(rows.filter((r) => overlaps({ start: localDateTimeMinutes(r.startDateTime), end: localDateTimeMinutes(r.endDateTime) }, slot)).map((r) => r.id));
}

/** Weekly slots on each day the requested slot touches (two for a night). */
function unavailableWeekly(db: Db, ids: number[], slot: Interval, day: string): Set<number> {
  const days = slot.end > wallMinutes(day, '00:00') + MINUTES_PER_DAY ? [day, shift(day, 1)] : [day];
  return new Set(
    days.flatMap((d) => slotsOnDay(db, ids, d, weekDayOf(d)!).filter((s) => overlaps(slotInterval(d, s.startTime, s.endTime), slot)).map((s) => s.userId)),
  );
}

/** Who has worked at one of the families: its own events, or a shared care's it is a member of. */
export function knowing(db: Db, familyIds: number[]): Set<number> {
  if (!familyIds.length) return new Set();
  return new Set(
    db.prepare(`SELECT DISTINCT employee_id FROM planning_events WHERE ${atFamilies('planning_events', '(SELECT value FROM json_each(@ids))')}`).pluck().all({ ids: JSON.stringify(familyIds) }) as number[],
  );
}

export function availablePros(db: Db, agencyId: number, request: SlotRequest): AvailablePro[] {
  const slot = slotInterval(request.day, request.startTime, request.endTime);
  const active = professionalsWithStatus(db, agencyId, ['ACTIVE']);
  const ids = active.map((p) => p.id);
  const busy = new Set([...busyWithEvents(db, agencyId, slot, request.day), ...absent(db, ids, slot), ...unavailableWeekly(db, ids, slot, request.day)]);
  const known = knowing(db, request.familyIds);
  const free = active.filter((p) => !busy.has(p.id)).map((p) => ({ ...p, knowsFamily: known.has(p.id) }));
  // Stable: the name order stays within each group.
  return free.sort((a, b) => Number(b.knowsFamily) - Number(a.knowsFamily));
}
