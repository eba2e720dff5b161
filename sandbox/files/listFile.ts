/** A v2 list as a file (spec 001 §7 export), for customers and employees: CSV for a French spreadsheet or XLSX, named `<base>-YYYY-MM-DD`. */
import type { ExportFileType } from '../../src/api/contract/searchV2';
import { csv } from '../csv';
import { day, type Cell } from './cells';
import { agencyDay } from '../dates';
import type { FileAnswer } from '../handlers/types';
import { exportFileName } from '../../src/domain/list/exportName';
import { XLSX_MIME_TYPE, xlsx } from './xlsx';

/** The agencies' day of an instant: DD/MM/YYYY in CSV, a date in XLSX. */
export const dayCell = (instant: string | null) => (instant ? day(agencyDay(instant)) : null);

/** The titles' row then the rows, as `<base>-<today>.csv` or `.xlsx` (its sheet named `sheet`). */
export function listFile(titles: string[], rows: Cell[][], type: ExportFileType, base: string, sheet: string, today: string): FileAnswer {
  const all = [titles, ...rows];
  return type === 'CSV'
    ? { name: exportFileName(base, type, today), mimeType: 'text/csv; charset=utf-8', bytes: csv(all), inline: false }
    : { name: exportFileName(base, type, today), mimeType: XLSX_MIME_TYPE, bytes: xlsx(all, sheet), inline: false };
}
