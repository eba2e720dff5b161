/**
 * Mounts one portal instance into a container (the element's shadow root wrapper)
 * and returns its unmount. The element in embed/ is the only caller.
 */
import { createRoot } from 'react-dom/client';
import { matchRoute } from '../domain/routes';
import { App, preloadRouteCode } from './app/App';
import { createPortal, type PortalOptions } from './state/portal';

export function mountPortal(container: Element, options: PortalOptions): () => void {
  const portal = createPortal(options);
  // The code of the route the page opens on starts loading now, beside the session's restore and the route's first
  // request (state/portal.ts), not once React has run its first render (a task later, after the entry's evaluation).
  const opened = matchRoute(portal.router.location.peek())?.route;
  preloadRouteCode(opened?.screen, opened?.access === 'private');
  const root = createRoot(container);
  root.render(<App portal={portal} />);
  return () => {
    root.unmount();
    portal.dispose();
  };
}
