/** The sandbox's HTTP behaviour: validation errors, unknown routes, CORS, head version, test switches, static files. */
import { mkdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { request as rawRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPreference, updateMyAccount } from '../../src/api/contract/account';
import { login } from '../../src/api/contract/auth';
import { HEADERS } from '../../src/api/contract/common';
import { searchExports } from '../../src/api/contract/exports';
import { listFavorites } from '../../src/api/contract/favorites';
import { setSwitches } from '../../src/api/contract/sandbox';
import { MESSAGES } from '../../src/domain/messages';
import { distRoutes } from '../../sandbox/http/static';
import { startSandbox } from '../support/sandbox';
import { http } from './sandbox-support';
import { tempFolderSync } from '../support/tempFolder';

let server: Awaited<ReturnType<typeof startSandbox>>;
let api: ReturnType<typeof http>;
let token: string;
const site = tempFolderSync('sandbox-static-');
const dist = join(site, 'dist');

beforeAll(async () => {
  mkdirSync(join(site, 'public', 'docs'), { recursive: true });
  mkdirSync(join(dist, 'embed'), { recursive: true });
  writeFileSync(join(site, 'public', 'index.html'), '<!doctype html><title>Intranet</title>');
  writeFileSync(join(site, 'public', 'docs', 'index.html'), '<h1>Docs</h1>');
  writeFileSync(join(site, 'public', 'style.css'), 'body { color: black }');
  writeFileSync(join(site, 'secret.txt'), 'ne doit pas sortir');
  writeFileSync(join(dist, 'embed', 'agency-portal.js'), 'export const x = 1;');
  writeFileSync(join(dist, 'embed', 'agency-portal.js.map'), '{"version":3}');
  mkdirSync(join(dist, 'embed', 'chunks-react'), { recursive: true });
  writeFileSync(join(dist, 'embed', 'chunks-react', 'shell-CehOk0bp.js'), 'export const shell = 1;');
  server = await startSandbox({ staticRoutes: { ...distRoutes(dist), '/': join(site, 'public') }, headVersion: '1.4.2' });
  api = http(server.url);
  token = (await api.login('directrice@demo.fr')).token;
});
afterAll(() => server.close());

/** A request whose path is sent as is (fetch would normalise the dots). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const url = new URL(server.url);
    rawRequest({ host: url.hostname, port: url.port, path, method: 'GET' }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, body }));
    })
      .on('error', fail)
      .end();
  });
}

describe('validation', () => {
  it('answers 400 with one French PARAMETERS_ERROR per invalid field, naming it', async () => {
    const answer = await api.post(searchExports.path, { type: 'FACTURE', relevantMonth: 13, pageSize: 0 }, token);
    expect(answer.status).toBe(400);
    const errors = answer.body.errors as { code: string; label: string; field: string }[];
    expect(errors.map((e) => e.field).sort()).toEqual(['pageSize', 'relevantMonth', 'type']);
    for (const error of errors) {
      expect(error.code).toBe('PARAMETERS_ERROR');
      expect(error.label).toContain(`« ${error.field} »`);
    }
  });

  it('says which field is missing and which e-mail is not valid', async () => {
    const answer = await api.post(login.path, {}, null);
    expect(answer.body.errors).toEqual([
      { code: 'PARAMETERS_ERROR', label: `Champ « login » : ${MESSAGES.required}`, field: 'login' },
      { code: 'PARAMETERS_ERROR', label: `Champ « password » : ${MESSAGES.required}`, field: 'password' },
    ]);
    const account = { login: 'pas-un-email', firstName: 'Sophie', lastName: 'Lefèvre', changingPassword: false };
    expect((await api.put(updateMyAccount.path, account, token)).body.errors).toEqual([
      { code: 'PARAMETERS_ERROR', label: `Champ « login » : ${MESSAGES.invalidEmail}`, field: 'login' },
    ]);
  });

  it('answers 400 to malformed JSON and 400 to a bad path parameter', async () => {
    const malformed = await api.request('POST', setPreference.path, { body: '{"name": ', token });
    expect(malformed).toMatchObject({ status: 400, body: { errors: [{ code: 'PARAMETERS_ERROR' }] } });
    const badId = await api.del(listFavorites.path + '/abc', token);
    expect(badId).toMatchObject({ status: 400, body: { errors: [{ code: 'PARAMETERS_ERROR', field: 'params.id' }] } });
  });

  it('answers 404 with an errors body to an unknown API route', async () => {
    expect(await api.get('/private/inconnu', token)).toMatchObject({ status: 404, body: { errors: [{ code: 'NOT_FOUND', label: MESSAGES.notFound }] } });
    expect((await api.put(searchExports.path, {}, token)).status).toBe(404); // known path, other method
  });
});

describe('headers', () => {
  it('answers a CORS preflight and exposes the head version and Content-Disposition', async () => {
    const response = await fetch(server.url + searchExports.path, {
      method: 'OPTIONS',
      headers: { Origin: 'https://intranet.agence.fr', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, x-client-context' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://intranet.agence.fr');
    const allowed = response.headers.get('access-control-allow-headers')!.toLowerCase();
    for (const header of ['authorization', 'content-type', HEADERS.clientContext.toLowerCase()]) expect(allowed).toContain(header);
    expect(response.headers.get('access-control-allow-methods')).toContain('DELETE');
    const exposed = response.headers.get('access-control-expose-headers')!.toLowerCase();
    expect(exposed).toContain(HEADERS.headVersion.toLowerCase());
    expect(exposed).toContain('content-disposition');
  });

  it('sends the head version on every answer, errors included, and the switch changes it', async () => {
    expect((await api.get(listFavorites.path, token)).headers.get(HEADERS.headVersion)).toBe('1.4.2');
    expect((await api.get(listFavorites.path)).headers.get(HEADERS.headVersion)).toBe('1.4.2');
    await api.post(setSwitches.path, { headVersion: '2.0.0' });
    expect((await api.get(listFavorites.path, token)).headers.get(HEADERS.headVersion)).toBe('2.0.0');
    await api.post(setSwitches.path, { headVersion: '1.4.2' });
  });
});

describe('test switches', () => {
  it('failNext fails the next N calls (not the switches) with that status, then recovers', async () => {
    const set = await api.post(setSwitches.path, { failNext: { count: 2, status: 500 } });
    expect(set.body.failNext).toEqual({ count: 2, status: 500 });
    expect(await api.get(listFavorites.path, token)).toMatchObject({ status: 500, body: { errors: [{ label: MESSAGES.genericError }] } });
    expect((await api.post(setSwitches.path, {})).body.failNext.count).toBe(1); // a switch call does not count
    const gateway = await api.post(setSwitches.path, { failNext: { count: 1, status: 503 } });
    expect(gateway.status).toBe(200);
    expect(await api.get(listFavorites.path, token)).toMatchObject({ status: 503, body: '' });
    expect((await api.get(listFavorites.path, token)).status).toBe(200);
  });

  it('latencyMs delays answers', async () => {
    await api.post(setSwitches.path, { latencyMs: 300 });
    const started = performance.now();
    await api.get(listFavorites.path, token);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    await api.post(setSwitches.path, { latencyMs: 0 });
  });

  it('refuses an invalid switch', async () => {
    expect((await api.post(setSwitches.path, { failNext: { count: 1, status: 200 } })).status).toBe(400);
  });
});

describe('static files', () => {
  it('serves files with their content type, and index.html for folders', async () => {
    const index = await fetch(`${server.url}/`);
    expect(index.headers.get('content-type')).toContain('text/html');
    expect(await index.text()).toContain('Intranet');
    expect(await (await fetch(`${server.url}/docs/`)).text()).toContain('Docs');
    expect((await fetch(`${server.url}/style.css`)).headers.get('content-type')).toContain('text/css');
    const bundle = await fetch(`${server.url}/dist/embed/agency-portal.js`);
    expect(bundle.headers.get('content-type')).toContain('text/javascript');
    expect(await bundle.text()).toBe('export const x = 1;');
    expect((await fetch(`${server.url}/dist/embed/agency-portal.js.map`)).headers.get('content-type')).toContain('application/json');
    expect((await fetch(`${server.url}/absent.html`)).status).toBe(404);
  });

  it('lets browsers keep a hashed chunk for good, and checks the entry and the pages at each use (304 when unchanged)', async () => {
    const chunk = await fetch(`${server.url}/dist/embed/chunks-react/shell-CehOk0bp.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await chunk.text()).toBe('export const shell = 1;');

    const entryPath = join(dist, 'embed', 'agency-portal.js');
    for (const path of ['/dist/embed/agency-portal.js', '/']) {
      const first = await fetch(`${server.url}${path}`);
      expect(first.headers.get('cache-control'), path).toBe('no-cache');
      const tag = first.headers.get('etag');
      expect(tag, path).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
      const again = await fetch(`${server.url}${path}`, { headers: { 'If-None-Match': tag! } });
      expect(again.status, path).toBe(304);
      expect(await again.text(), path).toBe('');
    }

    // A new release of the entry (same name, new content) is sent again in full.
    const before = (await fetch(`${server.url}/dist/embed/agency-portal.js`)).headers.get('etag')!;
    writeFileSync(entryPath, 'export const x = 2; // nouvelle version');
    const after = await fetch(`${server.url}/dist/embed/agency-portal.js`, { headers: { 'If-None-Match': before } });
    expect(after.status).toBe(200);
    expect(await after.text()).toBe('export const x = 2; // nouvelle version');
    writeFileSync(entryPath, 'export const x = 1;');
  });

  it('serves a file rebuilt in place at once, even when its size has not changed (the sandbox keeps files in memory)', async () => {
    const page = join(site, 'public', 'style.css');
    expect(await (await fetch(`${server.url}/style.css`)).text()).toBe('body { color: black }');
    // Same length, one second later: only the modification time tells the new version apart.
    writeFileSync(page, 'body { color: white }');
    const later = new Date(statSync(page).mtimeMs + 1000);
    utimesSync(page, later, later);
    const rebuilt = await fetch(`${server.url}/style.css`);
    expect(await rebuilt.text()).toBe('body { color: white }');
    expect(rebuilt.headers.get('content-length')).toBe('21');
    const head = await fetch(`${server.url}/style.css`, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe('21');
    expect(head.headers.get('etag')).toBe(rebuilt.headers.get('etag'));
    writeFileSync(page, 'body { color: black }');
  });

  it('refuses to leave the served folder', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/dist/..%2f..%2fsecret.txt', '/docs/%2e%2e%2f%2e%2e%2fsecret.txt']) {
      const answer = await rawGet(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body).not.toContain('ne doit pas sortir');
    }
  });

  it('lets the API routes win over static files', async () => {
    mkdirSync(join(site, 'public', 'private'), { recursive: true });
    writeFileSync(join(site, 'public', 'private', 'favorites'), 'statique');
    expect((await api.get(listFavorites.path)).status).toBe(401);
  });
});
