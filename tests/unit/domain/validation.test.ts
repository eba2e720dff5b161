import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { collectErrors, hasErrors, isEmail, maxLengthMessage, textError } from '../../../src/domain/validation';

describe('text fields', () => {
  it('show the shared required text when required and blank', () => {
    expect(textError('', { required: true, max: 10 })).toBe('Champ obligatoire');
    expect(textError('   ', { required: true, max: 10 })).toBe('Champ obligatoire');
    expect(textError(null, { required: true, max: 10 })).toBe('Champ obligatoire');
    expect(textError('', { max: 10 })).toBeNull();
  });

  it('count the trimmed length against the limit', () => {
    expect(textError('a'.repeat(10), { required: true, max: 10 })).toBeNull();
    expect(textError(` ${'a'.repeat(10)} `, { max: 10 })).toBeNull();
    expect(textError('a'.repeat(11), { max: 10 })).toBe('10 caractères maximum');
    expect(maxLengthMessage(150)).toBe('150 caractères maximum');
  });
});

describe('e-mail', () => {
  it('accepts ordinary addresses', () => {
    for (const email of ['directrice@demo.fr', 'jean.dupont+agence@exemple.co.uk', "o'neil@mail.com", ' sophie@lyon.fr ']) expect(isEmail(email)).toBe(true);
  });

  it('refuses what the API refuses', () => {
    for (const email of ['', 'directrice', 'directrice@demo', '@demo.fr', 'a..b@demo.fr', '.a@demo.fr', 'a b@demo.fr', 'a@demo.f']) expect(isEmail(email)).toBe(false);
  });

  it('agrees with the API schema on trimmed addresses', () => {
    const api = z.email();
    for (const email of ['a@b.fr', 'a.b@c.fr', 'a.@b.fr', 'a-@b.fr', "a'b@c.fr", 'a@-b.fr', 'a@b-.fr', 'é@b.fr', 'a@b.c0'])
      expect([email, isEmail(email)]).toEqual([email, api.safeParse(email).success]);
  });
});

describe('error maps', () => {
  it('keep only the fields in error', () => {
    const errors = collectErrors({ firstName: null, lastName: 'Champ obligatoire', login: undefined });
    expect(errors).toEqual({ lastName: 'Champ obligatoire' });
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors(collectErrors({ firstName: null }))).toBe(false);
  });
});
