/**
 * A thin router per portal instance. `hash` keeps the location in the host page's
 * hash (`#/login`, shareable, back button works); `memory` keeps it in a signal and
 * never touches the host URL (for several portals on one page).
 */
import { signal, type ReadonlySignal } from '@preact/signals-react';
import { parseLocation } from '../../domain/routes';

export type RoutingMode = 'hash' | 'memory';

export interface Router {
  readonly mode: RoutingMode;
  /** Current location: path plus optional `?query`. */
  readonly location: ReadonlySignal<string>;
  navigate(to: string, options?: { replace?: boolean }): void;
  /** The href a link to `to` should carry. */
  href(to: string): string;
  dispose(): void;
}

function normalise(location: string): string {
  const { path, query } = parseLocation(location);
  return query ? `${path}?${query}` : path;
}

export function createRouter(mode: RoutingMode, win: Window | undefined = globalThis.window, initial = '/'): Router {
  if (mode === 'hash' && win) return hashRouter(win);
  const location = signal(normalise(initial));
  return {
    mode: 'memory',
    location,
    navigate: (to) => void (location.value = normalise(to)),
    // A real href keeps links accessible; clicks are intercepted so the host URL never changes.
    href: (to) => `#${normalise(to)}`,
    dispose: () => undefined,
  };
}

function hashRouter(win: Window): Router {
  const read = () => normalise(decodeURI(win.location.hash.replace(/^#/, '')) || '/');
  const location = signal(read());
  const onHashChange = () => void (location.value = read());
  win.addEventListener('hashchange', onHashChange);
  return {
    mode: 'hash',
    location,
    navigate(to, options) {
      const next = normalise(to);
      if (next === location.value && read() === next) return;
      if (options?.replace) win.history.replaceState(win.history.state, '', `#${next}`);
      else win.location.hash = next;
      location.value = next;
    },
    href: (to) => `#${normalise(to)}`,
    dispose: () => win.removeEventListener('hashchange', onHashChange),
  };
}
