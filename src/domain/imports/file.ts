/**
 * One import file from its bytes to what may be sent, and the answer back in words: the
 * steps the CLI (`agency import`) and the portal's import screens both take, so that the
 * same file gives the same lines, the same errors and the same summary on either side.
 * - `readImportFile`: decode (UTF-8 or Windows-1252), parse the CSV, check every line.
 *   A file the CSV parser cannot read, or an Excel workbook (not read: the repository has no
 *   XLSX parser; the reason tells how to save it as CSV), gives one issue (its line, no column)
 *   and no source.
 * - `issueOfApiError`: an error of the API's 400 answer (`field` rows.<index>.<key>) as an
 *   issue of the file: its line and its column's title.
 * - `answerSummary` and `IMPORTED_KIND_LABELS`: the result of a sent file, in French.
 */
import type { ImportAnswer } from '../../api/contract/imports';
import { checkImport, type CheckedImport, type ImportIssue, type ImportSource } from './check';
import { CsvSyntaxError, decodeText, parseCsv, type Encoding } from './csv';
import type { ImportSpec } from './specs';

export interface CheckedFile<Row> extends CheckedImport<Row> {
  encoding: Encoding;
  /** null when the file could not be parsed. */
  delimiter: ';' | ',' | null;
  /** The titles and records read, null when the file could not be parsed (then `issues` holds why). */
  source: ImportSource | null;
}

/** A workbook's first bytes: XLSX is a zip ('PK'), XLS an OLE2 compound file. */
const isWorkbook = (bytes: Uint8Array) => (bytes[0] === 0x50 && bytes[1] === 0x4b) || (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0);
const WORKBOOK_REASON = 'fichier Excel (.xlsx ou .xls) : enregistrez-le au format « CSV (séparateur : point-virgule) » et importez ce fichier CSV';

export function readImportFile<Row>(spec: ImportSpec<Row>, bytes: Uint8Array): CheckedFile<Row> {
  if (isWorkbook(bytes)) return { rows: [], issues: [{ line: 1, column: '', reason: WORKBOOK_REASON }], encoding: 'utf-8', delimiter: null, source: null };
  const { text, encoding } = decodeText(bytes);
  try {
    const { delimiter, ...source } = parseCsv(text);
    return { ...checkImport(spec, source), encoding, delimiter, source };
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    return { rows: [], issues: [{ line: error.line, column: '', reason: error.message }], encoding, delimiter: null, source: null };
  }
}

/** « UTF-8, séparateur « ; » »: how the file was read. */
export function describeReading(file: Pick<CheckedFile<unknown>, 'encoding' | 'delimiter'>): string {
  const encoding = file.encoding === 'utf-8' ? 'UTF-8' : 'Windows-1252';
  return file.delimiter ? `${encoding}, séparateur « ${file.delimiter} »` : encoding;
}

/** An error of the API's answer as an issue of the file: its line from `rows.<index>.<key>`, its column from the key. */
export function issueOfApiError(error: { label: string; field?: string | undefined }, rows: readonly { line: number }[], spec: ImportSpec<unknown>): ImportIssue {
  const match = /^(?:body\.)?rows\.(\d+)\.?(\w*)/.exec(error.field ?? '');
  const row = match ? rows[Number(match[1])] : undefined;
  const column = spec.columns.find((c) => c.key === match?.[2])?.header ?? match?.[2] ?? '—';
  return { line: row?.line ?? 1, column, reason: error.label.replace(/^Ligne \d+ : /, '') };
}

/** Singular and plural of what a row of the answer is. */
export const IMPORTED_KIND_LABELS: Record<ImportAnswer['rows'][number]['kind'], readonly [string, string]> = {
  CUSTOMER: ['client', 'clients'],
  PROSPECT: ['prospect', 'prospects'],
  EMPLOYEE: ['salarié', 'salariés'],
  CANDIDATE: ['candidat', 'candidats'],
  PAYE_DATA: ['données de paie', 'données de paie'],
  PLANNING_EVENT: ['intervention', 'interventions'],
};

export const IMPORTED_STATUS_LABELS: Record<ImportAnswer['rows'][number]['status'], string> = { CREATED: 'créé', UPDATED: 'mis à jour' };

/** « 2 création(s), 0 mise(s) à jour (1 client, 1 prospect) » */
export function answerSummary(answer: ImportAnswer): string {
  const counts = Object.entries(IMPORTED_KIND_LABELS)
    .map(([kind, [one, many]]) => [answer.rows.filter((r) => r.kind === kind).length, one, many] as const)
    .filter(([n]) => n > 0)
    .map(([n, one, many]) => `${n} ${n > 1 ? many : one}`);
  return `${answer.created} création(s), ${answer.updated} mise(s) à jour (${counts.join(', ')})`;
}
