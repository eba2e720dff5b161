/**
 * The 'Durée' column of the dated unavailabilities: days counted by half-days, '0,5 jour',
 * '1 jour', '2,5 jours' (French plural from 2). A formatting rule that belongs with
 * src/domain/format (reported to the lead); kept here until it moves.
 */
import { formatDecimal, formatInteger } from '../../../domain/format/number';

export function daysLabel(days: number): string {
  const number = Number.isInteger(days) ? formatInteger(days) : formatDecimal(days, 1);
  return `${number}\u00a0${Math.abs(days) >= 2 ? 'jours' : 'jour'}`;
}
