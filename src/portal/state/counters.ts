/**
 * Unread counters of the menu badges (spec 000 §2.2, §4): refreshed on login, on each
 * agency-context change and periodically while someone is logged in. The counters
 * call does not extend the session, so polling never keeps an idle session alive. The answer's
 * agency (its options as they are now) goes to `onAgency`: an admin's option change reaches an
 * open portal at the next refresh.
 */
import { effect, signal, type ReadonlySignal } from '@preact/signals-react';
import type { ApiClient } from '../../api/client';
import type { Agency, SessionUser } from '../../api/contract/auth';
import { loadDashboard } from '../../api/contract/load';
import { UNREAD_COUNTERS_REFRESH_MS } from '../../domain/timings';
import type { Clock } from './session';

export interface UnreadCounters {
  readonly unreadMessages: number;
  readonly unreadEvents: number;
}

export interface Counters {
  readonly value: ReadonlySignal<UnreadCounters | null>;
  refresh(): Promise<void>;
  /** The events' count an answer already gave (countUnread, setState, delete): the badge follows without another call. */
  setUnreadEvents(count: number): void;
  /** The messages' count a mark-read answer gave: the badge drops at once. */
  setUnreadMessages(count: number): void;
  dispose(): void;
}

export interface CountersOptions {
  client: ApiClient;
  user: ReadonlySignal<SessionUser | null>;
  contextVersion: ReadonlySignal<number>;
  clock: Clock;
  /** The agency in effect as the server has it now (null: none). */
  onAgency?(agency: Agency | null): void;
  /**
   * What the first call waits for: the opened route's first render (state/portal.ts). The badges can come a moment
   * later; the first row should not share the connections and the main thread with them.
   */
  startAfter?: Promise<unknown>;
}

export function createCounters({ client, user, contextVersion, clock, onAgency, startAfter }: CountersOptions): Counters {
  const value = signal<UnreadCounters | null>(null);
  let timer: unknown = null;
  let firstCall = startAfter;
  let disposed = false;

  async function refresh() {
    try {
      const { agency, ...answer } = await client.call((await loadDashboard()).counters);
      if (!user.peek()) return;
      value.value = answer;
      if (agency !== undefined) onAgency?.(agency);
    } catch {
      // A failed refresh keeps the last figures; the next tick tries again.
    }
  }

  function stopTimer() {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  }

  function schedule() {
    stopTimer();
    timer = clock.setTimeout(() => {
      void refresh().finally(() => user.peek() && schedule());
    }, UNREAD_COUNTERS_REFRESH_MS);
  }

  const stop = effect(() => {
    const loggedIn = user.value !== null;
    contextVersion.value;
    if (!loggedIn) {
      value.value = null;
      stopTimer();
      return;
    }
    if (firstCall)
      void firstCall.then(() => {
        if (!disposed && user.peek()) void refresh();
      });
    else void refresh();
    firstCall = undefined;
    schedule();
  });

  return {
    value,
    refresh,
    setUnreadEvents(count) {
      const current = value.peek();
      if (current) value.value = { ...current, unreadEvents: count };
    },
    setUnreadMessages(count) {
      const current = value.peek();
      if (current) value.value = { ...current, unreadMessages: count };
    },
    dispose() {
      disposed = true;
      stop();
      stopTimer();
    },
  };
}
