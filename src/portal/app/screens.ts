/**
 * The components of the routes' screens, made from their declarations (src/portal/routes/): each loads on demand, in
 * its own chunk (lazyComponent.ts). The login screen is the entry's own and home's wrapper is the one the login screen
 * preloads (lazyShell.ts). The wrappers are module-level, like the code they load: they hold no state of an instance.
 */
import type { ComponentType } from 'react';
import type { RouteMatch, ScreenId } from '../../domain/routes';
import { ROUTE_VIEWS, routeView } from '../routes';
import { LoginScreen } from '../screens/login/LoginScreen';
import { lazyComponent } from './lazyComponent';
import { LazyAppLayout, LazyHomeScreen } from './lazyShell';

/** What every screen receives from the route the portal matched. */
export interface ScreenProps {
  params: RouteMatch['params'];
  title: string;
}

/** A screen: the login screen, in the entry, or a lazy one that navigation starts loading before it renders. */
type PreloadableScreen = ComponentType<ScreenProps> & { preload?: () => void };

const lazyScreens = Object.entries(ROUTE_VIEWS).flatMap(([id, { screen }]) => (screen === 'entry' ? [] : [[id, lazyComponent(screen, (loaded) => loaded)]]));
const SCREENS: Readonly<Record<ScreenId, PreloadableScreen>> = { ...(Object.fromEntries(lazyScreens) as Record<ScreenId, PreloadableScreen>), login: LoginScreen, home: LazyHomeScreen };

/** Routes of the table without a screen in this build. */
const NotAvailableScreen = lazyComponent(() => import('../screens/placeholder/NotAvailableScreen'), (m): ComponentType<ScreenProps> => m.NotAvailableScreen);

/** The screen of a matched route: its own, or the « not available yet » page for a route of the table not built yet. */
export const screenOf = (match: RouteMatch): ComponentType<ScreenProps> => (routeView(match) ? SCREENS[match.route.screen!] : NotAvailableScreen);

/** Starts loading the code a route shows: its screen and, for a private route, the shell around it. */
export function preloadRouteCode(match: RouteMatch | null, withScreen = true): void {
  if (withScreen && match?.route.screen) {
    SCREENS[match.route.screen].preload?.();
    routeView(match)?.preload?.(match);
  }
  if (match?.route.access === 'private') LazyAppLayout.preload();
}
