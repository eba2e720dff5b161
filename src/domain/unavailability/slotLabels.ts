/**
 * The weekly table (spec 000 §2.6: columns Jour, Horaire, Applicable, Type, and the comment):
 * what each cell of a slot reads. Open ends are read from the sentinels of payload.ts
 * (00:00, 23:59, 2018-01-01, 2100-12-31) and also from a missing value.
 */
import { DAY_END, DAY_START, MAX_DATE, MIN_DATE, WEEK_DAY_NAMES, type WeekDay } from '../calendar';
import { formatDate } from '../format/date';
import { UNAVAILABILITY_TYPE_LABELS } from '../labels';
import { PERIOD_MODE_LABELS, TIME_MODE_LABELS } from './dialog';
import type { UnavailabilityType } from './types';

/** A stored slot, as the weekly list answers it (spec 000 §3). */
export interface WeeklySlot {
  readonly id: number;
  readonly weekDay: WeekDay;
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly startTime: string | null;
  readonly endTime: string | null;
  readonly type: UnavailabilityType;
  readonly comment: string | null;
}

const openStart = (value: string | null, sentinel: string) => !value || value <= sentinel;
const openEnd = (value: string | null, sentinel: string) => !value || value >= sentinel;

/** Horaire: 'Toute la journée', 'À partir de 14:00', "Jusqu'à 12:00", 'De 09:00 à 12:00'. */
export function slotTimeLabel({ startTime, endTime }: Pick<WeeklySlot, 'startTime' | 'endTime'>): string {
  const fromStart = openStart(startTime, DAY_START);
  const toEnd = openEnd(endTime, DAY_END);
  if (fromStart && toEnd) return TIME_MODE_LABELS.allDayLong;
  if (toEnd) return `${TIME_MODE_LABELS.from} ${startTime}`;
  if (fromStart) return `${TIME_MODE_LABELS.to} ${endTime}`;
  return `De ${startTime} à ${endTime}`;
}

/** Applicable: 'Toujours', 'Le 01/12/2026', 'À partir du 01/12/2026', "Jusqu'au 31/12/2026", 'Du 01/12/2026 au 31/12/2026'. */
export function slotPeriodLabel({ startDate, endDate }: Pick<WeeklySlot, 'startDate' | 'endDate'>): string {
  const always = openStart(startDate, MIN_DATE);
  const forever = openEnd(endDate, MAX_DATE);
  if (always && forever) return PERIOD_MODE_LABELS.always;
  if (forever) return `${PERIOD_MODE_LABELS.from} ${formatDate(startDate)}`;
  if (always) return `${PERIOD_MODE_LABELS.to} ${formatDate(endDate)}`;
  if (startDate === endDate) return `${PERIOD_MODE_LABELS.at} ${formatDate(startDate)}`;
  return `Du ${formatDate(startDate)} au ${formatDate(endDate)}`;
}

export interface WeeklySlotRow {
  readonly id: number;
  readonly day: string;
  readonly time: string;
  readonly period: string;
  readonly type: string;
  readonly comment: string;
}

/** The rows of the table, Monday first, then by start time. */
export function weeklySlotRows(slots: readonly WeeklySlot[]): WeeklySlotRow[] {
  return [...slots]
    .sort((a, b) => a.weekDay - b.weekDay || (a.startTime ?? DAY_START).localeCompare(b.startTime ?? DAY_START))
    .map((slot) => ({
      id: slot.id,
      day: WEEK_DAY_NAMES[slot.weekDay],
      time: slotTimeLabel(slot),
      period: slotPeriodLabel(slot),
      type: UNAVAILABILITY_TYPE_LABELS[slot.type],
      comment: slot.comment ?? '',
    }));
}
