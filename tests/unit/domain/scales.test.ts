import { describe, expect, it } from 'vitest';
import { PRIORITY_LEVELS, percentageColour, priorityLabel } from '../../../src/domain/scales';

describe('priority', () => {
  it('runs from 1 to 10: low below 4, normal below 6, high below 8, else very high', () => {
    expect(PRIORITY_LEVELS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(PRIORITY_LEVELS.map(priorityLabel)).toEqual([
      'Basse', 'Basse', 'Basse', 'Normale', 'Normale', 'Haute', 'Haute', 'Très haute', 'Très haute', 'Très haute',
    ]);
  });
});

describe('percentage colour', () => {
  it('is red below 25, orange below 75, green otherwise', () => {
    expect([0, 24.9, 25, 74.9, 75, 100, 130].map(percentageColour)).toEqual(['red', 'red', 'orange', 'orange', 'green', 'green', 'green']);
  });
});
