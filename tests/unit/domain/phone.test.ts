import { describe, expect, it } from 'vitest';
import { formatPhone, isPhone, nationalDigits, phoneError } from '../../../src/domain/phone';

describe('phone numbers', () => {
  it('accept a mobile starting 06 or 07 followed by four groups of two digits', () => {
    expect(isPhone('0612345678', 'mobile')).toBe(true);
    expect(isPhone('07 98 76 54 32', 'mobile')).toBe(true);
    expect(isPhone('06.12.34.56.78', 'mobile')).toBe(true);
    expect(isPhone('0145678901', 'mobile')).toBe(false);
    expect(isPhone('0812345678', 'mobile')).toBe(false);
    expect(isPhone('061234567', 'mobile')).toBe(false);
    expect(isPhone('06123456789', 'mobile')).toBe(false);
  });

  it('accept a landline starting 01 to 09', () => {
    for (const prefix of ['01', '02', '03', '04', '05', '06', '07', '08', '09']) expect(isPhone(`${prefix}23456789`, 'landline')).toBe(true);
    expect(isPhone('0023456789', 'landline')).toBe(false);
    expect(isPhone('1123456789', 'landline')).toBe(false);
    expect(isPhone('04 78 AB 12 34', 'landline')).toBe(false);
  });

  it('read an international +33 number in national form', () => {
    expect(nationalDigits('+33 6 12 34 56 78')).toBe('0612345678');
    expect(nationalDigits('+33 (0)4 78 12 34 56')).toBe('0478123456');
    expect(nationalDigits('0033478123456')).toBe('0478123456');
    expect(nationalDigits('+41 22 123 45 67')).toBeNull();
    expect(isPhone('+33612345678', 'mobile')).toBe(true);
  });

  it('display ten digits in groups of two', () => {
    expect(formatPhone('0612345678')).toBe('06 12 34 56 78');
    expect(formatPhone('+33478123456')).toBe('04 78 12 34 56');
    expect(formatPhone('04-78-12-34-56')).toBe('04 78 12 34 56');
  });

  it('show other numbers as typed', () => {
    expect(formatPhone(' +41 22 123 45 67 ')).toBe('+41 22 123 45 67');
    expect(formatPhone(null)).toBe('');
  });

  it("answer the spec's format message for an invalid number, nothing for an empty field", () => {
    expect(phoneError('0145678901', 'mobile')).toBe("Le format n'est pas valide ! ");
    expect(phoneError('06 12 34', 'landline')).toBe("Le format n'est pas valide ! ");
    expect(phoneError('06 12 34 56 78', 'mobile')).toBeNull();
    expect(phoneError('  ', 'mobile')).toBeNull();
  });
});
