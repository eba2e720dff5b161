/**
 * One resource's row: its label (colour, name) and totals (count, duration starred when
 * events straddle the period) kept at the left while scrolling sideways, then its events:
 * backdrops (backgroundLevel 1 or 2) over the row's height, the others as buttons, drawn as one
 * layer (the model's HTML) rather than one React element an event.
 * Memoised: a row renders again only when its model changes, not on scroll.
 */
import { memo, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import type { RowModel, TimelineItem, TimelineResource } from './model';

export interface TimelineRowProps {
  row: RowModel;
  top: number;
  onEventClick?: ((event: TimelineItem) => void) | undefined;
  /** The resource's name as its list names it (a resource label); absent, its label as text. */
  renderLabel?: ((resource: TimelineResource) => ReactNode) | undefined;
}

export const TimelineRow = memo(function TimelineRow({ row, top, onEventClick, renderLabel }: TimelineRowProps) {
  const { resource } = row;
  const summary = `${row.count} ${row.count > 1 ? 'événements' : 'événement'}, ${row.duration}`;
  const name = resource.badge ? `${resource.label} ${resource.badge}` : resource.label;
  return (
    <div className="ap-tl__row" role="group" aria-label={`${name} : ${summary}`} style={{ top, '--ap-tl-resource': resource.color || undefined } as CSSProperties}>
      <div className="ap-tl__label">
        <span className="ap-tl__swatch" aria-hidden="true" />
        {renderLabel ? (
          <span className="ap-tl__name">{renderLabel(resource)}</span>
        ) : (
          <span className="ap-tl__name" title={resource.label}>
            {resource.label}
          </span>
        )}
        {resource.badge ? <span className="ap-tl__badge">{resource.badge}</span> : null}
        <span className="ap-tl__totals" aria-hidden="true">
          <span className="ap-tl__count">{row.count}</span>
          <span className="ap-tl__duration">{row.duration}</span>
        </span>
      </div>
      {/* One layer of plain elements (trackHtml.ts); a click on a button, or Entrée and Espace on it, is handed on by its place. */}
      <div className="ap-tl__track" onClick={onEventClick ? (event) => clickedBox(event, row, onEventClick) : undefined} dangerouslySetInnerHTML={{ __html: row.html }} />
    </div>
  );
});

function clickedBox(event: MouseEvent<HTMLElement>, row: RowModel, onEventClick: (event: TimelineItem) => void): void {
  const index = (event.target as Element).closest?.('[data-index]')?.getAttribute('data-index');
  const box = index === null || index === undefined ? undefined : row.boxes[Number(index)];
  if (box) onEventClick(box.event);
}
