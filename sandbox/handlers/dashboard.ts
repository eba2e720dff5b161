/** Dashboard: unread counters, upcoming birthdays and the home's figures of the current agency. */
import * as dashboard from '../../src/api/contract/dashboard';
import { STAFF_ROLES } from '../../src/api/contract/common';
import { wallClockNow } from '../dates';
import { getAgency } from '../store/agencies';
import { countUnreadAgencyEvents } from '../store/agencyEvents';
import { unreadCount } from '../store/agencyMessages';
import { agencyFigures, upcomingBirthdays } from '../store/dashboard';
import { scopedAgencyId } from '../store/tokens';
import { unreadMessagesOf } from '../store/users';
import { pathAgency } from './agencyEvents';
import { agencyOf } from './scope';
import { handlersFor } from './types';

export const dashboardHandlers = handlersFor(dashboard, {
  counters: ({ session, app }) => {
    const agencyId = scopedAgencyId(session);
    // The messages badge follows the agency's unread received messages (contract/messages.ts) for its staff, else the stored figure.
    const staffAgencyId = (STAFF_ROLES as readonly string[]).includes(session.user.role) ? agencyId : null;
    return {
      unreadMessages: staffAgencyId === null ? unreadMessagesOf(app.db, session.user.id) : unreadCount(app.db, staffAgencyId),
      // The events' badge is the session's agency's unread count (countUnread), none without an agency.
      unreadEvents: agencyId === null ? 0 : countUnreadAgencyEvents(app.db, agencyId),
      // Its options as they are now: an admin's change reaches the open portal at this refresh.
      agency: agencyId === null ? null : getAgency(app.db, agencyId),
    };
  },
  upcomingBirthdays: ({ session, app }) => upcomingBirthdays(app.db, agencyOf(session), app.clock.now()),
  agencyDashboard: ({ params, session, app }) => agencyFigures(app.db, pathAgency(session, params.agencyId), wallClockNow(app.clock.now()).slice(0, 10)),
});
