/** User guides: a non-admin only finds visible guides meant for their role; admins write them. */
import * as userGuides from '../../src/api/contract/userGuides';
import { notFound } from '../http/errors';
import { deleteUserGuide, getUserGuide, insertUserGuide, searchUserGuides, updateUserGuide } from '../store/userGuides';
import { found } from './scope';
import { handlersFor } from './types';

export const userGuidesHandlers = handlersFor(userGuides, {
  searchUserGuides: ({ body, session, app }) => searchUserGuides(app.db, session.user.role, body, body),
  getUserGuide: ({ params, session, app }) => {
    const guide = getUserGuide(app.db, session.user.role, params.id);
    if (!guide) throw notFound();
    return guide;
  },
  createUserGuide: ({ body, session, app }) => found(getUserGuide(app.db, session.user.role, insertUserGuide(app.db, body, app.clock.iso()))),
  updateUserGuide: ({ params, body, session, app }) => {
    found(updateUserGuide(app.db, params.id, body, app.clock.iso()));
    return found(getUserGuide(app.db, session.user.role, params.id));
  },
  deleteUserGuide: ({ params, app }) => {
    found(deleteUserGuide(app.db, params.id));
  },
});
