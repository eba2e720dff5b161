/**
 * JSON requests sent from a chosen loopback address (127.0.0.x): the sandbox counts failed
 * sign-ins per client address, so a test plays several callers on one machine.
 */
import { request } from 'node:http';

export interface AddressAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any;
}

export function fromAddress(baseUrl: string, localAddress: string) {
  return (method: string, path: string, { body, token, headers = {} }: { body?: unknown; token?: string; headers?: Record<string, string> } = {}) =>
    new Promise<AddressAnswer>((resolve, reject) => {
      const text = body === undefined ? '' : JSON.stringify(body);
      const outgoing = request(
        new URL(path, baseUrl),
        {
          method,
          localAddress,
          headers: { ...(text ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
        },
        (incoming) => {
          let data = '';
          incoming.setEncoding('utf8');
          incoming.on('data', (chunk: string) => (data += chunk));
          incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: data && String(incoming.headers['content-type']).includes('json') ? JSON.parse(data) : data }));
        },
      );
      outgoing.on('error', reject);
      outgoing.end(text);
    });
}
