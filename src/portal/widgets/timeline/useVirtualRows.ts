/**
 * Row virtualisation for fixed-height rows: from the scroll position and the viewport's
 * height, the first and last rows to render, with `overscan` rows on each side.
 */
import { useCallback, useState, type UIEvent } from 'react';

export interface VirtualRows {
  first: number;
  /** Exclusive. */
  last: number;
  scrollTop: number;
  onScroll(event: UIEvent<HTMLElement>): void;
}

export function useVirtualRows(count: number, rowHeight: number, viewportHeight: number, overscan = 8): VirtualRows {
  const [view, setView] = useState({ top: 0, height: viewportHeight });
  const onScroll = useCallback((event: UIEvent<HTMLElement>) => {
    const element = event.currentTarget;
    // clientHeight is 0 where nothing is laid out (tests): the given height stands in.
    setView({ top: element.scrollTop, height: element.clientHeight || viewportHeight });
  }, [viewportHeight]);
  const first = Math.max(0, Math.floor(view.top / rowHeight) - overscan);
  const last = Math.min(count, Math.ceil((view.top + view.height) / rowHeight) + overscan);
  return { first, last, scrollTop: view.top, onScroll };
}
