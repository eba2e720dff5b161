/**
 * A thin router per portal instance. `hash` keeps the location in the host page's
 * hash (`#/login`, shareable, back button works); `memory` keeps it in a signal and
 * never touches the host URL (for several portals on one page).
 */
import { signal, type ReadonlySignal } from '@preact/signals-react';
import { LEAVE_QUESTION } from '../../domain/form/texts';
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
   * A part of the page holds unsaved changes (the form model's dirty state): while any does,
   * leaving asks once (`confirmLeave`) before the portal goes elsewhere. Redirects (`replace`)
   * pass. Returns the removal.
   */
  addLeaveGuard(): () => void;
  dispose(): void;
}

function normalise(location: string): string {
  const { path, query } = parseLocation(location);
  return query ? `${path}?${query}` : path;
}

/** The pages' unsaved parts, and the question asked before leaving them. */
function leaveGuards(confirmLeave: () => boolean) {
  const guards = new Set<object>();
  return {
    add() {
      const guard = {};
      guards.add(guard);
      return () => void guards.delete(guard);
    },
    /** Whether a move from `from` to `to` may go on. */
    allows(from: string, to: string, replace: boolean | undefined) {
      return replace || from === to || guards.size === 0 || confirmLeave();
    },
  };
}

export function createRouter(
  mode: RoutingMode,
  win: Window | undefined = globalThis.window,
  initial = '/',
  confirmLeave: () => boolean = () => globalThis.window?.confirm(LEAVE_QUESTION) ?? true,
): Router {
  if (mode === 'hash' && win) return hashRouter(win, confirmLeave);
  const location = signal(normalise(initial));
  const guards = leaveGuards(confirmLeave);
  return {
    mode: 'memory',
    location,
    navigate(to, options) {
      if (guards.allows(location.value, normalise(to), options?.replace)) location.value = normalise(to);
    },
    addLeaveGuard: guards.add,
    // A real href keeps links accessible; clicks are intercepted so the host URL never changes.
    href: (to) => `#${normalise(to)}`,
    dispose: () => undefined,
  };
}

function hashRouter(win: Window, confirmLeave: () => boolean): Router {
  const read = () => normalise(decodeURI(win.location.hash.replace(/^#/, '')) || '/');
  const location = signal(read());
  const guards = leaveGuards(confirmLeave);
  const onHashChange = () => void (location.value = read());
  win.addEventListener('hashchange', onHashChange);
  return {
    mode: 'hash',
    location,
    navigate(to, options) {
      const next = normalise(to);
      if (next === location.value && read() === next) return;
      if (!guards.allows(location.value, next, options?.replace)) return;
      if (options?.replace) win.history.replaceState(win.history.state, '', `#${next}`);
      else win.location.hash = next;
      location.value = next;
    },
    href: (to) => `#${normalise(to)}`,
    addLeaveGuard: guards.add,
    dispose: () => win.removeEventListener('hashchange', onHashChange),
  };
}
