/** Files for a French spreadsheet: CSV with ';' separators and decimal commas. */
import { csvText, type Cell } from './files/cells';

export { decimalComma } from './files/cells';

/** ';' separators, quoted cells when needed, CRLF, and a BOM so that Excel reads UTF-8; each cell written by sandbox/files/cells.ts. */
export function csv(rows: Cell[][]): Buffer {
  const cell = (value: Cell) => {
    const text = csvText(value);
    return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return Buffer.from(`\ufeff${rows.map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`, 'utf8');
}
