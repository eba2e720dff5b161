/**
 * The planning timeline (spec 000 §2.7): its two modes, where an event sits on a row,
 * the totals of a row and the legend.
 *
 * Decisions: a row's totals count the foreground events (backgroundLevel 1 and 2 are
 * backdrops: unavailabilities, absences) that overlap the period, with their whole
 * duration; the star says that some of them run over into the neighbouring day or week.
 */
import type { Dayjs } from 'dayjs';
import { frenchDay, type DateInput } from './format/date';
import { formatDuration } from './format/duration';

export type TimelineMode = 'DAY' | 'WEEK';

export interface TimelineModeLayout {
  readonly columns: number;
  readonly hourWidth: number;
  /** Hours marked on each column (day mode: the working day's start and end; week mode: the labels). */
  readonly marks: readonly number[];
}

export const TIMELINE_LAYOUT: Readonly<Record<TimelineMode, TimelineModeLayout>> = {
  DAY: { columns: 24, hourWidth: 60, marks: [7, 22] },
  // Issue 33: the week on one 1440 px screen (7 × 84 px beside the names, in the demo intranet page too), not the spec's 20 px (3,360 px wide).
  WEEK: { columns: 7, hourWidth: 3.5, marks: [7, 13, 22] },
};

export interface TimelineEvent {
  readonly startDateTime: string;
  readonly endDateTime: string;
  readonly backgroundLevel?: number | null;
}

export interface Period {
  readonly start: Dayjs;
  readonly end: Dayjs;
}

/** The day, or the week from Monday, that holds `day`. */
export function timelinePeriod(mode: TimelineMode, day: DateInput): Period | null {
  const start = frenchDay(day)?.startOf(mode === 'DAY' ? 'day' : 'week');
  return start ? { start, end: start.add(1, mode === 'DAY' ? 'day' : 'week') } : null;
}

/** Backdrop events (backgroundLevel 1 or 2) render behind the others. */
export function isBackground(event: Pick<TimelineEvent, 'backgroundLevel'>): boolean {
  return event.backgroundLevel === 1 || event.backgroundLevel === 2;
}

/** The event's start and end, read once (a row reuses them for its box, totals and tooltip); null when unreadable or empty. */
export function eventSpan(event: TimelineEvent): Period | null {
  const start = frenchDay(event.startDateTime);
  const end = frenchDay(event.endDateTime);
  return start && end && end.isAfter(start) ? { start, end } : null;
}

export const overlaps = (a: Period, b: Period) => a.start.isBefore(b.end) && a.end.isAfter(b.start);

/** Where a span sits on its row, in pixels, clipped to the period (the span overlaps it). */
export function spanBox(span: Period, mode: TimelineMode, period: Period): { left: number; width: number } {
  const pxPerMinute = TIMELINE_LAYOUT[mode].hourWidth / 60;
  const from = Math.max(span.start.diff(period.start, 'minute'), 0);
  const to = Math.min(span.end.diff(period.start, 'minute'), period.end.diff(period.start, 'minute'));
  return { left: from * pxPerMinute, width: (to - from) * pxPerMinute };
}

/** Where an event sits on its row, in pixels, clipped to the period; null when it lies outside. */
export function eventBox(event: TimelineEvent, mode: TimelineMode, period: Period): { left: number; width: number } | null {
  const span = eventSpan(event);
  return span && overlaps(span, period) ? spanBox(span, mode, period) : null;
}

export interface RowTotals {
  readonly count: number;
  readonly minutes: number;
  /** Some counted events run over the period's start or end. */
  readonly straddles: boolean;
}

/** The totals of the spans of a row's foreground events that overlap the period. */
export function spanTotals(spans: readonly Period[], period: Period): RowTotals {
  return {
    count: spans.length,
    minutes: spans.reduce((sum, span) => sum + span.end.diff(span.start, 'minute'), 0),
    straddles: spans.some((span) => span.start.isBefore(period.start) || span.end.isAfter(period.end)),
  };
}

export function rowTotals(events: readonly TimelineEvent[], period: Period): RowTotals {
  const spans = events.filter((event) => !isBackground(event)).flatMap((event) => {
    const span = eventSpan(event);
    return span && overlaps(span, period) ? [span] : [];
  });
  return spanTotals(spans, period);
}

/**
 * A backdrop's length in its tooltip: hours under a day ('4h00'), else days by half-days
 * ('7 jours' for 00:00 → 23:59 a week later, not '167h59').
 */
export function backdropDurationLabel(minutes: number): string {
  if (minutes < 24 * 60 - 1) return formatDuration(minutes);
  const days = Math.round(minutes / 720) / 2;
  return `${String(days).replace('.', ',')} ${days >= 2 ? 'jours' : 'jour'}`;
}

/** '7h30', or '7h30*' when the duration includes events overlapping the neighbouring day or week. */
export function totalDurationLabel(totals: Pick<RowTotals, 'minutes' | 'straddles'>): string {
  return `${formatDuration(totals.minutes)}${totals.straddles ? '*' : ''}`;
}

/** The time under the cursor, `x` pixels into the row: '14:30' in day mode, 'mar. 14:30' in week mode. */
export function cursorLabel(x: number, mode: TimelineMode, period: Period): string {
  const at = period.start.add(Math.floor((x / TIMELINE_LAYOUT[mode].hourWidth) * 60), 'minute');
  return at.format(mode === 'DAY' ? 'HH:mm' : 'ddd HH:mm');
}

/** The legend, in the spec's order. */
export const TIMELINE_LEGEND: ReadonlyArray<{ readonly id: string; readonly label: string }> = [
  { id: 'prestation', label: 'Prestations' },
  { id: 'weeklyUnavailability', label: 'Indisponibilité hebdomadaire' },
  { id: 'paidLeave', label: 'Congés payés' },
  { id: 'unpaidLeave', label: 'Congé sans solde' },
  { id: 'sickLeave', label: 'Arrêt maladie' },
  { id: 'workAccident', label: 'Accident du travail ou de trajet' },
  { id: 'maternityLeave', label: 'Congé maternité' },
  { id: 'training', label: 'Formation' },
  { id: 'pandemicLeave', label: 'Congé pandémie' },
  { id: 'authorisedPaidAbsence', label: 'Absence autorisée payée' },
  { id: 'authorisedUnpaidAbsence', label: 'Absence autorisée non payée' },
  { id: 'unjustifiedAbsence', label: 'Absence injustifiée' },
  { id: 'informativeAbsence', label: 'Absence informative' },
];
export const DURATION_STAR_NOTE = '* La durée inclut des événements à cheval sur le jour ou la semaine voisine';
