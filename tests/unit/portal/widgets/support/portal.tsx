/**
 * A bare portal for widget tests: an ApiClient with a token, whose fetch answers the
 * contract's endpoints with the handlers given. Each request body is checked against the
 * endpoint's own schema (a widget that sends a wrong payload gets a 400) and each answer
 * goes through the client's response validation, so the fake cannot drift from the contract.
 */
import type { ReactNode } from 'react';
import { computed } from '@preact/signals-react';
import { ApiClient } from '../../../../../src/api/client';
import { ErrorBody, HEADERS } from '../../../../../src/api/contract/common';
import { pathMatcher, type EndpointDef } from '../../../../../src/api/endpoint';
import { matchRoute } from '../../../../../src/domain/routes';
import { APP_VERSION } from '../../../../../src/domain/version';
import { PortalContext } from '../../../../../src/portal/context';
import { createQueryCache } from '../../../../../src/portal/state/queryCache';
import type { Portal } from '../../../../../src/portal/state/portal';
import { createRouter } from '../../../../../src/portal/state/router';
import { render } from '../../../support/render';
import { testPortalClock } from '../../../../support/clock';

export interface FakeRequest {
  body: unknown;
  params: Record<string, string>;
  query: Record<string, string>;
}

/** Answers a value (200 JSON), nothing (204), or a Response of its own (failures). */
export type FakeHandler = (request: FakeRequest) => unknown;

export interface RecordedCall extends FakeRequest {
  name: string;
}

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', [HEADERS.headVersion]: APP_VERSION } });

/** An error answer; `field`: the body's field it is about (`decisions.1.proId`). */
export const failure = (status: number, code: string, label: string, field?: string) => json(status, ErrorBody.parse({ errors: [{ code, label, ...(field ? { field } : {}) }] }));

/** A JSON body parsed; a multipart one as the sandbox reads it (each file `{ fileName, mimeType, bytes }`). */
async function bodyOf(request: Request): Promise<unknown> {
  if (!request.headers.get('content-type')?.startsWith('multipart/')) {
    const text = await request.text();
    return text ? JSON.parse(text) : undefined;
  }
  const parts = [...(await request.formData()).entries()];
  return Object.fromEntries(
    await Promise.all(parts.map(async ([name, value]) => [name, typeof value === 'string' ? value : { fileName: value.name, mimeType: value.type, bytes: new Uint8Array(await value.arrayBuffer()) }])),
  );
}

export function fakePortal(handlers: ReadonlyArray<readonly [EndpointDef, FakeHandler]>) {
  const calls: RecordedCall[] = [];
  const routes = handlers.map(([endpoint, handler]) => ({ endpoint, handler, match: pathMatcher(endpoint.path) }));
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    for (const { endpoint, handler, match } of routes) {
      const params = endpoint.method === request.method ? match(url.pathname) : null;
      if (!params) continue;
      const body = await bodyOf(request);
      const query = Object.fromEntries(url.searchParams);
      calls.push({ name: endpoint.name, body, params, query });
      const checked = endpoint.body?.safeParse(body);
      if (checked && !checked.success) return failure(400, 'PARAMETERS_ERROR', `Corps refusé : ${checked.error.issues[0]?.message}`);
      // A handler may answer later (a promise), to hold a screen in its loading state.
      const answer = await handler({ body, params, query });
      return answer instanceof Response ? answer : json(answer === undefined ? 204 : 200, answer);
    }
    return failure(404, 'NOT_FOUND', `${request.method} ${url.pathname} inconnu du test`);
  };
  const client = new ApiClient({
    baseUrl: 'https://api.agence.test/',
    clientContext: { browserName: 'test', browserVersion: '1', appVersion: APP_VERSION, app: 'BO' },
    tokens: { token: 'jeton', refreshToken: null },
    fetch,
  });
  // The widgets use the client, the styles, the clock and a memory router (links, resource labels); the rest of a portal stays
  // out of their tests (a test may put its own router or session with Object.assign).
  const portal = {
    client, supportClient: () => ({ client, separate: false }), adoptStyles: () => undefined,
    clock: testPortalClock(),
    router: createRouter('memory'),
  } as unknown as Portal;
  Object.assign(portal, { queries: createQueryCache(client, portal.clock) });
  // The portal's match of the location, as state/portal.ts makes it, from whichever router the test put on the portal.
  const matches = new WeakMap<Portal['router'], Portal['match']>();
  Object.defineProperty(portal, 'match', {
    get: () => matches.get(portal.router) ?? matches.set(portal.router, computed(() => matchRoute(portal.router.location.value))).get(portal.router),
  });
  return {
    portal,
    calls,
    /** Renders `node` inside this portal's context. */
    render: (node: ReactNode) => {
      const view = render(<PortalContext.Provider value={portal}>{node}</PortalContext.Provider>);
      return { ...view, rerender: (next: ReactNode) => view.rerender(<PortalContext.Provider value={portal}>{next}</PortalContext.Provider>) };
    },
  };
}

/** A page of the contract's `page()` shape holding all of `content`. */
export function onePage<T>(content: readonly T[]) {
  return { content, totalPages: 1, totalElements: content.length, numberOfElements: content.length, size: Math.max(content.length, 1), number: 0, first: true, last: true };
}

/** Page `pageNumber` (zero-based) of `pageSize` rows of `all`, in the contract's `page()` shape, as a search answers it. */
export function pageOf<T>(all: readonly T[], pageNumber: number, pageSize: number) {
  const content = all.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize);
  return { content, totalPages: Math.ceil(all.length / pageSize), totalElements: all.length, numberOfElements: content.length, size: pageSize, number: pageNumber, first: pageNumber === 0, last: (pageNumber + 1) * pageSize >= all.length };
}
