/**
 * The hour grid (issue 33): one column a day, the hours down it (7h–22h on screen, the night by
 * scrolling), the absences and weekly unavailabilities behind in the legend's colours, the
 * events as blocks. Drag over an empty place to create, drag a block to move it, its bottom edge
 * to resize it; with the keyboard, arrows move a focused block by 15 min or a day, Shift+arrows
 * change its end, Enter opens it (a cancelled block opens only, on a click or Enter). It proposes slots (`onCreate`, `onMove`); what to do with them
 * is the caller's. The geometry is src/domain/planning/hourGrid.ts; the columns are memoised so a
 * drag only renders its ghost.
 */
import { memo, useLayoutEffect, type CSSProperties, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { formatDayMonth } from '../../../domain/format/date';
import { HOUR_GRID, HOUR_GRID_TEXTS, draggedSlot, minutesToPx, movedSlot, pxToMinutes, resizedSlot, weekLayout, type GridSegment, type GridSlot, type PlacedSegment } from '../../../domain/planning/hourGrid';
import { useStyles } from '../../ui/useStyles';
import { TimelineLegend } from '../timeline/TimelineLegend';
import { timelineCss } from '../timeline/timeline.css';
import { hourGridCss } from './hourGrid.css';

/** A block's event: its slot, an id, and its two lines (who, what). */
export interface GridEvent extends GridSlot {
  readonly id: number;
  readonly title: string;
  readonly detail: string | null;
  readonly cancelled: boolean;
}

/** Something behind the events: an absence or a weekly slot, a legend entry's colour (`kind`). */
export interface GridBackdrop {
  readonly id: string;
  readonly kind: string;
  readonly label: string;
}

export interface HourGridProps<E extends GridEvent> {
  days: readonly string[];
  events: readonly E[];
  backdrops: readonly GridSegment<GridBackdrop>[];
  /** Day → what to write under its name (a public holiday). */
  notes?: ReadonlyMap<string, string>;
  /** A slot being saved or refused: drawn as a ghost where it was proposed. */
  proposed?: { event: E | null; slot: GridSlot } | null;
  label: string;
  onCreate(slot: GridSlot): void;
  onMove(event: E, slot: GridSlot): void;
  onOpen(event: E): void;
}

type Drag<E> = { kind: 'create'; day: string; from: number; to: number } | { kind: 'move' | 'resize'; event: E; x0: number; y0: number; dx: number; dy: number; width: number };

const { shownFrom, shownTo, step } = HOUR_GRID;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const DAY_HEIGHT = minutesToPx(24 * 60);
/** Below this, a press is a click, not a drag. */
const DRAG_THRESHOLD = 4;

const boxStyle = (start: number, end: number, column = 0, columns = 1) => ({
  top: minutesToPx(start),
  height: Math.max(minutesToPx(end - start), 12),
  left: `calc(${(column * 100) / columns}% + 2px)`,
  width: `calc(${100 / columns}% - 4px)`,
});

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The minutes under the pointer in a day column. */
const minutesAt = (column: Element, clientY: number) => pxToMinutes(clientY - column.getBoundingClientRect().top);

function ghostSlot<E extends GridEvent>(drag: Drag<E>): GridSlot | null {
  if (drag.kind === 'create') return Math.abs(drag.to - drag.from) < step / 2 ? null : draggedSlot('', drag.from, drag.to);
  if (Math.abs(drag.dx) < DRAG_THRESHOLD && Math.abs(drag.dy) < DRAG_THRESHOLD) return null;
  return drag.kind === 'move' ? movedSlot(drag.event, pxToMinutes(drag.dy), Math.round(drag.dx / drag.width)) : resizedSlot(drag.event, pxToMinutes(drag.dy));
}

export function HourGrid<E extends GridEvent>({ days, events, backdrops, notes, proposed = null, label, onCreate, onMove, onOpen }: HourGridProps<E>) {
  useStyles('timeline', timelineCss);
  useStyles('hour-grid', hourGridCss);
  const scroller = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<Drag<E> | null>(null);
  const layout = useMemo(() => weekLayout(events, days), [events, days]);
  const behind = useMemo(() => {
    const byDay = new Map(days.map((day) => [day, [] as GridSegment<GridBackdrop>[]]));
    for (const segment of backdrops) byDay.get(segment.day)?.push(segment);
    return byDay;
  }, [backdrops, days]);
  // The grid opens on the working day (a quarter hour before, so that 7h's line shows under the days' names).
  useLayoutEffect(() => {
    if (scroller.current) scroller.current.scrollTop = minutesToPx(shownFrom * 60 - step);
  }, [days[0]]);

  const begin = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const target = event.target as HTMLElement;
    const block = target.closest<HTMLElement>('[data-event]');
    const column = target.closest<HTMLElement>('[data-day]');
    if (!column) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    if (block) {
      const found = events.find((e) => String(e.id) === block.dataset.event);
      if (!found || found.cancelled) return;
      setDrag({ kind: target.dataset.resize ? 'resize' : 'move', event: found, x0: event.clientX, y0: event.clientY, dx: 0, dy: 0, width: column.getBoundingClientRect().width });
    } else {
      const at = minutesAt(column, event.clientY);
      setDrag({ kind: 'create', day: column.dataset.day!, from: at, to: at });
    }
  };
  const follow = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    if (drag.kind === 'create') {
      const column = scroller.current?.querySelector(`[data-day="${drag.day}"]`);
      if (column) setDrag({ ...drag, to: minutesAt(column, event.clientY) });
    } else setDrag({ ...drag, dx: event.clientX - drag.x0, dy: event.clientY - drag.y0 });
  };
  const end = () => {
    if (!drag) return;
    setDrag(null);
    const slot = ghostSlot(drag);
    if (drag.kind === 'create') {
      if (slot) onCreate({ ...slot, day: drag.day });
    } else if (slot) onMove(drag.event, slot);
    else onOpen(drag.event);
  };
  // A cancelled block is not dragged: a click, Entrée or Espace (the button's own click) opens it, to restore or delete it.
  const click = (event: MouseEvent<HTMLElement>) => {
    const id = (event.target as HTMLElement).closest<HTMLElement>('[data-event]')?.dataset.event;
    const found = events.find((e) => String(e.id) === id);
    if (found?.cancelled) onOpen(found);
  };
  const keys = (event: KeyboardEvent<HTMLElement>) => {
    const id = (event.target as HTMLElement).dataset.event;
    const found = events.find((e) => String(e.id) === id);
    if (!found || found.cancelled) return;
    const vertical = event.key === 'ArrowUp' ? -step : event.key === 'ArrowDown' ? step : 0;
    const sideways = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (event.key === 'Enter' || event.key === ' ') onOpen(found);
    else if (vertical && event.shiftKey) onMove(found, resizedSlot(found, vertical));
    else if (vertical || sideways) onMove(found, movedSlot(found, vertical, sideways));
    else return;
    event.preventDefault();
  };

  const ghost = drag ? ghostSlot(drag) : null;
  const shown = ghost && drag ? { slot: drag.kind === 'create' ? { ...ghost, day: drag.day } : ghost, moving: true } : proposed ? { slot: proposed.slot, moving: false } : null;

  return (
    <section className="ap-hg" aria-label={label} style={{ '--ap-hg-days': days.length } as CSSProperties}>
      <p id="ap-hg-keys" className="ap-visually-hidden">
        {HOUR_GRID_TEXTS.keys}
      </p>
      {/* Focusable: a week without events has no button inside, and the keyboard must still scroll it (axe). */}
      <div className="ap-hg__scroll" ref={scroller} style={{ maxHeight: minutesToPx((shownTo - shownFrom) * 60) + 56 }} tabIndex={0}>
        <div className="ap-hg__head" aria-hidden="true">
          <span className="ap-hg__corner" />
          {days.map((day) => (
            <span key={day} className="ap-hg__day-name">
              {capitalized(formatDayMonth(day))}
              {notes?.get(day) ? <small className="ap-week__holiday">{notes.get(day)}</small> : null}
            </span>
          ))}
        </div>
        <div className="ap-hg__body" style={{ height: DAY_HEIGHT }} onPointerDown={begin} onPointerMove={follow} onPointerUp={end} onPointerCancel={() => setDrag(null)} onKeyDown={keys} onClick={click}>
          <div className="ap-hg__hours" aria-hidden="true">
            {HOURS.map((hour) => (
              <span key={hour} style={{ top: minutesToPx(hour * 60) }}>
                {hour}h
              </span>
            ))}
          </div>
          {days.map((day) => (
            <DayColumn key={day} day={day} note={notes?.get(day) ?? null} blocks={layout.get(day) ?? []} backdrops={behind.get(day) ?? []} />
          ))}
          {shown ? <Ghost days={days} slot={shown.slot} moving={shown.moving} /> : null}
        </div>
      </div>
      <TimelineLegend />
    </section>
  );
}

