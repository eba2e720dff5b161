/**
 * A component whose code loads on demand, like React.lazy, but rendered at once when its module
 * has already arrived (preloaded at navigation): React.lazy suspends on its first render even
 * then, and React 19 holds a revealed Suspense boundary up to 300 ms (its fallback throttle),
 * once for the shell and once for the screen. Until the module is there, it suspends the same way.
 * A failed load is thrown to the error boundary. The cache is module-level, like the code it
 * loads: it holds no state of an instance.
 */
import { createElement, type ComponentType } from 'react';

export type LazyComponent<P> = ComponentType<P> & { preload(): void };

export function lazyComponent<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): LazyComponent<P> {
  let component: ComponentType<P> | null = null;
  let failure: { error: unknown } | null = null;
  let pending: Promise<void> | null = null;
  const start = () =>
    (pending ??= load().then(
      (module) => void (component = pick(module)),
      (error: unknown) => {
        failure = { error };
        // The next attempt (another navigation) loads again.
        pending = null;
      },
    ));
  const Lazy = (props: P) => {
    if (component) return createElement(component, props);
    if (failure) {
      const { error } = failure;
      failure = null;
      throw error;
    }
    throw start();
  };
  Lazy.preload = () => void start();
  return Lazy as LazyComponent<P>;
}
