/** Unguessable tokens (access, refresh, temporary, password reset). */
import { randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(24).toString('base64url');
}
