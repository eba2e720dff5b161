/**
 * The one source of the time for each part (the sandbox, the CLI, a portal element):
 * everything that reads « now » asks a clock, so that tests and demos can start on a
 * chosen day. Only this module (and the clocks built on it) reads the machine's time. Paris wall-clock times, and a
 * clock from an option's text, are in ./parisTime.ts.
 */

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** The same instant as an ISO text in UTC: '2026-03-16T07:30:00.000Z'. */
  iso(): string;
}

function clockOf(now: () => number): Clock {
  return { now, iso: () => new Date(now()).toISOString() };
}

export const systemClock: Clock = clockOf(() => Date.now());

/**
 * A clock that reads `start` when it is made and runs on from there at the machine's
 * monotonic pace: records made one after the other keep their order, and nothing moves
 * if the machine's own clock is changed.
 */
export function clockFrom(start: number): Clock {
  const origin = performance.now();
  return clockOf(() => start + Math.floor(performance.now() - origin));
}
