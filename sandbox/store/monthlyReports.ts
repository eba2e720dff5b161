/**
 * /activity/reports: the month's individual reports of the agency's professionals or families
 * with events (each member of a shared care, at its share), and their sums.
 */
import type { MonthlyReportRow } from '../../src/api/contract/activity';
import { foldAccents } from '../../src/domain/text';
import type { Db } from './db';
import { pageOf, type PageRequest } from './paging';
import { monthlyReport } from './reports';
import { notCancelled } from './eventCancellations';
import { countedFamilies } from './planning';

export interface ReportsFilter { month: string; type: 'pros' | 'families'; namePattern?: string | null | undefined }

/** `currentMonth` decides which reports are validated (those before it). */
export function searchMonthlyReports(db: Db, agencyId: number, filter: ReportsFilter, currentMonth: string, paging: PageRequest) {
  const rows = monthlyReportRows(db, agencyId, filter, currentMonth);
  const sum = (pick: (row: MonthlyReportRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    page: pageOf(rows.slice(paging.pageNumber * paging.pageSize, (paging.pageNumber + 1) * paging.pageSize), rows.length, paging),
    sums: {
      eventsCount: sum((row) => row.report.eventsCount),
      durations: {
        total: sum((row) => row.report.durations.total),
        normal: sum((row) => row.report.durations.normal),
        totalIncreased: sum((row) => row.report.durations.totalIncreased),
        holiday: sum((row) => row.report.durations.holiday),
      },
    },
  };
}

/** Every report matching the filter, by last name (or name): the search's pages and the export. */
export function monthlyReportRows(db: Db, agencyId: number, filter: ReportsFilter, currentMonth: string): MonthlyReportRow[] {
  const targets = (
    filter.type === 'pros'
      ? db.prepare(`SELECT DISTINCT e.id, e.first_name || ' ' || e.last_name AS name, e.last_name AS sortKey, NULL AS detail FROM planning_events p JOIN employees e ON e.id = p.employee_id
          WHERE p.agency_id = ? AND p.day LIKE ? || '-%' AND ${notCancelled('p')}`)
      : db.prepare(`SELECT DISTINCT f.id, f.label AS name, f.label AS sortKey,
          NULLIF(TRIM(COALESCE(NULLIF(TRIM(f.city), '') || ' · ', '') || COALESCE((SELECT c.ref FROM customers c WHERE c.id = f.customer_id), ''), ' ·'), '') AS detail
          FROM planning_events p JOIN families f ON f.id IN ${countedFamilies('p')}
          WHERE p.agency_id = ? AND p.day LIKE ? || '-%' AND ${notCancelled('p')}`)
  ).all(agencyId, filter.month) as { id: number; name: string; sortKey: string; detail: string | null }[];
  const pattern = foldAccents(filter.namePattern?.trim() ?? '');
  const rows: MonthlyReportRow[] = targets
    .filter((target) => !pattern || foldAccents(target.name).includes(pattern))
    .sort((a, b) => a.sortKey.localeCompare(b.sortKey, 'fr') || a.name.localeCompare(b.name, 'fr') || a.id - b.id)
    .map((target) => ({
      target: { id: target.id, name: target.name, detail: target.detail },
      report: monthlyReport(db, filter.month, filter.type === 'pros' ? { proId: target.id, familyId: null } : { proId: null, familyId: target.id }, currentMonth),
    }));
  return rows;
}

/** The references a payroll file keys its lines by: the employee's (INT-…) or the family's customer's (CLI-…). */
export function reportTargetRefs(db: Db, type: ReportsFilter['type'], ids: readonly number[]): Map<number, string> {
  const query = type === 'pros' ? db.prepare('SELECT id, ref FROM employees WHERE id = ?') : db.prepare('SELECT f.id, c.ref FROM families f JOIN customers c ON c.id = f.customer_id WHERE f.id = ?');
  return new Map(ids.flatMap((id) => {
    const found = query.get(id) as { id: number; ref: string | null } | undefined;
    return found?.ref ? [[id, found.ref] as const] : [];
  }));
}
