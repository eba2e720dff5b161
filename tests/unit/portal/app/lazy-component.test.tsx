/**
 * Screens, the shell, tabs and dialogs load their code on demand (src/portal/app/lazyComponent.ts):
 * « Chargement… » until the code is there, the component as soon as it is, with no Suspense
 * boundary around it, and a failed load shown by the error boundary, then tried again.
 */
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent } from '../../../../src/portal/app/lazyComponent';
import { eventually, render } from '../../support/render';

let view: ReturnType<typeof render> | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const Greeting = ({ name }: { name: string }) => <p>Bonjour {name}</p>;

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  override render = () => (this.state.failed ? <p>Échec du chargement</p> : this.props.children);
}

describe('lazyComponent', () => {
  it('shows « Chargement… » until its code arrives, then the component with its props, without a Suspense boundary', async () => {
    const module = deferred<{ Greeting: typeof Greeting }>();
    const Lazy = lazyComponent(() => module.promise, (m) => m.Greeting);
    view = render(<Lazy name="Camille" />);
    await eventually(() => expect(view!.container.textContent).toBe('Chargement…'));
    module.resolve({ Greeting });
    await eventually(() => expect(view!.container.textContent).toBe('Bonjour Camille'));
  });

  it('appears as soon as its code arrives: not held like a Suspense reveal (React holds those up to 300 ms after a fallback)', async () => {
    const module = deferred<{ Greeting: typeof Greeting }>();
    const Lazy = lazyComponent(() => module.promise, (m) => m.Greeting);
    // Inside a Suspense boundary, as a screen is inside the shell: a suspending lazy would be held there.
    view = render(
      <Suspense fallback={<p>Chargement…</p>}>
        <Lazy name="Camille" />
      </Suspense>,
    );
    await eventually(() => expect(view!.container.textContent).toBe('Chargement…'));
    module.resolve({ Greeting });
    await vi.waitFor(() => expect(view!.container.textContent).toBe('Bonjour Camille'), { timeout: 250, interval: 5 });
  });

  it('renders at once, with no loading state, when its code was preloaded', async () => {
    const load = vi.fn(() => Promise.resolve({ Greeting }));
    const Lazy = lazyComponent(load, (m) => m.Greeting);
    Lazy.preload();
    Lazy.preload();
    await Promise.resolve();
    await Promise.resolve();
    view = render(<Lazy name="Léa" />);
    await eventually(() => expect(view!.container.textContent).toBe('Bonjour Léa'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows its own fallback (nothing, for a dialog)', async () => {
    const module = deferred<{ Greeting: typeof Greeting }>();
    const Lazy = lazyComponent(() => module.promise, (m) => m.Greeting, null);
    view = render(
      <>
        <span>avant</span>
        <Lazy name="Camille" />
      </>,
    );
    await eventually(() => expect(view!.container.textContent).toBe('avant'));
    module.resolve({ Greeting });
    await eventually(() => expect(view!.container.textContent).toBe('avantBonjour Camille'));
  });

  it('hands a failed load to the error boundary, and loads again at the next mount', async () => {
    const silenced = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = deferred<{ Greeting: typeof Greeting }>();
    const load = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce({ Greeting });
    const Lazy = lazyComponent(load, (m: { Greeting: typeof Greeting }) => m.Greeting);
    view = render(
      <Boundary>
        <Lazy name="Camille" />
      </Boundary>,
    );
    await eventually(() => expect(load).toHaveBeenCalledTimes(1));
    first.reject(new Error('réseau coupé'));
    await eventually(() => expect(view!.container.textContent).toBe('Échec du chargement'));
    view.unmount();
    view = render(<Lazy name="Camille" />);
    await eventually(() => expect(view!.container.textContent).toBe('Bonjour Camille'));
    expect(load).toHaveBeenCalledTimes(2);
    silenced.mockRestore();
  });
});
