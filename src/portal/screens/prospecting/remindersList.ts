/**
 * /prospecting/reminders: the prospects whose next exchange is due (today or before: those
 * before are overdue, in red), soonest first; the same list machinery and request as the
 * prospects list, with the due date as a fixed filter.
 */
import type { ApiClient } from '../../../api/client';
import { searchCustomersV2, type CustomersV2Body } from '../../../api/contract/customers';
import { toIsoDate } from '../../../domain/format/date';
import type { ListConfig, ListState } from '../../../domain/list/listState';
import type { RouteLoader } from '../../routes/route';
import { loadList } from '../../kit/listLoader';
import type { ListRequest } from '../../kit/useListController';
import { LIST_CONFIGS, customersListBody } from '../customers/customersList';

export const REMINDERS_NAME = 'prospecting.reminders';

export const REMINDERS_CONFIG: ListConfig = { ...LIST_CONFIGS.prospects, defaultSort: { attribute: 'nextExchangeAt', direction: 'ASC' } };

export function remindersBody(state: ListState, now: number): CustomersV2Body {
  const body = customersListBody('prospects', state);
  return { ...body, filters: [...(body.filters ?? []), { attribute: 'nextExchangeAt', operator: 'BETWEEN', from: null, to: toIsoDate(now) }] };
}

export function remindersRequest(client: ApiClient, now: number) {
  return (state: ListState): ListRequest<CustomersV2Body> => {
    const body = remindersBody(state, now);
    return { body, reads: searchCustomersV2.reads, send: (signal) => client.call(searchCustomersV2, { body }, { signal }) };
  };
}

export const loadReminders: RouteLoader = (context) => loadList(context, REMINDERS_NAME, REMINDERS_CONFIG, remindersRequest(context.client, context.now));
