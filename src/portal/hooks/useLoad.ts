/**
 * Loads data for a component: the answer, a loading flag, and failures swallowed as the
 * spec asks for searches and panels (000 §8: "swallowed silently, loading indicator
 * cleared"). An answer that arrives after the inputs changed is dropped.
 */
import { useEffect, useState, type DependencyList } from 'react';
import { useShownOnce } from './useShownOnce';

/** `arrived`: the first answer when it is already there (a route's loader's), shown at once and not asked again. */
export function useLoad<T>(load: (() => Promise<T>) | null, deps: DependencyList, arrived: T | null = null): { data: T | null; loading: boolean; reload(): void } {
  const [data, setData] = useState<T | null>(arrived);
  const [loading, setLoading] = useState(load !== null && arrived === null);
  const [round, setRound] = useState(0);
  const firstAlreadyShown = useShownOnce(arrived);
  useEffect(() => {
    if (firstAlreadyShown()) return;
    if (!load) {
      setData(null);
      setLoading(false);
      return;
    }
    let live = true;
    setLoading(true);
    // The answer and the end of loading in one update (Preact renders each microtask's updates apart).
    load().then(
      (answer) => {
        if (!live) return;
        setData(answer);
        setLoading(false);
      },
      () => live && setLoading(false),
    );
    return () => void (live = false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, round]);
  return { data, loading, reload: () => setRound((r) => r + 1) };
}
