/**
 * A form's state whose newest value is readable at once, ahead of any render: under
 * preact/compat a state update renders on the next tick, so a save clicked right after typing
 * (or two fields filled in one tick by a password manager) would read the last render's values
 * and lose the newest change. `set` writes the reference first, then the state; a save reads
 * `latest()`, never the render's value. Only `set` writes the reference (a render may carry
 * older values than it).
 */
import { useRef, useState } from 'react';

export type LatestState<T> = [value: T, set: (next: T | ((current: T) => T)) => void, latest: () => T];

export function useLatestState<T>(initial: T | (() => T)): LatestState<T> {
  const [value, setValue] = useState(initial);
  const ref = useRef(value);
  const set = (next: T | ((current: T) => T)) => {
    ref.current = typeof next === 'function' ? (next as (current: T) => T)(ref.current) : next;
    setValue(ref.current);
  };
  return [value, set, () => ref.current];
}
