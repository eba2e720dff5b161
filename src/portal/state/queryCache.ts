/**
 * The portal's query cache (issue 31 §2, first step), one per portal instance. An answer is kept under its key (the
 * endpoint's name and what is asked) with the resources it reads: the same key asked while under way, or within
 * `keepMs` of its answer, is sent once. A request nobody wants any more (every asker's signal aborted) is aborted. A
 * write (the client's `wrote` event, from the contract's `writes`) drops the answers reading its resources and tells
 * their readers, who ask again. Failures are never kept, nor the answer of a request that reads nothing declared
 * (no write could drop it): that one is only shared while under way.
 * The last answer of each key is also kept for `peek` (a screen's first render, the way back to a list) until `staleMs`
 * after it stopped being fresh: no longer fresh, or dropped by a write, it is still shown while `fetch` asks it again.
 */
import type { ApiClient } from '../../api/client';
import type { EndpointDef, EndpointInput, EndpointOutput } from '../../api/endpoint';
import type { Clock } from './session';

export interface QueryRequest<T> {
  /** The endpoint's name and what is asked (queryKey). */
  readonly key: string;
  /** The resources the answer reads (the endpoint's `reads`). */
  readonly reads: readonly string[];
  send(signal: AbortSignal): Promise<T>;
  /** How long its answer is served without asking again, when not the cache's `keepMs` (a month's holidays: an hour). */
  readonly keepMs?: number;
}

export interface QueryCache {
  /** The answer under the request's key: kept, under way, or sent now; `signal` says when this asker no longer wants it. */
  fetch<T>(request: QueryRequest<T>, signal?: AbortSignal): Promise<T>;
  /** Calls `listener` when a write drops the answer under `key`. */
  onInvalidate(key: string, listener: () => void): () => void;
  /**
   * The last answer under `key`, fresh or no longer fresh since less than `staleMs` (STALE_MS): what a screen shows in
   * its first render while `fetch` asks again when it is no longer fresh; undefined otherwise.
   */
  peek<T>(key: string): T | undefined;

  /** Drops every answer reading one of `resources` and tells its readers. */
  invalidate(resources: readonly string[]): void;
  /** Drops the answer under `key` (a list's « reload »). */
  drop(key: string): void;
  /** Aborts and drops every answer (the session ended); readers stay. */
  clear(): void;
  /**
   * Forgets every answer and tells every reader, who asks again (another agency chosen: the same key reads another
   * agency's data). What is under way still reaches who asked it.
   */
  renew(): void;
  dispose(): void;
}

interface Entry {
  readonly reads: readonly string[];
  readonly answer: Promise<unknown>;
  readonly controller: AbortController;
  /** Askers still waiting for the answer. */
  wanted: number;
  /** When it answered; null while under way. */
  answeredAt: number | null;
}

export const KEEP_MS = 15_000;
/** How long a last answer, no longer fresh, stays shown while asked again (docs/decisions.md, « The way back »). */
export const STALE_MS = 5 * 60_000;
/** The last answers kept for `peek`, the oldest forgotten first. */
const MAX_SHOWN = 100;

