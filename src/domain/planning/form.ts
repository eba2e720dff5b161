/**
 * The individual plannings screen (/plannings): its texts, the week or month it shows, the event
 * form's rules and body, and what to offer once the preflight has answered.
 */
import { isRealIsoDate } from '../dateRange';
import { shiftMonth } from '../datePicker';
import type { FormRules } from '../form/rules';
import { formatDayMonth } from '../format/date';
import type { RepetitionType, SchoolVacationVariant } from './repetition';
import type { Rejection } from './rejections';
import { isoWeekDay, shiftDay } from './slots';

export const PLANNING_TEXTS = {
  byPro: 'Intervenant(e)',
  byFamily: 'Famille',
  whose: 'Planning de',
  choose: 'Choisissez un(e) intervenant(e) ou une famille pour voir son planning.',
  previousWeek: 'Semaine précédente',
  nextWeek: 'Semaine suivante',
  weekOf: 'Semaine du',
  view: 'Affichage',
  dayView: 'Jour',
  week: 'Semaine',
  list: 'Liste',
  month: 'Mois',
  previousDay: 'Jour précédent',
  nextDay: 'Jour suivant',
  previousMonth: 'Mois précédent',
  nextMonth: 'Mois suivant',
  newEvent: 'Nouvelle prestation',
  editEvent: 'Modifier la prestation',
  updated: 'La prestation a été modifiée',
  saveAnyway: 'Enregistrer quand même',
  contractType: 'Celui du contrat',
  unchangedType: 'Inchangé',
  noEvent: 'Aucune prestation',
  deleteEvent: 'Supprimer la prestation',
  deleteQuestion: 'Confirmez-vous la suppression de cette prestation ?',
  eventActions: 'Actions sur la prestation',
  deleteFollowing: 'Supprimer aussi les prestations suivantes de la série',
  /** After deleting one event, or it and the following ones of its series. */
  deleted: (several: boolean) => (several ? 'Les prestations ont été supprimées' : 'La prestation a été supprimée'),
  created: (count: number) => (count > 1 ? `${count} prestations ont été créées` : 'La prestation a été créée'),
  prestationType: 'Type de prestation',
  day: 'Jour',
  startTime: 'Heure de début',
  endTime: 'Heure de fin',
  repetition: 'Répétition',
  variant: 'Vacances scolaires',
  allWeeks: 'Toutes les semaines de la période',
  until: 'Jusqu’au',
  rejectedTitle: 'Créneaux refusés',
  check: 'Vérifier et créer',
  checkChange: 'Vérifier et enregistrer',
  bypass: 'Créer quand même',
  withoutRejected: 'Créer sans les créneaux refusés',
  nothingToCreate: 'Aucun créneau ne peut être créé',
  night: 'Se termine le lendemain',
  holiday: (name: string) => `Jour férié : ${name}`,
  availablePros: 'Intervenant(e)s disponibles',
  knowsFamily: 'connaît la famille',
  noneAvailable: 'Aucun(e) intervenant(e) disponible sur ce créneau',
  toStaff: 'Interventions à pourvoir',
  toStaffHint: 'Choisissez un(e) intervenant(e) pour chacune.',
  noneToStaff: 'Aucune intervention à pourvoir',
} as const;

/** The seven days (Monday first) of the week holding `day`. */
export function weekDays(day: string): string[] {
  const monday = shiftDay(day, 1 - isoWeekDay(day));
  return Array.from({ length: 7 }, (_, i) => shiftDay(monday, i));
}

/** DAY and WEEK on the hour grid; LIST, the week as lists per day (with its cancel and delete buttons); MONTH, its weeks as lists. */
export type PlanningView = 'DAY' | 'WEEK' | 'LIST' | 'MONTH';

/** The days the view shows: the day, the week holding `day`, or every week (Monday to Sunday) the month of `day` touches. */
export function viewDays(view: PlanningView, day: string): string[] {
  if (view === 'DAY') return [day];
  if (view === 'WEEK' || view === 'LIST') return weekDays(day);
  const month = day.slice(0, 7);
  const days = weekDays(`${month}-01`);
  while (shiftDay(days.at(-1)!, 1).startsWith(month)) days.push(...weekDays(shiftDay(days.at(-1)!, 1)));
  return days;
}

/**
 * The day a link or a reload names, when it exists; else today. '2026-02-31' would roll into March
 * and '2026-13-01' name no date at all (the week's arithmetic fails on it): neither is shown.
 */
