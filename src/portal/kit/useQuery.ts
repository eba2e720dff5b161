/**
 * The cache's hooks: every read of the portal goes through its query cache (state/queryCache.ts), so the same key
 * asked elsewhere is sent once, an answer nobody wants any more is aborted, only the last ask's answer is applied,
 * and a write of what it reads (the contract's `writes`) asks it again, the previous answer staying shown meanwhile.
 * A null request reads nothing. Failures are swallowed like every panel's (spec 000 §8), the loading flag cleared.
 * An answer the cache already has (a route's loader's, the last one on the way back) is in the first render, and asked
 * again in the background when no longer fresh, without a loading state.
 */
import { useEffect, useRef, useState } from 'react';
import type { EndpointDef, EndpointInput, EndpointOutput } from '../../api/endpoint';
import { usePortal } from '../context';
import { callRequest, createQueryReader, type QueryRequest } from '../state/queryCache';

export interface QueryOptions<T> {
  /** While it answers true (a sign procedure being signed, an export being built), the answer is asked again every `pollMs`. */
  pending?(data: T): boolean;
  pollMs?: number;
  /** Asks again when the window regains focus (lists: what others changed meanwhile). */
  refetchOnFocus?: boolean;
}

export interface QueryResult<T> {
  data: T | null;
  loading: boolean;
  /** Asks again, past the cache (« Actualiser », after a change the contract does not declare). */
  reload(): void;
}

export const POLL_MS = 5_000;

export function useQuery<T>(request: QueryRequest<T> | null, options: QueryOptions<T> = {}): QueryResult<T> {
  const { queries } = usePortal();
  const key = request?.key ?? null;
  const [data, setData] = useState<T | null>(() => (key === null ? null : (queries.peek<T>(key) ?? null)));
  const [loading, setLoading] = useState(request !== null && data === null);
  const [round, setRound] = useState(0);
  const [reader] = useState(() => createQueryReader(queries));
  // A key not asked yet is loading from its first render (not only once the effect has run): nothing shows « Aucun
  // résultat » between a request's input arriving and its asking. The key of a peeked first answer counts as asked.
  const asked = useRef<string | null>(data === null ? null : key);
  const first = useRef(true);
  const askAgain = () => {
    if (key !== null) queries.drop(key);
    setRound((r) => r + 1);
  };
  useEffect(() => () => reader.stop(), [reader]);
  useEffect(() => (key === null ? undefined : queries.onInvalidate(key, () => setRound((r) => r + 1))), [queries, key]);
  useEffect(() => {
    if (!request) {
      reader.stop();
      asked.current = null;
      setData(null);
      setLoading(false);
      return;
    }
    asked.current = key;
    // The first ask of an answer already shown (peeked) refreshes it quietly; a later key or round shows its loading.
    const quiet = first.current && data !== null;
    first.current = false;
    if (!quiet) {
      const kept = queries.peek<T>(key!);
      if (kept !== undefined) setData(kept);
      setLoading(true);
    }
    // The answer and the end of loading in one update (Preact renders each microtask's updates apart).
    reader.ask(request, (answer) => {
      if (answer !== null) setData(answer);
      setLoading(false);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  const polling = key !== null && data !== null && !loading && options.pending?.(data) === true;
  useEffect(() => {
    if (!polling) return;
    const timer = setTimeout(askAgain, options.pollMs ?? POLL_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [polling, data]);
  const onFocus = key !== null && options.refetchOnFocus === true;
  useEffect(() => {
    if (!onFocus) return;
    const view = globalThis.window;
    view?.addEventListener('focus', askAgain);
    return () => view?.removeEventListener('focus', askAgain);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onFocus, key]);
  return { data, loading: loading || key !== asked.current, reload: askAgain };
}

/** One call of the contract read through the cache (`input` null: nothing asked yet). */
export function useCall<D extends EndpointDef>(endpoint: D, input: EndpointInput<D> | null, options?: QueryOptions<EndpointOutput<D>>): QueryResult<EndpointOutput<D>> {
  const { client } = usePortal();
  return useQuery(input === null ? null : callRequest(client, endpoint, input), options);
}
