/**
 * The 'Ajout d'une indisponibilité hebdomadaire' dialog (spec 000 §2.6, §5): its values and
 * its checks. Step 0 chooses the days ('période') and the type; step 1 the hours and the
 * period of application, checked on save. Messages are the spec's, word for word.
 */
import { isDateInRange, weekDayOf } from '../calendar';
import { normaliseTime } from '../timeInput';
import { collectErrors, textError, type FormErrors } from '../validation';
import type { UnavailabilityType } from './types';
import { weekDaysOf, type WeekDayChoice } from './weekDays';

export const DIALOG_TITLE = "Ajout d'une indisponibilité hebdomadaire";
export const COMMENT_MAX_LENGTH = 200;

export const TIME_MODES = ['allDayLong', 'from', 'to', 'between'] as const;
export type TimeMode = (typeof TIME_MODES)[number];
export const PERIOD_MODES = ['always', 'from', 'to', 'between', 'at'] as const;
export type PeriodMode = (typeof PERIOD_MODES)[number];

export const TIME_MODE_LABELS: Readonly<Record<TimeMode, string>> = {
  allDayLong: 'Toute la journée',
  from: 'À partir de',
  to: "Jusqu'à",
  between: 'Entre',
};
export const PERIOD_MODE_LABELS: Readonly<Record<PeriodMode, string>> = {
  always: 'Toujours',
  from: 'À partir du',
  to: "Jusqu'au",
  between: 'Entre le',
  at: 'Le',
};

export interface WeeklyUnavailabilityValues {
  /** The days: a single day 1 to 7 or a group 8 to 12 (the spec calls it the period). */
  readonly period: WeekDayChoice | null;
  readonly type: UnavailabilityType | null;
  readonly timeMode: TimeMode;
  /** 'HH:MM' as typed; read with the time input's rules. */
  readonly startTime: string;
  readonly endTime: string;
  readonly periodMode: PeriodMode;
  /** The single day of the 'at' mode, ISO 'YYYY-MM-DD'. */
  readonly day: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly comment: string;
}

export type WeeklyUnavailabilityField = 'period' | 'type' | 'startTime' | 'endTime' | 'day' | 'startDate' | 'endDate' | 'comment';

/** The dialog as it opens: all day long, always. */
export function emptyWeeklyUnavailability(): WeeklyUnavailabilityValues {
  return { period: null, type: null, timeMode: 'allDayLong', startTime: '', endTime: '', periodMode: 'always', day: '', startDate: '', endDate: '', comment: '' };
}

export const WEEKLY_UNAVAILABILITY_MESSAGES = {
  period: 'Veuillez saisir la période',
  type: 'Veuillez saisir le type',
  startTime: "Veuillez saisir l'heure de début",
  endTime: "Veuillez saisir l'heure de fin",
  timeOrder: "L'heure de fin doit être supérieure à l'heure de début",
  day: "Veuillez saisir le jour d'application",
  startDate: "Veuillez saisir la date de début de période d'application",
  endDate: "Veuillez saisir la date de fin de période d'application",
  dateOrder: 'La date de fin doit être supérieure à la date de début',
  /** Decision (not in the spec): a single day must fall on one of the chosen days, or no slot would ever apply. */
  dayNotInPeriod: "Le jour d'application ne fait pas partie de la période choisie",
} as const;

/** Step 0: the days and the type are required. */
export function stepZeroErrors(values: Pick<WeeklyUnavailabilityValues, 'period' | 'type'>): FormErrors<'period' | 'type'> {
  return collectErrors({
    period: values.period === null ? WEEKLY_UNAVAILABILITY_MESSAGES.period : null,
    type: values.type === null ? WEEKLY_UNAVAILABILITY_MESSAGES.type : null,
  });
}

const needsStartTime = (mode: TimeMode) => mode === 'from' || mode === 'between';
const needsEndTime = (mode: TimeMode) => mode === 'to' || mode === 'between';
const needsStartDate = (mode: PeriodMode) => mode === 'from' || mode === 'between';
const needsEndDate = (mode: PeriodMode) => mode === 'to' || mode === 'between';

/** A date the dialog can use: a real day of the valid range, else nothing (and so "please enter"). */
const usableDate = (date: string): string | null => (isDateInRange(date) ? date : null);

function timeErrors(values: WeeklyUnavailabilityValues): Pick<Record<WeeklyUnavailabilityField, string | null>, 'startTime' | 'endTime'> {
  const start = needsStartTime(values.timeMode) ? normaliseTime(values.startTime) : null;
  const end = needsEndTime(values.timeMode) ? normaliseTime(values.endTime) : null;
  const missingStart = needsStartTime(values.timeMode) && !start;
  const missingEnd = needsEndTime(values.timeMode) && !end;
  const misordered = values.timeMode === 'between' && start && end && end <= start;
  return {
    startTime: missingStart ? WEEKLY_UNAVAILABILITY_MESSAGES.startTime : null,
    endTime: missingEnd ? WEEKLY_UNAVAILABILITY_MESSAGES.endTime : misordered ? WEEKLY_UNAVAILABILITY_MESSAGES.timeOrder : null,
  };
}

function dayError(values: WeeklyUnavailabilityValues): string | null {
  if (values.periodMode !== 'at') return null;
  const day = usableDate(values.day);
  if (!day) return WEEKLY_UNAVAILABILITY_MESSAGES.day;
  const inPeriod = values.period === null || weekDaysOf(values.period).includes(weekDayOf(day)!);
  return inPeriod ? null : WEEKLY_UNAVAILABILITY_MESSAGES.dayNotInPeriod;
}

function dateErrors(values: WeeklyUnavailabilityValues): Pick<Record<WeeklyUnavailabilityField, string | null>, 'startDate' | 'endDate'> {
  const start = needsStartDate(values.periodMode) ? usableDate(values.startDate) : null;
  const end = needsEndDate(values.periodMode) ? usableDate(values.endDate) : null;
  const missingStart = needsStartDate(values.periodMode) && !start;
  const missingEnd = needsEndDate(values.periodMode) && !end;
  const misordered = values.periodMode === 'between' && start && end && end <= start;
  return {
    startDate: missingStart ? WEEKLY_UNAVAILABILITY_MESSAGES.startDate : null,
    endDate: missingEnd ? WEEKLY_UNAVAILABILITY_MESSAGES.endDate : misordered ? WEEKLY_UNAVAILABILITY_MESSAGES.dateOrder : null,
  };
}

/** Every check made on save, step 0's included: an empty map means the values can be sent. */
export function saveErrors(values: WeeklyUnavailabilityValues): FormErrors<WeeklyUnavailabilityField> {
  return {
    ...stepZeroErrors(values),
    ...collectErrors({
      ...timeErrors(values),
      day: dayError(values),
      ...dateErrors(values),
      comment: textError(values.comment, { max: COMMENT_MAX_LENGTH }),
    }),
  };
}
