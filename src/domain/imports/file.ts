/**
 * One import file from its bytes to what may be sent: the step the CLI (`agency import`) and
 * the portal's import screens both take, so that the same file gives the same lines and the
 * same errors on either side (what is said of it afterwards: ./report.ts).
 * `readImportFile`: decode (UTF-8 or Windows-1252), parse the CSV, check every line. A file
 * the CSV parser cannot read, or an Excel workbook (not read: the repository has no XLSX
 * parser; the reason tells how to save it as CSV), gives one issue (its line, no column) and
 * no source. The portal loads this module (and the CSV parser, 14 KB gzip) when a file is
 * chosen, not with the import screens.
 */
import { checkImport, type CheckedImport, type ImportSource } from './check';
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
