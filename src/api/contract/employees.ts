/**
 * Employees and candidates (spec 001 §3, §7): the v2 search of the /employees and /candidates
 * lists. The paths are spec 001's; the shapes follow `contract/searchV2.ts`, as for customers.
 */
import * as z from 'zod/mini';
import { FILE, endpoint } from '../endpoint';
import { IsoDateTime, STAFF_ROLES, page } from './common';
import { EMPLOYEE_STATUSES } from './dashboard';
import { EMPLOYEES_V2_SEARCH, EMPLOYEE_ATTRIBUTE_KINDS } from './listSearches';
import { Distribution, ExportQuery, NumericStats, attributeNames, v2Search } from './searchV2';

/**
 * The attributes an employees v2 search filters, counts and sorts on, with their kind (listSearches.ts).
 * Decisions: `nationality` is the record's (set on its infos form, empty until then); `contractsCount` counts the
 * distinct families the employee works for in the planning (work contracts are a later issue);
 * `notesCount` and `notesRemindersCount` count the employee's notes that are not archived, all
 * of them and those with a reminder.
 * - An archived employee or candidate counts in the `status` attribute (filter, distribution,
 *   sort) as `ARCHIVED` or `CANDIDATE_ARCHIVED` (EMPLOYEE_LIST_STATUSES), whatever its own
 *   status: the lists, filtered on their statuses by default, leave them out until the user
 *   ticks « Archivé ». The row keeps its own `status` and says `archived`.
 */
export { EMPLOYEE_ATTRIBUTE_KINDS };
export const EMPLOYEE_ATTRIBUTES = attributeNames(EMPLOYEE_ATTRIBUTE_KINDS);
export type EmployeeAttribute = (typeof EMPLOYEE_ATTRIBUTES)[number];
export const EmployeesV2 = v2Search(EMPLOYEE_ATTRIBUTES);
export type EmployeesV2Body = z.input<typeof EmployeesV2.SearchBody>;
export type EmployeesV2Filter = z.infer<typeof EmployeesV2.Filter>;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
/** The values of the v2 `status` attribute: the statuses, and the archived employees and candidates apart. */
export const EMPLOYEE_LIST_STATUSES = [...EMPLOYEE_STATUSES, 'ARCHIVED', 'CANDIDATE_ARCHIVED'] as const;
export type EmployeeListStatus = (typeof EMPLOYEE_LIST_STATUSES)[number];

/** A row of the employees and candidates lists (spec 001 §3's Employee). Default sort: lastName ASC. */
export const EmployeeListItem = z.object({
  id: z.number(),
  ref: z.nullable(z.string()),
  firstName: z.string(),
  lastName: z.string(),
  candidate: z.boolean(),
  status: z.enum(EMPLOYEE_STATUSES),
  archived: z.optional(z.boolean()),
  email: z.nullable(z.string()),
  /** The mobile. */
  phoneNumber1: z.nullable(z.string()),
  /** The landline. */
  phoneNumber2: z.nullable(z.string()),
  city: z.nullable(z.string()),
  zipCode: z.nullable(z.string()),
  nationality: z.nullable(z.string()),
  contractsCount: z.number(),
  notesCount: z.number(),
  notesRemindersCount: z.number(),
  createdAt: IsoDateTime,
  lastExchangeAt: z.nullable(IsoDateTime),
  nextExchangeAt: z.nullable(IsoDateTime),
});
export type EmployeeListItem = z.infer<typeof EmployeeListItem>;

export const searchEmployeesV2 = endpoint({
  ...EMPLOYEES_V2_SEARCH,
  roles: STAFF_ROLES,
  body: EmployeesV2.SearchBody,
  response: page(EmployeeListItem),
});

export const employeesV2Distribution = endpoint({
  name: 'employees.v2.distribution', reads: ['employees'],
  method: 'POST',
  path: '/private/employees/v2/search/compute-single-attribute-values-distribution',
  access: 'private',
  roles: STAFF_ROLES,
  body: EmployeesV2.AttributeBody,
  response: Distribution,
});

/** 400 when the attribute is not a number. */
export const employeesV2Stats = endpoint({
  name: 'employees.v2.stats', reads: ['employees'],
  method: 'POST',
  path: '/private/employees/v2/search/compute-numeric-attribute-values-stats',
  access: 'private',
  roles: STAFF_ROLES,
  body: EmployeesV2.AttributeBody,
  response: NumericStats,
});

/** The list as a file (`salaries-YYYY-MM-DD.csv` / `.xlsx`; `candidats-…` when the filters keep only candidates). */
export const exportEmployeesV2 = endpoint({
  name: 'employees.v2.export', reads: ['employees'],
  method: 'POST',
  path: '/private/employees/v2/search/export',
  access: 'private',
  roles: STAFF_ROLES,
  query: ExportQuery,
  body: EmployeesV2.SearchBody,
  response: FILE,
});
