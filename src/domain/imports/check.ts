/**
 * Checks every line of an import file before anything is sent: required columns, then
 * each cell (required, formats of the spec, dates, choices), then checks across cells.
 * Any issue names the line of the file, the column and the reason.
 */
import { fold, readCell, type CellValue, type ColumnSpec } from './cells';
import type { ImportSpec } from './specs';

export interface ImportIssue {
  /** Line of the file where the record starts (the titles are line 1). */
  line: number;
  /** The column's title as the spec writes it. */
  column: string;
  reason: string;
}

export interface SourceRecord {
  line: number;
  cells: readonly string[];
}

export interface ImportSource {
  headers: readonly string[];
  records: readonly SourceRecord[];
}

export interface CheckedImport<Row> {
  rows: Row[];
  issues: ImportIssue[];
}

/** Where each column of the spec is in the file (-1 when absent). */
export function locate(columns: readonly ColumnSpec[], headers: readonly string[]): number[] {
  const folded = headers.map(fold);
  return columns.map((column) => folded.findIndex((header) => [column.header, ...(column.aliases ?? [])].some((name) => fold(name) === header)));
}

export function checkImport<Row>(spec: ImportSpec<Row>, source: ImportSource): CheckedImport<Row> {
  const positions = locate(spec.columns, source.headers);
  const missing = spec.columns.filter((column, i) => column.required && positions[i] === -1);
  if (missing.length) return { rows: [], issues: missing.map((column) => ({ line: 1, column: column.header, reason: 'colonne obligatoire absente de la ligne des titres' })) };
  if (source.records.length === 0) return { rows: [], issues: [{ line: 2, column: spec.columns[0]!.header, reason: 'le fichier ne contient aucune ligne de données' }] };

  const rows: Row[] = [];
  const issues: ImportIssue[] = [];
  for (const record of source.records) {
    const values: Record<string, CellValue> = {};
    let valid = true;
    spec.columns.forEach((column, i) => {
      const position = positions[i]!;
      const result = readCell(column, position === -1 ? undefined : record.cells[position]);
      if (result.ok) values[column.key] = result.value;
      else {
        valid = false;
        issues.push({ line: record.line, column: column.header, reason: result.reason });
      }
    });
    if (!valid) continue;
    const cross = spec.crossCheck?.(values);
    if (cross) issues.push({ line: record.line, ...cross });
    else rows.push(spec.toRow(values, record.line));
  }
  return { rows, issues };
}

/** The record's cells in the spec's column order, as the file writes them (for a preview). */
export function cellsInSpecOrder(positions: readonly number[], record: SourceRecord): string[] {
  return positions.map((position) => (position === -1 ? '' : (record.cells[position] ?? '').trim()));
}

/** « ligne 7, colonne « Email » : Email non valide (« x ») » */
export function describeIssue(issue: ImportIssue): string {
  return `ligne ${issue.line}, colonne « ${issue.column} » : ${issue.reason}`;
}
