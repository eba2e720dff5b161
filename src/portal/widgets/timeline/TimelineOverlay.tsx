/**
 * What follows the pointer over the timeline, with its own state so that the rows do not
 * render again: the cursor's time label (a line and '14:30' or 'mar. 14:30' at the top of the
 * view) and the tooltip of the event under the pointer or the keyboard focus.
 */
import { useEffect, useState, type RefObject } from 'react';
import { cursorLabel, type Period, type TimelineMode } from '../../../domain/timeline';

export interface TimelineOverlayProps {
  scroller: RefObject<HTMLDivElement | null>;
  mode: TimelineMode;
  period: Period;
  /** Where the track starts in the canvas (after the labels), and its width. */
  trackLeft: number;
  trackWidth: number;
  scrollTop: number;
}

interface Tip {
  text: string;
  left: number;
  top: number;
}

export function TimelineOverlay({ scroller, mode, period, trackLeft, trackWidth, scrollTop }: TimelineOverlayProps) {
  const [cursor, setCursor] = useState<number | null>(null);
  const [tip, setTip] = useState<Tip | null>(null);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const canvasX = (clientX: number) => clientX - element.getBoundingClientRect().left + element.scrollLeft;
    const onMove = (event: PointerEvent) => {
      const x = canvasX(event.clientX) - trackLeft;
      setCursor(x >= 0 && x < trackWidth ? x : null);
    };
    const onLeave = () => {
      setCursor(null);
      setTip(null);
    };
    const show = (event: Event) => {
      const target = (event.target as Element | null)?.closest?.('[data-tip]');
      if (!target) return setTip(null);
      const box = target.getBoundingClientRect();
      const frame = element.getBoundingClientRect();
      setTip({ text: target.getAttribute('data-tip') ?? '', left: box.left - frame.left + element.scrollLeft, top: box.bottom - frame.top + element.scrollTop + 4 });
    };
    const hide = () => setTip(null);
    element.addEventListener('pointermove', onMove);
    element.addEventListener('pointerleave', onLeave);
    element.addEventListener('pointerover', show);
    element.addEventListener('focusin', show);
    element.addEventListener('focusout', hide);
    return () => {
      element.removeEventListener('pointermove', onMove);
      element.removeEventListener('pointerleave', onLeave);
      element.removeEventListener('pointerover', show);
      element.removeEventListener('focusin', show);
      element.removeEventListener('focusout', hide);
    };
  }, [scroller, trackLeft, trackWidth]);

  return (
    <>
      {cursor !== null ? (
        <>
          <div className="ap-tl__cursor" style={{ left: trackLeft + cursor }} aria-hidden="true" />
          <div className="ap-tl__cursor-label" style={{ left: trackLeft + cursor, top: scrollTop + 2 }} aria-hidden="true">
            {cursorLabel(cursor, mode, period)}
          </div>
        </>
      ) : null}
      {tip ? (
        <div className="ap-tl__tip" role="tooltip" style={{ left: tip.left, top: tip.top }}>
          {tip.text}
        </div>
      ) : null}
    </>
  );
}
