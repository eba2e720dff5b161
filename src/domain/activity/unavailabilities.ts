/** /activity/unavailabilities (spec 001 §2, §7): the agency's absences, searched and exported. */
import { shiftMonth } from '../datePicker';
import { shiftDay } from '../planning/slots';

/** Decision: the screen opens on the current month's absences (those that overlap it), as the hub counts them. */
export function monthPeriod(month: string): { startDate: string; endDate: string } {
  return { startDate: `${month}-01`, endDate: shiftDay(`${shiftMonth(month, 1)}-01`, -1) };
}

export const UNAVAILABILITIES_TEXTS = {
  pro: 'Intervenant(e)',
  from: 'Du',
  to: 'Au',
  type: "Type d'absence",
  allTypes: 'Tous',
  exportBase: 'indisponibilites',
} as const;
