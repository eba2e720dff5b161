/** Customers and prospects of the session's agency: quick search, details, and the v2 lists (search, distribution, stats, export). */
import * as customers from '../../src/api/contract/customers';
import { isoDate, agencyToday } from '../dates';
import { customersFile } from '../files/customers';
import { getCustomer, searchCustomers } from '../store/customers';
import { customersToExport, customersV2Distribution, customersV2Stats, searchCustomersV2 } from '../store/customersV2';
import { keepsOnly } from '../store/searchV2';
import { agencyOf, found } from './scope';
import { handlersFor } from './types';

const PROSPECT_STATUSES: readonly unknown[] = ['PROSPECT', 'ARCHIVED_PROSPECT'];

export const customersHandlers = handlersFor(customers, {
  searchCustomers: ({ body, session, app }) => searchCustomers(app.db, agencyOf(session), body, body, app.clock.now()),
  getCustomer: ({ params, session, app }) => found(getCustomer(app.db, agencyOf(session), params.id, app.clock.now())),

  searchCustomersV2: ({ body, session, app }) => searchCustomersV2(app.db, agencyOf(session), body, body),
  customersV2Distribution: ({ body, session, app }) => customersV2Distribution(app.db, agencyOf(session), body),
  customersV2Stats: ({ body, session, app }) => customersV2Stats(app.db, agencyOf(session), body),
  exportCustomersV2: ({ query, body, session, app }) => {
    const items = customersToExport(app.db, agencyOf(session), body, query.onlyCurrentPage === 'true' ? body : null);
    return customersFile(items, query.exportType, keepsOnly(body.filters, 'status', PROSPECT_STATUSES), isoDate(agencyToday(app.clock.now())));
  },
});
