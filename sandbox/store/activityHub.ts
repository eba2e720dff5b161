/** /activity's counts and the families with few hours of a month, from the planning as it is. */
import type { FamilyWithFewHours } from '../../src/api/contract/activity';
import { FEW_HOURS_MAX_MINUTES } from '../../src/domain/activity/hub';
import { shiftMonth } from '../../src/domain/datePicker';
import { sharedTotal } from '../../src/domain/families/sharedCare';
import { shiftDay } from '../../src/domain/planning/slots';
import type { Db } from './db';
import { pageOf, type PageRequest } from './paging';
import { lengthOf, slotInterval } from '../periods';
import type { Page } from './types';
import { notCancelled } from './eventCancellations';
import { countedFamilies, memberShare } from './planning';

interface EventTimes { familyId: number; familyName: string; day: string; startTime: string; endTime: string; share: number }

/** Each family's planned minutes and events in a month ('YYYY-MM'); a shared care's event at each member's share (`sharedTotal`). */
function familyMonths(db: Db, agencyId: number, month: string): Map<number, { name: string; minutes: number; count: number }> {
  const rows = db
    .prepare(`SELECT f.id AS familyId, f.label AS familyName, p.day, p.start_time AS startTime, p.end_time AS endTime, ${memberShare('p')} AS share
      FROM planning_events p JOIN families f ON f.id IN ${countedFamilies('p')} WHERE p.agency_id = ? AND p.day LIKE ? || '-%' AND ${notCancelled('p')}`)
    .all(agencyId, month) as EventTimes[];
  const parts = new Map<number, { name: string; parts: [number, number][] }>();
  for (const row of rows) {
    const family = parts.get(row.familyId) ?? { name: row.familyName, parts: [] };
    family.parts.push([lengthOf(slotInterval(row.day, row.startTime, row.endTime)), row.share]);
    parts.set(row.familyId, family);
  }
  return new Map([...parts].map(([id, family]) => [id, { name: family.name, minutes: sharedTotal(family.parts), count: family.parts.length }]));
}

function fewHours(db: Db, agencyId: number, month: string): FamilyWithFewHours[] {
  const current = familyMonths(db, agencyId, month);
  const previous = familyMonths(db, agencyId, shiftMonth(month, -1));
  const ids = new Set([...current.keys(), ...previous.keys()]);
  return [...ids]
    .map((id) => {
      const now = current.get(id);
      const before = previous.get(id);
      return { family: { id, name: (now ?? before)!.name }, eventsCount: now?.count ?? 0, plannedMinutes: now?.minutes ?? 0, previousMonthMinutes: before?.minutes ?? 0 };
    })
    .filter((row) => row.plannedMinutes < FEW_HOURS_MAX_MINUTES)
    .sort((a, b) => a.plannedMinutes - b.plannedMinutes || a.family.name.localeCompare(b.family.name, 'fr') || a.family.id - b.family.id);
}

export function familiesWithFewHours(db: Db, agencyId: number, month: string, paging: PageRequest): Page<FamilyWithFewHours> {
  const all = fewHours(db, agencyId, month);
  return pageOf(all.slice(paging.pageNumber * paging.pageSize, (paging.pageNumber + 1) * paging.pageSize), all.length, paging);
}

/** `today` is the agency's wall-clock day. */
export function activityCounters(db: Db, agencyId: number, month: string, today: string) {
  const count = (sql: string, ...args: unknown[]) => db.prepare(sql).pluck().get(...args) as number;
  const inMonth = `p.agency_id = ? AND p.day LIKE ? || '-%' AND ${notCancelled('p')}`;
  return {
    month,
    prestations: count(`SELECT COUNT(*) FROM planning_events p WHERE ${inMonth}`, agencyId, month),
    unavailabilities: count(
      `SELECT COUNT(*) FROM unavailabilities u JOIN employees e ON e.id = u.employee_id WHERE e.agency_id = ? AND u.start_date_time < ? AND u.end_date_time > ?`,
      agencyId, `${shiftMonth(month, 1)}-01T00:00`, `${month}-01T00:00`,
    ),
    workingProsToday: count(
      `SELECT COUNT(DISTINCT p.employee_id) FROM planning_events p WHERE p.agency_id = ? AND (p.day = ? OR (p.day = ? AND p.end_time <= p.start_time)) AND ${notCancelled('p')}`,
      agencyId, today, shiftDay(today, -1),
    ),
    timesheets: count(`SELECT COUNT(*) FROM (SELECT DISTINCT p.employee_id, f.id FROM planning_events p JOIN families f ON f.id IN ${countedFamilies('p')} WHERE ${inMonth})`, agencyId, month),
    reports: count(`SELECT COUNT(DISTINCT p.employee_id) FROM planning_events p WHERE ${inMonth}`, agencyId, month),
    familiesWithFewHours: fewHours(db, agencyId, month).length,
  };
}
