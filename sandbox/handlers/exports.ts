/** Exports centre, within the session's agency; downloads are opened by a one-use temporary token. */
import { STAFF_ROLES } from '../../src/api/contract/common';
import * as exportsContract from '../../src/api/contract/exports';
import { forbidden, notFound, unauthenticated } from '../http/errors';
import * as store from '../store/exports';
import { consumeTokenUse, findSession } from '../store/tokens';
import { agencyOf } from './scope';
import { handlersFor } from './types';

const isStaff = (role: string) => (STAFF_ROLES as readonly string[]).includes(role);

export const exportsHandlers = handlersFor(exportsContract, {
  searchExports: ({ body, session, app }) => store.searchExports(app.db, agencyOf(session), body, body),

  downloadExport: ({ params, query, app }) => {
    const session = findSession(app.db, query.tk, ['TEMPORARY'], app.clock.now());
    if (!session || !consumeTokenUse(app.db, query.tk)) throw unauthenticated();
    // The token opens the download, the role of its session decides (as the bearer would on the other calls).
    if (!isStaff(session.user.role)) throw forbidden();
    const file = store.exportFile(app.db, agencyOf(session), params.id);
    if (!file) throw notFound();
    return { ...file, inline: query.inline === 'true' };
  },

  markExportAsEmitted: ({ params, session, app }) => {
    const updated = store.markAsEmitted(app.db, agencyOf(session), params.id, app.clock.iso());
    if (!updated) throw notFound();
    return updated;
  },

  deleteExport: ({ params, session, app }) => {
    if (!store.deleteExport(app.db, agencyOf(session), params.id)) throw notFound();
  },
});
