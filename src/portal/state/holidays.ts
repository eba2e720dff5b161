/**
 * The public holidays of each month asked (`events/holidays?month`), kept one hour per month
 * (spec 001 §9) for the whole element: every screen that shows holidays (the individual
 * plannings, the collective planning) shares one answer, whichever opens first. One store per
 * portal instance (in `portal.stores`, made at the first use, emptied when the session ends);
 * the caller says how to ask (`hooks/useHolidays.ts`).
 */
import { HOLIDAYS_CACHE_MS } from '../../domain/timings';
import type { Clock } from './session';

export interface Holiday {
  readonly day: string;
  readonly label: string;
}

export interface HolidayCache {
  /** The month's holidays as last answered (possibly older than an hour while asked again); undefined before any answer. */
  peek(month: string): readonly Holiday[] | undefined;
  /**
   * The month's holidays: the answer of the last hour, or the request under way, else `ask()`.
   * A failed request is forgotten (the next screen asks again).
   */
  month(month: string, ask: () => Promise<readonly Holiday[]>): Promise<readonly Holiday[]>;
  clear(): void;
}

export function createHolidayCache(clock: Pick<Clock, 'now'>): HolidayCache {
  const entries = new Map<string, { at: number; answer: Promise<readonly Holiday[]>; found?: readonly Holiday[] }>();
  return {
    peek: (month) => entries.get(month)?.found,
    month(month, ask) {
      const current = entries.get(month);
      if (current && clock.now() - current.at <= HOLIDAYS_CACHE_MS) return current.answer;
      const answer = ask();
      // Until the answer, the former holidays stay shown.
      const entry: { at: number; answer: Promise<readonly Holiday[]>; found?: readonly Holiday[] } = { at: clock.now(), answer, found: current?.found };
      entries.set(month, entry);
      answer.then(
        (found) => {
          entry.found = found;
        },
        () => entries.get(month) === entry && entries.delete(month),
      );
      return answer;
    },
    clear: () => entries.clear(),
  };
}

/** The element's cache, made at its first use. */
export function holidayCacheOf(stores: Map<string, unknown>, clock: Pick<Clock, 'now'>): HolidayCache {
  let cache = stores.get('holidays') as HolidayCache | undefined;
  if (!cache) stores.set('holidays', (cache = createHolidayCache(clock)));
  return cache;
}
