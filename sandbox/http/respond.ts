/** Writing answers: JSON, errors, files, and the headers every answer carries. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HEADERS } from '../../src/api/contract/common';
import type { ErrorEntry } from './errors';
import type { FileAnswer } from '../handlers/types';
import { FILE_TYPES, sniffFileType } from '../../src/domain/files/fileTypes';

/** CORS for a portal embedded in any intranet page (the bearer token, not cookies, authenticates). */
export function setCommonHeaders(request: IncomingMessage, response: ServerResponse, headVersion: string): void {
  const origin = request.headers.origin;
  response.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  response.setHeader('Vary', 'Origin');
  response.setHeader('Access-Control-Expose-Headers', `${HEADERS.headVersion}, Content-Disposition, Retry-After`);
  response.setHeader(HEADERS.headVersion, headVersion);
}

export function answerPreflight(response: ServerResponse): void {
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
  response.setHeader('Access-Control-Allow-Headers', `Authorization, Content-Type, ${HEADERS.clientContext}`);
  response.setHeader('Access-Control-Max-Age', '600');
  response.writeHead(204).end();
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text) }).end(text);
}

export function sendErrors(response: ServerResponse, status: number, errors: ErrorEntry[], headers: Readonly<Record<string, string>> = {}): void {
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  sendJson(response, status, { errors });
}

export function sendEmpty(response: ServerResponse, status = 204): void {
  response.writeHead(status).end();
}

/** A name that cannot break the header or name a path: its last segment, no control characters, never empty. */
const safeName = (name: string) => name.split(/[\\/]/).pop()!.replace(/[\x00-\x1f\x7f]/g, '').trim() || 'fichier';

/** `attachment` (or `inline`) with an ASCII fallback name (no quotes, backslashes or accents) and the exact UTF-8 one (RFC 6266, RFC 8187). */
export function contentDisposition(name: string, inline: boolean): string {
  const safe = safeName(name);
  const ascii = safe.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\%]/g, '_') || 'fichier';
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** What no file answer is ever without: the browser neither guesses its type nor runs it as a page of the API's origin. */
export const FILE_ANSWER_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "sandbox; default-src 'none'" } as const;

/**
 * A file, typed by its bytes (fileTypes.ts), whatever was declared when it was stored: only PDF and raster images
 * open inline (when asked), the rest downloads; markup or unknown bytes download as `application/octet-stream`.
 */
export function sendFile(response: ServerResponse, file: FileAnswer): void {
  if (file.drawn) return writeFile(response, file, file.mimeType, file.inline);
  const found = sniffFileType(file.bytes, safeName(file.name));
  const declared = file.mimeType.split(';')[0]!.trim().toLowerCase();
  // The handler's type keeps its parameters (a CSV's charset) when the bytes agree with it.
  const mimeType = !found ? 'application/octet-stream' : FILE_TYPES[found].mimeType === declared ? file.mimeType : FILE_TYPES[found].mimeType;
  writeFile(response, file, mimeType, file.inline && found !== null && FILE_TYPES[found].inline);
}

function writeFile(response: ServerResponse, file: FileAnswer, mimeType: string, inline: boolean): void {
  response
    .writeHead(200, {
      'Content-Type': mimeType,
      'Content-Length': file.bytes.byteLength,
      'Content-Disposition': contentDisposition(file.name, inline),
      'Cache-Control': 'no-store',
      ...FILE_ANSWER_HEADERS,
    })
    .end(file.bytes);
}
