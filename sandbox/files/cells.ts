/**
 * The one cell writer of every CSV and XLSX the sandbox writes (issue 28 §3): text cells that a
 * spreadsheet would read as a formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage
 * return: OWASP's CSV-injection rule) get a leading apostrophe, in both formats, so that the
 * cell reads the same in each; numbers, amounts and days are typed cells, never text, so that
 * a negative amount stays a number and XLSX keeps real numbers and dates.
 */

export interface AmountCell { kind: 'amount'; cents: number }
export interface DayCell { kind: 'day'; iso: string }
export interface DecimalCell { kind: 'decimal'; value: number; digits: number }
/** Text (neutralised), a number, an amount in cents, a day (YYYY-MM-DD), a decimal with fixed digits; null is an empty cell. */
export type Cell = string | number | null | AmountCell | DayCell | DecimalCell;

export const amount = (cents: number): AmountCell => ({ kind: 'amount', cents });
export const day = (iso: string | null | undefined): DayCell | null => (iso ? { kind: 'day', iso: iso.slice(0, 10) } : null);
export const decimal = (value: number, digits: number): DecimalCell => ({ kind: 'decimal', value, digits });
/** Minutes as hours with two digits: 450 → 7,50. */
export const hours = (minutes: number): DecimalCell => decimal(Math.round((minutes * 100) / 60) / 100, 2);

/** Cents with a decimal comma: 123456 → 1234,56; -1250 → -12,50. */
export function decimalComma(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** OWASP: a text starting like a formula is prefixed with an apostrophe. */
export function neutralised(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell as French CSV text, before quoting: decimal commas, days DD/MM/YYYY. */
export function csvText(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return neutralised(cell);
  if (typeof cell === 'number') return String(cell).replace('.', ',');
  if (cell.kind === 'amount') return decimalComma(cell.cents);
  if (cell.kind === 'day') return cell.iso.split('-').reverse().join('/');
  return cell.value.toFixed(cell.digits).replace('.', ',');
}

/** Styles of the XLSX's cellXfs (sandbox/files/xlsx.ts): 1 a day, 2 an amount, 3 a decimal. */
export const XLSX_STYLE = { day: 1, amount: 2, decimal: 3 } as const;

/** Days since 1899-12-30, Excel's serial date. */
const serial = (iso: string) => (Date.parse(`${iso}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000;

/** A cell as the XLSX writes it: a number with its style, or text (neutralised) as an inline string. */
export function xlsxValue(cell: Cell): { number: number; style?: number } | { text: string } | null {
  if (cell === null || cell === '') return null;
  if (typeof cell === 'string') return { text: neutralised(cell) };
  if (typeof cell === 'number') return Number.isFinite(cell) ? { number: cell } : null;
  if (cell.kind === 'amount') return { number: cell.cents / 100, style: XLSX_STYLE.amount };
  if (cell.kind === 'day') return { number: serial(cell.iso), style: XLSX_STYLE.day };
  return { number: Number(cell.value.toFixed(cell.digits)), style: XLSX_STYLE.decimal };
}
