/** The absences export: a CSV for a French spreadsheet, one line per absence. */
import { ABSENCE_TYPES, type Unavailability } from '../../src/api/contract/unavailabilities';
import { formatDate } from '../../src/domain/format/date';
import { csv } from '../csv';

/** '23/11/2026 08:00' */
const dateTime = (value: string) => `${formatDate(value.slice(0, 10))} ${value.slice(11, 16)}`;

export function unavailabilitiesCsv(rows: Unavailability[]): Buffer {
  return csv([
    ['Intervenant', 'Type', 'Du', 'Au', 'Durée (jours)', 'Commentaire'],
    ...rows.map((u) => [
      `${u.user.firstName} ${u.user.lastName}`,
      ABSENCE_TYPES[u.type].label,
      dateTime(u.startDateTime),
      dateTime(u.endDateTime),
      u.durationInDays,
      u.comment ?? '',
    ]),
  ]);
}
