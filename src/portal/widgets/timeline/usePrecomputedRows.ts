/**
 * After the first paint, lays out the rows not shown yet in idle time (a few ms at a time),
 * so that scrolling only renders rows whose boxes are already computed. Stops when the model
 * changes or the timeline goes away.
 */
import { useEffect } from 'react';

interface RowSource {
  readonly rowCount: number;
  row(index: number): unknown;
}

/** Slice of work between two yields to the browser, in ms. */
const SLICE_MS = 8;

export function usePrecomputedRows(model: RowSource | null): void {
  useEffect(() => {
    if (!model) return;
    let index = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const schedule = () => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(work);
      else timer = setTimeout(work, 0);
    };
    const work = () => {
      const until = performance.now() + SLICE_MS;
      while (index < model.rowCount && performance.now() < until) model.row(index++);
      if (index < model.rowCount) schedule();
    };
    schedule();
    return () => {
      if (idle !== undefined) cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, [model]);
}
