/**
 * The payments tracking list's request (spec 002 §7.5): its body from the list's state (mode, paid and checked
 * filters, search, page in the URL: `?month=2026-02&type=CHECK&paid=false&q=dupont&page=3`), of the month in the URL
 * (by default the current one). The answer reads bills: a payment toggled or deleted asks the list again.
 */
import type { ApiClient } from '../../../api/client';
import { searchPayments } from '../../../api/contract/payments';
import type { PaymentType } from '../../../domain/billing/labels';
import { toIsoMonth } from '../../../domain/format/date';
import { chosenFilter, type ListConfig, type ListState } from '../../../domain/list/listState';
import { listCall } from '../../kit/listCall';
import { paymentsSearch } from '../../routes/billingSearch';
import type { ListRequest } from '../../kit/useListController';

export const PAYMENTS_LIST = 'billing.payments';

export const PAYMENTS_CONFIG: ListConfig = { attributes: { type: 'enum', paid: 'enum', checked: 'enum' }, defaultSort: null, routeQuery: ['month'] };

/** A yes/no filter's value: '' for either. */
const flagOf = (state: ListState, attribute: string) => {
  const value = chosenFilter(state, attribute);
  return value === '' ? null : value === 'true';
};

export const paymentsListRequest = (client: ApiClient, month: string) => (state: ListState): ListRequest<unknown> => {
  const type = chosenFilter(state, 'type');
  const body = {
    month, types: type ? [type as PaymentType] : undefined, paid: flagOf(state, 'paid'), checked: flagOf(state, 'checked'), pattern: state.text || null,
    pageNumber: state.page, pageSize: state.pageSize,
  };
  return listCall(client, searchPayments, { body });
};

/** A billing list's month, in the URL (`?month=2026-02`, checked; by default the current one): the payments', the consumption's. */
export const monthOfRoute = (location: string, now: number) => paymentsSearch(location).month ?? toIsoMonth(now);
