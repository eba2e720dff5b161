/**
 * Reads a multipart/form-data body (busboy) into an object for the contract's schema:
 * text fields as strings (a repeated name as a list), files as `{ fileName, mimeType, bytes }`.
 * The whole body is cut at `maxBytes` (413, body.ts); each file's type is checked after (uploads.ts).
 */
import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import type { UploadedFile } from '../../src/api/endpoint';
import { readLimited } from './readLimited';
import { httpError } from './errors';

export function readMultipartBody(request: IncomingMessage, maxBytes: number): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const body: Record<string, unknown> = {};
    const add = (name: string, value: unknown) => {
      const previous = body[name];
      body[name] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
    };
    const files: Promise<void>[] = [];
    // File names in UTF-8 (busboy reads them as latin1 by default: 'signée.pdf' would come out mangled).
    const parser = busboy({ headers: request.headers, defParamCharset: 'utf8' });
    parser.on('field', (name, value) => add(name, value));
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      files.push(
        new Promise((done, fail) => {
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', fail);
          stream.on('end', () => {
            const file: UploadedFile = { fileName: info.filename, mimeType: info.mimeType, bytes: Buffer.concat(chunks) };
            add(name, file);
            done();
          });
        }),
      );
    });
    parser.on('error', () => reject(httpError(400, 'PARAMETERS_ERROR', 'Le corps multipart de la requête est illisible')));
    parser.on('close', () => Promise.all(files).then(() => resolve(body), reject));
    readLimited(request, maxBytes, (chunk) => parser.write(chunk)).then(() => parser.end(), reject);
  });
}
