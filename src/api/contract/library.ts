/**
 * The agency's document library (spec 000 §2.1 /library, §3 library document types; 001 §9 one-use
 * download token, 3 MB). The spec gives no call: decided here, on `/private/library`.
 * - A document `{ id, type, title, fileName, mimeType, size, createdAt, author }`, `author` the
 *   user who added it ('Prénom Nom').
 * - Search by type and text (title or file name), newest first.
 * - Upload: multipart `file` and `title`; the type follows the file (`libraryTypeOf` of
 *   src/domain/library.ts); a file the library does not take or over 3 MB: 400 field `file`;
 *   a blank or too long title: 400 field `title`.
 * - Download by one-use token (`tk`, `inline=true` to open it in the browser).
 * - Shares (issue 34 §4): POST …/{id}/shares `{ days: 1 | 7 | 30 }` makes a link (its token; the expiry
 *   counted on the server's clock), GET …/{id}/shares lists the links that still open, newest first,
 *   DELETE …/{id}/shares/{shareToken} revokes one (404 when it is not a live link of that document).
 *   The link opens /share/{token} (publicPages.ts).
 * - Every call 403 `LIBRARY_NOT_AVAILABLE` where the agency's `libraryEnabled` is off (optionGates.ts).
 */
import * as z from 'zod/mini';
import { ACCEPTED_FILES } from '../../domain/files/fileTypes';
import { LIBRARY_DOCUMENT_TYPES } from '../../domain/library';
import { SHARE_DURATIONS } from '../../domain/publicDocuments';
import { EMPTY, FILE, endpoint, isUploadedFile, type UploadedFile } from '../endpoint';
import { DownloadQuery, IdParams, IsoDateTime, STAFF_ROLES, SearchText, page, pageRequest } from './common';
import { areaGate } from '../../domain/agency/gates';

export const LIBRARY_NOT_AVAILABLE_CODE = 'LIBRARY_NOT_AVAILABLE';

export const LibraryDocumentType = z.enum(LIBRARY_DOCUMENT_TYPES);

export const LibraryDocument = z.object({
  id: z.number(),
  type: LibraryDocumentType,
  title: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  /** Bytes. */
  size: z.number(),
  createdAt: IsoDateTime,
  author: z.string(),
});
export type LibraryDocument = z.infer<typeof LibraryDocument>;

const base = { access: 'private', roles: STAFF_ROLES, gate: areaGate('library') } as const;
const root = '/private/library';

export const LibraryFilter = z.object({ type: z.optional(z.nullable(LibraryDocumentType)), text: SearchText, ...pageRequest });
export type LibraryFilter = z.input<typeof LibraryFilter>;

export const searchLibrary = endpoint({ ...base, name: 'library.search', reads: ['library'], method: 'POST', path: `${root}/search`, body: LibraryFilter, response: page(LibraryDocument) });

const UploadedDocument = z.custom<UploadedFile>(isUploadedFile, { error: 'Fichier attendu (champ « file » de type fichier)' });

export const uploadLibraryDocument = endpoint({
  ...base, name: 'library.upload', writes: ['library'], method: 'POST', path: root, bodyType: 'multipart', uploads: { file: ACCEPTED_FILES.documents }, body: z.object({ file: UploadedDocument, title: z.string() }), response: LibraryDocument,
});

export const deleteLibraryDocument = endpoint({ ...base, name: 'library.delete', writes: ['library'], method: 'DELETE', path: `${root}/{id}`, params: IdParams, response: EMPTY });

export const downloadLibraryDocument = endpoint({
  gate: areaGate('library'), name: 'library.download', reads: ['library'], method: 'GET', path: `${root}/{id}/download`, access: 'public', params: IdParams, query: DownloadQuery, response: FILE,
});

export const LibraryShare = z.object({ token: z.string(), fileName: z.string(), createdAt: IsoDateTime, expiresAt: IsoDateTime });
export type LibraryShare = z.infer<typeof LibraryShare>;

const ShareParams = z.object({ id: IdParams.shape.id, shareToken: z.string().check(z.minLength(1), z.maxLength(200)) });

export const shareLibraryDocument = endpoint({
  ...base, name: 'library.share', writes: ['library'], method: 'POST', path: `${root}/{id}/shares`, params: IdParams, body: z.object({ days: z.literal(SHARE_DURATIONS) }), response: LibraryShare,
});

export const listLibraryShares = endpoint({ ...base, name: 'library.shares', reads: ['library'], method: 'GET', path: `${root}/{id}/shares`, params: IdParams, response: z.array(LibraryShare) });

export const revokeLibraryShare = endpoint({ ...base, name: 'library.revokeShare', writes: ['library'], method: 'DELETE', path: `${root}/{id}/shares/{shareToken}`, params: ShareParams, response: EMPTY });
