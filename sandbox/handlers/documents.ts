/**
 * What the documents with a custom replacement share (fiscal attestations, SEPA mandates):
 * the upload's checks and its keeping as a media, and the download that gives it.
 */
import type { UploadedFile } from '../../src/api/endpoint';
import { httpError } from '../http/errors';
import type { Db } from '../store/db';
import { getMedia, saveMedia } from '../store/medias';
import type { DbAndClock, FileAnswer } from './types';

const MAX_CUSTOM_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** Checks an uploaded custom document's size (at most 10 MB: 400 FILE_TOO_LARGE; the server checked it is a PDF: `uploads`) and keeps it as a media of the agency; answers its id. */
export function saveCustomDocument({ db, clock }: DbAndClock, agencyId: number, document: UploadedFile): number {
  if (document.bytes.length > MAX_CUSTOM_DOCUMENT_BYTES) throw httpError(400, 'FILE_TOO_LARGE', 'Le document dépasse la taille autorisée (10 Mo)');
  return saveMedia(db, agencyId, { ...document, mimeType: 'application/pdf' }, clock.iso());
}

/** The document's file as downloaded: the custom document's bytes when there is one, else the generated file. */
export function withCustomDocument(db: Db, agencyId: number, file: FileAnswer, media: { id: number } | null): FileAnswer {
  const custom = media && getMedia(db, agencyId, media.id);
  return custom ? { ...file, bytes: custom.bytes } : file;
}
