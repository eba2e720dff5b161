/** Shares by token and drop pages: the public calls answer without a session (src/api/contract/publicPages.ts). */
import * as publicPages from '../../src/api/contract/publicPages';
import { DROP_MAX_BYTES, DROP_MIME_TYPES, PUBLIC_MESSAGES, dropFileError } from '../../src/domain/publicDocuments';
import { httpError, notFound, throwFieldErrors } from '../http/errors';
import type { Db } from '../store/db';
import * as store from '../store/publicPages';
import { agencyOf } from './scope';
import { handlersFor } from './types';

const shareNotFound = () => httpError(404, 'SHARE_NOT_FOUND', PUBLIC_MESSAGES.shareNotFound);

function openDrop(db: Db, dropId: string) {
  const drop = store.dropPage(db, dropId);
  if (!drop) throw httpError(404, 'DROP_NOT_FOUND', PUBLIC_MESSAGES.dropNotFound);
  return drop;
}

export const publicPagesHandlers = handlersFor(publicPages, {
  createShare: ({ body, session, app }) => {
    const share = store.createShare(app.db, agencyOf(session), body.mediaId, body.days, app.clock.iso());
    if (!share) throw notFound();
    return share;
  },
  getSharedDocument: ({ params, app }) => {
    const file = store.sharedFile(app.db, params.shareToken, app.clock.iso());
    if (!file) throw shareNotFound();
    return { fileName: file.fileName, size: file.bytes.length, mimeType: file.mimeType, agencyName: file.agencyName, expiresAt: file.expiresAt };
  },
  downloadSharedDocument: ({ params, app }) => {
    const file = store.sharedFile(app.db, params.shareToken, app.clock.iso());
    if (!file) throw shareNotFound();
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
