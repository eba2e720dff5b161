/**
 * The public holidays of the months shown (`events/holidays`), from the element's cache
 * (`state/holidays.ts`, in the instance's `stores`: each month asked once an hour at most,
 * shared by every screen);
 * failures are swallowed (no holiday shown).
 */
import { useEffect, useState } from 'react';
import { holidays } from '../../api/contract/planningEngine';
import { usePortal } from '../context';
import { holidayCacheOf } from '../state/holidays';

/** Day → holiday name, for the days of `months` ('YYYY-MM') known so far. */
export function useHolidays(months: readonly string[]): ReadonlyMap<string, string> {
  const { client, clock, stores } = usePortal();
  const cache = holidayCacheOf(stores, clock);
  const [, setRound] = useState(0);
  const key = months.join(',');
  useEffect(() => {
    let live = true;
    for (const month of months) {
      cache.month(month, () => client.call(holidays, { query: { month } })).then(
        // Whichever period shows now may need this month: render again.
        () => live && setRound((round) => round + 1),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, cache, key]);
  return new Map(months.flatMap((month) => cache.peek(month) ?? []).map((h) => [h.day, h.label]));
}
