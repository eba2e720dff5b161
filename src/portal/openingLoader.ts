/**
 * The code of the loader of the route a page opens on, asked for before the rest of the portal is evaluated: the entry
 * imports this module first (embed/openingLoader.ts), so that the loader's small chunk downloads while the browser
 * evaluates React (about a hundred milliseconds on an office PC), and the list's search leaves as soon as the element
 * mounts instead of a round trip later. Imports no React.
 */
import { matchRoute } from '../domain/routes';
import { preloadRouteLoader } from './state/routeLoaders';

/** Starts fetching the loader of the private route a hash names (`#/customers`), if it has one. */
export function preloadOpeningLoader(hash: string): void {
  const route = matchRoute(hash.replace(/^#/, ''))?.route;
  if (route?.screen && route.access === 'private') preloadRouteLoader(route.screen);
}
