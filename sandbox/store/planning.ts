/** Planning events: a day's collective planning, the next event of a professional or a family, a month's events. */
import { addDays, isoDate } from '../dates';
import type { Db } from './db';
import type { PageRequest } from './paging';
import type { Page, PlanningEvent } from './types';
import { pageOf } from './paging';
import { notCancelled } from './eventCancellations';

export interface EventRow {
  id: number;
  day: string;
  startTime: string;
  endTime: string;
  userId: number;
  userFirstName: string;
  userLastName: string;
  familyId: number;
  familyName: string;
  seriesId: number | null;
  sharedFamilyId: number | null;
  sharedFamilyName: string | null;
  share: number;
}

/** A shared family's name as store/sharedFamilies.ts gives it: its own, else its members' names by name, joined by ' / '. */
const SHARED_NAME = `COALESCE((SELECT name FROM shared_families WHERE id = p.shared_family_id),
  (SELECT group_concat(sf.label, ' / ' ORDER BY fold(sf.label), sf.id) FROM shared_family_members sm JOIN families sf ON sf.id = sm.family_id
  WHERE sm.shared_family_id = p.shared_family_id))`;

/**
 * A member family's share of an event (decision in src/api/README.md): 1/N of a shared care's
 * event for each of its N members, 1 for an event of one family. The one rule every per-family
 * figure counts with (bills, consumption, reports, timesheets, prestations, planned hours); the
 * professional's own figures count the event whole.
 *
 * Decision (issue 13, the spec is silent on what a shared care bills): the professional's travel
 * to a care's event is one trip, to the family the event is planned at (`family_id`, a member),
 * and each member is charged its share of that trip as of the minutes: one event's part rounded
 * to the unit, the minute or the tenth of a kilometre (`shareOf` of src/domain/families/sharedCare.ts),
 * a total added up and rounded once (`sharedTotal`, and the bill's sums in src/domain/billing/compute.ts).
 * An event of one family is charged whole, its trip its own.
 */
export const memberShare = (alias: string) =>
  `(CASE WHEN ${alias}.shared_family_id IS NULL THEN 1 ELSE 1.0 / (SELECT COUNT(*) FROM shared_family_members share_m WHERE share_m.shared_family_id = ${alias}.shared_family_id) END)`;

/** The ids of the families an event counts for (an SQL list): its own, or each member of its shared care. */
export const countedFamilies = (alias: string) =>
  `(SELECT share_f.family_id FROM shared_family_members share_f WHERE share_f.shared_family_id = ${alias}.shared_family_id UNION ALL SELECT ${alias}.family_id WHERE ${alias}.shared_family_id IS NULL)`;

const SELECT = `SELECT p.id, p.series_id AS seriesId, p.day, p.start_time AS startTime, p.end_time AS endTime, e.id AS userId, e.first_name AS userFirstName,
  e.last_name AS userLastName, f.id AS familyId, f.label AS familyName, p.shared_family_id AS sharedFamilyId, ${SHARED_NAME} AS sharedFamilyName,
  ${memberShare('p')} AS share FROM planning_events p JOIN employees e ON e.id = p.employee_id JOIN families f ON f.id = p.family_id`;

/**
 * The events at some families (`ids`: an SQL list, e.g. `(@familyId)`): their own, and those of
 * the shared cares they are members of.
 */
export const atFamilies = (alias: string, ids: string) =>
  `(${alias}.family_id IN ${ids} OR ${alias}.shared_family_id IN (SELECT shared_family_id FROM shared_family_members WHERE family_id IN ${ids}))`;
const FAMILY_LIST = '(SELECT value FROM json_each(@familyIds))';

export function toPlanningEvent(row: EventRow): PlanningEvent {
  return {
    id: row.id,
    day: row.day,
    startTime: row.startTime,
    endTime: row.endTime,
    user: { id: row.userId, firstName: row.userFirstName, lastName: row.userLastName },
    family: { id: row.familyId, name: row.familyName },
    ...(row.sharedFamilyId === null ? {} : { sharedFamily: { id: row.sharedFamilyId, name: row.sharedFamilyName ?? '' } }),
  };
}

export interface DayFilter {
  day: string;
  userIds?: number[] | undefined;
  familyIds?: number[] | undefined;
}

