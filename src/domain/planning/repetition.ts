/**
 * Repetitions of a planning event (spec 001 §3) and the days they give
 * (`computeRepeatableDays`). Days are 'YYYY-MM-DD' wall-clock dates: a series keeps its
 * times across a daylight-saving change.
 *
 * Decisions: a series runs from the event's day to `until` (included), at most one year;
 * EVERY_MONTH repeats on the same day of the month and skips the months without it (no
 * 31 April); the school-vacation variants apply to the weekly repetitions only, with the
 * periods of the agency's zone given by the caller (`src/domain/schoolVacations.ts`).
 */
import { isInSchoolVacation, type DayPeriod } from '../schoolVacations';
import { shiftDay } from './slots';

export const REPETITION_TYPES = ['NO_REPETITION', 'EVERY_WEEKS', 'EVERY_TWO_WEEKS', 'EVERY_MONTH'] as const;
export type RepetitionType = (typeof REPETITION_TYPES)[number];

export const SCHOOL_VACATION_VARIANTS = ['NO_SCHOOL_VACATIONS', 'ONLY_SCHOOL_VACATIONS'] as const;
export type SchoolVacationVariant = (typeof SCHOOL_VACATION_VARIANTS)[number];

export const REPETITION_LABELS: Readonly<Record<RepetitionType, string>> = {
  NO_REPETITION: 'Aucune',
  EVERY_WEEKS: 'Toutes les semaines',
  EVERY_TWO_WEEKS: 'Toutes les deux semaines',
  EVERY_MONTH: 'Tous les mois',
};

export const SCHOOL_VACATION_VARIANT_LABELS: Readonly<Record<SchoolVacationVariant, string>> = {
  NO_SCHOOL_VACATIONS: 'Hors vacances scolaires',
  ONLY_SCHOOL_VACATIONS: 'Pendant les vacances scolaires uniquement',
};

/** The longest series, in days after the first one. */
export const MAX_REPETITION_DAYS = 366;
export const REPETITION_TOO_LONG = 'La répétition ne peut pas dépasser un an';
export const REPETITION_END_BEFORE_DAY = 'La date de fin de répétition doit être postérieure au jour de la prestation';

/** Why a series gives no day at all: its variant left every week out (a creation's 409 says so). */
export const NO_DAY_IN_VACATIONS = "Aucun jour de la répétition ne tombe pendant les vacances scolaires de la zone de l'agence";
export const EVERY_DAY_IN_VACATIONS = "Tous les jours de la répétition tombent pendant les vacances scolaires de la zone de l'agence";
export const emptySeriesLabel = (variant: SchoolVacationVariant | null | undefined): string =>
  variant === 'NO_SCHOOL_VACATIONS' ? EVERY_DAY_IN_VACATIONS : NO_DAY_IN_VACATIONS;

export interface Repetition {
  type: RepetitionType;
  /** Last day of the series (included); ignored for NO_REPETITION. */
  until?: string | null | undefined;
  variant?: SchoolVacationVariant | null | undefined;
}

export type { DayPeriod } from '../schoolVacations';

/** Why a repetition cannot be computed, or null when it can. */
export function repetitionError(day: string, repetition: Repetition): string | null {
  if (repetition.type === 'NO_REPETITION') return null;
  if (!repetition.until || repetition.until <= day) return REPETITION_END_BEFORE_DAY;
  if (repetition.until > shiftDay(day, MAX_REPETITION_DAYS)) return REPETITION_TOO_LONG;
  return null;
}

function monthly(day: string, until: string): string[] {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const days: string[] = [];
  for (let i = 0; ; i++) {
    const first = new Date(Date.UTC(year, month - 1 + i, 1));
    const candidate = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), date));
    const iso = candidate.toISOString().slice(0, 10);
    if (iso.slice(0, 7) > until.slice(0, 7)) break;
    if (candidate.getUTCMonth() === first.getUTCMonth() && iso <= until) days.push(iso);
  }
  return days;
}

/** The days of a series, first day included; [] when the repetition is not valid (see `repetitionError`). */
export function computeRepeatableDays(day: string, repetition: Repetition, schoolVacations: readonly DayPeriod[] = []): string[] {
  if (repetitionError(day, repetition)) return [];
  if (repetition.type === 'NO_REPETITION') return [day];
  const until = repetition.until!;
  if (repetition.type === 'EVERY_MONTH') return monthly(day, until);
  const step = repetition.type === 'EVERY_WEEKS' ? 7 : 14;
  const days: string[] = [];
  for (let d = day; d <= until; d = shiftDay(d, step)) days.push(d);
  if (repetition.variant === 'NO_SCHOOL_VACATIONS') return days.filter((d) => !isInSchoolVacation(d, schoolVacations));
  if (repetition.variant === 'ONLY_SCHOOL_VACATIONS') return days.filter((d) => isInSchoolVacation(d, schoolVacations));
  return days;
}
