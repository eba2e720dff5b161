/** Customers and prospects of the session's agency: quick search and details. */
import * as customers from '../../src/api/contract/customers';
import { getCustomer, searchCustomers } from '../store/customers';
import { agencyOf, found } from './scope';
import { handlersFor } from './types';

export const customersHandlers = handlersFor(customers, {
  searchCustomers: ({ body, session, app }) => searchCustomers(app.db, agencyOf(session), body, body),
  getCustomer: ({ params, session, app }) => found(getCustomer(app.db, agencyOf(session), params.id)),
});