/** Events starting on the day, and the night shifts of the day before that end on it. */
export function eventsOfDay(db: Db, agencyId: number, filter: DayFilter, paging: PageRequest): Page<PlanningEvent> {
  const clause = `WHERE p.agency_id = @agencyId AND (p.day = @day OR (p.day = @dayBefore AND p.end_time <= p.start_time)) AND ${notCancelled('p')}
    ${filter.userIds?.length ? 'AND p.employee_id IN (SELECT value FROM json_each(@userIds))' : ''}
    ${filter.familyIds?.length ? `AND ${atFamilies('p', FAMILY_LIST)}` : ''}`;
  const args = {
    agencyId,
    day: filter.day,
    dayBefore: isoDate(addDays(new Date(`${filter.day}T00:00:00Z`), -1)),
    userIds: JSON.stringify(filter.userIds ?? []),
    familyIds: JSON.stringify(filter.familyIds ?? []),
  };
  const total = db.prepare(`SELECT COUNT(*) FROM planning_events p ${clause}`).pluck().get(args) as number;
  const rows = db
    .prepare(`${SELECT} ${clause} ORDER BY p.day, p.start_time, e.last_name, e.first_name, p.id LIMIT @limit OFFSET @offset`)
    .all({ ...args, limit: paging.pageSize, offset: paging.pageNumber * paging.pageSize }) as EventRow[];
  return pageOf(rows.map(toPlanningEvent), total, paging);
}

/** Whose events: a professional's, or those at some families. */
export type EventsTarget = { employeeId: number } | { familyIds: number[] };

/**
 * The `limit` events of a professional or of families starting from `now` (wall clock
 * 'YYYY-MM-DDTHH:MM') on, soonest first ('next'), or started before it, latest first ('last').
 */
export function eventsAround(db: Db, target: EventsTarget, now: string, direction: 'next' | 'last', limit: number): PlanningEvent[] {
  const byPro = 'employeeId' in target;
  const who = byPro ? 'p.employee_id = @employeeId' : atFamilies('p', FAMILY_LIST);
  const when =
    direction === 'next'
      ? '(p.day > @day OR (p.day = @day AND p.start_time >= @time)) ORDER BY p.day, p.start_time, p.id'
      : '(p.day < @day OR (p.day = @day AND p.start_time < @time)) ORDER BY p.day DESC, p.start_time DESC, p.id DESC';
  const rows = db.prepare(`${SELECT} WHERE ${who} AND ${notCancelled('p')} AND ${when} LIMIT @limit`).all({
    day: now.slice(0, 10),
    time: now.slice(11, 16),
    employeeId: byPro ? target.employeeId : null,
    familyIds: JSON.stringify(byPro ? [] : target.familyIds),
    limit,
  }) as EventRow[];
  return rows.map(toPlanningEvent);
}

/** The next event of a professional or of families, from `now` (wall clock 'YYYY-MM-DDTHH:MM') on. */
export function nextEvent(db: Db, target: EventsTarget, now: string): PlanningEvent | null {
  return eventsAround(db, target, now, 'next', 1)[0] ?? null;
}

/**
 * Events of a month ('YYYY-MM') of a professional, a family, or both; or, given `agencyId`, of
 * the agency's; each with a member's `share` of it (`memberShare`).
 */
export function eventsOfMonth(db: Db, month: string, target: { proId: number | null; familyId: number | null }, agencyId: number | null = null): (PlanningEvent & { share: number })[] {
  const rows = db
    .prepare(
      `${SELECT} WHERE p.day LIKE @month || '-%' AND (@proId IS NULL OR p.employee_id = @proId) AND (@familyId IS NULL OR ${atFamilies('p', '(@familyId)')})
       AND (@agencyId IS NULL OR p.agency_id = @agencyId) AND ${notCancelled('p')} ORDER BY p.day, p.start_time`,
    )
    .all({ month, proId: target.proId, familyId: target.familyId, agencyId }) as EventRow[];
  return rows.map((row) => ({ ...toPlanningEvent(row), share: row.share }));
}

/** The events with these ids, by start, each with its series. */
export function plannedEventsWithIds(db: Db, ids: number[]): (PlanningEvent & { seriesId: number | null })[] {
  const rows = db.prepare(`${SELECT} WHERE p.id IN (SELECT value FROM json_each(?)) ORDER BY p.day, p.start_time, p.id`).all(JSON.stringify(ids)) as EventRow[];
  return rows.map((row) => ({ ...toPlanningEvent(row), seriesId: row.seriesId }));
}

