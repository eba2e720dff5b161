/** Waits of the opening: how long a bookmarked route's first render waits for its answer, and what waits for that render. */
import type { Clock } from './session';

/** How long the first render waits for the opened route's answer, at most (then the screen shows its loading state). */
export const OPENING_LOAD_WAIT_MS = 300;

/** Settles when `promise` settles, or after `ms`, whichever comes first; never rejects. */
export function settleWithin(promise: Promise<unknown>, ms: number, clock: Clock): Promise<void> {
  return new Promise((resolve) => {
    const cap = clock.setTimeout(resolve, ms);
    const done = () => {
      clock.clearTimeout(cap);
      resolve();
    };
    promise.then(done, done);
  });
}

/**
 * Settles once the next frame has been drawn (a task posted from its animation-frame callback runs after its paint),
 * or after `ms` at most: a hidden tab draws no frame.
 */
export function afterNextFrame(win: Pick<Window, 'requestAnimationFrame'> | undefined, clock: Clock, ms = 100): Promise<void> {
  return new Promise((resolve) => {
    const cap = clock.setTimeout(resolve, ms);
    win?.requestAnimationFrame?.(() =>
      clock.setTimeout(() => {
        clock.clearTimeout(cap);
        resolve();
      }, 0),
    );
  });
}
