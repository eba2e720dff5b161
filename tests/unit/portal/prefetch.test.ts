/**
 * Prefetch on intent (state/portal.ts `prefetch`, issue 31 §6): a link hovered or focused starts its route's loader
 * through the query cache when navigation would render the route for this user, and sends nothing otherwise: a route
 * of another role, one its agency's options close, the page shown; hovered again within PREFETCH_AGAIN_MS, nothing more,
 * and later the cache's kept answer, until KEEP_MS.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PREFETCH_AGAIN_MS, createPortal, type Portal } from '../../../src/portal/state/portal';
import { readListState } from '../../../src/domain/list/listState';
import { customersListBody, customersListName, LIST_CONFIGS } from '../../../src/portal/screens/customers/customersList';
import { KEEP_MS, listRequestKey } from '../../../src/portal/state/queryCache';
import { createStorage } from '../../../src/portal/state/storage';
import { TEST_NOW_MS } from '../../support/clock';
import { nextFrame } from '../support/render';

let portal: Portal | null = null;
afterEach(() => {
  portal?.dispose();
  portal = null;
});

/** A director's portal on /home whose API answers a search with an empty page and the rest with 404, each call recorded. */
function directorPortal() {
  const sent: string[] = [];
  let now = TEST_NOW_MS;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    sent.push(`${init?.method ?? 'GET'} ${path}`);
    const page = { content: [], totalPages: 0, totalElements: 0, numberOfElements: 0, size: 20, number: 0, first: true, last: true };
    if (path.endsWith('/search')) return new Response(JSON.stringify(page), { status: 200, headers: { 'content-type': 'application/json' } });
    return new Response('{"errors":[{"code":"NOT_FOUND","label":"Introuvable"}]}', { status: 404, headers: { 'content-type': 'application/json' } });
  };
  const clock = { now: () => now, setTimeout: (run: () => void, ms: number) => setTimeout(run, ms), clearTimeout: (id: unknown) => clearTimeout(id as number) };
  // A stored session, as the element reads it back at start (a bookmark opened the next morning).
  const storage = createStorage('memory', 'prefetch');
  storage.set('session', JSON.stringify({
    tokens: { token: 'jeton', refreshToken: 'renouveau' }, sessionEnd: TEST_NOW_MS + 4 * 3_600_000,
    user: {
      id: 2, firstName: 'Sophie', lastName: 'Lefèvre', login: 'directrice@demo.fr', role: 'DIRECTOR', isMultiAgencies: false, clientId: 1, agencies: [], totpEnabled: false,
      agency: {
        id: 1, clientId: 1, label: 'Agence de Lyon', currency: 'EUR', householdEnabled: true, defaultProId: null, schoolVacationZone: 'A', billingEnabled: true,
        billingConfig: { fiscalAttestationsEnabled: true }, payeEnabled: false, payeActiveForAgency: false, payeCompatibilityModeEnabled: false, libraryEnabled: false,
      },
    },
  }));
  portal = createPortal({ apiBase: 'https://api.agence.test/', routing: 'memory', storage, emit: () => undefined, fetch, clock });
  const searches = () => sent.filter((line) => line.endsWith('/search'));
  return { portal, searches, later: (ms: number) => void (now += ms) };
}

describe('prefetch on intent', () => {
  it("starts an open route's loader once per PREFETCH_AGAIN_MS, and nothing for a route the user may not open", async () => {
    const { portal, searches, later } = directorPortal();
    await expect.poll(() => portal.router.location.value, { timeout: 10_000 }).toBe('/home');
    expect(portal.prefetch('/customers')?.route.pattern).toBe('/customers');
    await expect.poll(searches, { timeout: 10_000 }).toEqual(['POST /private/customers/v2/search']);
    // Its answer is in the cache, under the list controller's key (once the contract that checks it has loaded).
    const key = listRequestKey(customersListName('customers'), customersListBody('customers', readListState('', LIST_CONFIGS.customers)));
    await expect.poll(() => portal.queries.peek(key), { timeout: 10_000 }).toMatchObject({ totalElements: 0 });
    // Hovered again at once: nothing more; the admins' /clients, the library the agency's options close, the page shown: nothing.
    expect([portal.prefetch('/customers'), portal.prefetch('/clients'), portal.prefetch('/library'), portal.prefetch('/home')]).toEqual([null, null, null, null]);
    // Hovered again later: the loader runs again, and finds the answer the cache keeps (KEEP_MS); past it, asks again.
    later(PREFETCH_AGAIN_MS);
    expect(portal.prefetch('/customers')?.route.pattern).toBe('/customers');
    // What the loader would send has left by then.
    await nextFrame();
    expect(searches()).toEqual(['POST /private/customers/v2/search']);
    later(KEEP_MS);
    expect(portal.prefetch('/customers')?.route.pattern).toBe('/customers');
    await expect.poll(searches, { timeout: 10_000 }).toEqual(['POST /private/customers/v2/search', 'POST /private/customers/v2/search']);
  });
});
