/**
 * The /customers and /prospects lists: which list a path shows, its filters and default sort,
 * and its v2 search request. The route's loader (src/portal/routes/) and the screen build the
 * request here, so that the screen reads the answer navigation already asked for (one key in the query cache).
 */
import type { ApiClient } from '../../../api/client';
import type { CustomerStatus, CustomersV2Body } from '../../../api/contract/customers';
import { CUSTOMERS_V2_SEARCH, CUSTOMER_ATTRIBUTE_KINDS } from '../../../api/contract/listSearches';
import { keptListBody, type ListConfig, type ListState } from '../../../domain/list/listState';
import { parseLocation } from '../../../domain/routes';
import type { RouteLoader } from '../../routes/route';
import type { ListRequest } from '../../kit/useListController';
import { loadList } from '../../kit/listLoader';

export type CustomersListKind = 'customers' | 'prospects';

/** Which statuses each list shows; the first is its default filter (the active ones). */
export const LIST_STATUSES: Record<CustomersListKind, readonly [CustomerStatus, CustomerStatus]> = {
  customers: ['ACTIVE_CUSTOMER', 'ARCHIVED_CUSTOMER'],
  prospects: ['PROSPECT', 'ARCHIVED_PROSPECT'],
};

export const LIST_CONFIGS: Record<CustomersListKind, ListConfig> = {
  customers: {
    attributes: CUSTOMER_ATTRIBUTE_KINDS,
    defaultSort: { attribute: 'customerName', direction: 'ASC' },
    defaultFilters: { status: { values: [LIST_STATUSES.customers[0]] } },
  },
  prospects: {
    attributes: CUSTOMER_ATTRIBUTE_KINDS,
    defaultSort: { attribute: 'createdAt', direction: 'DESC' },
    defaultFilters: { status: { values: [LIST_STATUSES.prospects[0]] } },
  },
};

export function listKindOf(path: string): CustomersListKind {
  return path.startsWith('/prospects') ? 'prospects' : 'customers';
}

/** The v2 search of a list: a cleared status filter still keeps the list to its own statuses. */
export function customersListBody(kind: CustomersListKind, state: ListState): CustomersV2Body {
  return keptListBody(state, LIST_CONFIGS[kind], 'status', LIST_STATUSES[kind]);
}

export function customersListRequest(client: ApiClient, kind: CustomersListKind) {
  return (state: ListState): ListRequest<CustomersV2Body> => {
    const body = customersListBody(kind, state);
    return { body, reads: CUSTOMERS_V2_SEARCH.reads, send: (signal) => client.callEarly(CUSTOMERS_V2_SEARCH, import('../../../api/contract/customers').then((m) => m.searchCustomersV2), { body }, { signal }) };
  };
}

/** The name under which the list's requests are handed over (useListController's `name`). */
export const customersListName = (kind: CustomersListKind) => `customers.${kind}`;

/** The route's loader: the list's first page leaves at navigation. */
export const loadCustomersList: RouteLoader = (context) => {
  const kind = listKindOf(parseLocation(context.location).path);
  return loadList(context, customersListName(kind), LIST_CONFIGS[kind], customersListRequest(context.client, kind));
};
