import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/domain/messages';
import { PASSWORD_MAX_LENGTH, isValidPassword, passwordChecklist } from '../../../src/domain/password';

const failing = (password: string) => passwordChecklist(password).filter((rule) => !rule.ok).map((rule) => rule.id);

describe('password format (spec 000 §5)', () => {
  it('accepts a password that meets every rule', () => {
    expect(isValidPassword('Demo-2026!')).toBe(true);
    expect(isValidPassword('aB3#aaaa')).toBe(true);
    expect(failing('Demo-2026!')).toEqual([]);
  });

  it('names each rule that fails, in the checklist order', () => {
    expect(failing('')).toEqual(['length', 'upper', 'lower', 'digit', 'special']);
    expect(failing('Abcdefg1')).toEqual(['special']);
    expect(failing('abcdef1!')).toEqual(['upper']);
    expect(failing('ABCDEF1!')).toEqual(['lower']);
    expect(failing('Abcdefg!')).toEqual(['digit']);
    expect(failing('Ab1!')).toEqual(['length']);
  });

  it('requires one special character among @ _ - ! $ #', () => {
    for (const special of ['@', '_', '-', '!', '$', '#']) expect(isValidPassword(`Abcdef1${special}`)).toBe(true);
    for (const other of ['%', '&', '*', '?', '.', ' ']) expect(isValidPassword(`Abcdef1${other}`)).toBe(false);
  });

  it('is limited to 40 characters', () => {
    const forty = `Aa1!${'x'.repeat(PASSWORD_MAX_LENGTH - 4)}`;
    expect(forty).toHaveLength(40);
    expect(isValidPassword(forty)).toBe(true);
    expect(isValidPassword(`${forty}x`)).toBe(false);
  });

  it("uses the spec's format message", () => {
    expect(MESSAGES.invalidFormat).toBe("Le format n'est pas valide ! ");
  });
});
