/**
 * A component whose code loads on demand, like React.lazy, without Suspense: until its module
 * has arrived it shows its fallback (the screen's « Chargement… » unless told otherwise), and the
 * module's arrival is an ordinary state update of that component. React 19 holds every Suspense
 * retry until 300 ms after the last fallback it showed (its fallback throttle, for all reveals):
 * a screen opened by URL waited up to 300 ms for the shell, then again for the screen, with
 * every byte and the list's answer already there. Rendered at once when the module has already
 * arrived (preloaded at navigation). A failed load is thrown to the error boundary, and the next
 * mount (another navigation) loads again. The cache is module-level, like the code it loads: it
 * holds no state of an instance.
 */
import { createElement, useEffect, useState, type ComponentType } from 'react';
import { Loading } from '../ui/Spinner';

export type LazyComponent<P> = ComponentType<P> & { preload(): void };

type Outcome = { loaded: true } | { loaded: false; error: unknown };

export function lazyComponent<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  /**
   * What shows until the code arrives: a component, rendered anew each time. One element shared by every waiting
   * component left, under Preact, 2,200 nodes and 300 listeners behind after the element's removal (bench/soak.mjs).
   */
  fallback: ComponentType | null = Loading,
): LazyComponent<P> {
  let component: ComponentType<P> | null = null;
  let pending: Promise<Outcome> | null = null;
  const start = () =>
    (pending ??= load().then(
      (module): Outcome => {
        component = pick(module);
        return { loaded: true };
      },
      (error: unknown): Outcome => {
        // The next mount (another navigation) loads again.
        pending = null;
        return { loaded: false, error };
      },
    ));
  const Lazy = (props: P) => {
    // The outcome is the instance's: React renders a failed component twice, and both must fail.
    const [outcome, setOutcome] = useState<Outcome | null>(null);
    const waiting = component === null;
    useEffect(() => {
      if (!waiting) return;
      let mounted = true;
      void start().then((settled) => mounted && setOutcome(settled));
      return () => void (mounted = false);
    }, [waiting]);
    if (component) return createElement(component, props);
    if (outcome && !outcome.loaded) throw outcome.error;
    return fallback ? createElement(fallback) : null;
  };
  Lazy.preload = () => void start();
  return Lazy as LazyComponent<P>;
}
