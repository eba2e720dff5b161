/**
 * The first requests of the admin's network screens (/clients, its overview, /stats, /pushNotifications), asked by
 * navigation (src/portal/routes/) through the query cache with the inputs the screens' `useCall` asks: the screen's
 * read joins the loader's, or finds its answer.
 */
import { clientOverview, clients, networkStats } from '../../../api/contract/adminNetwork';
import { pushHistory } from '../../../api/contract/push';
import type { RouteLoader } from '../../routes/route';
import { callRequest } from '../../state/queryCache';

export const overviewInput = (hash: string) => ({ params: { hash } });
/** `clientId` '' for every client. */
export const statsInput = (clientId: string) => ({ query: clientId ? { clientId: Number(clientId) } : {} });

export const loadClients: RouteLoader = ({ client, queries }) => queries.fetch(callRequest(client, clients, {}));

export const loadClientOverview: RouteLoader = ({ client, match, queries }) =>
  queries.fetch(callRequest(client, clientOverview, overviewInput(match.params.clientPublicAccessHash ?? '')));

export const loadStats: RouteLoader = (context) =>
  Promise.all([context.queries.fetch(callRequest(context.client, networkStats, statsInput(''))), loadClients(context)]);

export const loadPushHistory: RouteLoader = ({ client, queries }) => queries.fetch(callRequest(client, pushHistory, {}));
