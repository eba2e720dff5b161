/**
 * The hour grid of /plannings and of the Planning tabs: a week (or a day) of one professional
 * or family, a column a day, minutes down the column. Pure geometry, no DOM: where a block
 * lies (minutes → px), which blocks share a column side by side, where a drag or an arrow key
 * puts a slot (snapped to the quarter hour) and the week's totals.
 *
 * Decisions: a night event (an end not after its start) is cut at midnight: its evening in its
 * own day's column, its morning in the next day's; so a Sunday night shift shows on Sunday and
 * last Sunday's night shows as Monday's early hours. 7h–22h is on screen, the night by scrolling.
 */
import { countMinutes, type IncreaseOptions } from '../billing/compute';
import { MINUTES_PER_DAY, minutesToTime, timeToMinutes } from '../time';
import { isoWeekDay, shiftDay } from './slots';

export const HOUR_GRID = {
  /** Height of an hour, in px. */
  hourHeight: 40,
  /** The hours on screen when the grid opens. */
  shownFrom: 7,
  shownTo: 22,
  /** Drags and arrow keys move by a quarter hour. */
  step: 15,
} as const;

/** Spec-less limit the totals are read against: the French maximum working week (Code du travail, L3121-20). */
export const PRO_WEEK_LIMIT_MINUTES = 48 * 60;

export const minutesToPx = (minutes: number, hourHeight: number = HOUR_GRID.hourHeight): number => (minutes * hourHeight) / 60;
export const pxToMinutes = (px: number, hourHeight: number = HOUR_GRID.hourHeight): number => (px * 60) / hourHeight;

/** To the nearest step, within the day (0 to 24h). */
export function snapMinutes(minutes: number, step: number = HOUR_GRID.step): number {
  return Math.min(MINUTES_PER_DAY, Math.max(0, Math.round(minutes / step) * step));
}

export interface GridSlot {
  readonly day: string;
  readonly startTime: string;
  readonly endTime: string;
}

/** A piece of something on one day's column, in minutes from that day's midnight (end ≤ 1440). */
export interface GridSegment<T> {
  readonly item: T;
  readonly day: string;
  readonly start: number;
  readonly end: number;
  /** Cut at midnight: it began the day before / goes on the next day. */
  readonly fromDayBefore: boolean;
  readonly toNextDay: boolean;
}

/** A segment placed in its day: `column` of `columns` side by side (overlapping ones share the width). */
export interface PlacedSegment<T> extends GridSegment<T> {
  readonly column: number;
  readonly columns: number;
}

/** The slot's start and end in minutes from its day's midnight; a night slot ends after 1440. */
export function slotMinutes(slot: GridSlot): { start: number; end: number } {
  const start = timeToMinutes(slot.startTime) ?? 0;
  const end = timeToMinutes(slot.endTime) ?? 0;
  return { start, end: end > start ? end : end + MINUTES_PER_DAY };
}

/** The pieces of a slot on the days shown: one, or two for a night slot (either may fall outside). */
export function slotSegments<T extends GridSlot>(item: T, days: readonly string[]): GridSegment<T>[] {
  const { start, end } = slotMinutes(item);
  const pieces: GridSegment<T>[] = [{ item, day: item.day, start, end: Math.min(end, MINUTES_PER_DAY), fromDayBefore: false, toNextDay: end > MINUTES_PER_DAY }];
  if (end > MINUTES_PER_DAY) pieces.push({ item, day: shiftDay(item.day, 1), start: 0, end: end - MINUTES_PER_DAY, fromDayBefore: true, toNextDay: false });
  return pieces.filter((piece) => days.includes(piece.day));
}

/** A period 'YYYY-MM-DDTHH:MM' → 'YYYY-MM-DDTHH:MM' (an absence) cut into the days shown. */
export function periodSegments<T>(item: T, from: string, to: string, days: readonly string[]): GridSegment<T>[] {
  return days.flatMap((day) => {
    const start = from.slice(0, 10) < day ? 0 : from.slice(0, 10) === day ? (timeToMinutes(from.slice(11, 16)) ?? 0) : null;
    const end = to.slice(0, 10) > day ? MINUTES_PER_DAY : to.slice(0, 10) === day ? (timeToMinutes(to.slice(11, 16)) ?? 0) : null;
    if (start === null || end === null || end <= start) return [];
    // An end at 23:59 is the whole day (as the absences and weekly slots write it).
    return [{ item, day, start, end: end === MINUTES_PER_DAY - 1 ? MINUTES_PER_DAY : end, fromDayBefore: start === 0 && from.slice(0, 10) < day, toNextDay: to.slice(0, 10) > day }];
  });
}

/** A weekly slot (1 Monday … 7 Sunday, from `startDate` to `endDate`, open when null) on the days shown. */
export function weeklySegments<T extends { weekDay: number; startDate: string | null; endDate: string | null; startTime: string; endTime: string }>(
  item: T,
  days: readonly string[],
): GridSegment<T>[] {
  return days
    .filter((day) => isoWeekDay(day) === item.weekDay && (!item.startDate || item.startDate <= day) && (!item.endDate || day <= item.endDate))
    .flatMap((day) => periodSegments(item, `${day}T${item.startTime}`, `${day}T${item.endTime}`, [day]));
}

