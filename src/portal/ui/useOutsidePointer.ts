/**
 * Calls `onOutside` when a pointer goes down outside `area` while `active` (menus and
 * popovers close so). Outside is read from composedPath(), which sees through the shadow
 * root; the listener sits on the area's own document, never on a global.
 */
import { useEffect, useRef, type RefObject } from 'react';

export function useOutsidePointer(area: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void): void {
  // The latest callback, without re-adding the listener on every render.
  const latest = useRef(onOutside);
  latest.current = onOutside;
  useEffect(() => {
    if (!active) return;
    const doc = area.current?.ownerDocument;
    const onPointerDown = (event: Event) => {
      if (area.current && !event.composedPath().includes(area.current)) latest.current();
    };
    doc?.addEventListener('pointerdown', onPointerDown, true);
    return () => doc?.removeEventListener('pointerdown', onPointerDown, true);
  }, [active, area]);
}
