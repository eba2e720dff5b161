/**
 * Asks reads again, past the cache, when `version` moves from one value to another: a change made on the screen that
 * the reads depend on (a parent's save, a period validated, an estimate sent) when the contract's `writes` may not say
 * so. Its first value (and its arrival from null: the record read at last) asks nothing, the reads being already under way.
 */
import { useEffect, useRef } from 'react';
import type { QueryResult } from './useQuery';

export function useReloadOn(version: unknown, ...reads: readonly Pick<QueryResult<unknown>, 'reload'>[]): void {
  const seen = useRef(version);
  useEffect(() => {
    const before = seen.current;
    seen.current = version;
    if (before !== null && before !== undefined && !Object.is(before, version)) for (const read of reads) read.reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);
}
