/** Dashboard: unread counters, upcoming birthdays and the home's figures of the current agency. */
import * as dashboard from '../../src/api/contract/dashboard';
import { wallClockNow } from '../dates';
import { countUnreadAgencyEvents } from '../store/agencyEvents';
import { agencyFigures, upcomingBirthdays } from '../store/dashboard';
import { unreadMessagesOf } from '../store/users';
import { scopedAgencyId } from '../store/tokens';
import { pathAgency } from './agencyEvents';
import { agencyOf } from './scope';
import { handlersFor } from './types';

export const dashboardHandlers = handlersFor(dashboard, {
  // The events' badge is the session's agency's unread count (countUnread), none without an agency.
  counters: ({ session, app }) => {
    const agencyId = scopedAgencyId(session);
    return { unreadMessages: unreadMessagesOf(app.db, session.user.id), unreadEvents: agencyId === null ? 0 : countUnreadAgencyEvents(app.db, agencyId) };
  },
  upcomingBirthdays: ({ session, app }) => upcomingBirthdays(app.db, agencyOf(session)),
  agencyDashboard: ({ params, session, app }) => agencyFigures(app.db, pathAgency(session, params.agencyId), wallClockNow().slice(0, 10)),
});
