/** The sandbox's stored passwords: scrypt at the product's cost, or at the cost the stored text names (the tests' seed). */
import { describe, expect, it } from 'vitest';
import { PASSWORD_COST, hashPassword, verifyPassword } from '../../../sandbox/security/password';

describe('stored passwords', () => {
  // Three hashes at the product's cost: about 150 ms on a quiet machine, seconds on a loaded one.
  it('hashes at the product cost in the three-part format', () => {
    const stored = hashPassword('Demo-2026!');
    expect(stored).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(PASSWORD_COST).toBe(16_384);
    expect(verifyPassword('Demo-2026!', stored)).toBe(true);
    expect(verifyPassword('Demo-2026?', stored)).toBe(false);
  }, 30_000);

  it('names another cost in the stored text and checks the password at that cost', () => {
    const cheap = hashPassword('Demo-2026!', 1024);
    expect(cheap).toMatch(/^scrypt\$1024\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(hashPassword('Demo-2026!', 1024)).not.toBe(cheap); // a random salt each time
    expect(verifyPassword('Demo-2026!', cheap)).toBe(true);
    expect(verifyPassword('demo-2026!', cheap)).toBe(false);
    // The same salt and hash read at another cost do not match: the cost is part of what is checked.
    expect(verifyPassword('Demo-2026!', cheap.replace('$1024$', '$2048$'))).toBe(false);
  });

  it('refuses what is not one of its formats', () => {
    for (const stored of ['', 'Demo-2026!', 'bcrypt$ab$cd', 'scrypt$$', 'scrypt$x$ab$cd', 'scrypt$1$ab$cd', 'scrypt$1$2$3$4']) {
      expect(verifyPassword('Demo-2026!', stored)).toBe(false);
    }
  });
});
