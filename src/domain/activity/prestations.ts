/** /activity/prestations (spec 001 §2): the month's prestations, filtered by professional and family, with their totals. */
export const PRESTATIONS_TEXTS = {
  month: 'Mois',
  pro: 'Intervenant(e)',
  family: 'Famille',
  day: 'Jour',
  hours: 'Horaires',
  duration: 'Durée',
  increased: 'Dont majorées',
  totals: 'Totaux du mois',
  events: 'Prestations',
  pros: 'Intervenant(e)s',
  families: 'Familles',
} as const;
