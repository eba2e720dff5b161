/** Exports centre, within the session's agency; downloads are opened by a one-use temporary token. */
import * as exportsContract from '../../src/api/contract/exports';
import { notFound, unauthenticated } from '../http/errors';
import * as store from '../store/exports';
import { pageOf } from '../store/paging';
import { consumeTokenUse, findSession, scopedAgencyId, type Session } from '../store/tokens';
import { handlersFor } from './types';

function agencyOf(session: Session): number {
  const agencyId = scopedAgencyId(session);
  if (agencyId === null) throw notFound();
  return agencyId;
}

export const exportsHandlers = handlersFor(exportsContract, {
  searchExports: ({ body, session, app }) => {
    const agencyId = scopedAgencyId(session);
    // No agency chosen yet (admin, multi-agency manager): an empty page.
    return agencyId === null ? pageOf([], 0, body) : store.searchExports(app.db, agencyId, body, body);
  },

  downloadExport: ({ params, query, app }) => {
    const session = findSession(app.db, query.tk, ['TEMPORARY']);
    if (!session || !consumeTokenUse(app.db, query.tk)) throw unauthenticated();
    const file = store.exportFile(app.db, agencyOf(session), params.id);
    if (!file) throw notFound();
    return { ...file, inline: query.inline === 'true' };
  },

  markExportAsEmitted: ({ params, session, app }) => {
    const updated = store.markAsEmitted(app.db, agencyOf(session), params.id);
    if (!updated) throw notFound();
    return updated;
  },

  deleteExport: ({ params, session, app }) => {
    if (!store.deleteExport(app.db, agencyOf(session), params.id)) throw notFound();
  },
});
