/**
 * The bills list's request (spec 002 §2 bills search): its body from the list's state (filters, search, page in the
 * URL), and the route's loader, which sends the list the URL describes, of the month in the URL (by default the rule of
 * the 15th), at navigation, beside the screen's code, through the query cache under the list controller's key.
 */
import type { ApiClient } from '../../../api/client';
import type { BillSummary } from '../../../api/contract/billing';
import { BILLS_SEARCH } from '../../../api/contract/listSearches';
import type { BillStatus } from '../../../domain/billing/status';
import { ISO_MONTH_FORM } from '../../../domain/format/date';
import { billsMonth } from '../../../domain/menu';
import { chosenFilter, type ListConfig, type ListState } from '../../../domain/list/listState';
import { parseLocation, parseQuery } from '../../../domain/routes';
import type { ListRequest } from '../../kit/useListController';
import { loadList } from '../../kit/listLoader';
import type { RouteLoader } from '../../routes/route';

export interface BillsFilters {
  readonly month: string;
  readonly status: string;
  readonly kind: string;
  readonly pattern: string;
  readonly remainingOnly: boolean;
  readonly pageNumber: number;
  readonly pageSize: number;
}

/** Status filter value → statuses asked: VALIDATED and NUMBERED share their label. */
const statusesOf = (value: string): BillStatus[] | undefined => (value === 'VALIDATED' ? ['VALIDATED', 'NUMBERED'] : value ? [value as BillStatus] : undefined);

export function billsBody(filters: BillsFilters) {
  return {
    month: filters.month,
    statuses: statusesOf(filters.status),
    types: filters.kind ? [filters.kind as BillSummary['type']] : undefined,
    pattern: filters.pattern || null,
    withRemainingOnly: filters.remainingOnly,
    pageNumber: filters.pageNumber,
    pageSize: filters.pageSize,
  };
}

/** The list's name, shared by the route's loader and the screen's list controller (the key of its first request). */
export const BILLS_LIST = 'billing.bills';

const searchBills = (client: ApiClient, body: ReturnType<typeof billsBody>, signal?: AbortSignal) =>
  client.callEarly(BILLS_SEARCH, import('../../../api/contract/billing').then((m) => m.searchBills), { body }, signal ? { signal } : undefined);

/** The list's filters in the URL (`?month=2026-02&status=DRAFT&kind=BILL&remaining=true&q=dupont&page=3`), `month` the route's. */
export const BILLS_CONFIG: ListConfig = { attributes: { status: 'enum', kind: 'enum', remaining: 'enum' }, defaultSort: null, routeQuery: ['month'] };

/** The search's body for the month's bills as the list's state filters them. */
const billsBodyOf = (month: string, state: ListState) =>
  billsBody({
    month, status: chosenFilter(state, 'status'), kind: chosenFilter(state, 'kind'), pattern: state.text, remainingOnly: chosenFilter(state, 'remaining') === 'true',
    pageNumber: state.page, pageSize: state.pageSize,
  });

/** The bills list's request for the list controller. */
export const billsListRequest = (client: ApiClient, month: string) => (state: ListState): ListRequest<ReturnType<typeof billsBody>> => {
  const body = billsBodyOf(month, state);
  return { body, reads: BILLS_SEARCH.reads, send: (signal) => searchBills(client, body, signal) };
};

/** The route's month (`?month=2026-02`), else the rule of the 15th; read without zod, which this light loader must not import (scripts/shell-chunk.mjs). */
export function monthOfBillsList(location: string, now: number): string {
  const { month } = parseQuery(parseLocation(location).query);
  return month !== undefined && ISO_MONTH_FORM.test(month) ? month : billsMonth(now);
}

/** The route's loader asks the list the URL describes (its filters and page), as the screen's controller will. */
export const loadBills: RouteLoader = (context) =>
  loadList(context, BILLS_LIST, BILLS_CONFIG, billsListRequest(context.client, monthOfBillsList(context.location, context.now)));
