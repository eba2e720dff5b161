/**
 * What the CLI (`agency import`) and the portal's import screens say of an import file, read
 * by ./file.ts, and of the API's answer to it, in the same words on either side:
 * - `describeReading`: how the file was read (encoding, separator);
 * - `issueOfApiError`: an error of the API's 400 answer (`field` rows.<index>.<key>) as an
 *   issue of the file: its line and its column's title;
 * - `answerSummary` and `IMPORTED_KIND_LABELS`: the result of a sent file, in French.
 * Kept apart from the reading so that a screen shows all this without loading the CSV parser.
 */
import type { ImportAnswer } from '../../api/contract/imports';
import type { ImportIssue } from './check';
import type { CheckedFile } from './file';
import type { ImportSpec } from './specs';

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

export const IMPORTED_STATUS_LABELS: Record<ImportAnswer['rows'][number]['status'], string> = { CREATED: 'créé', UPDATED: 'mis à jour', UNCHANGED: 'déjà présent' };

/** « 2 création(s), 0 mise(s) à jour (1 client, 1 prospect) », with « , 3 ligne(s) déjà importée(s) » and « , 1 ligne(s) refusée(s) » when there are. */
export function answerSummary(answer: ImportAnswer & { refused?: readonly unknown[] }): string {
  const counts = Object.entries(IMPORTED_KIND_LABELS)
    .map(([kind, [one, many]]) => [answer.rows.filter((r) => r.kind === kind).length, one, many] as const)
    .filter(([n]) => n > 0)
    .map(([n, one, many]) => `${n} ${n > 1 ? many : one}`);
  const unchanged = answer.rows.filter((r) => r.status === 'UNCHANGED').length;
  const refused = answer.refused?.length ?? 0;
  const extra = `${unchanged ? `, ${unchanged} ligne(s) déjà importée(s)` : ''}${refused ? `, ${refused} ligne(s) refusée(s)` : ''}`;
  return `${answer.created} création(s), ${answer.updated} mise(s) à jour${extra}${counts.length ? ` (${counts.join(', ')})` : ''}`;
}
