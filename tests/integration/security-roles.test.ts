/**
 * PRO and FAMILY accounts get 403 on every back-office call (issue 28 §5): a table over every
 * endpoint of the contract that does not name their role, bearer calls and downloads by
 * temporary token (`tk`) alike, counters included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as auth from '../../src/api/contract/auth';
import { allEndpoints } from '../../src/api/contract/index';
import { DOWNLOAD_TOKEN_PARAM } from '../../src/api/contract/transport';
import { mayCall, type EndpointDef } from '../../src/api/endpoint';
import { startSandbox } from '../support/sandbox';
import { http } from './sandbox-support';

let server: Awaited<ReturnType<typeof startSandbox>>;
let api: ReturnType<typeof http>;
beforeAll(async () => {
  server = await startSandbox();
  api = http(server.url);
  // The seed has no family account: a Paris adviser becomes one for this file.
  server.sandbox.db.prepare("UPDATE users SET role = 'FAMILY' WHERE login = 'conseil-paris@demo.fr'").run();
});
afterAll(() => server.close());

const takesDownloadToken = (endpoint: EndpointDef) => DOWNLOAD_TOKEN_PARAM in ((endpoint.query as { shape?: object } | undefined)?.shape ?? {});
const backOffice = allEndpoints.filter((endpoint) => !mayCall(endpoint, 'PRO') && (endpoint.access !== 'public' || takesDownloadToken(endpoint)));
const pathOf = (endpoint: EndpointDef) => endpoint.path.replace(/\{\w+\}/g, '1');

async function call(endpoint: EndpointDef, bearer: string): Promise<number> {
  const tk = takesDownloadToken(endpoint) ? (await api.post(auth.getTemporaryToken.path, {}, bearer)).body.token : null;
  const url = `${server.url}${pathOf(endpoint)}${tk ? `?${DOWNLOAD_TOKEN_PARAM}=${tk}` : ''}`;
  const body = endpoint.method === 'GET' || !endpoint.body ? undefined : endpoint.bodyType === 'multipart' ? new FormData() : '{}';
  const headers: Record<string, string> = { ...(tk ? {} : { Authorization: `Bearer ${bearer}` }), ...(typeof body === 'string' ? { 'Content-Type': 'application/json' } : {}) };
  if (body instanceof FormData) body.append('champ', 'valeur');
  const response = await fetch(url, { method: endpoint.method, headers, ...(body === undefined ? {} : { body }) });
  await response.arrayBuffer();
  return response.status;
}

describe.each(['intervenante@demo.fr', 'conseil-paris@demo.fr'])('%s', (login) => {
  it(`answers 403 to each of the ${backOffice.length} back-office endpoints`, async () => {
    const { token } = await api.login(login);
    const statuses: Record<string, number> = {};
    for (const endpoint of backOffice) statuses[endpoint.name] = await call(endpoint, token);
    expect(Object.entries(statuses).filter(([, status]) => status !== 403)).toEqual([]);
    // The ones the issue names, among them.
    for (const name of ['library.download', 'community.downloadPicture', 'support.downloadAttachment', 'dashboard.counters']) expect(statuses[name]).toBe(403);
  });

  it('still reaches its own session calls', async () => {
    const { token } = await api.login(login);
    expect((await api.get(auth.currentRole.path, token)).status).toBe(200);
    expect((await api.post(auth.logout.path, {}, token)).status).toBe(204);
  });
});
