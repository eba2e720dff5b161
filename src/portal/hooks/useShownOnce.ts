/**
 * For a component whose first answer was already there at its first render (a route's loader's, `routeLoads.takeArrived`):
 * `firstAlreadyShown()` is true once, on the first run of the effect that would ask for it, which then asks nothing.
 */
import { useRef } from 'react';

export function useShownOnce(arrived: unknown): () => boolean {
  const pending = useRef(arrived !== null && arrived !== undefined);
  return () => {
    const shown = pending.current;
    pending.current = false;
    return shown;
  };
}
