import { describe, expect, it } from 'vitest';
import { tooManyAttempts } from '../../../src/domain/messages';

describe('tooManyAttempts', () => {
  it('writes the wait in minutes, singular for one', () => {
    expect(tooManyAttempts(1)).toBe('Trop de tentatives. Réessayez dans 1 minute.');
    expect(tooManyAttempts(2)).toBe('Trop de tentatives. Réessayez dans 2 minutes.');
    expect(tooManyAttempts(15)).toBe('Trop de tentatives. Réessayez dans 15 minutes.');
  });
});
