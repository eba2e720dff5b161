import { describe, expect, it } from 'vitest';
import { currencyOfAgency, formatAmount, formatCents } from '../../../../src/domain/format/amount';

const N = '\u202f';
const S = '\u00a0';

describe('amounts', () => {
  it('shows two decimals, a comma, grouped thousands and € by default', () => {
    expect(formatAmount(1234.5)).toBe(`1${N}234,50${S}€`);
    expect(formatAmount(0)).toBe(`0,00${S}€`);
    expect(formatAmount(-87.126)).toBe(`-87,13${S}€`);
  });

  it('reads integer cents', () => {
    expect(formatCents(123450)).toBe(`1${N}234,50${S}€`);
    expect(formatCents(5)).toBe(`0,05${S}€`);
    expect(formatCents(-199)).toBe(`-1,99${S}€`);
    expect(formatCents(100000000)).toBe(`1${N}000${N}000,00${S}€`);
  });

  it('shows francs for CHF and thousands with the K suffix', () => {
    expect(formatCents(4250, { currency: 'CHF' })).toBe(`42,50${S}CHF`);
    expect(formatAmount(12345.67, { kilo: true })).toBe(`12,35${S}K€`);
    expect(formatCents(150000000, { kilo: true, currency: 'CHF' })).toBe(`1${N}500,00${S}KCHF`);
  });

  it('shows nothing for a missing amount', () => {
    expect(formatAmount(null)).toBe('');
    expect(formatCents(undefined)).toBe('');
    expect(formatAmount(Number.NaN)).toBe('');
  });

  it('bills in CHF only in the Swiss school-vacation zone', () => {
    expect(currencyOfAgency({ schoolVacationZone: 'SUISSE_GEN' })).toBe('CHF');
    expect(currencyOfAgency({ schoolVacationZone: 'A' })).toBe('EUR');
    expect(currencyOfAgency({ schoolVacationZone: 'REUNION' })).toBe('EUR');
    expect(currencyOfAgency(null)).toBe('EUR');
    expect(formatCents(990, { currency: currencyOfAgency({ schoolVacationZone: 'SUISSE_GEN' }) })).toBe(`9,90${S}CHF`);
  });
});
