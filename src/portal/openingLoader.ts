/**
 * The code of the loader of the route a page opens on, asked for before the rest of the portal is evaluated: the entry
 * imports this module first (embed/openingLoader.ts), so that the loader's small chunk downloads while the browser
 * evaluates React (about a hundred milliseconds on an office PC), and the list's search leaves as soon as the element
 * mounts instead of a round trip later. Imports no React.
 */
import { preloadTransport } from '../api/client';
import { matchRoute } from '../domain/routes';
import { preloadRouteLoader } from './routes';

/** Starts fetching the loader of the private route a hash names (`#/customers`), and the client's transport it will send with. */
export function preloadOpeningLoader(hash: string): void {
  // The portal does not exist yet: this is the one match before its own, once per navigation (state/portal.ts).
  const match = matchRoute(hash.replace(/^#/, ''));
  if (match?.route.access !== 'private') return;
  preloadRouteLoader(match);
  preloadTransport();
}
