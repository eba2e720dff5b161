/** The planning overview of a family or a professional of the session's agency (404 for another agency's). */
import * as overview from '../../src/api/contract/overview';
import { wallClockNow } from '../dates';
import { familyInAgency } from '../store/families';
import { planningOverview } from '../store/overview';
import { professionalInAgency } from '../store/professionals';
import { agencyOf, found } from './scope';
import { handlersFor } from './types';

export const overviewHandlers = handlersFor(overview, {
  familyOverview: ({ params, session, app }) => {
    found(familyInAgency(app.db, agencyOf(session), params.id));
    return planningOverview(app.db, { familyId: params.id }, wallClockNow(app.clock.now()));
  },
  professionalOverview: ({ params, session, app }) => {
    found(professionalInAgency(app.db, agencyOf(session), params.id));
    return planningOverview(app.db, { proId: params.id }, wallClockNow(app.clock.now()));
  },
});
