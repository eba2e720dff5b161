/** Weekly unavailabilities of a professional of the session's agency. */
import * as weekly from '../../src/api/contract/weeklyUnavailabilities';
import { professionalInAgency } from '../store/professionals';
import type { Session } from '../store/tokens';
import { addWeekly, deleteWeekly, listWeekly } from '../store/weeklyUnavailabilities';
import { agencyOf, found } from './scope';
import { handlersFor, type App } from './types';

/** The professional's id, once checked to be of the session's agency (404 otherwise). */
function professional(app: App, session: Session, userId: number): number {
  found(professionalInAgency(app.db, agencyOf(session), userId));
  return userId;
}

export const weeklyUnavailabilitiesHandlers = handlersFor(weekly, {
  listWeeklyUnavailabilities: ({ params, session, app }) => listWeekly(app.db, [professional(app, session, params.userId)]),
  addWeeklyUnavailabilities: ({ params, body, session, app }) => addWeekly(app.db, professional(app, session, params.userId), body, app.clock.iso()),
  deleteWeeklyUnavailabilities: ({ params, query, session, app }) => void found(deleteWeekly(app.db, professional(app, session, params.userId), query.ids)),
});
