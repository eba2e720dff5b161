/**
 * Loaders declared with the routes' screens: the portal starts a screen's first request as soon
 * as it knows the route and holds a token (at its creation with a stored session, else at
 * navigation), at the same time as the screen's code (App.tsx), and the screen takes the answer
 * from `portal.routeLoads` instead of asking once it has mounted. Each loader is a dynamic import,
 * so that its module and the contract it calls stay out of the entry.
 */
import type { ApiClient } from '../../api/client';
import type { RouteMatch, ScreenId } from '../../domain/routes';
import type { RouteLoads } from './routeLoads';

export interface RouteLoadContext {
  readonly client: ApiClient;
  readonly match: RouteMatch;
  /** The whole location, query included. */
  readonly location: string;
  readonly loads: RouteLoads;
  /** The portal's clock (lists of what is due today). */
  readonly now: number;
}

export type RouteLoader = (context: RouteLoadContext) => void;

const LOADERS: Partial<Record<ScreenId, () => Promise<RouteLoader>>> = {
  customersList: () => import('../screens/customers/customersList').then((m) => m.loadCustomersList),
  employeesList: () => import('../screens/employees/employeesList').then((m) => m.loadEmployeesList),
  prospectingReminders: () => import('../screens/prospecting/remindersList').then((m) => m.loadReminders),
  messages: () => import('../screens/messages/messagesList').then((m) => m.loadMessages),
  usersList: () => import('../screens/users/usersList').then((m) => m.loadUsersList),
  billingBills: () => import('../screens/billing/billsList').then((m) => m.loadBills),
  clients: () => import('../screens/stats/adminLoads').then((m) => m.loadClients),
  clientOverview: () => import('../screens/stats/adminLoads').then((m) => m.loadClientOverview),
  networkStats: () => import('../screens/stats/adminLoads').then((m) => m.loadStats),
  pushNotifications: () => import('../screens/stats/adminLoads').then((m) => m.loadPushHistory),
  library: () => import('../screens/library/libraryList').then((m) => m.loadLibrary),
  communityPosts: () => import('../screens/community/postsList').then((m) => m.loadPosts),
};

/** Fetches the code of a screen's loader, if it has one, without running it (a failure shows when it runs). */
export function preloadRouteLoader(screen: ScreenId): void {
  LOADERS[screen]?.().catch(() => undefined);
}

/**
 * Starts the loader of a screen, if it has one: the promise settles once its request has been sent (null when the
 * screen has no loader). A failure is left to the screen, which asks again.
 */
export function startRouteLoad(screen: ScreenId, context: RouteLoadContext): Promise<void> | null {
  const loader = LOADERS[screen];
  if (!loader) return null;
  const started = loader().then((load) => load(context));
  context.loads.expect(started);
  return started;
}
