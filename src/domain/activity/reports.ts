/** /activity/reports (spec 001 §2, §7): the month's individual activity reports, by professional or by family. */

export type ReportType = 'pros' | 'families';

/** The query's `type`: 'pros' unless it says 'families' (the menu's shortcut asks for 'pros'). */
export const reportTypeOf = (type: string | undefined): ReportType => (type === 'families' ? 'families' : 'pros');

export const REPORT_TYPE_CHOICES = [
  { value: 'pros', label: 'Intervenant(e)s' },
  { value: 'families', label: 'Familles' },
] as const;

export const REPORT_TEXTS = {
  month: 'Mois',
  type: 'Rapports par',
  search: 'Rechercher par nom',
  name: { pros: 'Intervenant(e)', families: 'Famille' },
  events: 'Prestations',
  total: 'Durée totale',
  normal: 'Heures normales',
  increased: 'Heures majorées',
  state: 'État',
  validated: 'Validé',
  provisional: 'Provisoire',
  sums: 'Totaux du mois',
  silae: 'Format Silae (variables de paie)',
  export: 'Exporter (CSV)',
} as const;
