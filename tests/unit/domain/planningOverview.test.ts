import { describe, expect, it } from 'vitest';
import { chartMonths, groupByDay, timesheetCompletion } from '../../../src/domain/planningOverview';

describe('planning overview', () => {
  it('groups consecutive events by day with a French day label, keeping their order', () => {
    const groups = groupByDay([{ day: '2026-11-24', id: 1 }, { day: '2026-11-24', id: 2 }, { day: '2026-11-23', id: 3 }]);
    expect(groups.map((g) => [g.label, g.events.map((e) => e.id)])).toEqual([['mardi 24 novembre', [1, 2]], ['lundi 23 novembre', [3]]]);
    expect(groupByDay([])).toEqual([]);
  });

  it("gives the family's confirmed share of the month's slots, rounded down, in the spec's colours", () => {
    expect(timesheetCompletion([{ slotsCount: 20, customerSlotsCount: 4 }])).toEqual({ percent: 20, colour: 'red' });
    expect(timesheetCompletion([{ slotsCount: 3, customerSlotsCount: 2 }, { slotsCount: 1, customerSlotsCount: 0 }])).toEqual({ percent: 50, colour: 'orange' });
    expect(timesheetCompletion([{ slotsCount: 4, customerSlotsCount: 3 }])).toEqual({ percent: 75, colour: 'green' });
    expect(timesheetCompletion([{ slotsCount: 0, customerSlotsCount: 0 }])).toBeNull();
  });

  it('marks the months not yet validated as provisional, each with its increased minutes', () => {
    expect(chartMonths([{ month: '2026-10', validated: true, durations: { total: 600, totalIncreased: 120 } }, { month: '2026-11', validated: false, durations: { total: 90, totalIncreased: 0 } }])).toEqual([
      { month: '2026-10', minutes: 600, increased: 120, provisional: false },
      { month: '2026-11', minutes: 90, increased: 0, provisional: true },
    ]);
  });
});
