/**
 * The first requests of the admin's network screens (/clients, its overview, /stats,
 * /pushNotifications), started by navigation (src/portal/routes/) and taken by the screens
 * under the same keys (hooks/useRouteLoad.ts).
 */
import type { ApiClient } from '../../../api/client';
import { clientOverview, clients, networkStats } from '../../../api/contract/adminNetwork';
import { pushHistory } from '../../../api/contract/push';
import type { RouteLoader } from '../../routes/route';

export const CLIENTS_KEY = 'admin.clients';
export const PUSH_HISTORY_KEY = 'push.history';
export const overviewKey = (hash: string) => `admin.clientOverview:${hash}`;
/** `clientId` '' for every client. */
export const statsKey = (clientId: string) => `admin.stats:${clientId}`;

export const requestClients = (client: ApiClient) => client.call(clients);
export const requestOverview = (client: ApiClient, hash: string) => client.call(clientOverview, { params: { hash } });
export const requestStats = (client: ApiClient, clientId: string) => client.call(networkStats, { query: clientId ? { clientId: Number(clientId) } : {} });
export const requestPushHistory = (client: ApiClient) => client.call(pushHistory);

export const loadClients: RouteLoader = ({ client, loads }) => loads.start(CLIENTS_KEY, () => requestClients(client));

export const loadClientOverview: RouteLoader = ({ client, match, loads }) => {
  const hash = match.params.clientPublicAccessHash ?? '';
  loads.start(overviewKey(hash), () => requestOverview(client, hash));
};

export const loadStats: RouteLoader = (context) => {
  context.loads.start(statsKey(''), () => requestStats(context.client, ''));
  loadClients(context);
};

export const loadPushHistory: RouteLoader = ({ client, loads }) => loads.start(PUSH_HISTORY_KEY, () => requestPushHistory(client));
