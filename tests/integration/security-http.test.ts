/**
 * The server reads nothing it should refuse (issue 28 §6), over real HTTP: a caller without a token, or a body over
 * the endpoint's limit, is answered from the headers while the client is still sending, and the connection closes so
 * that a kept-alive client's next request is healthy; a chunked body is cut at the limit; a JSON endpoint refuses
 * another content type with 415; /dist/ serves the portal's bundles, not the server or the CLI.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Agent, request as rawRequest } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markExportAsEmitted } from '../../src/api/contract/exports';
import { searchLibrary, uploadLibraryDocument } from '../../src/api/contract/library';
import { fillPath } from '../../src/api/endpoint';
import { listNews } from '../../src/api/contract/news';
import { distRoutes } from '../../sandbox/http/static';
import { startSandbox } from '../support/sandbox';
import { tempFolderSync } from '../support/tempFolder';
import { http } from './sandbox-support';

const dist = join(tempFolderSync('sandbox-dist-'), 'dist');
let server: Awaited<ReturnType<typeof startSandbox>>;
let token: string;

beforeAll(async () => {
  const files: [string, string][] = [['embed/agency-portal.js', 'export const portal = 1;'], ['sandbox/main.mjs', 'const TOTP_SECRET = "demo";'], ['cli/agency.mjs', '#!/usr/bin/env node']];
  for (const [path, content] of files) {
    mkdirSync(join(dist, path, '..'), { recursive: true });
    writeFileSync(join(dist, path), content);
  }
  server = await startSandbox({ staticRoutes: distRoutes(dist) });
  token = (await http(server.url).login('directrice@demo.fr')).token;
});
afterAll(() => server.close());

const MB = 1024 * 1024;

/**
 * Sends a request announcing `declaredBytes` of multipart body and writes it as fast as the socket takes it, until the
 * answer's status line arrives: answers that status, the bytes written by then, the time it took and the answer's head.
 */
function uploadUntilAnswered(path: string, declaredBytes: number, bearer?: string, method = 'POST'): Promise<{ status: number; sentBytes: number; ms: number; head: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((done, fail) => {
    const started = performance.now();
    const socket = connect(Number(port), hostname);
    let sentBytes = 0;
    let answered = false;
    let head = '';
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    socket.on('data', (data) => {
      head += data.toString('latin1');
      if (answered || !head.includes('\r\n\r\n')) return;
      answered = true;
      done({ status: Number(head.split(' ')[1]), sentBytes, ms: performance.now() - started, head: head.split('\r\n\r\n')[0]! });
      socket.destroy();
    });
    // The server may close while this side still writes: that is the expected end, not a failure.
    socket.on('error', () => undefined);
    socket.on('close', () => answered || fail(new Error(`closed without an answer after ${sentBytes} bytes`)));
    socket.write(
      `${method} ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${declaredBytes}\r\n` +
        `${bearer ? `Authorization: Bearer ${bearer}\r\n` : ''}Connection: keep-alive\r\n\r\n`,
    );
    const pump = () => {
      while (!answered && !socket.destroyed && sentBytes < declaredBytes) {
        sentBytes += chunk.length;
        if (!socket.write(chunk)) return void socket.once('drain', pump);
      }
    };
    pump();
  });
}

describe('answered from the headers, before the body', () => {
  it('answers an unauthenticated 135 MB upload 401 at once, having read almost none of it, and closes', async () => {
    const answer = await uploadUntilAnswered(uploadLibraryDocument.path, 135 * MB);
    expect(answer.status).toBe(401);
    expect(answer.head).toMatch(/\r\nConnection: close/i);
    // What the client could write before the answer came: socket buffers, not the body (135 MB).
    expect(answer.sentBytes).toBeLessThan(16 * MB);
    expect(answer.ms).toBeLessThan(1000);
  });

  it('answers an authenticated upload whose Content-Length passes the limit 413 at once, and closes', async () => {
    const answer = await uploadUntilAnswered(uploadLibraryDocument.path, 135 * MB, token);
    expect(answer.status).toBe(413);
    expect(answer.head).toMatch(/\r\nConnection: close/i);
    expect(answer.sentBytes).toBeLessThan(16 * MB);
    expect(answer.ms).toBeLessThan(1000);
  });

  it('answers a call that takes no body without draining the 135 MB sent with it, and closes', async () => {
    const answer = await uploadUntilAnswered(fillPath(markExportAsEmitted.path, { id: 1 }), 135 * MB, token, 'PUT');
    expect(answer.status).toBe(200);
    expect(answer.head).toMatch(/\r\nConnection: close/i);
    expect(answer.sentBytes).toBeLessThan(16 * MB);
  });
});

