/** Accounting export (spec 002 §7.8): the sales journal on a period (a link) and the incremental export filed in the exports centre. */
import * as contract from '../../src/api/contract/accounting';
import { salesJournalCsv } from '../files/billingExports';
import { insertExport } from '../store/exports';
import { downloadSession } from './billingAccess';
import { agencyOf } from './scope';
import { handlersFor } from './types';

/** Before any incremental export, everything from the first possible day. */
const FIRST_DAY = '2018-01-01';

function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export const accountingHandlers = handlersFor(contract, {
  accountingExportOnPeriod: ({ query, app }) => {
    const session = downloadSession(app, query.tk);
    const { content } = salesJournalCsv(app.db, agencyOf(session), query.start, query.end);
    return { name: `journal-des-ventes-${query.start}-${query.end}.csv`, mimeType: 'text/csv', bytes: content, inline: false };
  },

  accountingIncrementalExport: ({ query, session, app }) => {
    const agencyId = agencyOf(session);
    const last = app.db.prepare('SELECT last_end_date FROM accounting_exports WHERE agency_id = ?').pluck().get(agencyId) as string | undefined;
    const start = last ? dayAfter(last) : FIRST_DAY;
    if (query.endDate < start) return { exportId: null, count: 0 };
    const { content, count } = salesJournalCsv(app.db, agencyId, start, query.endDate);
    app.db.prepare('INSERT INTO accounting_exports (agency_id, last_end_date) VALUES (?, ?) ON CONFLICT (agency_id) DO UPDATE SET last_end_date = excluded.last_end_date').run(agencyId, query.endDate);
    if (!count) return { exportId: null, count };
    const [year, month] = query.endDate.split('-').map(Number) as [number, number];
    const exportId = insertExport(app.db, agencyId, {
      type: 'ACCOUNTING_EXPORT_OF_SALES_JOURNAL', documentName: `journal-des-ventes-${start}-${query.endDate}.csv`, description: `Journal des ventes du ${start} au ${query.endDate} (incrémental)`,
      mimeType: 'text/csv', relevantYear: year, relevantMonth: month, createdAt: app.clock.iso(), content,
    });
    return { exportId, count };
  },
});
