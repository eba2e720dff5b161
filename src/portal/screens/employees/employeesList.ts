/**
 * The /employees and /candidates lists: which list a path shows, its filters and default sort,
 * and its v2 search request (built here for the route's loader and the screen alike).
 */
import type { ApiClient } from '../../../api/client';
import type { EmployeeListStatus, EmployeesV2Body } from '../../../api/contract/employees';
import { EMPLOYEES_V2_SEARCH, EMPLOYEE_ATTRIBUTE_KINDS } from '../../../api/contract/listSearches';
import { keptListBody, type ListConfig, type ListState } from '../../../domain/list/listState';
import { parseLocation } from '../../../domain/routes';
import type { RouteLoader } from '../../routes/route';
import type { ListRequest } from '../../kit/useListController';
import { loadList } from '../../kit/listLoader';

export type EmployeesListKind = 'employees' | 'candidates';

/** Which statuses each list shows; the first is its default filter (employees: the active ones). */
export const LIST_STATUSES: Record<EmployeesListKind, readonly [EmployeeListStatus, ...EmployeeListStatus[]]> = {
  employees: ['ACTIVE', 'INACTIVE', 'SUSPENDED', 'CREATED', 'PRE_REGISTERED'],
  candidates: ['CANDIDATE'],
};

/** The archived ones, out of each list until the status filter asks for them. */
export const ARCHIVED_STATUS: Record<EmployeesListKind, EmployeeListStatus> = { employees: 'ARCHIVED', candidates: 'CANDIDATE_ARCHIVED' };

export const LIST_CONFIGS: Record<EmployeesListKind, ListConfig> = {
  employees: {
    attributes: EMPLOYEE_ATTRIBUTE_KINDS,
    defaultSort: { attribute: 'lastName', direction: 'ASC' },
    defaultFilters: { status: { values: [LIST_STATUSES.employees[0]] } },
  },
  candidates: {
    attributes: EMPLOYEE_ATTRIBUTE_KINDS,
    defaultSort: { attribute: 'createdAt', direction: 'DESC' },
    defaultFilters: { status: { values: [LIST_STATUSES.candidates[0]] } },
  },
};

export function listKindOf(path: string): EmployeesListKind {
  return path.startsWith('/candidates') ? 'candidates' : 'employees';
}

/** The v2 search of a list: a cleared status filter still keeps the list to its own statuses (no candidate among the employees). */
export function employeesListBody(kind: EmployeesListKind, state: ListState): EmployeesV2Body {
  return keptListBody(state, LIST_CONFIGS[kind], 'status', LIST_STATUSES[kind]);
}

export function employeesListRequest(client: ApiClient, kind: EmployeesListKind) {
  return (state: ListState): ListRequest<EmployeesV2Body> => {
    const body = employeesListBody(kind, state);
    return { body, reads: EMPLOYEES_V2_SEARCH.reads, send: (signal) => client.callEarly(EMPLOYEES_V2_SEARCH, import('../../../api/contract/employees').then((m) => m.searchEmployeesV2), { body }, { signal }) };
  };
}

/** The name under which the list's requests are handed over (useListController's `name`). */
export const employeesListName = (kind: EmployeesListKind) => `employees.${kind}`;

/** The route's loader: the list's first page leaves at navigation. */
export const loadEmployeesList: RouteLoader = (context) => {
  const kind = listKindOf(parseLocation(context.location).path);
  return loadList(context, employeesListName(kind), LIST_CONFIGS[kind], employeesListRequest(context.client, kind));
};
