/** Users: the quick search's and the /users lists' search, and the app accounts' management (spec 001 §7). */
import { STAFF_ROLES } from '../../src/api/contract/common';
import * as users from '../../src/api/contract/users';
import { pictureError } from '../../src/domain/users';
import { forbidden, notFound, throwFieldErrors, unauthenticated } from '../http/errors';
import { passwordLink } from '../security/portalLink';
import * as store from '../store/userAccounts';
import { consumeTokenUse, findSession } from '../store/tokens';
import { agencyOf } from './scope';
import { handlersFor } from './types';

const isStaff = (role: string) => (STAFF_ROLES as readonly string[]).includes(role);

export const usersHandlers = handlersFor(users, {
  searchUsers: ({ body, session, app }) => store.searchUserAccounts(app.db, agencyOf(session), body, body),
  createUser: ({ body, session, app }) => {
    if (body.type === 'PRO') throw store.proCreationRefused();
    return store.createParentAccount(app.db, agencyOf(session), body.familyId, body, app.clock.iso());
  },
  updateUser: ({ params, query, body, session, app }) => store.updateAccount(app.db, agencyOf(session), query.type, params.id, body),
  unlockUser: ({ params, query, session, app }) => store.unlockAccount(app.db, agencyOf(session), query.type, params.id),
  updateUsersStatus: ({ params, body, session, app }) => app.db.transaction(() => store.updateStatus(app.db, agencyOf(session), body, params.status))(),
  updateUserPicture: ({ params, query, body, session, app }) => {
    throwFieldErrors({ picture: pictureError({ mimeType: body.picture.mimeType, size: body.picture.bytes.length }) });
    return store.setPicture(app.db, agencyOf(session), query.type, params.id, body.picture, app.clock.iso());
  },
  deleteUserPicture: ({ params, query, session, app }) => store.setPicture(app.db, agencyOf(session), query.type, params.id, null, app.clock.iso()),
  downloadUserPicture: ({ params, query, app }) => {
    const session = findSession(app.db, query.tk, ['TEMPORARY'], app.clock.now());
    if (!session || !consumeTokenUse(app.db, query.tk)) throw unauthenticated();
    if (!isStaff(session.user.role)) throw forbidden();
    const picture = store.pictureOf(app.db, agencyOf(session), query.type, params.id);
    if (!picture) throw notFound();
    return { name: `photo-${params.id}`, mimeType: picture.mimeType, bytes: picture.bytes, inline: true };
  },
  sendActivationMail: ({ body, session, app }) => {
    const linkOf = (token: string) => passwordLink(app.portalUrls, body.portalUrl, token);
    return { count: app.db.transaction(() => store.sendActivationMails(app.db, app.clock, agencyOf(session), body, linkOf))() };
  },
  deleteUsers: ({ body, session, app }) => {
    app.db.transaction(() => store.deleteAccounts(app.db, agencyOf(session), body, app.clock.iso(), session.user.id))();
  },
});
