/** The employees and candidates lists (v2 search, spec 001 §7): the attributes of EMPLOYEE_ATTRIBUTE_KINDS over the employees table. */
import { EMPLOYEE_ATTRIBUTE_KINDS, type EmployeeAttribute, type EmployeeListItem, type EmployeesV2Filter } from '../../src/api/contract/employees';
import type { SortDirection } from '../../src/api/contract/searchV2';
import type { Db } from './db';
import { pageOf, type PageRequest } from './paging';
import { v2Distribution, v2Ids, v2Stats, type V2Resource } from './searchV2';
import type { Page } from './types';

/** The counts of an employee `e`: families served in the planning (the contracts until work contracts exist), notes kept, those with a reminder. */
const COUNTS = {
  contractsCount: '(SELECT COUNT(DISTINCT pe.family_id) FROM planning_events pe WHERE pe.employee_id = e.id)',
  notesCount: '(SELECT COUNT(*) FROM notes n WHERE n.pro_id = e.id AND n.archived = 0)',
  notesRemindersCount: '(SELECT COUNT(*) FROM notes n WHERE n.pro_id = e.id AND n.archived = 0 AND n.reminder_date IS NOT NULL)',
} as const;

export const EMPLOYEES_V2: V2Resource<EmployeeAttribute> = {
  kinds: EMPLOYEE_ATTRIBUTE_KINDS,
  expressions: {
    ref: 'e.ref', firstName: 'e.first_name', lastName: 'e.last_name', email: 'e.email', phoneNumber1: 'e.mobile', phoneNumber2: 'e.phone',
    city: 'e.city', zipCode: 'e.postcode', nationality: 'e.nationality',
    status: "CASE WHEN e.archived = 1 THEN (CASE WHEN e.status = 'CANDIDATE' THEN 'CANDIDATE_ARCHIVED' ELSE 'ARCHIVED' END) ELSE e.status END",
    ...COUNTS,
    createdAt: 'e.created_at', lastExchangeAt: 'e.last_exchange_at', nextExchangeAt: 'e.next_exchange_at',
  },
  from: 'FROM employees e',
  scope: 'e.agency_id = @scope',
  id: 'e.id',
  // One text per row, as for customers; the names both ways round.
  textColumns: [
    "e.first_name || ' ' || e.last_name || char(10) || e.last_name || ' ' || e.first_name || char(10) || coalesce(e.ref, '') || char(10) || e.email || char(10) || e.city",
  ],
  defaultSort: { attribute: 'lastName', direction: 'ASC' },
};

export interface EmployeesV2Query {
  text?: string | null | undefined;
  filters: EmployeesV2Filter[];
  sort?: { attribute: EmployeeAttribute; direction: SortDirection } | null | undefined;
}

/** The list's rows of these employees, in the order of `ids`. */
export function employeeListItems(db: Db, ids: number[]): EmployeeListItem[] {
  if (!ids.length) return [];
  const rows = db
    .prepare(
      `SELECT e.id, e.ref, e.first_name AS firstName, e.last_name AS lastName, e.status, e.archived, e.email, e.mobile AS phoneNumber1, e.phone AS phoneNumber2,
         e.city, e.postcode AS zipCode, e.nationality, ${Object.entries(COUNTS).map(([name, sql]) => `${sql} AS ${name}`).join(', ')},
         e.created_at AS createdAt, e.last_exchange_at AS lastExchangeAt, e.next_exchange_at AS nextExchangeAt
       FROM employees e WHERE e.id IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(ids)) as (Omit<EmployeeListItem, 'candidate' | 'archived'> & { archived: number })[];
  const byId = new Map(rows.map((row) => [row.id, { ...row, archived: row.archived === 1, candidate: row.status === 'CANDIDATE' } satisfies EmployeeListItem]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function searchEmployeesV2(db: Db, agencyId: number, query: EmployeesV2Query, paging: PageRequest): Page<EmployeeListItem> {
  const { ids, total } = v2Ids(db, EMPLOYEES_V2, query, agencyId, paging);
  return pageOf(employeeListItems(db, ids), total, paging);
}

/** The rows of an export: the requested page, or every match (at most 100,000). */
export function employeesToExport(db: Db, agencyId: number, query: EmployeesV2Query, paging: PageRequest | null): EmployeeListItem[] {
  return employeeListItems(db, v2Ids(db, EMPLOYEES_V2, query, agencyId, paging).ids);
}

export const employeesV2Distribution = (db: Db, agencyId: number, query: EmployeesV2Query & { attribute: EmployeeAttribute }) =>
  v2Distribution(db, EMPLOYEES_V2, query, agencyId);

export const employeesV2Stats = (db: Db, agencyId: number, query: EmployeesV2Query & { attribute: EmployeeAttribute }) =>
  v2Stats(db, EMPLOYEES_V2, query, agencyId);
