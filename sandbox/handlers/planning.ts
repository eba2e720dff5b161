/** The collective planning of a day and the individual monthly activity report, within the session's agency. */
import * as planning from '../../src/api/contract/planning';
import { wallClockNow } from '../dates';
import { parametersError } from '../http/errors';
import { familyInAgency } from '../store/families';
import { eventsOfDay } from '../store/planning';
import { professionalInAgency } from '../store/professionals';
import { monthlyReport } from '../store/reports';
import { agencyOf, found } from './scope';
import { handlersFor } from './types';

export const planningHandlers = handlersFor(planning, {
  searchPlanningEvents: ({ body, session, app }) => eventsOfDay(app.db, agencyOf(session), body, body),

  monthlyActivityReport: ({ params, query, session, app }) => {
    const agencyId = agencyOf(session);
    const proId = query.proId ?? null;
    const familyId = query.familyId ?? null;
    if (proId === null && familyId === null) throw parametersError(planning.MONTHLY_REPORT_TARGET_REQUIRED, 'proId');
    if (proId !== null) found(professionalInAgency(app.db, agencyId, proId));
    if (familyId !== null) found(familyInAgency(app.db, agencyId, familyId));
    return monthlyReport(app.db, params.month, { proId, familyId }, wallClockNow(app.clock.now()).slice(0, 7));
  },
});
