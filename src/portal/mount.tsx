/**
 * Mounts one portal instance into a container (the element's shadow root wrapper)
 * and returns its unmount. The element in embed/ is the only caller.
 */
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createPortal, type PortalOptions } from './state/portal';

export function mountPortal(container: Element, options: PortalOptions): () => void {
  const portal = createPortal(options);
  const root = createRoot(container);
  root.render(<App portal={portal} />);
  return () => {
    root.unmount();
    portal.dispose();
  };
}
