/**
 * The planning timeline (spec 000 §2.7): DAY mode, 24 hourly columns of 60 px with the
 * working day marked from 7h to 22h (opened at 7h); WEEK mode, 7 day columns at 5 px an hour with marks
 * at 7h, 13h and 22h. One row per resource with its totals; a cursor time label follows the
 * pointer; events show a tooltip on hover and focus; backdrops (backgroundLevel 1 or 2) lie
 * behind the others; the legend below.
 *
 * Built for 200 rows and thousands of events: the layout (boxes, totals, tooltips) of a row
 * is computed once per input change, when the row first shows or in idle time after the first
 * paint (model.ts, usePrecomputedRows.ts); only the visible rows (plus an overscan) are
 * rendered, at a fixed height, and each row is memoised, so scrolling renders the few rows
 * that appear. Measured by bench/timeline.mjs.
 * Standalone: it needs no portal, only its props (a screen may name the rows with its own
 * widget, `renderLabel`: the collective planning's resource labels; keep it stable, the rows are memoised).
 */
import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import type { TimelineMode } from '../../../domain/timeline';
import { useStyles } from '../../ui/useStyles';
import { EmptyState } from '../../ui/EmptyState';
import { timelineModel, type TimelineItem, type TimelineResource } from './model';
import { TimelineAxis, TimelineGrid } from './TimelineAxis';
import { TimelineLegend } from './TimelineLegend';
import { TimelineOverlay } from './TimelineOverlay';
import { TimelineRow } from './TimelineRow';
import { timelineCss } from './timeline.css';
import { usePrecomputedRows } from './usePrecomputedRows';
import { useVirtualRows } from './useVirtualRows';

export type { TimelineItem, TimelineResource } from './model';

/** Sizes the CSS shares (timeline.css.ts). */
export const TIMELINE_ROW_HEIGHT = 36;
export const TIMELINE_HEADER_HEIGHT = 44;
export const TIMELINE_LABEL_WIDTH = 240;

export interface PlanningTimelineProps {
  mode: TimelineMode;
  /** Any day of the period, 'YYYY-MM-DD'. */
  day: string;
  resources: readonly TimelineResource[];
  events: readonly TimelineItem[];
  onEventClick?: (event: TimelineItem) => void;
  /** Height of the scrolling view, in px. */
  height?: number;
  /** Accessible name of the timeline. */
  label?: string;
  /** Each row's name (a stable function); absent, the resource's label as text. */
  renderLabel?: (resource: TimelineResource) => ReactNode;
}

export function PlanningTimeline({ mode, day, resources, events, onEventClick, height = 560, label = 'Planning', renderLabel }: PlanningTimelineProps) {
  useStyles('timeline', timelineCss);
  const scroller = useRef<HTMLDivElement>(null);
  const model = useMemo(() => timelineModel(mode, day, resources, events), [mode, day, resources, events]);
  const rowCount = model?.rowCount ?? 0;
  const virtual = useVirtualRows(rowCount, TIMELINE_ROW_HEIGHT, height);
  usePrecomputedRows(model);
  // A day opens on the working day (7h), the night before it by scrolling back.
  useLayoutEffect(() => {
    if (scroller.current && model) scroller.current.scrollLeft = mode === 'DAY' ? model.marks[0]! * model.hourWidth : 0;
  }, [mode, day, rowCount > 0]);
  if (!model) return null;
  const bodyHeight = rowCount * TIMELINE_ROW_HEIGHT;
  const visible = Array.from({ length: virtual.last - virtual.first }, (_, offset) => model.row(virtual.first + offset));

  return (
    <section className="ap-tl" aria-label={label}>
      {rowCount === 0 ? (
        <EmptyState />
      ) : (
        // Focusable: a week with absences only has no button inside, and the keyboard must still scroll it (axe's scrollable-region-focusable).
        <div ref={scroller} className="ap-tl__scroll" style={{ maxHeight: height }} onScroll={virtual.onScroll} tabIndex={0}>
          <div className="ap-tl__canvas" style={{ width: TIMELINE_LABEL_WIDTH + model.width, height: TIMELINE_HEADER_HEIGHT + bodyHeight }}>
            <TimelineAxis model={model} mode={mode} />
            <div className="ap-tl__body" style={{ height: bodyHeight }}>
              <TimelineGrid model={model} height={bodyHeight} />
              {visible.map((row, offset) => (
                <TimelineRow key={row.resource.id} row={row} top={(virtual.first + offset) * TIMELINE_ROW_HEIGHT} onEventClick={onEventClick} renderLabel={renderLabel} />
              ))}
            </div>
            <TimelineOverlay scroller={scroller} mode={mode} period={model.period} trackLeft={TIMELINE_LABEL_WIDTH} trackWidth={model.width} scrollTop={virtual.scrollTop} />
          </div>
        </div>
      )}
      <TimelineLegend />
    </section>
  );
}
