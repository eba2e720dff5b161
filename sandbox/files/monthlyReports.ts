/** The export of /activity/reports (contract: `exportMonthlyReports`): the reports as lines, or Silae's payroll variables. */
import type { MonthlyReportRow } from '../../src/api/contract/activity';
import { REPORT_TEXTS, type ReportType } from '../../src/domain/activity/reports';
import { formatDate } from '../../src/domain/format/date';
import { csv } from '../csv';
import { hours } from './cells';

export function monthlyReportsCsv(rows: readonly MonthlyReportRow[], type: ReportType): Buffer {
  return csv([
    [REPORT_TEXTS.name[type], REPORT_TEXTS.events, `${REPORT_TEXTS.total} (h)`, `${REPORT_TEXTS.normal} (h)`, `${REPORT_TEXTS.increased} (h)`, REPORT_TEXTS.state],
    ...rows.map(({ target, report }) => [
      target.name,
      report.eventsCount,
      hours(report.durations.total),
      hours(report.durations.normal),
      hours(report.durations.totalIncreased),
      report.validated ? REPORT_TEXTS.validated : REPORT_TEXTS.provisional,
    ]),
  ]);
}

/** Silae's element codes: normal hours, increased hours (nights and Sundays), public holidays' hours. */
export const SILAE_CODES = { normal: 'HNOR', increased: 'HMAJ', holiday: 'HFER' } as const;

/** One line per target and element of more than 0 hours, keyed by its reference (`refs`; the id when it has none). */
export function monthlyReportsSilaeCsv(rows: readonly MonthlyReportRow[], type: ReportType, month: string, refs: ReadonlyMap<number, string>): Buffer {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const first = formatDate(`${month}-01`);
  const last = formatDate(`${month}-${String(new Date(Date.UTC(year, monthNumber, 0)).getUTCDate()).padStart(2, '0')}`);
  return csv([
    [type === 'pros' ? 'Matricule' : 'Code client', 'Nom', 'Code', 'Valeur', 'Début', 'Fin'],
    ...rows.flatMap(({ target, report }) =>
      (
        [
          [SILAE_CODES.normal, report.durations.normal],
          [SILAE_CODES.increased, report.durations.totalIncreased - report.durations.holiday],
          [SILAE_CODES.holiday, report.durations.holiday],
        ] as const
      )
        .filter(([, minutes]) => minutes > 0)
        .map(([code, minutes]) => [refs.get(target.id) ?? String(target.id), target.name, code, hours(minutes), first, last]),
    ),
  ]);
}
