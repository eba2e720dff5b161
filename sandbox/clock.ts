/**
 * The sandbox's clock: one per sandbox (`createSandbox({ now })`, `--now` on the command
 * line), on `app.clock` for the handlers and given to the seed; the stores take the time
 * from their callers. Without `now`, the machine's clock.
 */
export { systemClock, type Clock } from '../src/domain/clock';
export { clockOption } from '../src/domain/parisTime';
import type { Clock } from '../src/domain/clock';

/** What `createSandbox({ now })` accepts: a clock, an instant in ms, or a text such as '2026-03-16T08:30' (Paris time) from which the clock runs on. */
export type NowOption = Clock | number | string;
