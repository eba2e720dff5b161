import { describe, expect, it } from 'vitest';
import { WEEK_DAY_CHOICES, weekDayChoiceLabel, weekDaysOf } from '../../../../src/domain/unavailability/weekDays';

describe('week-day choices of the weekly unavailability dialog', () => {
  it('expand the groups 8 to 12', () => {
    expect(weekDaysOf(8)).toEqual([1, 2, 3, 4, 5]);
    expect(weekDaysOf(9)).toEqual([1, 2, 4, 5]);
    expect(weekDaysOf(10)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(weekDaysOf(11)).toEqual([1, 2, 4, 5, 6, 7]);
    expect(weekDaysOf(12)).toEqual([6, 7]);
  });

  it('keep a single day as it is', () => {
    expect(weekDaysOf(3)).toEqual([3]);
  });

  it('are listed day by day, then group by group, in French', () => {
    expect(WEEK_DAY_CHOICES.map(weekDayChoiceLabel)).toEqual([
      'Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche',
      'Du lundi au vendredi',
      'Du lundi au vendredi sauf le mercredi',
      'Du lundi au dimanche',
      'Du lundi au dimanche sauf le mercredi',
      'Samedi et dimanche',
    ]);
  });
});
