/**
 * Retries of calls that are safe to repeat (reads, downloads, idempotent marks): on 502,
 * 503, 504 and network errors only, with exponential backoff. A 401 is the client's
 * business (one refresh, then the call is replayed once); other errors are final.
 */
import { ApiError } from '../src/api/errors';

const RETRIED_STATUSES = new Set([502, 503, 504]);

export interface RetryOptions {
  /** Attempts in all, the first included (default 4). */
  attempts?: number;
  /** Wait before the second attempt, doubled at each next one (default 250 ms). */
  firstDelayMs?: number;
}

export function isTransient(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'NETWORK_ERROR' || RETRIED_STATUSES.has(error.status));
}

export async function retrying<T>(work: () => Promise<T>, { attempts = 4, firstDelayMs = 250 }: RetryOptions = {}): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isTransient(error)) throw error;
      await new Promise((done) => setTimeout(done, firstDelayMs * 2 ** (attempt - 1)));
    }
  }
}
