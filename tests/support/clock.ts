/**
 * The suite's day: every sandbox, CLI run and portal page of the tests starts at this
 * Monday morning (Paris time) unless a test moves the clock on purpose, so every date of
 * the seed is known and no test depends on the day it runs.
 */
import { clockFrom, type Clock } from '../../src/domain/clock';
import { parseInstant } from '../../src/domain/parisTime';

/** Monday 16 March 2026, 08:30 in Paris (07:30 UTC, winter time). */
export const TEST_NOW = '2026-03-16T08:30';
export const TEST_NOW_MS = parseInstant(TEST_NOW)!;

/** The suite's day and month as the agencies see them. */
export const TEST_TODAY = '2026-03-16';
export const TEST_MONTH = '2026-03';

/** A clock starting at the suite's instant, for unit tests of code that takes one. */
export const testClock = () => clockFrom(TEST_NOW_MS);

/** The CLI's environment variable that sets its clock to the suite's instant. */
export const TEST_NOW_ENV = { AGENCY_NOW: TEST_NOW } as const;

/** A portal's clock (now and timers) on the suite's day: the time starts at TEST_NOW and runs on, the timers are real. */
export const testPortalClock = () => ({
  now: testClock().now,
  setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
  clearTimeout: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
});

/** A clock a test moves: `advance` jumps it forward (a token's lifetime, a link's validity), `set` puts it at a Paris time. */
export interface MovableClock extends Clock {
  advance(ms: number): void;
  set(paris: string): void;
}

/**
 * A sandbox clock the test moves instead of waiting: it starts at `start` (TEST_NOW by default) and, unless `frozen`,
 * runs on at the machine's pace like the suite's other clocks, so that records made one after the other keep their order.
 */
export function movableClock({ start = TEST_NOW, frozen = false }: { start?: string; frozen?: boolean } = {}): MovableClock {
  let base = parseInstant(start)!;
  let origin = performance.now();
  const now = () => base + (frozen ? 0 : Math.floor(performance.now() - origin));
  return {
    now,
    iso: () => new Date(now()).toISOString(),
    advance: (ms) => void (base += ms),
    set: (paris) => {
      base = parseInstant(paris)!;
      origin = performance.now();
    },
  };
}
