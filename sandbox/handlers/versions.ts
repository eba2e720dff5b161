/** Versions history; writes are for admins (the contract's `roles`, checked by the server). */
import * as versions from '../../src/api/contract/versions';
import { notFound } from '../http/errors';
import * as store from '../store/versions';
import { handlersFor } from './types';

function found<T>(value: T | null | false): T {
  if (value === null || value === false) throw notFound();
  return value;
}

export const versionsHandlers = handlersFor(versions, {
  searchVersions: ({ body, session, app }) => {
    // Non-admins only ever receive visible versions, whatever they ask.
    const visible = session.user.role === 'ADMIN' ? body.visible : true;
    return store.searchVersions(app.db, { scope: body.scope, visible }, body);
  },
  createVersion: ({ body, app }) => store.createVersion(app.db, body, app.clock.iso()),
  updateVersion: ({ params, body, app }) => found(store.updateVersion(app.db, params.id, body, app.clock.iso())),
  deleteVersion: ({ params, app }) => void found(store.deleteVersion(app.db, params.id)),
  addVersionItem: ({ params, body, app }) => {
    found(store.getVersion(app.db, params.id));
    return store.addItem(app.db, params.id, body, app.clock.iso());
  },
  updateVersionItem: ({ params, body, app }) => found(store.updateItem(app.db, params.id, params.itemId, body, app.clock.iso())),
  deleteVersionItem: ({ params, app }) => void found(store.deleteItem(app.db, params.id, params.itemId, app.clock.iso())),
});
