/** Password hashing: scrypt with a random salt per password. (The format rule lives in src/domain/password.ts.) */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
/** scrypt's N (node's default): about 50 ms a hash on the 2-core machine, per sign-in. */
export const PASSWORD_COST = 16_384;

/**
 * `scrypt$<salt hex>$<hash hex>` at PASSWORD_COST; `scrypt$<N>$<salt hex>$<hash hex>` at another cost (the tests' seed
 * image, tests/support/seedImage.ts, so that thousands of test sign-ins do not each pay 50 ms).
 */
export function hashPassword(password: string, cost = PASSWORD_COST): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, KEY_LENGTH, { N: cost }).toString('hex');
  return cost === PASSWORD_COST ? `scrypt$${salt.toString('hex')}$${hash}` : `scrypt$${cost}$${salt.toString('hex')}$${hash}`;
}

/** The cost, salt and hash of a stored password; null for another format. */
function parse(stored: string): { cost: number; salt: Buffer; hash: Buffer } | null {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt' || (parts.length !== 3 && parts.length !== 4)) return null;
  const [saltHex, hashHex] = parts.slice(-2);
  const cost = parts.length === 4 ? Number(parts[1]) : PASSWORD_COST;
  if (!saltHex || !hashHex || !Number.isInteger(cost) || cost < 2) return null;
  return { cost, salt: Buffer.from(saltHex, 'hex'), hash: Buffer.from(hashHex, 'hex') };
}

export function verifyPassword(password: string, stored: string): boolean {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = scryptSync(password, parsed.salt, parsed.hash.length, { N: parsed.cost });
  return timingSafeEqual(actual, parsed.hash);
}
