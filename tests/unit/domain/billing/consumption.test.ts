import { describe, expect, it } from 'vitest';
import { consumptionColour, consumptionPercent, contractMinutes, isDeviation } from '../../../../src/domain/billing/consumption';

describe('contract consumption', () => {
  it('prorates weekly hours to the days in force and compares the planned hours', () => {
    expect(contractMinutes(600, 31)).toBe(2657); // 10 h a week over 31 days
    expect(contractMinutes(600, 7)).toBe(600);
    expect(consumptionPercent(2657, 2657)).toBe(100);
    expect(consumptionPercent(1000, 0)).toBeNull();
  });

  it('flags deviations under 90 % and over 110 %, coloured like the spec percentages', () => {
    expect(isDeviation(89)).toBe(true);
    expect(isDeviation(90)).toBe(false);
    expect(isDeviation(110)).toBe(false);
    expect(isDeviation(111)).toBe(true);
    expect(isDeviation(null)).toBe(true);
    expect(consumptionColour(20)).toBe('red');
    expect(consumptionColour(60)).toBe('orange');
    expect(consumptionColour(100)).toBe('green');
    expect(consumptionColour(130)).toBe('orange');
  });
});
