/**
 * The one check of every uploaded file (the endpoint's `uploads`): its type is told from its bytes, refused with 400
 * when the endpoint does not accept it, and stored as found (a PNG declared `text/html` is kept as `image/png`).
 */
import { isUploadedFile, type EndpointDef } from '../../src/api/endpoint';
import { FILE_TYPES, acceptedTypeOf, fileRefusal } from '../../src/domain/files/fileTypes';
import { HttpError, type ErrorEntry } from './errors';

/** A file as a body carries it: a multipart part, or a base64 attachment of a JSON body (support tickets). */
interface Base64File {
  fileName: string;
  mimeType: string;
  contentBase64: string;
}

const isBase64File = (value: unknown): value is Base64File =>
  typeof value === 'object' && value !== null && typeof (value as Base64File).contentBase64 === 'string' && typeof (value as Base64File).fileName === 'string';

const bytesOf = (file: { bytes: Uint8Array } | Base64File) => ('bytes' in file ? file.bytes : Buffer.from(file.contentBase64, 'base64'));

/** Checks the validated body's files in place: each takes the type its bytes show; throws 400 listing the refused ones. */
export function checkUploads(endpoint: EndpointDef, body: unknown): void {
  if (!endpoint.uploads || typeof body !== 'object' || body === null) return;
  const errors: ErrorEntry[] = [];
  for (const [field, accepted] of Object.entries(endpoint.uploads)) {
    const value = (body as Record<string, unknown>)[field];
    for (const file of Array.isArray(value) ? value : [value]) {
      if (!isUploadedFile(file) && !isBase64File(file)) continue;
      const found = acceptedTypeOf({ bytes: bytesOf(file), fileName: file.fileName }, accepted);
      if (found) file.mimeType = FILE_TYPES[found].mimeType;
      else errors.push({ code: 'FILE_TYPE_NOT_ACCEPTED', label: fileRefusal(file.fileName, accepted), field });
    }
  }
  if (errors.length) throw new HttpError(400, errors);
}
