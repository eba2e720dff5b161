/** A period of days as contracts and estimates show it: 'du 04/01/2027 au 31/01/2027', 'du 04/01/2027 (sans fin)'. */
import { formatDate } from './date';

export function formatPeriod(start: string, end: string | null): string {
  return `du ${formatDate(start)}${end ? ` au ${formatDate(end)}` : ' (sans fin)'}`;
}
