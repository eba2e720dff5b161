/** The clients and the network's figures (/clients, /clients/{hash}/overview, /stats; admin only: the contract's roles). */
import * as adminNetwork from '../../src/api/contract/adminNetwork';
import { wallClockNow } from '../dates';
import { notFound } from '../http/errors';
import * as store from '../store/adminNetwork';
import { found } from './scope';
import { handlersFor } from './types';
import type { Clock } from '../clock';

const thisMonth = (clock: Clock) => wallClockNow(clock.now()).slice(0, 7);

export const adminNetworkHandlers = handlersFor(adminNetwork, {
  clients: ({ app }) => store.listClients(app.db, thisMonth(app.clock)),
  clientOverview: ({ params, app }) => found(store.clientOverview(app.db, params.hash, thisMonth(app.clock))),
  networkStats: ({ query, app }) => {
    if (query.clientId !== undefined && !store.clientExists(app.db, query.clientId)) throw notFound();
    return store.networkStats(app.db, thisMonth(app.clock), query.clientId);
  },
});
