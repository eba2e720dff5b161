/**
 * The public holidays of the months shown (`events/holidays`), through the portal's query cache: each month kept an
 * hour (spec 001 §9, HOLIDAYS_CACHE_MS) and shared by every screen, whichever opens first; the former answer stays
 * shown while a month is asked again. Failures are swallowed (no holiday shown).
 */
import { useEffect, useState } from 'react';
import type { ApiClient } from '../../api/client';
import { holidays } from '../../api/contract/planningEngine';
import { HOLIDAYS_CACHE_MS } from '../../domain/timings';
import { usePortal } from '../context';
import { callRequest, type QueryRequest } from '../state/queryCache';

export interface Holiday {
  readonly day: string;
  readonly label: string;
}

const monthRequest = (client: ApiClient, month: string): QueryRequest<readonly Holiday[]> => ({ ...callRequest(client, holidays, { query: { month } }), keepMs: HOLIDAYS_CACHE_MS });

/** Day → holiday name, for the days of `months` ('YYYY-MM') known so far. */
export function useHolidays(months: readonly string[]): ReadonlyMap<string, string> {
  const { client, queries } = usePortal();
  const [, setRound] = useState(0);
  const key = months.join(',');
  useEffect(() => {
    let live = true;
    for (const month of months) {
      // Whichever period shows now may need this month: render again.
      queries.fetch(monthRequest(client, month)).then(() => live && setRound((round) => round + 1), () => undefined);
    }
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, queries, key]);
  return new Map(months.flatMap((month) => queries.peek<readonly Holiday[]>(monthRequest(client, month).key) ?? []).map((h) => [h.day, h.label]));
}