describe('413 on a kept-alive connection', () => {
  const bigSearch = JSON.stringify({ text: 'x'.repeat(2 * MB) });

  it('answers 413 with the French label, then the next request of the same fetch pool is healthy', async () => {
    const refused = await fetch(server.url + searchLibrary.path, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: bigSearch });
    expect([refused.status, refused.headers.get('connection'), await refused.json()]).toEqual([
      413, 'close', { errors: [{ code: 'PAYLOAD_TOO_LARGE', label: 'Le corps de la requête dépasse la taille autorisée (1 Mo)' }] },
    ]);
    const next = await fetch(server.url + listNews.path, { headers: { Authorization: `Bearer ${token}` } });
    expect(next.status).toBe(200);
    expect(((await next.json()) as unknown[]).length).toBeGreaterThanOrEqual(3);
  });

  it('answers 413 then 200 on one kept-alive socket pool of one (node:http agent)', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: string) =>
      new Promise<number>((done, fail) => {
        const request = rawRequest(server.url + path, { method, agent, headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } : {}) } }, (response) => {
          response.resume().on('end', () => done(response.statusCode ?? 0));
        });
        request.on('error', fail).end(body);
      });
    expect(await send('POST', searchLibrary.path, bigSearch)).toBe(413);
    expect(await send('GET', listNews.path)).toBe(200);
    expect(await send('POST', searchLibrary.path, '{}')).toBe(200);
    agent.destroy();
  });

  it('cuts a chunked body at the limit with 413, then serves the next request', async () => {
    const part = new TextEncoder().encode(' '.repeat(256 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += part.length;
        if (sent > 8 * MB) controller.close();
        else controller.enqueue(part);
      },
    });
    const refused = await fetch(server.url + searchLibrary.path, {
      method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body, duplex: 'half',
    } as RequestInit);
    expect(refused.status).toBe(413);
    expect((await refused.json()).errors[0].code).toBe('PAYLOAD_TOO_LARGE');
    expect((await fetch(server.url + listNews.path, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
  });
});

describe('content types', () => {
  it('refuses a JSON endpoint another content type with 415 and a French label', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const answer = await fetch(server.url + searchLibrary.path, { method: 'POST', headers: { 'Content-Type': type, Authorization: `Bearer ${token}` }, body: '{}' });
      expect([type, answer.status, await answer.json()]).toEqual([type, 415, { errors: [{ code: 'UNSUPPORTED_MEDIA_TYPE', label: 'Type de contenu non pris en charge : envoyez du JSON.' }] }]);
    }
    const json = await fetch(server.url + searchLibrary.path, { method: 'POST', headers: { 'Content-Type': 'application/json; charset=utf-8', Authorization: `Bearer ${token}` }, body: '{}' });
    expect(json.status).toBe(200);
  });

  it('refuses an upload endpoint a JSON body with 415', async () => {
    const answer = await fetch(server.url + uploadLibraryDocument.path, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: '{"title":"x"}' });
    expect([answer.status, (await answer.json()).errors[0].label]).toEqual([415, 'Type de contenu non pris en charge : envoyez un formulaire multipart/form-data.']);
  });
});

describe('/dist/', () => {
  it('serves the portal bundle and neither the sandbox server nor the CLI', async () => {
    const bundle = await fetch(`${server.url}/dist/embed/agency-portal.js`);
    expect([bundle.status, bundle.headers.get('content-type'), bundle.headers.get('x-content-type-options'), await bundle.text()]).toEqual([
      200, 'text/javascript; charset=utf-8', 'nosniff', 'export const portal = 1;',
    ]);
    for (const path of ['/dist/sandbox/main.mjs', '/dist/cli/agency.mjs', '/dist/', '/dist/embed/../sandbox/main.mjs', '/dist/embed/..%2fsandbox%2fmain.mjs']) {
      const answer = await fetch(server.url + path);
      expect([path, answer.status]).toEqual([path, 404]);
      expect(await answer.text()).not.toContain('TOTP_SECRET');
    }
  });
});
