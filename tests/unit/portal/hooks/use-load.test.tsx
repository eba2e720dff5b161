/**
 * A panel's data (src/portal/hooks/useLoad.ts) shows in the same render that clears its loading
 * state: never the answer under a loading indicator, and never a second render of the same answer
 * (under Preact, which renders each microtask's updates apart, `.finally` gave both).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { useLoad } from '../../../../src/portal/hooks/useLoad';
import { eventually, nextFrame, render } from '../../support/render';

let view: ReturnType<typeof render> | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

describe('useLoad', () => {
  it('shows the answer in one render, loading cleared in that same render', async () => {
    const renders: { data: string | null; loading: boolean }[] = [];
    function Panel() {
      const { data, loading } = useLoad(() => Promise.resolve('Réponse'), []);
      renders.push({ data, loading });
      return <p>{loading ? 'Chargement…' : (data ?? 'Aucun résultat')}</p>;
    }
    view = render(<Panel />);
    await eventually(() => expect(view!.container.textContent).toBe('Réponse'));
    await nextFrame(); // any render the answer queued has landed
    const withAnswer = renders.filter((r) => r.data !== null);
    expect(withAnswer).toEqual([{ data: 'Réponse', loading: false }]);
  });

  it('clears the loading state when the call fails, the panel left empty', async () => {
    function Panel() {
      const { data, loading } = useLoad(() => Promise.reject(new Error('réseau')), []);
      return <p>{loading ? 'Chargement…' : (data ?? 'Aucun résultat')}</p>;
    }
    view = render(<Panel />);
    await eventually(() => expect(view!.container.textContent).toBe('Aucun résultat'));
  });
});
