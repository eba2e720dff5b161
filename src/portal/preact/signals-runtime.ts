/**
 * Stand-in for `@preact/signals-react/runtime` in the Preact build: Preact's own
 * signals integration already re-renders components that read a signal, so
 * `useSignals()` has nothing to do there.
 */
export function useSignals(): void {}
