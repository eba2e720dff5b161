/** IBAN and BIC: real vectors of the ISO 13616 registry and of the banks, one digit changed, wrong lengths, display in fours. */
import { describe, expect, it } from 'vitest';
import { bicError, formatIban, ibanError, isValidBic, isValidIban, normalizeIban } from '../../../src/domain/iban';

const VALID = [
  'FR76 3000 6000 0112 3456 7890 189',
  'CH93 0076 2011 6238 5295 7',
  'DE89 3704 0044 0532 0130 00',
  'GB82 WEST 1234 5698 7654 32',
  'BE68 5390 0754 7034',
  'ES91 2100 0418 4502 0005 1332',
  'IT60 X054 2811 1010 0000 0123 456',
  'LU28 0019 4006 4475 0000',
  'MC58 1122 2000 0101 2345 6789 030',
  'NL91 ABNA 0417 1643 00',
  'PT50 0002 0123 1234 5678 9015 4',
  'FR7630004000031234567890143',
];

describe('IBAN', () => {
  it.each(VALID)('accepts %s', (iban) => expect(isValidIban(iban)).toBe(true));

  it('reads spaces, no-break spaces and lower case as typed', () => {
    expect(normalizeIban(' fr76 3000\u00a06000 0112 3456 7890 189 ')).toBe('FR7630006000011234567890189');
    expect(isValidIban('fr76 3000 6000 0112 3456 7890 189')).toBe(true);
  });

  it('refuses one digit changed, two digits swapped, a wrong length, an unknown country, other characters', () => {
    expect(ibanError('FR76 3000 6000 0112 3456 7890 188')).toBe('IBAN invalide');
    expect(isValidIban('DE89 3704 0044 0532 0130 01')).toBe(false);
    expect(isValidIban('GB82 WEST 1234 5698 7654 23')).toBe(false);
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 18')).toBe(false);
    expect(isValidIban('CH93 0076 2011 6238 5295 70')).toBe(false);
    expect(isValidIban('XX82 WEST 1234 5698 7654 32')).toBe(false);
    expect(isValidIban('FR76-3000-6000-0112-3456-7890-189!')).toBe(false);
    expect(isValidIban('')).toBe(false);
    expect(ibanError('CH93 0076 2011 6238 5295 7')).toBeNull();
  });

  it('shows groups of four', () => {
    expect(formatIban('FR7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
    expect(formatIban('ch9300762011623852957')).toBe('CH93 0076 2011 6238 5295 7');
  });
});

describe('BIC', () => {
  it('accepts 8 and 11 characters', () => {
    for (const bic of ['BNPAFRPP', 'BNPAFRPPXXX', 'UBSWCHZH80A', 'deutdeff', 'PSST FR PP LYO']) expect(isValidBic(bic)).toBe(true);
  });
  it('refuses other lengths and shapes', () => {
    for (const bic of ['BNPAFRP', 'BNPAFRPPXX', 'BNPA1RPP', '1NPAFRPP', 'BNPAFRPP-XX', '']) expect(bicError(bic)).toBe('BIC invalide');
  });
});
