/** Reads a request body as JSON (absent body: `{}`), refusing malformed JSON and bodies over `maxBytes` (1 MB unless the endpoint says). */
import type { IncomingMessage } from 'node:http';
import { httpError } from './errors';

const MEGABYTE = 1024 * 1024;

export async function readJsonBody(request: IncomingMessage, maxBytes = MEGABYTE): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).byteLength;
    if (size > maxBytes) throw httpError(413, 'PARAMETERS_ERROR', `Le corps de la requête dépasse la taille autorisée (${Math.round(maxBytes / MEGABYTE)} Mo)`);
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw httpError(400, 'PARAMETERS_ERROR', "Le corps de la requête n'est pas un JSON valide");
  }
}
