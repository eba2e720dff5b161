import { describe, expect, it } from 'vitest';
import { distanceAmount, divideRounded, hoursAmount, percentOf, splitVat, sumCents, vatExcludedCents, vatRateLabel } from '../../../../src/domain/billing/money';
import { formatCents, parseAmountToCents } from '../../../../src/domain/format/amount';

const N = '\u202f';
const S = '\u00a0';

describe('money in cents', () => {
  it('formats the spec vectors: grouped thousands, CHF, K suffix, negative credit notes', () => {
    expect(formatCents(123456789)).toBe(`1${N}234${N}567,89${S}€`);
    expect(formatCents(123456789, { currency: 'CHF' })).toBe(`1${N}234${N}567,89${S}CHF`);
    expect(formatCents(123456789, { kilo: true })).toBe(`1${N}234,57${S}K€`);
    expect(formatCents(-5000)).toBe(`-50,00${S}€`);
    expect(formatCents(-1)).toBe(`-0,01${S}€`);
  });

  it('reads typed amounts into cents without floating point', () => {
    expect(parseAmountToCents('1 234,56')).toBe(123456);
    expect(parseAmountToCents(`1${N}234,5${S}€`)).toBe(123450);
    expect(parseAmountToCents('0.1')).toBe(10);
    expect(parseAmountToCents('19,99')).toBe(1999);
    expect(parseAmountToCents('-3,2')).toBe(-320);
    expect(parseAmountToCents('12 CHF')).toBe(1200);
    expect(parseAmountToCents('1,234')).toBeNull();
    expect(parseAmountToCents('abc')).toBeNull();
    expect(parseAmountToCents('')).toBeNull();
    expect(parseAmountToCents(null)).toBeNull();
  });

  it('rounds half away from zero in integers', () => {
    expect(divideRounded(5, 2)).toBe(3);
    expect(divideRounded(-5, 2)).toBe(-3);
    expect(divideRounded(4, 3)).toBe(1);
    expect(divideRounded(0, 7)).toBe(0);
  });

  it('takes the VAT out with the default divisor of 1.1 when no rate is given', () => {
    expect(vatExcludedCents(11000, null)).toBe(10000);
    expect(vatExcludedCents(1, undefined)).toBe(1);
    expect(vatExcludedCents(5, null)).toBe(5); // 4.545… → 5
    expect(vatExcludedCents(100, null)).toBe(91); // 90.909… → 91
    expect(vatExcludedCents(2345, 'REDUIT_10_0')).toBe(2132); // 2131.818…
  });

  it('splits awkward amounts so that VAT-excluded plus VAT is the amount at every rate', () => {
    expect(splitVat(1999, 'NORMAL')).toEqual({ vatIncluded: 1999, vatExcluded: 1671, vat: 328 }); // 1671.404…
    expect(splitVat(1000, 'REDUIT_HANDICAP_5_5')).toEqual({ vatIncluded: 1000, vatExcluded: 948, vat: 52 }); // 947.867…
    expect(splitVat(12000, 'LEGAL_ENTITY_20_0')).toEqual({ vatIncluded: 12000, vatExcluded: 10000, vat: 2000 });
    expect(splitVat(4321, 'ZERO')).toEqual({ vatIncluded: 4321, vatExcluded: 4321, vat: 0 });
    expect(splitVat(-1999, 'NORMAL')).toEqual({ vatIncluded: -1999, vatExcluded: -1671, vat: -328 });
    for (let cents = -500; cents <= 5000; cents += 7) {
      for (const rate of ['ZERO', 'REDUIT_10_0', 'NORMAL', 'LEGAL_ENTITY_20_0', 'REDUIT_HANDICAP_5_5'] as const) {
        const split = splitVat(cents, rate);
        expect(split.vatExcluded + split.vat).toBe(cents);
      }
    }
  });

  it('prices hours, increases and kilometres to the cent', () => {
    expect(hoursAmount(450, 2345)).toBe(17588); // 7h30 at 23,45 € = 175,875 → 175,88
    expect(hoursAmount(60, 2345, 25)).toBe(586); // 5,8625 → 5,86
    expect(hoursAmount(20, 1000)).toBe(333);
    expect(hoursAmount(0, 2345)).toBe(0);
    expect(distanceAmount(123, 45)).toBe(554); // 12,3 km at 0,45 € = 5,535 → 5,54
    expect(percentOf(1001, 12.5)).toBe(125);
    expect(sumCents([1, 2, 3])).toBe(6);
    expect(sumCents([])).toBe(0);
  });

  it('labels the spec rates', () => {
    expect(vatRateLabel('NORMAL')).toBe(`19,6${S}%`);
    expect(vatRateLabel('REDUIT_10_0')).toBe(`10${S}%`);
    expect(vatRateLabel('REDUIT_HANDICAP_5_5')).toBe(`5,5${S}%`);
  });
});
