/** The agency's events (spec 001 §7 events/*), in the session's agency. */
import * as agencyEvents from '../../src/api/contract/agencyEvents';
import * as store from '../store/agencyEvents';
import type { Session } from '../store/tokens';
import { agencyOf, found } from './scope';
import { handlersFor } from './types';

/** The path's agency when it is the session's, else 404 (another agency's data is not there). */
export function pathAgency(session: Session, agencyId: number): number {
  return found(agencyOf(session) === agencyId && agencyId);
}

export const agencyEventsHandlers = handlersFor(agencyEvents, {
  searchAgencyEvents: ({ params, body, session, app }) => store.searchAgencyEvents(app.db, pathAgency(session, params.agencyId), body, body),
  countUnreadAgencyEvents: ({ params, session, app }) => ({ count: store.countUnreadAgencyEvents(app.db, pathAgency(session, params.agencyId)) }),
  setAgencyEventsState: ({ params, body, session, app }) => {
    const agencyId = pathAgency(session, params.agencyId);
    found(store.allOfAgency(app.db, agencyId, body.ids));
    store.setAgencyEventsState(app.db, agencyId, body.ids, params.state);
    return { count: store.countUnreadAgencyEvents(app.db, agencyId) };
  },
  deleteAgencyEvents: ({ params, body, session, app }) => {
    const agencyId = pathAgency(session, params.agencyId);
    found(store.allOfAgency(app.db, agencyId, body.ids));
    store.deleteAgencyEvents(app.db, agencyId, body.ids);
    return { count: store.countUnreadAgencyEvents(app.db, agencyId) };
  },
});
