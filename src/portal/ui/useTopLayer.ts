/**
 * Shows a `popover="manual"` element in the top layer while `open`, placed under `anchor` (above
 * it when the window has no room below; on the roomier side, scrolling, when it fits neither), and keeps it there when anything scrolls or the window
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
      element.style.maxHeight = '';
      const { offsetHeight: height, offsetWidth: width } = element;
      const roomBelow = view.innerHeight - rect.bottom - 2 * POPOVER_GAP;
      const roomAbove = rect.top - 2 * POPOVER_GAP;
      // Where it fits, below first; fitting neither side (a long menu mid-window), the roomier one, scrolling inside it.
      const below = height <= roomBelow || (height > roomAbove && roomBelow >= roomAbove);
      const shown = Math.max(0, Math.min(height, below ? roomBelow : roomAbove));
      element.style.maxHeight = shown < height ? `${shown}px` : '';
      element.style.overflowY = shown < height ? 'auto' : '';
      element.style.top = `${below ? rect.bottom + POPOVER_GAP : rect.top - POPOVER_GAP - shown}px`;
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

