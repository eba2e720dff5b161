/**
 * Reads one answer through the portal's query cache (state/queryCache.ts): the same key asked elsewhere is sent once,
 * and a write of what it reads (the contract's `writes`) asks it again, the previous answer staying shown meanwhile.
 * A null request reads nothing. Failures are swallowed like every panel's (spec 000 §8), the loading flag cleared.
 */
import { useEffect, useState } from 'react';
import { usePortal } from '../context';
import { createQueryReader, type QueryRequest } from '../state/queryCache';

export function useQuery<T>(request: QueryRequest<T> | null): { data: T | null; loading: boolean } {
  const { queries } = usePortal();
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(request !== null);
  const [round, setRound] = useState(0);
  const [reader] = useState(() => createQueryReader(queries));
  const key = request?.key ?? null;
  useEffect(() => () => reader.stop(), [reader]);
  useEffect(() => (key === null ? undefined : queries.onInvalidate(key, () => setRound((r) => r + 1))), [queries, key]);
  useEffect(() => {
    if (!request) {
      reader.stop();
      setData(null);
      setLoading(false);
      return;
    }
    setLoading(true);
    // The answer and the end of loading in one update (Preact renders each microtask's updates apart).
    reader.ask(request, (answer) => {
      if (answer !== null) setData(answer);
      setLoading(false);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  return { data, loading };
}
