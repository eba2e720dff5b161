import { describe, expect, it } from 'vitest';
import { THOUSANDS_SEPARATOR, UNIT_SEPARATOR, formatDecimal, formatInteger, withUnit } from '../../../../src/domain/format/number';

const N = '\u202f'; // narrow no-break space between thousands
const S = '\u00a0'; // no-break space before a unit

describe('French numbers', () => {
  it('uses a narrow no-break space for thousands and a no-break space before units', () => {
    expect(THOUSANDS_SEPARATOR).toBe(N);
    expect(UNIT_SEPARATOR).toBe(S);
    expect(withUnit('3,5', 'Kms')).toBe(`3,5${S}Kms`);
  });

  it('writes a comma before the decimals and groups thousands', () => {
    expect(formatDecimal(1234.5, 2)).toBe(`1${N}234,50`);
    expect(formatDecimal(1234567.891, 2)).toBe(`1${N}234${N}567,89`);
    expect(formatDecimal(999.999, 2)).toBe(`1${N}000,00`);
    expect(formatDecimal(0.5, 1)).toBe('0,5');
    expect(formatDecimal(100, 0)).toBe('100');
    expect(formatInteger(12345)).toBe(`12${N}345`);
  });

  it('rounds half away from zero as the decimal text reads', () => {
    expect(formatDecimal(1.005, 2)).toBe('1,01');
    expect(formatDecimal(2.675, 2)).toBe('2,68');
    expect(formatDecimal(-1.005, 2)).toBe('-1,01');
    expect(formatDecimal(0.05, 1)).toBe('0,1');
  });

  it('keeps the sign of negative values but never writes -0', () => {
    expect(formatDecimal(-1234.5, 2)).toBe(`-1${N}234,50`);
    expect(formatDecimal(-0.001, 2)).toBe('0,00');
  });
});
