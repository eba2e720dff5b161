import { describe, expect, it } from 'vitest';
import { PRIORITY_LEVELS, percentageColour, priorityLabel, priorityText, priorityTone } from '../../../src/domain/scales';

describe('priority', () => {
  it('runs from 1 to 10 with the labels of spec 002: below 4 low, 4-5 normal, 6-7 high, 8 and above very high', () => {
    expect(PRIORITY_LEVELS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(PRIORITY_LEVELS.map(priorityLabel)).toEqual([
      'Priorité faible', 'Priorité faible', 'Priorité faible', 'Priorité normale', 'Priorité normale',
      'Priorité haute', 'Priorité haute', 'Priorité élevée', 'Priorité élevée', 'Priorité élevée',
    ]);
  });

  it('shows as x/10 in four colour bands: under 4, under 6, under 8, otherwise', () => {
    expect(priorityText(7)).toBe('7/10');
    expect(PRIORITY_LEVELS.map(priorityTone)).toEqual([
      'success', 'success', 'success', 'info', 'info', 'warning', 'warning', 'danger', 'danger', 'danger',
    ]);
  });
});

describe('percentage colour', () => {
  it('is red below 25, orange below 75, green otherwise', () => {
    expect([0, 24.9, 25, 74.9, 75, 100, 130].map(percentageColour)).toEqual(['red', 'red', 'orange', 'orange', 'green', 'green', 'green']);
  });
});
