/** User guides: a non-admin only finds visible guides meant for their role. */
import * as userGuides from '../../src/api/contract/userGuides';
import { notFound } from '../http/errors';
import { getUserGuide, searchUserGuides } from '../store/userGuides';
import { handlersFor } from './types';

export const userGuidesHandlers = handlersFor(userGuides, {
  searchUserGuides: ({ body, session, app }) => searchUserGuides(app.db, session.user.role, body, body),
  getUserGuide: ({ params, session, app }) => {
    const guide = getUserGuide(app.db, session.user.role, params.id);
    if (!guide) throw notFound();
    return guide;
  },
});
