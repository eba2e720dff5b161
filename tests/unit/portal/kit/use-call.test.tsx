/**
 * One call of the contract read through the portal's query cache (src/portal/kit/useQuery.ts, issue 31 §2): the
 * same call asked by two panels is sent once, a write of what it reads asks it again, a pending answer is polled
 * until it settles, a panel opened again shows the last answer at once (asked again quietly once no longer fresh), a reader that asks for it asks again when the window regains focus, « reload » goes past the cache, and another
 * agency chosen asks every open reader again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { endpoint } from '../../../../src/api/endpoint';
import { useCall } from '../../../../src/portal/kit/useQuery';
import { callKey, createQueryCache, KEEP_MS } from '../../../../src/portal/state/queryCache';
import { TEST_NOW_MS } from '../../../support/clock';
import { eventually, nextFrame } from '../../support/render';
import { fakePortal } from '../widgets/support/portal';

const Procedure = z.object({ id: z.number(), status: z.string() });
const getProcedure = endpoint({
  name: 'test.getProcedure', method: 'GET', path: '/private/test/procedures/{id}', access: 'private', reads: ['signProcedures'],
  params: z.object({ id: z.coerce.number() }), query: z.optional(z.object({ detail: z.optional(z.string()), lang: z.optional(z.string()) })), response: Procedure,
});
const signProcedure = endpoint({
  name: 'test.signProcedure', method: 'POST', path: '/private/test/procedures/{id}/sign', access: 'private', writes: ['signProcedures'],
  params: z.object({ id: z.coerce.number() }), response: 'empty',
});

let view: { unmount(): void } | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

/** A portal whose procedure 7 answers the statuses given, one per request (the last one repeated). */
function procedurePortal(statuses: string[]) {
  let asked = 0;
  const fake = fakePortal([
    [getProcedure, () => ({ id: 7, status: statuses[Math.min(asked++, statuses.length - 1)] })],
    [signProcedure, () => undefined],
  ]);
  const sent = () => fake.calls.filter((call) => call.name === 'test.getProcedure').length;
  return { ...fake, sent };
}

function Status({ lang = 'fr', poll = false, focus = false }: { lang?: string; poll?: boolean; focus?: boolean }) {
  const { data, loading, reload } = useCall(getProcedure, { params: { id: 7 }, query: lang === 'fr' ? { lang, detail: 'x' } : { detail: 'x', lang } }, {
    ...(poll ? { pending: (p: z.infer<typeof Procedure>) => p.status === 'En attente', pollMs: 20 } : {}),
    refetchOnFocus: focus,
  });
  return (
    <p>
      <output>{loading && !data ? 'Chargement…' : (data?.status ?? 'Aucun résultat')}</output>
      <button type="button" onClick={reload}>Actualiser</button>
    </p>
  );
}

const shown = (container: HTMLElement) => [...container.querySelectorAll('output')].map((o) => o.textContent);

describe('useCall', () => {
  it('keys a call by its endpoint and what is asked, whatever the order of its fields', () => {
    expect(callKey(getProcedure, { query: { lang: 'fr', detail: 'x' }, params: { id: 7 } })).toBe(callKey(getProcedure, { params: { id: 7 }, query: { detail: 'x', lang: 'fr' } }));
    expect(callKey(getProcedure, { params: { id: 7 } })).toBe('test.getProcedure:{"params":{"id":7}}');
    expect(callKey(getProcedure, { params: { id: 8 } })).not.toBe(callKey(getProcedure, { params: { id: 7 } }));
  });

  it('sends the same call of two panels once, and asks again after a write of what it reads', async () => {
    const fake = procedurePortal(['En attente', 'Signé']);
    const rendered = fake.render(<><Status /><Status lang="fr" /></>);
    view = rendered;
    await eventually(() => expect(shown(rendered.container)).toEqual(['En attente', 'En attente']));
    expect(fake.sent()).toBe(1);
    await fake.portal.client.call(signProcedure, { params: { id: 7 } });
    await eventually(() => expect(shown(rendered.container)).toEqual(['Signé', 'Signé']));
    expect(fake.sent()).toBe(2);
  });

  it('polls a pending answer until it settles, then stops', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const fake = procedurePortal(['En attente', 'En attente', 'Signé']);
      const rendered = fake.render(<Status poll />);
      view = rendered;
      await eventually(() => expect(shown(rendered.container)).toEqual(['En attente']));
      expect(fake.sent()).toBe(1);
      await vi.advanceTimersByTimeAsync(20);
      await eventually(() => expect(fake.sent()).toBe(2));
      await vi.advanceTimersByTimeAsync(20);
      await eventually(() => expect(shown(rendered.container)).toEqual(['Signé']));
      // Settled: five more periods send nothing.
      await vi.advanceTimersByTimeAsync(100);
      expect(fake.sent()).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks again when the window regains focus, only where asked to, and past the cache on « Actualiser »', async () => {
    const fake = procedurePortal(['En attente', 'Signé', 'Refusé']);
    const rendered = fake.render(<Status focus />);
    view = rendered;
    await eventually(() => expect(shown(rendered.container)).toEqual(['En attente']));
    window.dispatchEvent(new Event('focus'));
    await eventually(() => expect(shown(rendered.container)).toEqual(['Signé']));
    rendered.container.querySelector('button')!.click();
    await eventually(() => expect(shown(rendered.container)).toEqual(['Refusé']));
    expect(fake.sent()).toBe(3);
  });

  it('asks every open reader again when another agency is chosen (renew), the keys naming no agency', async () => {
    const fake = procedurePortal(['Agence de Lyon', 'Agence de Paris']);
    const rendered = fake.render(<Status />);
    view = rendered;
    await eventually(() => expect(shown(rendered.container)).toEqual(['Agence de Lyon']));
    fake.portal.queries.renew();
    await eventually(() => expect(shown(rendered.container)).toEqual(['Agence de Paris']));
    expect(fake.sent()).toBe(2);
  });

  it('shows the last answer at once to a panel opened again, fresh: not asked; no longer fresh: asked quietly, then replaced', async () => {
    const fake = procedurePortal(['En attente', 'Signé']);
    let now = TEST_NOW_MS;
    Object.assign(fake.portal, { queries: createQueryCache(fake.portal.client, { now: () => now }) });
    const seen: string[] = [];
    const observer = new MutationObserver(() => void seen.push(...shown(document.body).filter((text): text is string => text !== null)));
    const open = async (expected: string) => {
      view?.unmount();
      const rendered = fake.render(<Status />);
      view = rendered;
      await eventually(() => expect(shown(rendered.container)).toEqual([expected]));
    };
    await open('En attente');
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await open('En attente');
    // Its effects have run (React runs them after the paint): the fresh answer was not asked again.
    await nextFrame();
    expect(fake.sent()).toBe(1);
    now += KEEP_MS + 1;
    await open('Signé');
    observer.disconnect();
    expect(fake.sent()).toBe(2);
    // Never « Chargement… » once an answer is known: the former status, then the new one.
    expect([...new Set(seen)]).toEqual(['En attente', 'Signé']);
  });
});
