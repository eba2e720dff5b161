/**
 * The public pages of spec 000 §2.1 (rules in src/domain/publicDocuments.ts). The spec gives
 * only the routes; the calls are decisions:
 * - POST /private/shares `{ mediaId, days? }` shares one document of the session's agency
 *   (404 for another agency's) and answers its token; GET /public/shares/{shareToken} answers
 *   the document's name, size and type and the agency's name; .../download gives the file.
 *   Unknown and expired tokens answer 404 SHARE_NOT_FOUND.
 * - GET /public/drops/{dropId} answers the agency's name and what the page accepts;
 *   POST /public/drops/{dropId}/files (multipart `file`, `sender`, `message?`) keeps one file
 *   (400 naming `file`, `sender` or `message`); an unknown drop answers 404 DROP_NOT_FOUND.
 */
import * as z from 'zod/mini';
import { ACCEPTED_FILES } from '../../domain/files/fileTypes';
import { DROP_MESSAGE_MAX, DROP_SENDER_MAX, SHARE_MAX_DAYS } from '../../domain/publicDocuments';
import { FILE, endpoint, type UploadedFile } from '../endpoint';
import { Id, IsoDateTime, STAFF_ROLES } from './common';

export const Share = z.object({ token: z.string(), fileName: z.string(), expiresAt: IsoDateTime });
export type Share = z.infer<typeof Share>;

export const createShare = endpoint({
  name: 'shares.create', writes: ['library'], method: 'POST', path: '/private/shares', access: 'private', roles: STAFF_ROLES,
  body: z.object({ mediaId: Id, days: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(SHARE_MAX_DAYS))) }),
  response: Share,
});

const ShareParams = z.object({ shareToken: z.string().check(z.minLength(1), z.maxLength(200)) });

export const SharedDocument = z.object({ fileName: z.string(), size: z.number(), mimeType: z.string(), agencyName: z.string(), expiresAt: IsoDateTime });
export type SharedDocument = z.infer<typeof SharedDocument>;

export const getSharedDocument = endpoint({
  name: 'shares.get', reads: ['library'], method: 'GET', path: '/public/shares/{shareToken}', access: 'public', params: ShareParams, response: SharedDocument,
});

/** The shared file itself, as an attachment (a plain link: no session, no one-use token). */
export const downloadSharedDocument = endpoint({
  name: 'shares.download', reads: ['library'], method: 'GET', path: '/public/shares/{shareToken}/download', access: 'public', params: ShareParams, response: FILE,
});

const DropParams = z.object({ dropId: z.string().check(z.minLength(1), z.maxLength(100)) });

export const DropPage = z.object({ dropId: z.string(), agencyName: z.string(), mimeTypes: z.array(z.string()), maxBytes: z.number() });
export type DropPage = z.infer<typeof DropPage>;

export const getDropPage = endpoint({
  name: 'drops.get', reads: ['library'], method: 'GET', path: '/public/drops/{dropId}', access: 'public', params: DropParams, response: DropPage,
});

/** Any file as the server reads the multipart body; its type and size are checked by `dropFileError` (400 field `file`). */
const DroppedFile = z.custom<UploadedFile>(
  (value) => typeof value === 'object' && value !== null && (value as UploadedFile).bytes instanceof Uint8Array && typeof (value as UploadedFile).fileName === 'string',
  { error: 'Choisissez un fichier à envoyer' },
);

export const DroppedDocument = z.object({ fileName: z.string(), size: z.number(), receivedAt: IsoDateTime });
export type DroppedDocument = z.infer<typeof DroppedDocument>;

export const uploadToDrop = endpoint({
  name: 'drops.upload', writes: ['library'], method: 'POST', path: '/public/drops/{dropId}/files', access: 'public', params: DropParams, bodyType: 'multipart', uploads: { file: ACCEPTED_FILES.drop },
  body: z.object({
    file: DroppedFile,
    sender: z.string().check(z.trim(), z.minLength(1, { error: 'Champ obligatoire' }), z.maxLength(DROP_SENDER_MAX)),
    message: z.optional(z.string().check(z.maxLength(DROP_MESSAGE_MAX))),
  }),
  response: DroppedDocument,
});
