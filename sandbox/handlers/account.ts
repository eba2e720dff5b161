/** My account and preferences. */
import * as account from '../../src/api/contract/account';
import { MESSAGES } from '../../src/domain/messages';
import { httpError, parametersError } from '../http/errors';
import { hashPassword, verifyPassword } from '../security/password';
import { listPreferences, setPreference } from '../store/preferences';
import { findUserByLogin, getUser, toSessionUser, updatePasswordHash, updateUserIdentity } from '../store/users';
import { checkPasswordFormat } from './auth';
import { handlersFor } from './types';

export const accountHandlers = handlersFor(account, {
  updateMyAccount: ({ body, session, app }) => {
    const { user } = session;
    const owner = findUserByLogin(app.db, body.login);
    if (owner && owner.id !== user.id) throw httpError(400, 'DUPLICATE_LOGIN', undefined, 'login');
    if (body.changingPassword) {
      if (!body.currentPassword) throw parametersError(MESSAGES.required, 'currentPassword');
      if (!body.newPassword) throw parametersError(MESSAGES.required, 'newPassword');
      if (!verifyPassword(body.currentPassword, user.passwordHash)) throw httpError(400, 'INVALID_CREDENTIALS', undefined, 'currentPassword');
      checkPasswordFormat(body.newPassword, 'newPassword');
      updatePasswordHash(app.db, user.id, hashPassword(body.newPassword), app.clock.iso());
    }
    updateUserIdentity(app.db, user.id, { login: body.login.trim(), firstName: body.firstName, lastName: body.lastName }, app.clock.iso());
    return toSessionUser(app.db, getUser(app.db, user.id)!);
  },

  myPreferences: ({ session, app }) => listPreferences(app.db, session.user.id),

  setPreference: ({ body, session, app }) => setPreference(app.db, session.user.id, body.name, body.value),
});
