/** The activity screens' calls, within the session's agency. */
import * as activity from '../../src/api/contract/activity';
import { planningPeriod } from '../../src/domain/activity/proPlannings';
import { wallClockNow } from '../dates';
import { activityCounters, familiesWithFewHours } from '../store/activityHub';
import { monthlyReportsCsv, monthlyReportsSilaeCsv } from '../files/monthlyReports';
import { monthlyReportRows, reportTargetRefs, searchMonthlyReports } from '../store/monthlyReports';
import { searchPrestations } from '../store/prestations';
import { searchProPlannings } from '../store/proPlannings';
import { agencyOf } from './scope';
import { handlersFor } from './types';

export const activityHandlers = handlersFor(activity, {
  searchProPlannings: ({ body, session, app }) =>
    searchProPlannings(app.db, agencyOf(session), { ...planningPeriod(body.mode, body.day), excludeCandidates: body.excludeCandidates, excludedStatus: body.excludedStatus ?? [], withEventsOnly: body.withEventsOnly ?? false }, body),

  activityCounters: ({ query, session, app }) => activityCounters(app.db, agencyOf(session), query.month, wallClockNow(app.clock.now()).slice(0, 10)),

  familiesWithFewHours: ({ params, body, session, app }) => familiesWithFewHours(app.db, agencyOf(session), params.month, body),

  searchMonthlyReports: ({ body, session, app }) => searchMonthlyReports(app.db, agencyOf(session), body, wallClockNow(app.clock.now()).slice(0, 7), body),

  exportMonthlyReports: ({ params, query, session, app }) => {
    const rows = monthlyReportRows(app.db, agencyOf(session), { ...params, namePattern: query.namePattern ?? null }, wallClockNow(app.clock.now()).slice(0, 7));
    const silae = query.silaeMode === 'true';
    const bytes = silae
      ? monthlyReportsSilaeCsv(rows, params.type, params.month, reportTargetRefs(app.db, params.type, rows.map((row) => row.target.id)))
      : monthlyReportsCsv(rows, params.type);
    const name = `rapports-${params.type === 'pros' ? 'intervenants' : 'familles'}${silae ? '-silae' : ''}-${params.month}.csv`;
    return { name, mimeType: 'text/csv; charset=utf-8', bytes, inline: false };
  },

  searchPrestations: ({ body, session, app }) =>
    searchPrestations(app.db, agencyOf(session), { month: body.month, proId: body.proId ?? null, familyId: body.familyId ?? null }, body),
});
