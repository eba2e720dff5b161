/** /activity, the hub of the activity screens (spec 001 §2): its entries and the families with few hours this month. */
import { toIsoDate, toIsoMonth, type DateInput } from '../format/date';
import { buildLocation } from '../routes';

/**
 * Decision (the spec names `familiesWithFewHours` without its rule): a family has few hours
 * in a month when it had planned events that month or the month before, and its month's
 * planned time is under 10 hours (a French family's month runs from about 10 to 180 hours):
 * the families a director should call before the month slips away. Fewest hours first.
 */
export const FEW_HOURS_MAX_MINUTES = 600;

/** The hub's entries, in the menu's order: each screen with what its count counts. */
export const ACTIVITY_ENTRIES = [
  { path: '/activity/prosPlannings', title: 'Planning collectif', counter: 'workingProsToday', unit: ['intervenant(e) en prestation aujourd’hui', 'intervenant(e)s en prestation aujourd’hui'] },
  { path: '/activity/prestations', title: 'Prestations', counter: 'prestations', unit: ['prestation ce mois-ci', 'prestations ce mois-ci'] },
  { path: '/activity/timesheets', title: "Relevés d'heures", counter: 'timesheets', unit: ['relevé ce mois-ci', 'relevés ce mois-ci'] },
  { path: '/activity/unavailabilities', title: 'Indisponibilités', counter: 'unavailabilities', unit: ['absence ce mois-ci', 'absences ce mois-ci'] },
  { path: '/activity/reports', title: "Rapports d'activité mensuels", counter: 'reports', unit: ['intervenant(e) en activité ce mois-ci', 'intervenant(e)s en activité ce mois-ci'] },
] as const;

/** Where an entry leads on `today`: the collective planning of the day, the month's timesheets and reports (professionals'). */
export function activityEntryLocation(path: (typeof ACTIVITY_ENTRIES)[number]['path'], today: DateInput): string {
  if (path === '/activity/prosPlannings') return buildLocation(path, {}, { day: toIsoDate(today) });
  if (path === '/activity/timesheets') return buildLocation(path, {}, { month: toIsoMonth(today) });
  if (path === '/activity/reports') return buildLocation(path, {}, { month: toIsoMonth(today), type: 'pros' });
  return path;
}

export type ActivityCounter = (typeof ACTIVITY_ENTRIES)[number]['counter'];

export const HUB_TEXTS = {
  fewHours: "Familles avec peu d'heures ce mois-ci",
  fewHoursHint: 'Moins de 10 heures planifiées ce mois-ci, alors que la famille avait des prestations ce mois-ci ou le mois dernier.',
  family: 'Famille',
  planned: 'Heures planifiées',
  previous: 'Mois précédent',
  events: 'Prestations',
} as const;

/** '1 prestation ce mois-ci', '12 prestations ce mois-ci' (French plural from 2). */
export function counterText(count: number, unit: readonly [string, string], formatted: string = String(count)): string {
  return `${formatted} ${count >= 2 ? unit[1] : unit[0]}`;
}
