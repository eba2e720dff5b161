/** Dashboard: unread counters and upcoming birthdays of the current agency. */
import * as dashboard from '../../src/api/contract/dashboard';
import { upcomingBirthdays } from '../store/dashboard';
import { counters } from '../store/users';
import { agencyOf } from './scope';
import { handlersFor } from './types';

export const dashboardHandlers = handlersFor(dashboard, {
  counters: ({ session, app }) => counters(app.db, session.user.id),
  upcomingBirthdays: ({ session, app }) => upcomingBirthdays(app.db, agencyOf(session)),
});