export function createQueryCache(client: Pick<ApiClient, 'on'>, clock: Pick<Clock, 'now'>, keepMs = KEEP_MS, staleMs = STALE_MS): QueryCache {
  const entries = new Map<string, Entry>();
  // The last answer of each key that reads something declared, when it arrived, and for how long it may be shown.
  const shown = new Map<string, { value: unknown; at: number; until: number }>();
  const show = (key: string, value: unknown, keep: number) => {
    shown.delete(key);
    shown.set(key, { value, at: clock.now(), until: keep + staleMs });
    if (shown.size > MAX_SHOWN) shown.delete(shown.keys().next().value!);
  };
  const isFresh = (entry: Entry | undefined, keep: number): entry is Entry =>
    entry !== undefined && (entry.answeredAt === null || (entry.reads.length > 0 && clock.now() - entry.answeredAt <= keep));
  const listeners = new Map<string, Set<() => void>>();
  // The resources each key read when last asked: a reader whose answer is no longer kept still hears of a write.
  const readsOf = new Map<string, readonly string[]>();
  const forget = (key: string, entry: Entry) => entries.get(key) === entry && entries.delete(key);
  const start = <T>({ key, reads, send, keepMs: keep = keepMs }: QueryRequest<T>): Entry => {
    const controller = new AbortController();
    const answer = send(controller.signal);
    const entry: Entry = { reads, answer, controller, wanted: 0, answeredAt: null };
    answer.then((value) => {
      entry.answeredAt = clock.now();
      // Not once dropped (the session's end, another agency, a write, a reload): it may be another's, or older than the write.
      if (entries.get(key) === entry && reads.length > 0) show(key, value, keep);
    }, () => forget(key, entry));
    entries.set(key, entry);
    return entry;
  };
  const cache: QueryCache = {
    fetch<T>(request: QueryRequest<T>, signal?: AbortSignal) {
      readsOf.set(request.key, request.reads);
      const kept = entries.get(request.key);
      const entry = isFresh(kept, request.keepMs ?? keepMs) ? kept : start(request);
      if (entry.answeredAt === null) {
        entry.wanted += 1;
        signal?.addEventListener('abort', () => {
          entry.wanted -= 1;
          if (entry.wanted > 0 || entry.answeredAt !== null) return;
          entry.controller.abort();
          forget(request.key, entry);
        }, { once: true });
      }
      return entry.answer as Promise<T>;
    },
    onInvalidate(key, listener) {
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(listener);
      return () => void set.delete(listener);
    },
    peek<T>(key: string) {
      const last = shown.get(key);
      return last && clock.now() - last.at <= last.until ? (last.value as T) : undefined;
    },
    invalidate(resources) {
      const hit = (reads: readonly string[] = []) => reads.some((resource) => resources.includes(resource));
      for (const [key, entry] of [...entries]) if (hit(entry.reads)) forget(key, entry);
      for (const [key, set] of listeners) if (hit(readsOf.get(key))) for (const listener of [...set]) listener();
    },
    drop(key) {
      entries.delete(key);
    },
    clear() {
      for (const entry of entries.values()) entry.controller.abort();
      entries.clear();
      shown.clear();
    },
    renew() {
      entries.clear();
      shown.clear();
      for (const set of [...listeners.values()]) for (const listener of [...set]) listener();
    },
    dispose() {
      cache.clear();
      listeners.clear();
      readsOf.clear();
      stopListening();
    },
  };
  const stopListening = client.on('wrote', (resources) => cache.invalidate(resources));
  return cache;
}

/**
 * One reader of the cache (a list, a panel): only the answer of its last ask is applied, in the order asked; asking
 * again, or `stop()`, tells the cache the previous answer is no longer wanted (aborted when nobody else waits for it).
 */
export function createQueryReader(cache: QueryCache) {
  let current: AbortController | null = null;
  return {
    ask<T>(request: QueryRequest<T>, apply: (answer: T | null) => void): void {
      current?.abort();
      const asked = (current = new AbortController());
      cache.fetch(request, asked.signal).then(
        (answer) => asked.signal.aborted || apply(answer),
        () => asked.signal.aborted || apply(null),
      );
    },
    stop(): void {
      current?.abort();
      current = null;
    },
  };
}

/** Sorted keys, so that the same input written in another order is the same key. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !(value instanceof Blob)) {
    return Object.fromEntries(Object.keys(value).sort().filter((k) => (value as Record<string, unknown>)[k] !== undefined).map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
  }
  return value;
}

/** The cache's key of a call: the endpoint's name and what is asked. */
export const callKey = (endpoint: Pick<EndpointDef, 'name'>, input: unknown): string => `${endpoint.name}:${JSON.stringify(canonical(input ?? {}))}`;

/** The key of a list's requests: its name and its body (what the route's loader and the list controller both build). */
export const listRequestKey = (name: string, body: unknown): string => `${name}:${JSON.stringify(body)}`;

/** A list's request (`ListRequest`: its body, reads and send) as a cache request, for its route's loader and its controller alike. */
export const listQuery = <T>(name: string, { body, reads = [], send }: { body: unknown; reads?: readonly string[]; send(signal: AbortSignal): Promise<T> }): QueryRequest<T> =>
  ({ key: listRequestKey(name, body), reads, send });

/** One call of the contract as a cache request: keyed by `callKey`, reading what the endpoint declares. */
export function callRequest<D extends EndpointDef>(client: Pick<ApiClient, 'call'>, endpoint: D, input?: EndpointInput<D>): QueryRequest<EndpointOutput<D>> {
  return {
    key: callKey(endpoint, input),
    reads: endpoint.reads ?? [],
    send: (signal) => (client.call as (e: D, i: unknown, o: { signal: AbortSignal }) => Promise<EndpointOutput<D>>)(endpoint, input ?? {}, { signal }),
  };
}
