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

/** Unmounts the view: nothing of it may stay in its container. */
function expectNothingLeftOnUnmount() {
  const { container } = view!;
  view!.unmount();
  view = null;
  expect(container.childNodes).toHaveLength(0);
}

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

  it('shows a « Chargement… » of its own for each component waiting, and leaves nothing behind once unmounted', async () => {
    const first = deferred<{ Greeting: typeof Greeting }>();
    const second = deferred<{ Greeting: typeof Greeting }>();
    const First = lazyComponent(() => first.promise, (m) => m.Greeting);
    const Second = lazyComponent(() => second.promise, (m) => m.Greeting);
    const Page = ({ step }: { step: number }) => (
      <>
        {step < 3 ? <First name="Camille" /> : null}
        <Second name="Léa" />
        {step === 2 ? <First name="Hugo" /> : null}
      </>
    );
    view = render(<Page step={1} />);
    await eventually(() => expect(view!.container.querySelectorAll('.ap-loading')).toHaveLength(2));
    view.rerender(<Page step={2} />);
    await eventually(() => expect(view!.container.querySelectorAll('.ap-loading')).toHaveLength(3));
    second.resolve({ Greeting });
    await eventually(() => expect(view!.container.textContent).toBe('Chargement…Bonjour LéaChargement…'));
    view.rerender(<Page step={3} />);
    first.resolve({ Greeting });
    await eventually(() => expect(view!.container.textContent).toBe('Bonjour Léa'));
    expectNothingLeftOnUnmount();
  });

  it('leaves nothing behind when one waiting component replaces another, as screens do from route to route', async () => {
    const pending = () => deferred<{ Greeting: typeof Greeting }>().promise;
    const screens = [lazyComponent(pending, (m) => m.Greeting), lazyComponent(pending, (m) => m.Greeting), lazyComponent(pending, (m) => m.Greeting)];
    const Route = ({ at }: { at: number }) => {
      const Screen = screens[at]!;
      return (
        <main>
          <Screen key={at} name="Camille" />
        </main>
      );
    };
    view = render(<Route at={0} />);
    for (const at of [1, 2, 0, 1]) {
      await eventually(() => expect(view!.container.querySelectorAll('.ap-loading')).toHaveLength(1));
      view.rerender(<Route at={at} />);
    }
    await eventually(() => expect(view!.container.querySelectorAll('.ap-loading')).toHaveLength(1));
    expectNothingLeftOnUnmount();
  });

  it('leaves nothing behind when the shell arrives around a screen still waiting for its code', async () => {
    const shell = deferred<{ Shell: (props: { children: ReactNode }) => ReactNode }>();
    const screen = deferred<{ Greeting: typeof Greeting }>();
    const Shell = lazyComponent(() => shell.promise, (m) => m.Shell);
    const Screen = lazyComponent(() => screen.promise, (m) => m.Greeting);
    view = render(
      <Shell>
        <Screen name="Camille" />
      </Shell>,
    );
    await eventually(() => expect(view!.container.querySelectorAll('.ap-loading')).toHaveLength(1));
    shell.resolve({ Shell: ({ children }) => <main>{children}</main> });
    await eventually(() => expect(view!.container.querySelector('main .ap-loading')).not.toBeNull());
    expect(view.container.querySelectorAll('.ap-loading')).toHaveLength(1);
    screen.resolve({ Greeting });
    await eventually(() => expect(view!.container.innerHTML).toBe('<main><p>Bonjour Camille</p></main>'));
    expectNothingLeftOnUnmount();
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
