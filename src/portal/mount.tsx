/**
 * Mounts one portal instance into a container (the element's shadow root wrapper)
 * and returns its unmount. The element in embed/ is the only caller.
 */
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadRouteCode } from './app/screens';
import { createPortal, type PortalOptions } from './state/portal';

export function mountPortal(container: Element, options: PortalOptions): () => void {
  const portal = createPortal(options);
  // The code of the route the page opens on starts loading now, beside the session's restore and the route's first
  // request (state/portal.ts), not once React has run its first render (a task later, after the entry's evaluation).
  preloadRouteCode(portal.match.peek());
  const root = createRoot(container);
  let rendered = false;
  let wait: ReturnType<typeof setTimeout> | undefined;
  const render = () => {
    if (rendered) return;
    rendered = true;
    clearTimeout(wait);
    root.render(<App portal={portal} />);
  };
  // With a request to send (a bookmarked list, a stored session), the first render waits for its answer, as a data
  // router waits for a route's loader: the shell, the screen and its rows then come in one render and one frame.
  // Rendered earlier, the shell and the screen's loading state took the main thread (render, layout, paint) while the
  // answer, already arrived, waited behind them to be read; and the loader's small chunk behind the first render.
  if (portal.opened) {
    // A task later: the answer's last steps (microtasks) run first, and Preact renders at once when asked.
    void portal.opened.then(() => {
      if (!rendered) wait = setTimeout(render, 0);
    });
  } else render();
  return () => {
    rendered = true;
    clearTimeout(wait);
    root.unmount();
    portal.dispose();
  };
}
