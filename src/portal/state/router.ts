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
  /**
   * A page holding unsaved changes asks before the portal leaves it (the form model's dirty
   * state): `allow` answers whether to go on; null removes the guard. Redirects (`replace`) pass.
   */
  setLeaveGuard(allow: (() => boolean) | null): void;
  dispose(): void;
}

function normalise(location: string): string {
  const { path, query } = parseLocation(location);
  return query ? `${path}?${query}` : path;
}

export function createRouter(mode: RoutingMode, win: Window | undefined = globalThis.window, initial = '/'): Router {
  if (mode === 'hash' && win) return hashRouter(win);
  const location = signal(normalise(initial));
  let guard: (() => boolean) | null = null;
  return {
    mode: 'memory',
    location,
    navigate(to, options) {
      if (guard && !options?.replace && normalise(to) !== location.value && !guard()) return;
      location.value = normalise(to);
    },
    setLeaveGuard: (allow) => void (guard = allow),
    // A real href keeps links accessible; clicks are intercepted so the host URL never changes.
    href: (to) => `#${normalise(to)}`,
    dispose: () => undefined,
  };
}

function hashRouter(win: Window): Router {
  const read = () => normalise(decodeURI(win.location.hash.replace(/^#/, '')) || '/');
  const location = signal(read());
  let guard: (() => boolean) | null = null;
  const onHashChange = () => void (location.value = read());
  win.addEventListener('hashchange', onHashChange);
  return {
    mode: 'hash',
    location,
    navigate(to, options) {
      const next = normalise(to);
      if (next === location.value && read() === next) return;
      if (guard && !options?.replace && next !== location.value && !guard()) return;
      if (options?.replace) win.history.replaceState(win.history.state, '', `#${next}`);
      else win.location.hash = next;
      location.value = next;
    },
    href: (to) => `#${normalise(to)}`,
    setLeaveGuard: (allow) => void (guard = allow),
    dispose: () => win.removeEventListener('hashchange', onHashChange),
  };
}
