/**
 * Reads a multipart/form-data body (busboy) into an object for the contract's schema:
 * text fields as strings (a repeated name as a list), files as `{ fileName, mimeType, bytes }`.
 */
import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import type { UploadedFile } from '../../src/api/endpoint';
import { httpError } from './errors';

const MAX_FILE_BYTES = 50 * 1024 * 1024;

export function readMultipartBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  if (!/^multipart\/form-data/i.test(request.headers['content-type'] ?? '')) {
    return Promise.reject(httpError(400, 'PARAMETERS_ERROR', 'Le corps de la requête doit être en multipart/form-data'));
  }
  return new Promise((resolve, reject) => {
    const body: Record<string, unknown> = {};
    const add = (name: string, value: unknown) => {
      const previous = body[name];
      body[name] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
    };
    const files: Promise<void>[] = [];
    let tooBig = false;
    // File names in UTF-8 (busboy reads them as latin1 by default: 'signée.pdf' would come out mangled).
    const parser = busboy({ headers: request.headers, defParamCharset: 'utf8', limits: { fileSize: MAX_FILE_BYTES } });
    parser.on('field', (name, value) => add(name, value));
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('limit', () => (tooBig = true));
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
    parser.on('close', () => {
      Promise.all(files).then(() => {
        if (tooBig) reject(httpError(413, 'PARAMETERS_ERROR', 'Un fichier dépasse la taille autorisée (50 Mo)'));
        else resolve(body);
      }, reject);
    });
    request.pipe(parser);
  });
}
