/** The activity screens' calls, within the session's agency. */
import * as activity from '../../src/api/contract/activity';
import { planningPeriod } from '../../src/domain/activity/proPlannings';
import { wallClockNow } from '../dates';
import { activityCounters, familiesWithFewHours } from '../store/activityHub';
import { searchMonthlyReports } from '../store/monthlyReports';
import { searchPrestations } from '../store/prestations';
import { searchProPlannings } from '../store/proPlannings';
import { agencyOf } from './scope';
import { handlersFor } from './types';

export const activityHandlers = handlersFor(activity, {
  searchProPlannings: ({ body, session, app }) =>
    searchProPlannings(app.db, agencyOf(session), { ...planningPeriod(body.mode, body.day), excludeCandidates: body.excludeCandidates, excludedStatus: body.excludedStatus ?? [] }, body),

  activityCounters: ({ query, session, app }) => activityCounters(app.db, agencyOf(session), query.month, wallClockNow().slice(0, 10)),

  familiesWithFewHours: ({ params, body, session, app }) => familiesWithFewHours(app.db, agencyOf(session), params.month, body),

  searchMonthlyReports: ({ body, session, app }) => searchMonthlyReports(app.db, agencyOf(session), body, wallClockNow().slice(0, 7), body),

  searchPrestations: ({ body, session, app }) =>
    searchPrestations(app.db, agencyOf(session), { month: body.month, proId: body.proId ?? null, familyId: body.familyId ?? null }, body),
});
