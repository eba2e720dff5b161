/** The collective planning: a page of an agency's professionals, each with its events, absences and weekly unavailabilities over a period. */
import type { ProPlanning } from '../../src/api/contract/activity';
import { shiftDay } from '../../src/domain/planning/slots';
import type { Db } from './db';
import { pageOf, type PageRequest } from './paging';
import { notCancelled } from './eventCancellations';
import { eventsOfPros } from './planning';
import { listWeekly } from './weeklyUnavailabilities';
import type { Page } from './types';

export interface ProPlanningsFilter {
  from: string;
  to: string;
  excludeCandidates: boolean;
  excludedStatus: string[];
  withEventsOnly: boolean;
}

type Pro = ProPlanning['pro'];
type Absence = ProPlanning['absences'][number] & { userId: number };

export function searchProPlannings(db: Db, agencyId: number, filter: ProPlanningsFilter, paging: PageRequest): Page<ProPlanning> {
  const clause = `WHERE e.agency_id = @agencyId AND e.status NOT IN (SELECT value FROM json_each(@excluded))
    ${filter.excludeCandidates ? "AND e.status <> 'CANDIDATE'" : ''}
    ${filter.withEventsOnly ? `AND EXISTS (SELECT 1 FROM planning_events p WHERE p.employee_id = e.id AND ${notCancelled('p')}
      AND (p.day BETWEEN @from AND @to OR (p.day = @dayBefore AND p.end_time <= p.start_time)))` : ''}`;
  const args = { agencyId, excluded: JSON.stringify(filter.excludedStatus), from: filter.from, to: filter.to, dayBefore: shiftDay(filter.from, -1) };
  const total = db.prepare(`SELECT COUNT(*) FROM employees e ${clause}`).pluck().get(args) as number;
  const pros = db
    .prepare(`SELECT e.id, e.first_name AS firstName, e.last_name AS lastName, e.status FROM employees e ${clause}
      ORDER BY fold(e.last_name), fold(e.first_name), e.id LIMIT @limit OFFSET @offset`)
    .all({ ...args, limit: paging.pageSize, offset: paging.pageNumber * paging.pageSize }) as Pro[];
  const ids = pros.map((pro) => pro.id);
  const events = eventsOfPros(db, agencyId, filter.from, filter.to, ids);
  const absences = db
    .prepare(`SELECT id, employee_id AS userId, type, start_date_time AS startDateTime, end_date_time AS endDateTime FROM unavailabilities
      WHERE employee_id IN (SELECT value FROM json_each(@ids)) AND start_date_time < @end AND end_date_time > @start ORDER BY start_date_time, id`)
    .all({ ids: JSON.stringify(ids), start: `${filter.from}T00:00`, end: `${shiftDay(filter.to, 1)}T00:00` }) as Absence[];
  const weekly = listWeekly(db, ids).filter((slot) => (!slot.startDate || slot.startDate <= filter.to) && (!slot.endDate || slot.endDate >= filter.from));
  const content = pros.map((pro) => ({
    pro,
    events: events.filter((event) => event.user.id === pro.id),
    absences: absences.filter((absence) => absence.userId === pro.id).map(({ userId: _, ...absence }) => absence),
    weeklySlots: weekly.filter((slot) => slot.userId === pro.id),
  }));
  return pageOf(content, total, paging);
}
