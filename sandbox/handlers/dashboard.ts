/** Dashboard: unread counters and upcoming birthdays of the current agency. */
import * as dashboard from '../../src/api/contract/dashboard';
import { STAFF_ROLES } from '../../src/api/contract/common';
import { unreadCount } from '../store/agencyMessages';
import { upcomingBirthdays } from '../store/dashboard';
import { scopedAgencyId } from '../store/tokens';
import { counters } from '../store/users';
import { agencyOf } from './scope';
import { handlersFor } from './types';

export const dashboardHandlers = handlersFor(dashboard, {
  counters: ({ session, app }) => {
    const stored = counters(app.db, session.user.id);
    // The messages badge follows the agency's unread received messages (contract/messages.ts); without an agency, the stored figure.
    const agencyId = (STAFF_ROLES as readonly string[]).includes(session.user.role) ? scopedAgencyId(session) : null;
    return agencyId === null ? stored : { ...stored, unreadMessages: unreadCount(app.db, agencyId) };
  },
  upcomingBirthdays: ({ session, app }) => upcomingBirthdays(app.db, agencyOf(session)),
});
