/**
 * The end of a batch: the result (a summary table for people, the same items as JSON with
 * --json) and the exit code: 0 when every item is done, 3 when some failed and the others
 * are done (each failure is in the table with its reason), 1 when none could be done.
 */
import type { Output } from '../output';
import { CliError, EXIT } from '../exit-codes';

export interface BatchReport {
  /** The JSON document of --json: the same items as the table. */
  data: Record<string, unknown>;
  /** The table's lines (see `renderTable`). */
  table: string[];
  /** One French line under the table: what was done. */
  summary: string;
  /** How many items the batch had, and which failed (label, reason). */
  total: number;
  failures: { label: string; reason: string }[];
}

export function reportBatch(out: Output, report: BatchReport): void {
  out.result(report.data, report.total === 0 ? [report.summary] : [...report.table, '', report.summary]);
  const failed = report.failures.length;
  if (failed === 0) return;
  const detail = report.failures.map((f) => `${f.label} : ${f.reason}`).join(' ; ');
  if (failed === report.total) throw new CliError(`rien n'a pu être fait (${detail}).`, EXIT.failure);
  throw new CliError(`fait en partie : ${failed} échec${failed > 1 ? 's' : ''} sur ${report.total} (${detail}).`, EXIT.partial);
}
