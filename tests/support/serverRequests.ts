/**
 * The sandbox's side of a request, as positive signs a test waits for instead of a fixed time: the request has
 * arrived (it left the client), and the server is done with it (answered, or its connection closed by an abort).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface ServerRequest {
  /** Settles when the next request to `path` reaches the server. */
  received: Promise<void>;
  /** Settles when the server has answered that request, or its connection has closed. */
  closed: Promise<void>;
}

/** Watches the next request to `path` (its pathname, without the query) that reaches `server`. */
export function requestAt(server: Server, path: string): ServerRequest {
  let received!: () => void;
  let closed!: () => void;
  const watched: ServerRequest = { received: new Promise((done) => (received = done)), closed: new Promise((done) => (closed = done)) };
  const onRequest = (request: IncomingMessage, response: ServerResponse) => {
    if (new URL(request.url ?? '/', 'http://sandbox').pathname !== path) return;
    server.off('request', onRequest);
    response.once('close', closed);
    received();
  };
  server.on('request', onRequest);
  return watched;
}
