// The agency's lists (prestation types, product types, formulas: state/agencyContext.ts) are asked for by the forms
// that show them, once per agency context: a session's start asks nothing, so that the opened screen's first request
// has the network and the main thread to itself.
import { signal } from '@preact/signals-react';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../src/api/client';
import type { SessionUser } from '../../../src/api/contract/auth';
import { createAgencyContext } from '../../../src/portal/state/agencyContext';
import { createStorage } from '../../../src/portal/state/storage';
import { eventually, nextFrame } from '../support/render';
import { API_BASE, SOPHIE } from '../support/fake-api';

const LISTS_PATHS = ['/private/pricing/prestation-types-and-formulas', '/private/pricing/product-types'];

const ANSWERS: Record<string, unknown> = {
  '/private/pricing/prestation-types-and-formulas': {
    prestationTypes: [{ id: 1, type: 'CUSTOM', label: 'Garde périscolaire', productType: 'CHILDCARE', archived: false }],
    formulas: [],
  },
  '/private/pricing/product-types': [{ code: 'CHILDCARE', label: 'Garde d’enfants', vatRate: 'ZERO' }],
};

/** An agency context over a client whose calls are recorded; `failing` answers 500 while true. */
function agencyContextOf() {
  const asked: string[] = [];
  const server = { failing: false };
  const fetch = async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    asked.push(path);
    const body = server.failing ? { errors: [{ code: 'ERROR', label: 'Erreur' }] } : ANSWERS[path];
    return new Response(JSON.stringify(body), { status: server.failing ? 500 : 200, headers: { 'content-type': 'application/json' } });
  };
  const client = new ApiClient({
    baseUrl: API_BASE,
    clientContext: { browserName: 'test', browserVersion: '1', appVersion: '1.0.0', app: 'BO' },
    tokens: { token: 'jeton', refreshToken: 'rafraîchissement' },
    fetch,
  });
  const user = signal<SessionUser | null>(null);
  const context = createAgencyContext({ client, storage: createStorage('memory', 'test'), user });
  return { asked, server, context, user };
}

/**
 * The point by which a load, had one started, would have asked: the pricing contract that a load imports
 * first is loaded (the old start asked right after it), and what was queued behind it has run.
 */
async function settle() {
  await import('../../../src/api/contract/pricing');
  await nextFrame();
}

describe('the agency lists', () => {
  it('are not asked for when a session starts; a form asks once, however many times it asks', async () => {
    const { asked, context, user } = agencyContextOf();
    user.value = SOPHIE;
    await settle();
    expect(context.agency.value?.label).toBe('Agence Lyon Presqu’île');
    expect(asked).toEqual([]);
    context.requestLists();
    context.requestLists();
    await eventually(() => expect(context.lists.value?.prestationTypes.map((type) => type.label)).toEqual(['Garde périscolaire']));
    context.requestLists();
    await settle();
    expect([...asked].sort()).toEqual(LISTS_PATHS);
    context.dispose();
  });

  it('are asked again after a context change, and after a failure', async () => {
    const { asked, server, context, user } = agencyContextOf();
    user.value = SOPHIE;
    server.failing = true;
    context.requestLists();
    await eventually(() => expect(asked).toHaveLength(2));
    await settle();
    expect(context.lists.value).toBeNull();
    server.failing = false;
    context.requestLists();
    await eventually(() => expect(context.lists.value?.productTypes.map((type) => type.code)).toEqual(['CHILDCARE']));
    // « changer »: the context is set anew, its lists are gone until a form asks.
    context.clear();
    expect(context.lists.value).toBeNull();
    context.requestLists();
    await eventually(() => expect(context.lists.value).not.toBeNull());
    expect(asked).toHaveLength(6);
    context.dispose();
  });

  it('are loaded again when they change on the server, once asked for; never asked, they stay unasked', async () => {
    const { asked, context, user } = agencyContextOf();
    user.value = SOPHIE;
    context.listsChanged();
    await settle();
    expect(asked).toEqual([]);
    context.requestLists();
    await eventually(() => expect(context.lists.value?.prestationTypes.map((type) => type.label)).toEqual(['Garde périscolaire']));
    const created = { id: 2, type: 'CUSTOM', label: 'Repassage', productType: 'HOUSEHOLD', archived: false };
    (ANSWERS['/private/pricing/prestation-types-and-formulas'] as { prestationTypes: unknown[] }).prestationTypes.push(created);
    try {
      context.listsChanged();
      await eventually(() => expect(context.lists.value?.prestationTypes.map((type) => type.label)).toEqual(['Garde périscolaire', 'Repassage']));
      expect(asked).toHaveLength(4);
    } finally {
      (ANSWERS['/private/pricing/prestation-types-and-formulas'] as { prestationTypes: unknown[] }).prestationTypes.pop();
    }
    context.dispose();
  });
});
