/**
 * From the dialog's values to the creation payload of spec 000 §3:
 * `{ type, comment, slots: [{ startTime, endTime, weekDay, startDate, endDate }] }`, one
 * slot per week day chosen.
 *
 * Decision on the sentinels the spec does not show: an open-ended period runs from
 * 2018-01-01 and/or to 2100-12-31 (the valid-date range), an open-ended time from 00:00
 * and/or to 23:59 (the working-day bounds). Every slot therefore carries real values and
 * the table reads the same sentinels back (slotLabels.ts). An empty comment is sent as null.
 */
import { DAY_END, DAY_START, MAX_DATE, MIN_DATE, weekDayOf, type WeekDay } from '../calendar';
import { normaliseTime } from '../timeInput';
import { hasErrors } from '../validation';
import { saveErrors, type WeeklyUnavailabilityValues } from './dialog';
import type { UnavailabilityType } from './types';
import { weekDaysOf } from './weekDays';

export interface WeeklySlotPayload {
  readonly startTime: string;
  readonly endTime: string;
  readonly weekDay: WeekDay;
  readonly startDate: string;
  readonly endDate: string;
}

export interface WeeklyUnavailabilityPayload {
  readonly type: UnavailabilityType;
  readonly comment: string | null;
  readonly slots: readonly WeeklySlotPayload[];
}

function times({ timeMode, startTime, endTime }: WeeklyUnavailabilityValues): { startTime: string; endTime: string } {
  const from = timeMode === 'from' || timeMode === 'between';
  const to = timeMode === 'to' || timeMode === 'between';
  return { startTime: from ? normaliseTime(startTime)! : DAY_START, endTime: to ? normaliseTime(endTime)! : DAY_END };
}

function dates({ periodMode, day, startDate, endDate }: WeeklyUnavailabilityValues): { startDate: string; endDate: string } {
  if (periodMode === 'at') return { startDate: day, endDate: day };
  const from = periodMode === 'from' || periodMode === 'between';
  const to = periodMode === 'to' || periodMode === 'between';
  return { startDate: from ? startDate : MIN_DATE, endDate: to ? endDate : MAX_DATE };
}

/** The payload of valid values; throws on values that `saveErrors` rejects (the dialog checks first). */
export function toCreationPayload(values: WeeklyUnavailabilityValues): WeeklyUnavailabilityPayload {
  if (hasErrors(saveErrors(values))) throw new Error("Indisponibilité hebdomadaire incomplète : vérifier saveErrors() avant l'envoi");
  const range = dates(values);
  // A single day applies on its own week day only.
  const weekDays = values.periodMode === 'at' ? [weekDayOf(values.day)!] : weekDaysOf(values.period!);
  return {
    type: values.type!,
    comment: values.comment.trim() || null,
    slots: weekDays.map((weekDay) => ({ ...times(values), weekDay, ...range })),
  };
}
