/**
 * The collective planning (spec 001 §2, /activity/prosPlannings): its period, its options
 * and what each professional's row shows. Pure rules shared by the screen and the sandbox.
 */
import { formatDayMonth } from '../format/date';
import { isoWeekDay, shiftDay } from '../planning/slots';

export type ProPlanningMode = 'DAY' | 'WEEK';

/** Spec 001 §9: 50 professionals a page by default, selectable (the pagination's sizes). */
export const PRO_PLANNINGS_PAGE_SIZE = 50;

/** Decision: without `mode` in the query (the menu's shortcut), the week: a director's overview; Ctrl+P asks for the day. */
export const DEFAULT_PRO_PLANNING_MODE: ProPlanningMode = 'WEEK';

export const PRO_PLANNINGS_TEXTS = {
  excludeCandidates: 'Exclure les candidat(e)s',
  includeSuspended: 'Inclure les suspendu.e.s',
  withEventsOnly: 'Masquer les intervenant·e·s sans prestation',
  back: "Retour à l'activité",
  day: 'Jour',
  week: 'Semaine',
  previous: { DAY: 'Jour précédent', WEEK: 'Semaine précédente' },
  next: { DAY: 'Jour suivant', WEEK: 'Semaine suivante' },
  date: 'Date',
  mode: 'Affichage',
  timeline: 'Planning collectif',
  /** A public holiday of the period, above the timeline: 'Jour férié : Noël, jeudi 25 décembre'. */
  holiday: (name: string, day: string) => `Jour férié : ${name}, ${formatDayMonth(day)}`,
} as const;

/** The first and last days of the period: the day, or the week from Monday that holds it. */
export function planningPeriod(mode: ProPlanningMode, day: string): { from: string; to: string } {
  if (mode === 'DAY') return { from: day, to: day };
  const from = shiftDay(day, 1 - isoWeekDay(day));
  return { from, to: shiftDay(from, 6) };
}

/** Every day of the period, in order. */
export function periodDays(mode: ProPlanningMode, day: string): string[] {
  const { from, to } = planningPeriod(mode, day);
  const days = [from];
  while (days.at(-1)! < to) days.push(shiftDay(days.at(-1)!, 1));
  return days;
}

/** The day the previous (-1) or next (+1) button opens: a day, or a week, away. */
export function shiftPeriod(mode: ProPlanningMode, day: string, direction: -1 | 1): string {
  return shiftDay(day, direction * (mode === 'DAY' ? 1 : 7));
}

/**
 * Decision: archived (INACTIVE) professionals are never on the collective planning; the
 * suspended ones only when asked. The other statuses (ACTIVE, CREATED, PRE_REGISTERED) always.
 */
export function excludedStatuses(includeSuspended: boolean): ('INACTIVE' | 'SUSPENDED')[] {
  return includeSuspended ? ['INACTIVE'] : ['INACTIVE', 'SUSPENDED'];
}

/** A candidate's mark (spec 001 §2), shown apart from the name so that a long name never cuts it. */
export function proPlanningBadge(pro: { status: string }): string | null {
  return pro.status === 'CANDIDATE' ? '(C)' : null;
}

/** 'Inès Haddad', and 'Inès Haddad (C)' for a candidate (spec 001 §2). */
export function proPlanningLabel(pro: { firstName: string; lastName: string; status: string }): string {
  const badge = proPlanningBadge(pro);
  return `${pro.firstName} ${pro.lastName}${badge ? ` ${badge}` : ''}`;
}

/**
 * The professionals' colours: blues, teals and violets kept clear of the legend's palette
 * (greys, greens, olive, reds, pink, purple, cyan, brown, ochre, indigo, orange of
 * timeline.css.ts), so that a prestation never reads as an absence. By id, stable across pages.
 */
export const PRO_COLORS = ['#1565c0', '#0277bd', '#00695c', '#283593', '#4527a0', '#1e88e5', '#00897b', '#3949ab'] as const;

export function proColor(proId: number): string {
  return PRO_COLORS[Math.abs(proId) % PRO_COLORS.length]!;
}