/** A day's backdrops and blocks; memoised, a drag does not render it. */
const DayColumn = memo(function DayColumn({ day, note, blocks, backdrops }: { day: string; note: string | null; blocks: readonly PlacedSegment<GridEvent>[]; backdrops: readonly GridSegment<GridBackdrop>[] }) {
  return (
    <div className="ap-hg__day" data-day={day} role="group" aria-label={note ? `${formatDayMonth(day)}, ${note}` : formatDayMonth(day)}>
      {backdrops.map((segment) => (
        <div
          key={`${segment.item.id}-${segment.start}`}
          className={`ap-hg__backdrop ap-tl-kind--${segment.item.kind}`}
          role="img"
          aria-label={segment.item.label}
          title={segment.item.label}
          style={boxStyle(segment.start, segment.end)}
        />
      ))}
      {blocks.map((segment) => {
        const { item } = segment;
        const time = `${item.startTime} – ${item.endTime}`;
        return (
          <button
            key={`${item.id}-${segment.day}`}
            type="button"
            className={`ap-hg__event${item.cancelled ? ' ap-hg__event--cancelled' : ''}`}
            data-event={item.id}
            aria-describedby="ap-hg-keys"
            style={boxStyle(segment.start, segment.end, segment.column, segment.columns)}
          >
            {/* The name is the text (axe: label-content-name-mismatch), read with commas between its lines. */}
            <strong>{time}</strong>
            <span>
              <Comma />
              {item.title}
            </span>
            {item.detail ? (
              <span className="ap-hg__detail">
                <Comma />
                {item.detail}
              </span>
            ) : null}
            {item.cancelled ? (
              <span className="ap-visually-hidden">
                <Comma />
                {HOUR_GRID_TEXTS.cancelled}
              </span>
            ) : null}
            {item.cancelled ? null : <span className="ap-hg__resize" data-resize="end" aria-hidden="true" />}
          </button>
        );
      })}
    </div>
  );
});

const Comma = () => <span className="ap-visually-hidden">, </span>;

/** The slot a drag proposes (or a change waiting for the engine's answer), over its day (and the next for a night). */
function Ghost({ days, slot, moving }: { days: readonly string[]; slot: GridSlot; moving: boolean }) {
  const pieces = weekLayout([{ ...slot, id: 0 }], days);
  return (
    <>
      {[...pieces].flatMap(([day, segments]) =>
        segments.map((segment) => (
          <div
            key={day}
            className={`ap-hg__ghost${moving ? '' : ' ap-hg__ghost--waiting'}`}
            aria-hidden="true"
            style={{ ...boxStyle(segment.start, segment.end), left: `calc(48px + (100% - 48px) * ${days.indexOf(day)} / ${days.length} + 2px)`, width: `calc((100% - 48px) / ${days.length} - 4px)` }}
          >
            {slot.startTime} – {slot.endTime}
          </div>
        )),
      )}
    </>
  );
}
