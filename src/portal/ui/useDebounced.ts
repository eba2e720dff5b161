/** A value that follows `value` once it has stopped changing for `delay` ms (searches: 300 ms, spec 000 §9). */
import { useEffect, useState } from 'react';

export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
