/** Shares by token and drop pages: the public calls answer without a session (src/api/contract/publicPages.ts). */
import * as publicPages from '../../src/api/contract/publicPages';
import { DROP_MAX_BYTES, DROP_MIME_TYPES, PUBLIC_MESSAGES, dropFileError } from '../../src/domain/publicDocuments';
import { httpError, notFound, throwFieldErrors } from '../http/errors';
import type { Db } from '../store/db';
import * as store from '../store/publicPages';
import { agencyOf } from './scope';
import { handlersFor } from './types';

/** The file of an open share; an unknown token 404, an expired or revoked one 410 with its message. */
function openShare(db: Db, token: string, at: string) {
  const share = store.sharedFile(db, token, at);
  if (!share) throw httpError(404, 'SHARE_NOT_FOUND', PUBLIC_MESSAGES.shareNotFound);
  if (share.state === 'expired') throw httpError(410, 'SHARE_EXPIRED', PUBLIC_MESSAGES.shareExpired);
  if (share.state === 'revoked') throw httpError(410, 'SHARE_REVOKED', PUBLIC_MESSAGES.shareRevoked);
  return share.file;
}

function openDrop(db: Db, dropId: string) {
  const drop = store.dropPage(db, dropId);
  if (!drop) throw httpError(404, 'DROP_NOT_FOUND', PUBLIC_MESSAGES.dropNotFound);
  return drop;
}

export const publicPagesHandlers = handlersFor(publicPages, {
  createShare: ({ body, session, app }) => {
    const share = store.createShare(app.db, agencyOf(session), body.mediaId, body.days, app.clock.iso());
    if (!share) throw notFound();
    return { token: share.token, fileName: share.fileName, expiresAt: share.expiresAt };
  },
  getSharedDocument: ({ params, app }) => {
    const file = openShare(app.db, params.shareToken, app.clock.iso());
    return { fileName: file.fileName, size: file.bytes.length, mimeType: file.mimeType, agencyName: file.agencyName, expiresAt: file.expiresAt };
  },
  downloadSharedDocument: ({ params, app }) => {
    const file = openShare(app.db, params.shareToken, app.clock.iso());
    return { name: file.fileName, mimeType: file.mimeType, bytes: file.bytes, inline: false };
  },
  getDropPage: ({ params, app }) => {
    const drop = openDrop(app.db, params.dropId);
    return { dropId: drop.dropId, agencyName: drop.agencyName, mimeTypes: [...DROP_MIME_TYPES], maxBytes: DROP_MAX_BYTES };
  },
  uploadToDrop: ({ params, body, app }) => {
    const drop = openDrop(app.db, params.dropId);
    throwFieldErrors({ file: dropFileError({ mimeType: body.file.mimeType, size: body.file.bytes.length }) });
    const at = app.clock.iso();
    app.db.transaction(() => store.dropFile(app.db, drop, body.file, body.sender, body.message?.trim() || null, at))();
    return { fileName: body.file.fileName, size: body.file.bytes.length, receivedAt: at };
  },
});
