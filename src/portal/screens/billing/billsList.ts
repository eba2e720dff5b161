/**
 * The bills list's request (spec 002 §2 bills search): its body from the screen's filters, and the route's loader, which
 * sends the default list of the month in the URL (by default the rule of the 15th) at navigation, beside the screen's
 * code; the screen takes that answer for its first load (state/routeLoads.ts).
 */
import type { BillSummary } from '../../../api/contract/billing';
import { BILLS_SEARCH } from '../../../api/contract/listSearches';
import type { BillStatus } from '../../../domain/billing/status';
import { billsMonth } from '../../../domain/menu';
import { DEFAULT_PAGE_SIZE } from '../../../domain/pagination';
import { routeQuery } from '../../../domain/routes';
import { firstPageRequest } from '../../state/routeLoads';
import type { RouteLoader } from '../../state/routeLoaders';

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

/** The page of bills: the answer the loader asked for when it is the same request, else a new call. */
export const billsRequest = firstPageRequest('billing.bills', (client, body: ReturnType<typeof billsBody>) =>
  client.callEarly(BILLS_SEARCH, import('../../../api/contract/billing').then((m) => m.searchBills), { body }),
);

const defaultBillsFilters = (month: string): BillsFilters => ({ month, status: '', kind: '', pattern: '', remainingOnly: false, pageNumber: 0, pageSize: DEFAULT_PAGE_SIZE });

export const monthOfBillsList = (location: string, now: number) => routeQuery(location).month ?? billsMonth(now);

export const loadBills: RouteLoader = (context) => billsRequest.loader(billsBody(defaultBillsFilters(monthOfBillsList(context.location, context.now))))(context);
