/**
 * Shows a `popover="manual"` element in the top layer while `open`, placed under `anchor` (above
 * it when the window has no room below), and keeps it there when anything scrolls or the window
 * resizes: a modal's scrolling body, a drawer or a table's overflow never clips it. Nothing where
 * the Popover API is missing (the element's CSS places it in the page). The date pickers, the
 * resource label's popover and the `Dropdown` menus (`align` 'end': right edges together).
 */
import { useLayoutEffect, type RefObject } from 'react';

/** Gap between the field and its popover, and least margin to the window's edges, in px. */
const POPOVER_GAP = 4;

/**
 * Shows `popover` in the top layer while `open`, placed under `anchor` (above it when the window
 * has no room below), and keeps it there when anything scrolls or the window resizes. Nothing
 * where the Popover API is missing (the CSS places it under the field).
 */
export function useTopLayer(popover: RefObject<HTMLElement | null>, anchor: RefObject<HTMLElement | null>, open: boolean, align: 'start' | 'end' = 'start'): void {
  useLayoutEffect(() => {
    const element = popover.current;
    const field = anchor.current;
    const view = element?.ownerDocument.defaultView;
    if (!open || !element || !field || !view || typeof element.showPopover !== 'function') return;
    element.showPopover();
    const place = () => {
      const rect = field.getBoundingClientRect();
      const { offsetHeight: height, offsetWidth: width } = element;
      const below = rect.bottom + POPOVER_GAP + height <= view.innerHeight || rect.top - POPOVER_GAP - height < 0;
      element.style.top = `${below ? rect.bottom + POPOVER_GAP : rect.top - POPOVER_GAP - height}px`;
      const left = align === 'end' ? rect.right - width : rect.left;
      element.style.left = `${Math.max(POPOVER_GAP, Math.min(left, view.innerWidth - width - POPOVER_GAP))}px`;
    };
    place();
    // Scroll events do not leave a shadow root: listen on the field's root and on the document.
    const roots = [...new Set([field.getRootNode(), element.ownerDocument])];
    for (const root of roots) root.addEventListener('scroll', place, true);
    view.addEventListener('resize', place);
    return () => {
      for (const root of roots) root.removeEventListener('scroll', place, true);
      view.removeEventListener('resize', place);
    };
  }, [popover, anchor, open, align]);
}

