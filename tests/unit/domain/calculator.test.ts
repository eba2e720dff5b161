/** The childcare cost calculator, to the cent: month of 52/12 weeks, VAT part, CMG with its 16 hours and 15 % share, the tax credit and its ceiling. */
import { describe, expect, it } from 'vitest';
import { computeChildcareCost, parseWeeklyHours, taxCreditCeilingCents } from '../../../src/domain/calculator';

const base = { weeklyMinutes: 10 * 60, hourlyPriceCents: 2500, vatRate: 'REDUIT_10_0', childUnderSix: true, cmgCeilingCents: 50_000, children: 2 } as const;

describe('computeChildcareCost', () => {
  it('costs 10 h a week at 25,00 € TTC: 43h20 a month, 1 083,33 €, of which 98,48 € VAT', () => {
    const result = computeChildcareCost({ ...base, childUnderSix: false });
    expect(result).toMatchObject({ monthlyMinutes: 2600, monthlyCostCents: 108_333, vatExcludedCents: 98_485, vatCents: 9_848, cmgEligible: false, cmgCents: 0 });
    // No CMG: the tax credit halves the cost.
    expect(result).toMatchObject({ afterCmgCents: 108_333, taxCreditCents: 54_167, netCents: 54_166, netHourlyCents: 1250 });
  });

  it('takes the CMG up to the CAF ceiling, then half of the rest as tax credit', () => {
    expect(computeChildcareCost(base)).toMatchObject({ cmgEligible: true, cmgCents: 50_000, afterCmgCents: 58_333, taxCreditCents: 29_167, netCents: 29_166, netHourlyCents: 673 });
  });

  it('leaves the family 15 % of the cost whatever the ceiling', () => {
    const result = computeChildcareCost({ ...base, cmgCeilingCents: 200_000 });
    // 15 % of 1 083,33 € = 162,50 €: the CMG pays 920,83 €.
    expect(result).toMatchObject({ cmgCents: 92_083, afterCmgCents: 16_250, taxCreditCents: 8_125, netCents: 8_125 });
  });

  it('gives no CMG under 16 hours in the month, even for a young child', () => {
    expect(computeChildcareCost({ ...base, weeklyMinutes: 3 * 60 + 30 })).toMatchObject({ monthlyMinutes: 910, cmgEligible: false, cmgCents: 0 });
    expect(computeChildcareCost({ ...base, weeklyMinutes: 3 * 60 + 45 })).toMatchObject({ monthlyMinutes: 975, cmgEligible: true });
  });

  it('caps the tax credit at a twelfth of the yearly ceiling', () => {
    // 40 h a week at 30,00 €: 5 200,00 € a month; the ceiling of 2 children is 15 000 € a year, 1 250,00 € a month.
    const result = computeChildcareCost({ ...base, weeklyMinutes: 40 * 60, hourlyPriceCents: 3000, childUnderSix: false });
    expect(result).toMatchObject({ monthlyCostCents: 520_000, taxCreditCents: 62_500, netCents: 457_500 });
    expect(taxCreditCeilingCents(0)).toBe(1_200_000);
    expect(taxCreditCeilingCents(1)).toBe(1_350_000);
    expect(taxCreditCeilingCents(5)).toBe(1_500_000);
  });

  it('costs nothing for no hours', () => {
    expect(computeChildcareCost({ ...base, weeklyMinutes: 0 })).toMatchObject({ monthlyCostCents: 0, netCents: 0, netHourlyCents: 0 });
  });
});

describe('parseWeeklyHours', () => {
  it('reads French and dotted decimals and a trailing h', () => {
    expect(parseWeeklyHours('12')).toBe(720);
    expect(parseWeeklyHours('12,5')).toBe(750);
    expect(parseWeeklyHours('7.25 h')).toBe(435);
  });
  it('refuses what is not a number of hours', () => {
    expect(parseWeeklyHours('douze')).toBeNull();
    expect(parseWeeklyHours('-3')).toBeNull();
    expect(parseWeeklyHours('')).toBeNull();
  });
});
