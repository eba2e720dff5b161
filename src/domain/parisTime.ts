/**
 * The agencies' wall clock (Europe/Paris): an instant as Paris reads it, a Paris time read back, and a clock for an option
 * given as such a text. Apart from ./clock.ts because the portal's entry holds that one: a page's first
 * `Intl.DateTimeFormat` costs about 5 ms, and the portal formats Paris times only on its timesheet screen.
 */
import { clockFrom, systemClock, type Clock } from './clock';

const PARIS = /* @__PURE__ */ new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
});

/** The agencies' wall clock (Europe/Paris) at `instant`: '2026-03-16T08:30'. */
export const parisWallClock = (instant: number): string => PARIS.format(instant).replace(' ', 'T').slice(0, 16);

/** How far Europe/Paris's wall clock is ahead of UTC at `instant` (1 h in winter, 2 h in summer). */
function parisOffset(instant: number): number {
  return Date.parse(`${PARIS.format(instant).replace(' ', 'T')}Z`) - Math.floor(instant / 1000) * 1000;
}

const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?)?$/;

/**
 * The instant of a text: an ISO instant with its zone ('2026-03-16T07:30:00Z'), or the
 * agencies' wall-clock time (Europe/Paris) without one ('2026-03-16T08:30', '2026-03-16' at
 * midnight). Null for anything else.
 */
export function parseInstant(text: string): number | null {
  const trimmed = text.trim();
  if (!WALL_CLOCK.test(trimmed)) {
    const instant = /[zZ]$|[+-]\d{2}:?\d{2}$/.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
    return Number.isNaN(instant) ? null : instant;
  }
  const asUtc = Date.parse(`${trimmed.length === 10 ? `${trimmed}T00:00` : trimmed}Z`);
  if (Number.isNaN(asUtc)) return null;
  // Twice: the offset at the guess may differ from the offset at the answer around a change of time.
  const guess = asUtc - parisOffset(asUtc);
  return asUtc - parisOffset(guess);
}

/** A clock for an option that may be a clock, an instant (ms) or a text of `parseInstant`; the machine's clock without one. */
export function clockOption(option: Clock | number | string | undefined): Clock {
  if (option === undefined) return systemClock;
  if (typeof option === 'object') return option;
  const start = typeof option === 'number' ? option : parseInstant(option);
  if (start === null || !Number.isFinite(start)) throw new Error(`Instant illisible : « ${String(option)} » (attendu : 2026-03-16T08:30, heure de Paris).`);
  return clockFrom(start);
}
