/**
 * Loads data for a component: the answer, a loading flag, and failures swallowed as the
 * spec asks for searches and panels (000 §8: "swallowed silently, loading indicator
 * cleared"). An answer that arrives after the inputs changed is dropped.
 */
import { useEffect, useState, type DependencyList } from 'react';

export function useLoad<T>(load: (() => Promise<T>) | null, deps: DependencyList): { data: T | null; loading: boolean; reload(): void } {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(load !== null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!load) {
      setData(null);
      setLoading(false);
      return;
    }
    let live = true;
    setLoading(true);
    load().then(
      (answer) => live && setData(answer),
      () => undefined,
    ).finally(() => live && setLoading(false));
    return () => void (live = false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, round]);
  return { data, loading, reload: () => setRound((r) => r + 1) };
}