/** A segment as wall-clock date-times 'YYYY-MM-DDTHH:MM' (the timeline's events); 24:00 is the next day's 00:00. */
export function segmentDateTimes(segment: Pick<GridSegment<unknown>, 'day' | 'start' | 'end'>): { startDateTime: string; endDateTime: string } {
  const at = (minutes: number) => (minutes >= MINUTES_PER_DAY ? `${shiftDay(segment.day, 1)}T00:00` : `${segment.day}T${minutesToTime(minutes)}`);
  return { startDateTime: at(segment.start), endDateTime: at(segment.end) };
}

/**
 * The segments of one day side by side: overlapping ones form a group as wide as the column,
 * each in the first free column of its group (the classic calendar layout).
 */
export function placeSegments<T>(segments: readonly GridSegment<T>[]): PlacedSegment<T>[] {
  const sorted = [...segments].sort((a, b) => a.start - b.start || b.end - a.end);
  const placed: { segment: GridSegment<T>; column: number; group: number }[] = [];
  const groupColumns: number[] = [];
  let groupEnd = -1;
  let columnEnds: number[] = [];
  for (const segment of sorted) {
    if (segment.start >= groupEnd) {
      // Nothing before it reaches it: a new group.
      groupColumns.push(0);
      columnEnds = [];
    }
    groupEnd = Math.max(groupEnd, segment.end);
    let column = columnEnds.findIndex((end) => end <= segment.start);
    if (column === -1) column = columnEnds.length;
    columnEnds[column] = segment.end;
    const group = groupColumns.length - 1;
    groupColumns[group] = Math.max(groupColumns[group]!, column + 1);
    placed.push({ segment, column, group });
  }
  return placed.map(({ segment, column, group }) => ({ ...segment, column, columns: groupColumns[group]! }));
}

/** Each shown day's placed segments. */
export function weekLayout<T extends GridSlot>(items: readonly T[], days: readonly string[]): Map<string, PlacedSegment<T>[]> {
  const byDay = new Map(days.map((day) => [day, [] as GridSegment<T>[]]));
  for (const item of items) for (const segment of slotSegments(item, days)) byDay.get(segment.day)!.push(segment);
  return new Map([...byDay].map(([day, segments]) => [day, placeSegments(segments)]));
}

/** The slot from `from` to `to` minutes of `day` dragged over an empty place (either way), snapped, a step at least. */
export function draggedSlot(day: string, from: number, to: number, step: number = HOUR_GRID.step): GridSlot {
  let start = snapMinutes(Math.min(from, to), step);
  let end = snapMinutes(Math.max(from, to), step);
  if (end - start < step) end = start + step;
  if (end > MINUTES_PER_DAY) [start, end] = [MINUTES_PER_DAY - step, MINUTES_PER_DAY];
  return { day, startTime: minutesToTime(start), endTime: minutesToTime(end) };
}

/**
 * The slot moved by `minutes` (snapped) and `days`, its length kept: a start past midnight is
 * the next day's, before midnight the day before's.
 */
export function movedSlot(slot: GridSlot, minutes: number, days: number, step: number = HOUR_GRID.step): GridSlot {
  const { start, end } = slotMinutes(slot);
  const moved = Math.round((start + minutes) / step) * step;
  const dayShift = Math.floor(moved / MINUTES_PER_DAY);
  return { day: shiftDay(slot.day, days + dayShift), startTime: minutesToTime(moved), endTime: minutesToTime(moved + end - start) };
}

/** The slot's end moved by `minutes` (snapped): a step long at least, a day long at most. */
export function resizedSlot(slot: GridSlot, minutes: number, step: number = HOUR_GRID.step): GridSlot {
  const { start, end } = slotMinutes(slot);
  const newEnd = Math.min(start + MINUTES_PER_DAY - step, Math.max(start + step, Math.round((end + minutes) / step) * step));
  return { ...slot, endTime: minutesToTime(newEnd) };
}

export interface WeekTotals {
  readonly count: number;
  readonly minutes: number;
  /** Nights, Sundays and public holidays: billing's rule (countMinutes), each minute once. */
  readonly increasedMinutes: number;
  /** Over the 48 h of a professional's week. */
  readonly overLimit: boolean;
}

/** The totals of the events starting in the days shown (a night shift counts in the week it starts in). */
export function weekTotals(events: readonly GridSlot[], days: readonly string[], options: IncreaseOptions): WeekTotals {
  let minutes = 0;
  let increasedMinutes = 0;
  const counted = events.filter((event) => days.includes(event.day));
  for (const event of counted) {
    const counts = countMinutes(event, options);
    minutes += counts.total;
    increasedMinutes += counts.night + counts.sunday + counts.holiday;
  }
  return { count: counted.length, minutes, increasedMinutes, overLimit: minutes > PRO_WEEK_LIMIT_MINUTES };
}

export const HOUR_GRID_TEXTS = {
  label: (name: string) => `Planning de ${name}`,
  keys: 'Flèches : déplacer de 15 minutes ou d’un jour ; Maj + flèches haut et bas : changer l’heure de fin ; Entrée : ouvrir la prestation.',
  cancelled: 'annulée',
  hours: 'Heures de la semaine',
  dayHours: 'Heures du jour',
  increased: 'dont majorées',
  limit: 'sur 48h00',
  overLimit: 'Plus de 48 h dans la semaine',
  events: (count: number) => (count > 1 ? `${count} prestations` : `${count} prestation`),
  refused: 'Déplacement refusé',
  moveAnyway: 'Déplacer quand même',
  keep: 'Laisser la prestation où elle était',
  moved: 'La prestation a été déplacée',
  weekly: 'Indisponibilité hebdomadaire',
} as const;
