/** Users search: the professionals (role PRO) of the session's agency. */
import * as users from '../../src/api/contract/users';
import { searchProfessionals } from '../store/professionals';
import { agencyOf } from './scope';
import { handlersFor } from './types';

export const usersHandlers = handlersFor(users, {
  searchUsers: ({ body, session, app }) => searchProfessionals(app.db, agencyOf(session), body, body),
});
