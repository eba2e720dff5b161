/**
 * Reading a request's body, only once the caller may send it (server.ts authorizes from the headers first), and
 * never more than the endpoint's limit: a `Content-Length` over it is answered 413 before a byte is read, a chunked
 * body is cut with 413 as soon as it passes it; a JSON endpoint refuses another content type with 415. The answer
 * to a body left unread closes the connection (server.ts), so that a kept-alive client's next request starts clean.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EndpointDef } from '../../src/api/endpoint';
import { httpError } from './errors';
import { readMultipartBody } from './multipart';
import { MEGABYTE, readLimited, tooLarge } from './readLimited';

/** A JSON body's limit unless the endpoint says; a multipart body's: the 10 MB documents and their parts' headers. */
const DEFAULT_LIMITS = { json: MEGABYTE, multipart: 12 * MEGABYTE } as const;

export const bodyLimitOf = (endpoint: EndpointDef) => endpoint.maxBodyBytes ?? DEFAULT_LIMITS[endpoint.bodyType ?? 'json'];

/** Whether the request carries a body at all (a declared length above 0, or chunks). */
export const hasBody = (request: IncomingMessage) => Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;

const mediaType = (request: IncomingMessage) => (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
const isJson = (type: string) => type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);

/** A body nobody will read (a static file, an endpoint without one) is not drained either: the connection closes after the answer. */
export function closeOnUnreadBody(request: IncomingMessage, response: ServerResponse): void {
  if (hasBody(request)) response.setHeader('Connection', 'close');
}

/** Checks what the headers tell (type and declared length) and reads the body: JSON (absent: `{}`) or multipart. */
export async function readBody(request: IncomingMessage, endpoint: EndpointDef): Promise<unknown> {
  const maxBytes = bodyLimitOf(endpoint);
  if (Number(request.headers['content-length'] ?? 0) > maxBytes) throw tooLarge(maxBytes);
  if (endpoint.bodyType === 'multipart') {
    if (mediaType(request) !== 'multipart/form-data') throw httpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Type de contenu non pris en charge : envoyez un formulaire multipart/form-data.');
    return readMultipartBody(request, maxBytes);
  }
  if (!hasBody(request)) return {};
  if (!isJson(mediaType(request))) throw httpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Type de contenu non pris en charge : envoyez du JSON.');
  const text = (await readLimited(request, maxBytes)).toString('utf8').trim();
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw httpError(400, 'PARAMETERS_ERROR', "Le corps de la requête n'est pas un JSON valide");
  }
}
