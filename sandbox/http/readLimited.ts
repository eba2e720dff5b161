/** A request body read up to a limit, never further (body.ts and multipart.ts). */
import type { IncomingMessage } from 'node:http';
import { httpError } from './errors';

export const MEGABYTE = 1024 * 1024;

export const tooLarge = (maxBytes: number) =>
  httpError(413, 'PAYLOAD_TOO_LARGE', `Le corps de la requête dépasse la taille autorisée (${Math.round(maxBytes / MEGABYTE)} Mo)`);

/** The body's bytes, cut at `maxBytes`: reading stops (the rest stays unread) and the promise fails with 413. */
export function readLimited(request: IncomingMessage, maxBytes: number, onChunk?: (chunk: Buffer) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > maxBytes) {
        // Not `destroy`: that would reset the connection before the 413 is written.
        request.off('data', onData).pause();
        return reject(tooLarge(maxBytes));
      }
      if (onChunk) onChunk(chunk);
      else chunks.push(chunk);
    };
    request
      .on('data', onData)
      .once('end', () => resolve(Buffer.concat(chunks)))
      .once('error', reject)
      // A client gone before the end: nothing to answer, but the handler must not wait for ever (no effect after 'end').
      .once('close', () => reject(httpError(400, 'PARAMETERS_ERROR', 'Le corps de la requête est incomplet')));
  });
}

