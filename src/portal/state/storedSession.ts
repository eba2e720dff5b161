/**
 * What a session persists, and its reading back at start. Its own module: it brings
 * zod and the user's schema, which the entry chunk loads only when there is a stored
 * session to restore.
 */
import * as z from 'zod/mini';
import { SessionUser } from '../../api/contract/auth';

export const StoredSession = z.object({
  tokens: z.object({ token: z.string(), refreshToken: z.nullable(z.string()) }),
  user: SessionUser,
  sessionEnd: z.number(),
});
export type StoredSession = z.infer<typeof StoredSession>;

/** The stored session if `raw` is one, else null (absent, not JSON, or of another shape). */
export function parseStoredSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const parsed = StoredSession.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
