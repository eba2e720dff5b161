/** Push notifications to a user (/pushNotifications; admin only: the contract's roles): recorded, no device reached in the sandbox. */
import * as push from '../../src/api/contract/push';
import { notFound } from '../http/errors';
import * as store from '../store/push';
import { handlersFor } from './types';

export const pushHandlers = handlersFor(push, {
  sendPush: ({ params, body, session, app }) => {
    if (!store.userExists(app.db, params.id)) throw notFound();
    return store.recordPush(app.db, params.id, session.user.id, body, app.clock.iso());
  },
  pushHistory: ({ app }) => store.pushHistory(app.db),
});
