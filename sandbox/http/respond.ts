/** Writing answers: JSON, errors, files, and the headers every answer carries. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HEADERS } from '../../src/api/contract/common';
import type { ErrorEntry } from './errors';
import type { FileAnswer } from '../handlers/types';

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

/** `attachment` (or `inline`) with an ASCII fallback name and the exact UTF-8 one (RFC 6266). */
export function contentDisposition(name: string, inline: boolean): string {
  const ascii = name.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function sendFile(response: ServerResponse, file: FileAnswer): void {
  response
    .writeHead(200, {
      'Content-Type': file.mimeType,
      'Content-Length': file.bytes.byteLength,
      'Content-Disposition': contentDisposition(file.name, file.inline),
      'Cache-Control': 'no-store',
    })
    .end(file.bytes);
}
