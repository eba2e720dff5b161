/**
 * Asks reads again when `version` changes after the first render: a change made elsewhere on the screen (a parent's
 * save, a record reloaded) that the contract's `writes` do not tell the cache about.
 */
import { useEffect, useRef } from 'react';
import type { QueryResult } from './useQuery';

export function useReloadOn(version: unknown, ...reads: readonly Pick<QueryResult<unknown>, 'reload'>[]): void {
  const seen = useRef(version);
  useEffect(() => {
    if (Object.is(seen.current, version)) return;
    seen.current = version;
    for (const read of reads) read.reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);
}
