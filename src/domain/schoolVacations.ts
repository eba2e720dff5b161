/**
 * School vacations (spec 001 §7 GET /private/admin/school-vacations, docs/domain.md): the periods
 * of each zone, kept by the admin on /school-vacations and read by the planning's repetitions
 * (« hors vacances scolaires », « pendant les vacances scolaires ») and the estimates' planning.
 * A period is the days without school, first and last days included (Saturday to the Sunday
 * before school starts again). A zone without periods (Geneva until they are entered) has no
 * vacations: « hors vacances » keeps every week, « pendant les vacances » none.
 */
import type { RuleError } from './rule';
import type { SCHOOL_VACATION_ZONES } from '../api/contract/auth';
import { MESSAGES } from './messages';

export type SchoolVacationZone = (typeof SCHOOL_VACATION_ZONES)[number];

export const SCHOOL_VACATION_ZONE_LABELS: Readonly<Record<SchoolVacationZone, string>> = {
  A: 'Zone A',
  B: 'Zone B',
  C: 'Zone C',
  CORSE: 'Corse',
  GUADELOUPE: 'Guadeloupe',
  MARTINIQUE: 'Martinique',
  GUYANE: 'Guyane',
  REUNION: 'La Réunion',
  MAYOTTE: 'Mayotte',
  SUISSE_GEN: 'Suisse (Genève)',
};

export const SCHOOL_VACATION_KINDS = ['TOUSSAINT', 'NOEL', 'HIVER', 'PRINTEMPS', 'ETE', 'AUTRE'] as const;
export type SchoolVacationKind = (typeof SCHOOL_VACATION_KINDS)[number];

export const SCHOOL_VACATION_KIND_LABELS: Readonly<Record<SchoolVacationKind, string>> = {
  TOUSSAINT: 'Vacances de la Toussaint',
  NOEL: 'Vacances de Noël',
  HIVER: "Vacances d'hiver",
  PRINTEMPS: 'Vacances de printemps',
  ETE: "Vacances d'été",
  AUTRE: 'Autre (pont, vacances locales)',
};

/** A period of days, first and last included ('YYYY-MM-DD'). */
export interface DayPeriod {
  start: string;
  end: string;
}

/** The one test both the planning engine and the estimates use. */
export function isInSchoolVacation(day: string, periods: readonly DayPeriod[]): boolean {
  return periods.some((period) => period.start <= day && day <= period.end);
}

/** The school year a vacation belongs to, '2025-2026': a year starts in September (the summer ends the year before). */
export function yearPeriodOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const first = Number(day.slice(5, 7)) >= 9 ? year : year - 1;
  return `${first}-${first + 1}`;
}

export const YEAR_PERIOD_PATTERN = /^(\d{4})-(\d{4})$/;

export function isYearPeriod(text: string): boolean {
  const match = YEAR_PERIOD_PATTERN.exec(text);
  return !!match && Number(match[2]) === Number(match[1]) + 1;
}

/** The school years offered by the screen: the current one, the one before and the two after. */
export function yearPeriodsAround(today: string): string[] {
  const first = Number(yearPeriodOf(today).slice(0, 4));
  return [-1, 0, 1, 2].map((shift) => `${first + shift}-${first + shift + 1}`);
}

/** Decided: no period longer than the summer holidays (about two months and a half) is a typing slip. */
export const MAX_VACATION_DAYS = 80;

export const SCHOOL_VACATION_MESSAGES = {
  dateOrder: 'La date de fin doit être supérieure à la date de début',
  tooLong: `Une période de vacances dure au plus ${MAX_VACATION_DAYS} jours`,
} as const;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** How many days a period holds, both ends included. */
export const periodDays = (start: string, end: string): number => dayNumber(end) - dayNumber(start) + 1;

/** The error on the end day of a period (null when right); the start and end are real days. */
export function periodEndError(start: string, end: string): string | null {
  if (!start || !end) return end ? null : MESSAGES.required;
  if (end < start) return SCHOOL_VACATION_MESSAGES.dateOrder;
  if (periodDays(start, end) > MAX_VACATION_DAYS) return SCHOOL_VACATION_MESSAGES.tooLong;
  return null;
}

/**
 * Two vacations of one zone cannot overlap (a second « Vacances d'été » of the same year and zone
 * was accepted): the first one met, by its kind and days, refuses the draft. `others` are the
 * zone's vacations, the one edited left out.
 */
export function vacationOverlapError(
  draft: { startDate: string; endDate: string },
  others: readonly { kind: SchoolVacationKind; startDate: string; endDate: string }[],
): RuleError<'SCHOOL_VACATION_OVERLAP'> | null {
  const met = others.find((o) => o.startDate <= draft.endDate && draft.startDate <= o.endDate);
  if (!met) return null;
  const day = (iso: string) => iso.split('-').reverse().join('/');
  return { code: 'SCHOOL_VACATION_OVERLAP', label: `Ces dates chevauchent « ${SCHOOL_VACATION_KIND_LABELS[met.kind]} » de la même zone, du ${day(met.startDate)} au ${day(met.endDate)}` };
}
