/**
 * The portal's routes: each area's declarations joined into one record, which must hold every screen of the domain's
 * table (src/domain/routes.ts: paths, titles, roles, gates), or the type checker says which is missing. Imports no
 * React (the screens are dynamic imports; app/screens.ts makes them components), so that the entry can start a
 * bookmarked route's loader before React is evaluated (openingLoader.ts).
 */
import type { RouteMatch, ScreenId } from '../../domain/routes';
import { ACTIVITY_ROUTES } from './activity';
import { ADMIN_ROUTES } from './admin';
import { AGENCY_ROUTES } from './agency';
import { BILLING_ROUTES } from './billing';
import { COMMUNITY_ROUTES } from './community';
import { CUSTOMERS_ROUTES } from './customers';
import { EMPLOYEES_ROUTES } from './employees';
import { HOME_ROUTES } from './home';
import { MESSAGES_ROUTES } from './messages';
import { PROSPECTING_ROUTES } from './prospecting';
import type { RouteLoadContext, RouteView } from './route';
import { SESSION_ROUTES } from './session';
import { USERS_ROUTES } from './users';

export type { RouteLoadContext, RouteLoader, RouteView } from './route';

export const ROUTE_VIEWS: Readonly<Record<ScreenId, RouteView>> = {
  ...SESSION_ROUTES, ...HOME_ROUTES, ...MESSAGES_ROUTES, ...USERS_ROUTES, ...CUSTOMERS_ROUTES, ...PROSPECTING_ROUTES, ...EMPLOYEES_ROUTES,
  ...ACTIVITY_ROUTES, ...BILLING_ROUTES, ...AGENCY_ROUTES, ...COMMUNITY_ROUTES, ...ADMIN_ROUTES,
};

/** The declaration of a matched route's screen; none for a route of the table that is not built yet. */
export const routeView = (match: RouteMatch | null): RouteView | undefined => (match?.route.screen ? ROUTE_VIEWS[match.route.screen] : undefined);

/** Fetches the code of a route's loader, if it has one, without running it (a failure shows when it runs). */
export function preloadRouteLoader(match: RouteMatch | null): void {
  routeView(match)?.loader?.().catch(() => undefined);
}

/**
 * Starts the loader of a route, if it has one: the promise settles once its answers have arrived or failed (never
 * rejects), null when the route has no loader. A failure is left to the screen, which asks again.
 */
export function startRouteLoad(context: RouteLoadContext): Promise<void> | null {
  const loader = routeView(context.match)?.loader;
  if (!loader) return null;
  return loader().then((load) => load(context)).then(() => undefined, () => undefined);
}