/** The events with these ids, by start. */
export function eventsWithIds(db: Db, ids: number[]): PlanningEvent[] {
  const rows = db.prepare(`${SELECT} WHERE p.id IN (SELECT value FROM json_each(?)) ORDER BY p.day, p.start_time, p.id`).all(JSON.stringify(ids)) as EventRow[];
  return rows.map(toPlanningEvent);
}

/**
 * A professional's or a family's events starting from `from` to `to`, with last night's ones
 * that run into `from`; by start; each with its series.
 */
export function eventsOfPeriod(db: Db, agencyId: number, from: string, to: string, target: { proId: number | null; familyId: number | null }): (PlanningEvent & { seriesId: number | null })[] {
  const rows = db
    .prepare(
      `${SELECT} WHERE p.agency_id = @agencyId AND (p.day BETWEEN @from AND @to OR (p.day = @dayBefore AND p.end_time <= p.start_time))
       AND (@proId IS NULL OR p.employee_id = @proId) AND (@familyId IS NULL OR ${atFamilies('p', '(@familyId)')})
       ORDER BY p.day, p.start_time, p.id`,
    )
    .all({ agencyId, from, to, dayBefore: isoDate(addDays(new Date(`${from}T00:00:00Z`), -1)), ...target }) as EventRow[];
  return rows.map((row) => ({ ...toPlanningEvent(row), seriesId: row.seriesId }));
}

/** The events of some professionals starting from `from` to `to`, with last night's ones that run into `from`; by start. */
export function eventsOfPros(db: Db, agencyId: number, from: string, to: string, proIds: number[]): PlanningEvent[] {
  const rows = db
    .prepare(
      `${SELECT} WHERE p.agency_id = @agencyId AND p.employee_id IN (SELECT value FROM json_each(@proIds))
       AND (p.day BETWEEN @from AND @to OR (p.day = @dayBefore AND p.end_time <= p.start_time)) AND ${notCancelled('p')} ORDER BY p.day, p.start_time, p.id`,
    )
    .all({ agencyId, from, to, dayBefore: isoDate(addDays(new Date(`${from}T00:00:00Z`), -1)), proIds: JSON.stringify(proIds) }) as EventRow[];
  return rows.map(toPlanningEvent);
}

/**
 * The agency's default professional's events from `now` (wall clock 'YYYY-MM-DDTHH:MM') on, not
 * cancelled, soonest first: at most `limit`, starting `days` days from today at the latest; each
 * with its series and its prestation's label. None when the agency has no default professional.
 */
export function defaultProNextEvents(db: Db, agencyId: number, now: string, days: number, limit: number): (PlanningEvent & { seriesId: number | null; prestation: string | null })[] {
  const proId = db.prepare('SELECT default_pro_id FROM agencies WHERE id = ?').pluck().get(agencyId) as number | null | undefined;
  if (proId == null) return [];
  const last = isoDate(addDays(new Date(`${now.slice(0, 10)}T00:00:00Z`), days));
  const ids = eventsAround(db, { employeeId: proId }, now, 'next', limit)
    .filter((event) => event.day <= last)
    .map((event) => event.id);
  return withPrestations(db, plannedEventsWithIds(db, ids));
}

/** An event's prestation label: its type's, else the family's contract's that day (the one in force first, as bills take it). */
export function prestationOf(db: Db): (eventId: number) => string | null {
  const query = db.prepare(`SELECT COALESCE((SELECT label FROM prestation_types WHERE id = p.prestation_type_id),
    (SELECT t.label FROM contracts k JOIN prestation_types t ON t.id = k.prestation_type_id WHERE k.family_id = p.family_id AND k.start_date <= p.day
     ORDER BY (k.end_date IS NULL OR k.end_date >= p.day) DESC, k.start_date DESC LIMIT 1)) FROM planning_events p WHERE p.id = ?`).pluck();
  return (eventId) => (query.get(eventId) as string | null | undefined) ?? null;
}

/** Each event with its prestation's label. */
export function withPrestations<E extends { id: number }>(db: Db, events: E[]): (E & { prestation: string | null })[] {
  const prestation = prestationOf(db);
  return events.map((event) => ({ ...event, prestation: prestation(event.id) }));
}
