/**
 * The public holidays of the months shown (`events/holidays`), each month asked once an
 * hour at most (spec 001 §9). Decision: the cache lives with the screen (a ref), as the
 * portal keeps no module-level state; moving between weeks reuses it.
 */
import { useEffect, useRef, useState } from 'react';
import { holidays } from '../../../api/contract/planningEngine';
import { HOLIDAYS_CACHE_MS } from '../../../domain/timings';
import { usePortal } from '../../context';

type Holiday = { day: string; label: string };

/** Day → holiday name, for the days of `months` ('YYYY-MM') known so far; failures are swallowed. */
export function useHolidays(months: readonly string[]): ReadonlyMap<string, string> {
  const { client, clock } = usePortal();
  // A month asked is recorded at once (its former holidays, or null, until the answer), so that it is never asked twice at a time.
  const cache = useRef(new Map<string, { at: number; holidays: Holiday[] | null }>());
  const [, setRound] = useState(0);
  const key = months.join(',');
  useEffect(() => {
    const stale = months.filter((month) => {
      const hit = cache.current.get(month);
      return !hit || clock.now() - hit.at > HOLIDAYS_CACHE_MS;
    });
    for (const month of stale) {
      cache.current.set(month, { at: clock.now(), holidays: cache.current.get(month)?.holidays ?? null });
      client.call(holidays, { query: { month } }).then(
        (found) => {
          cache.current.set(month, { at: clock.now(), holidays: found });
          // Whichever week shows now may need this month: render again (a no-op once unmounted).
          setRound((round) => round + 1);
        },
        () => cache.current.delete(month),
      );
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key]);
  return new Map(months.flatMap((month) => cache.current.get(month)?.holidays ?? []).map((h) => [h.day, h.label]));
}
