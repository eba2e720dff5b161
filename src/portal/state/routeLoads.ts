/**
 * The first request of a route, started at navigation beside the route's code (the loader
 * declared with the route: src/portal/routes/), and taken by the screen once it has mounted
 * instead of sending the same request again. One store per portal instance; a request is
 * keyed by what it asks (the same key on both sides) and handed over once. One not taken
 * within `ttlMs` is dropped: the screen asks again.
 */
import type { ApiClient } from '../../api/client';
import type { RouteLoader } from '../routes/route';
import type { Clock } from './session';

export interface RouteLoads {
  /** Sends the request unless the same one is already under way or waiting to be taken. */
  start(key: string, send: () => Promise<unknown>): void;
  /**
   * A route's loader on its way (its chunk loading, then its `start`): a screen that asks meanwhile
   * waits for it rather than sending the same request beside it. Settles, never rejects.
   */
  expect(loader: Promise<unknown>): void;
  /**
   * What navigation started under `key` (once a loader on its way has run), else `send()`. A started
   * request that failed (sent before the session was ready, say) is sent once more.
   */
  takeOr<T>(key: string, send: () => Promise<T>): Promise<T>;
  /**
   * The answer under `key` when it has already arrived (taken: the screen renders it in its first render, without
   * a round of effect, promise and render more), else undefined and nothing is taken.
   */
  takeArrived<T>(key: string): T | undefined;
  /** Settles once every request started so far has answered or failed (never rejects). */
  answered(): Promise<void>;
  dispose(): void;
}

const TTL_MS = 15_000;
const MAX_ENTRIES = 8;

export function createRouteLoads(clock: Pick<Clock, 'now'>, ttlMs = TTL_MS): RouteLoads {
  const entries = new Map<string, { answer: Promise<unknown>; at: number; arrived?: { value: unknown } }>();
  const loaders = new Set<Promise<unknown>>();
  const takeNow = <T>(key: string) => {
    const entry = entries.get(key);
    entries.delete(key);
    return entry && clock.now() - entry.at <= ttlMs ? (entry.answer as Promise<T>) : undefined;
  };
  const takenOrSent = <T>(key: string, send: () => Promise<T>) => takeNow<T>(key)?.catch(() => send()) ?? send();
  return {
    start(key, send) {
      const current = entries.get(key);
      if (current && clock.now() - current.at <= ttlMs) return;
      const answer = send();
      const entry: { answer: Promise<unknown>; at: number; arrived?: { value: unknown } } = { answer, at: clock.now() };
      // A failure is the screen's to see (it asks again), never an unhandled rejection here.
      answer.then((value) => void (entry.arrived = { value }), () => undefined);
      entries.delete(key);
      entries.set(key, entry);
      while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    },
    expect(loader) {
      const settled: Promise<unknown> = loader.catch(() => undefined).finally(() => loaders.delete(settled));
      loaders.add(settled);
    },
    // Under Preact, a screen's first render and effects can come before the loader's `import()` has resolved,
    // though both wait for the same modules: without the wait, the screen's request and the loader's both leave.
    takeOr: (key, send) => (loaders.size && !entries.has(key) ? Promise.all(loaders).then(() => takenOrSent(key, send)) : takenOrSent(key, send)),
    takeArrived<T>(key: string) {
      const entry = entries.get(key);
      if (!entry?.arrived || clock.now() - entry.at > ttlMs) return undefined;
      entries.delete(key);
      return entry.arrived.value as T;
    },
    answered: () => Promise.all([...entries.values()].map(({ answer }) => answer.catch(() => undefined))).then(() => undefined),
    dispose: () => {
      entries.clear();
      loaders.clear();
    },
  };
}

/** The key under which a request is handed over from the route's loader to the screen. */
export const listRequestKey = (name: string, body: unknown): string => `${name}:${JSON.stringify(body)}`;

/** The answer navigation already started for `key`, else `send()` (a screen's first request; a fake portal has no store). */
export function takenOr<T>(loads: RouteLoads | undefined, key: string, send: () => Promise<T>): Promise<T> {
  return loads ? loads.takeOr(key, send) : send();
}

/**
 * A list's first request, shared by its route loader and its screen under one key: `page` takes
 * what navigation started for the same body, else calls; `loader(body)` is the route's loader.
 */
export function firstPageRequest<B, T>(name: string, call: (client: ApiClient, body: B) => Promise<T>) {
  const keyOf = (body: B) => listRequestKey(name, body);
  return {
    page: (client: ApiClient, loads: RouteLoads | undefined, body: B) => takenOr(loads, keyOf(body), () => call(client, body)),
    /** The answer navigation asked for `body`, when it has already arrived (for the screen's first render). */
    arrived: (loads: RouteLoads | undefined, body: B) => loads?.takeArrived<T>(keyOf(body)) ?? null,
    loader: (body: B): RouteLoader => ({ client, loads }) => loads.start(keyOf(body), () => call(client, body)),
  };
}
