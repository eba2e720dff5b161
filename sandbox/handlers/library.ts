/**
 * The agency's document library (contract/library.ts): every call in the session's agency,
 * where `libraryEnabled` opens /library (its route's gate, as the menu and the routes), else 403.
 */
import * as library from '../../src/api/contract/library';
import { LIBRARY_MESSAGES, LIBRARY_TITLE_MAX, libraryFileError, libraryTypeOf } from '../../src/domain/library';
import { isOpenedByOptions } from '../../src/domain/routes';
import { textError } from '../../src/domain/validation';
import { httpError, notFound, throwFieldErrors, unauthenticated } from '../http/errors';
import { getAgency } from '../store/agencies';
import type { Db } from '../store/db';
import * as store from '../store/library';
import * as shares from '../store/publicPages';
import { consumeTokenUse, findSession, type Session } from '../store/tokens';
import { agencyOf, found } from './scope';
import { handlersFor } from './types';

/** The agency's document's media, for its shares; 404 when the document is not the agency's. */
function documentMedia(db: Db, session: Session, id: number): { agencyId: number; mediaId: number } {
  const agencyId = libraryAgency(db, session);
  const mediaId = store.libraryMediaId(db, agencyId, id);
  if (mediaId === undefined) throw notFound();
  return { agencyId, mediaId };
}

function libraryAgency(db: Db, session: Session): number {
  const agencyId = agencyOf(session);
  if (!isOpenedByOptions('/library', getAgency(db, agencyId))) throw httpError(403, library.LIBRARY_NOT_AVAILABLE_CODE, LIBRARY_MESSAGES.notAvailable);
  return agencyId;
}

export const libraryHandlers = handlersFor(library, {
  searchLibrary: ({ body, session, app }) => store.searchLibrary(app.db, libraryAgency(app.db, session), body, body),
  uploadLibraryDocument: ({ body, session, app }) => {
    const agencyId = libraryAgency(app.db, session);
    const { file } = body;
    const title = body.title.trim();
    throwFieldErrors({
      file: libraryFileError({ mimeType: file.mimeType, fileName: file.fileName, size: file.bytes.length }),
      title: textError(title, { required: true, max: LIBRARY_TITLE_MAX }),
    });
    const author = `${session.user.firstName} ${session.user.lastName}`;
    const id = store.addLibraryDocument(app.db, agencyId, { type: libraryTypeOf(file)!, title, file, author }, app.clock.iso());
    return found(store.getLibraryDocument(app.db, agencyId, id));
  },
  deleteLibraryDocument: ({ params, session, app }) => {
    if (!store.deleteLibraryDocument(app.db, libraryAgency(app.db, session), params.id)) throw notFound();
  },
  shareLibraryDocument: ({ params, body, session, app }) => {
    const { agencyId, mediaId } = documentMedia(app.db, session, params.id);
    return found(shares.createShare(app.db, agencyId, mediaId, body.days, app.clock.iso()));
  },
  listLibraryShares: ({ params, session, app }) => {
    const { agencyId, mediaId } = documentMedia(app.db, session, params.id);
    return shares.liveShares(app.db, agencyId, mediaId, app.clock.iso());
  },
  revokeLibraryShare: ({ params, session, app }) => {
    const { agencyId, mediaId } = documentMedia(app.db, session, params.id);
    if (!shares.revokeShare(app.db, agencyId, mediaId, params.shareToken, app.clock.iso())) throw notFound();
  },
  downloadLibraryDocument: ({ params, query, app }) => {
    const session = findSession(app.db, query.tk, ['TEMPORARY'], app.clock.now());
    if (!session || !consumeTokenUse(app.db, query.tk)) throw unauthenticated();
    const file = found(store.libraryFileOf(app.db, libraryAgency(app.db, session), params.id));
    return { name: file.fileName, mimeType: file.mimeType, bytes: file.bytes, inline: query.inline === 'true' };
  },
});
