/**
 * Runs an async action for a form: a pending flag for the loading state and the
 * error's French message (ApiError.message carries the server's label).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/errors';
import { MESSAGES } from '../../domain/messages';

export interface Action<A extends unknown[]> {
  pending: boolean;
  error: string | null;
  run(...args: A): Promise<void>;
  reset(): void;
}

export function useAction<A extends unknown[]>(action: (...args: A) => Promise<void>): Action<A> {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  const run = useCallback(async (...args: A) => {
    setPending(true);
    setError(null);
    try {
      await latest.current(...args);
    } catch (cause) {
      if (mounted.current) setError(cause instanceof ApiError ? cause.message : MESSAGES.genericError);
    } finally {
      if (mounted.current) setPending(false);
    }
  }, []);
  const reset = useCallback(() => setError(null), []);
  return { pending, error, run, reset };
}
