/**
 * What the planning timeline draws, per (mode, day, resources, events) and never on scroll:
 * the period, the axis, and per resource its event boxes (pixels), its totals and the texts
 * of its tooltips. The rules are src/domain/timeline.ts's; this is their layout.
 *
 * Events are grouped by resource at once (cheap); a row's boxes, totals and the HTML of its
 * layer (trackHtml.ts) are computed the first time the row is shown, then kept with the model,
 * so a first paint computes the visible rows only, not thousands of events; their dates are read
 * as milliseconds (src/domain/timelineSpans.ts), not as dayjs objects.
 */
import { formatDuration } from '../../../domain/format/duration';
import { TIMELINE_LAYOUT, TIMELINE_LEGEND, backdropDurationLabel, isBackground, timelinePeriod, totalDurationLabel, type Period, type TimelineEvent, type TimelineMode } from '../../../domain/timeline';
import { eventMsSpan, minutesBetween, msBox, msOverlaps, msSpanText, surelyOutside, type MsSpan } from '../../../domain/timelineSpans';
import { trackHtml } from './trackHtml';

/** A row of the timeline (spec 000 §3: id, label, colour). */
export interface TimelineResource {
  readonly id: number | string;
  readonly label: string;
  readonly color?: string | null;
  /** Shown after the label, never cut: '(C)' for a candidate. */
  readonly badge?: string | null;
}

/** An event of the timeline (spec 000 §3). `customClass` picks its legend entry (TIMELINE_LEGEND ids). */
export interface TimelineItem extends TimelineEvent {
  readonly id: number | string;
  readonly ressourceId: number | string;
  readonly ressourceLabel?: string | null;
  readonly ressourceTooltip?: string | null;
  /** Minutes; computed from the dates when absent. */
  readonly duration?: number | null;
  readonly customClass?: string | null;
}

export interface EventBoxModel {
  readonly event: TimelineItem;
  readonly left: number;
  readonly width: number;
  readonly background: boolean;
  /** A TIMELINE_LEGEND id. */
  readonly kind: string;
  readonly text: string;
  /** The tooltip's lines. */
  readonly tip: string;
}

export interface RowModel {
  readonly resource: TimelineResource;
  readonly boxes: readonly EventBoxModel[];
  readonly count: number;
  /** '7h30', starred when events straddle the period. */
  readonly duration: string;
  /** The boxes as one layer's HTML (trackHtml.ts). */
  readonly html: string;
}

export interface AxisColumn {
  readonly left: number;
  readonly label: string;
}

export interface TimelineModel {
  readonly period: Period;
  readonly hourWidth: number;
  readonly columnWidth: number;
  readonly width: number;
  readonly columns: readonly AxisColumn[];
  /** Where each day starts (one in DAY mode, seven in WEEK mode) and its width. */
  readonly days: readonly number[];
  readonly dayWidth: number;
  /** Hours marked on each day (working day in DAY mode, labels in WEEK mode). */
  readonly marks: readonly number[];
  readonly rowCount: number;
  /** The row of resources[index], computed on first use and then kept. */
  row(index: number): RowModel;
}

const LEGEND_IDS = new Set(TIMELINE_LEGEND.map((entry) => entry.id));

function kindOf(event: TimelineItem): string {
  if (event.customClass && LEGEND_IDS.has(event.customClass)) return event.customClass;
  return isBackground(event) ? 'weeklyUnavailability' : 'prestation';
}

/** A row's boxes and totals; each event's dates are read once (this runs for every row that shows). */
function rowOf(resource: TimelineResource, events: readonly TimelineItem[], mode: TimelineMode, period: MsSpan & { from: string; to: string }): RowModel {
  const boxes: EventBoxModel[] = [];
  let count = 0;
  let minutesTotal = 0;
  let straddles = false;
  for (const event of events) {
    if (surelyOutside(event, period.from, period.to)) continue;
    const span = eventMsSpan(event);
    if (!span || !msOverlaps(span, period)) continue;
    const background = isBackground(event);
    if (!background) {
      count += 1;
      minutesTotal += minutesBetween(span.start, span.end);
      straddles ||= span.start < period.start || span.end > period.end;
    }
    const title = event.ressourceTooltip || event.ressourceLabel || '';
    const minutes = event.duration ?? minutesBetween(span.start, span.end);
    boxes.push({
      event,
      ...msBox(span, mode, period),
      background,
      kind: kindOf(event),
      text: event.ressourceLabel ?? '',
      tip: [title, `${msSpanText(span)} (${background ? backdropDurationLabel(minutes) : formatDuration(minutes)})`].filter(Boolean).join('\n'),
    });
  }
  // Backdrops first, so that the events they lie under are drawn (and tabbed to) after them.
  boxes.sort((a, b) => Number(b.background) - Number(a.background) || a.left - b.left);
  return { resource, boxes, count, duration: totalDurationLabel({ minutes: minutesTotal, straddles }), html: trackHtml(boxes) };
}

function axis(mode: TimelineMode, period: Period, columnWidth: number): AxisColumn[] {
  const { columns } = TIMELINE_LAYOUT[mode];
  return Array.from({ length: columns }, (_, index) => ({
    left: index * columnWidth,
    label: mode === 'DAY' ? `${String(index).padStart(2, '0')}h` : period.start.add(index, 'day').format('ddd DD/MM'),
  }));
}

export function timelineModel(mode: TimelineMode, day: string, resources: readonly TimelineResource[], events: readonly TimelineItem[]): TimelineModel | null {
  const period = timelinePeriod(mode, day);
  if (!period) return null;
  const { columns, hourWidth, marks } = TIMELINE_LAYOUT[mode];
  const columnWidth = (mode === 'DAY' ? 1 : 24) * hourWidth;
  const byResource = new Map<TimelineResource['id'], TimelineItem[]>();
  for (const event of events) {
    const list = byResource.get(event.ressourceId);
    if (list) list.push(event);
    else byResource.set(event.ressourceId, [event]);
  }
  const rows = new Map<number, RowModel>();
  const periodMs = { start: period.start.valueOf(), end: period.end.valueOf(), from: period.start.format('YYYY-MM-DD[T00:00]'), to: period.end.format('YYYY-MM-DD[T00:00]') };
  const row = (index: number): RowModel => {
    const known = rows.get(index);
    if (known) return known;
    const computed = rowOf(resources[index]!, byResource.get(resources[index]!.id) ?? [], mode, periodMs);
    rows.set(index, computed);
    return computed;
  };
  const width = columns * columnWidth;
  const dayWidth = 24 * hourWidth;
  const days = Array.from({ length: width / dayWidth }, (_, index) => index * dayWidth);
  return { period, hourWidth, columnWidth, width, columns: axis(mode, period, columnWidth), days, dayWidth, marks, rowCount: resources.length, row };
}
