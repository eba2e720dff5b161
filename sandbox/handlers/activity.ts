/** The activity screens' calls, within the session's agency. */
import * as activity from '../../src/api/contract/activity';
import { planningPeriod } from '../../src/domain/activity/proPlannings';
import { searchProPlannings } from '../store/proPlannings';
import { agencyOf } from './scope';
import { handlersFor } from './types';

export const activityHandlers = handlersFor(activity, {
  searchProPlannings: ({ body, session, app }) =>
    searchProPlannings(app.db, agencyOf(session), { ...planningPeriod(body.mode, body.day), excludeCandidates: body.excludeCandidates, excludedStatus: body.excludedStatus ?? [] }, body),
});