export const shownDay = (day: string | undefined, today: string): string => (isRealIsoDate(day) ? day : today);

/** The day the previous (-1) or next (+1) button opens: a week, or the first of a month, away. */
export function shiftView(view: PlanningView, day: string, direction: -1 | 1): string {
  if (view === 'DAY') return shiftDay(day, direction);
  if (view === 'WEEK' || view === 'LIST') return shiftDay(weekDays(day)[0]!, 7 * direction);
  return `${shiftMonth(day.slice(0, 7), direction)}-01`;
}

/** The months ('YYYY-MM') the days fall in, in order. */
export function monthsOf(days: readonly string[]): string[] {
  return [...new Set(days.map((day) => day.slice(0, 7)))];
}

/** 'lundi 23 novembre, 08:00 – 12:00': a slot as the rejection list names it. */
export function slotLabel(slot: { day: string; startTime: string; endTime: string }): string {
  return `${formatDayMonth(slot.day)}, ${slot.startTime} – ${slot.endTime}`;
}

export type EventField = 'familyId' | 'proId' | 'prestationTypeId' | 'day' | 'startTime' | 'endTime' | 'repetition' | 'variant' | 'until';

/** A new event's form: on `day`, with the shown professional or family, and the times dragged on the hour grid when given. */
export const emptyEventForm = (day: string, choice: { proId?: number | null; familyId?: number | null } = {}, times: { startTime: string; endTime: string } | null = null): Record<EventField, string> => ({
  familyId: choice.familyId ? String(choice.familyId) : '',
  proId: choice.proId ? String(choice.proId) : '',
  prestationTypeId: '',
  day,
  startTime: times?.startTime ?? '',
  endTime: times?.endTime ?? '',
  repetition: 'NO_REPETITION',
  variant: '',
  until: '',
});

const repeats = (values: Readonly<Record<string, string>>) => values.repetition !== 'NO_REPETITION';

/** An existing event's values in the form (its prestation type left as it is: '' = unchanged). */
export function eventFormOf(event: { day: string; startTime: string; endTime: string; user: { id: number }; family: { id: number } }): Record<EventField, string> {
  return { ...emptyEventForm(event.day, { proId: event.user.id, familyId: event.family.id }), startTime: event.startTime, endTime: event.endTime };
}

/** The fields' own rules; the server's checks (an end equal to the start, a series' end) land on `endTime` and `until`. */
export const EVENT_FORM_RULES: FormRules<EventField> = {
  familyId: { required: true },
  proId: { required: true },
  day: { required: true },
  startTime: { required: true },
  endTime: { required: true },
  until: { required: repeats },
};

/** The body of the preflight and of the creation. */
export function eventProposal(values: Readonly<Record<EventField, string>>) {
  const type = values.repetition as RepetitionType;
  const weekly = type === 'EVERY_WEEKS' || type === 'EVERY_TWO_WEEKS';
  return {
    familyId: Number(values.familyId),
    proId: Number(values.proId),
    prestationTypeId: values.prestationTypeId ? Number(values.prestationTypeId) : null,
    day: values.day,
    startTime: values.startTime,
    endTime: values.endTime,
    repetition: {
      type,
      until: type === 'NO_REPETITION' ? null : values.until,
      variant: weekly && values.variant ? (values.variant as SchoolVacationVariant) : null,
    },
  };
}

/** One change of `events/updates`: no prestation type chosen keeps the event's. */
export function eventChange(id: number, values: Readonly<Record<EventField, string>>) {
  const { prestationTypeId, repetition: _repetition, ...times } = eventProposal(values);
  return { id, ...times, ...(prestationTypeId === null ? {} : { prestationTypeId }) };
}

export const isWeeklyRepetition = (repetition: string) => repetition === 'EVERY_WEEKS' || repetition === 'EVERY_TWO_WEEKS';

interface CheckedSlot {
  day: string;
  startTime: string;
  endTime: string;
  rejections: readonly Rejection[];
  bypassable: boolean;
}

/** What the dialog offers once the preflight has answered: create at once, create anyway, or create the others. */
export function preflightChoices(slots: readonly CheckedSlot[]) {
  const rejected = slots.filter((s) => s.rejections.length > 0);
  const accepted = slots.length - rejected.length;
  return {
    rejected,
    /** Nothing in the way: the creation goes on without asking. */
    clear: slots.length > 0 && rejected.length === 0,
    canBypass: rejected.some((s) => s.bypassable),
    canSkip: rejected.length > 0 && accepted > 0,
  };
}
