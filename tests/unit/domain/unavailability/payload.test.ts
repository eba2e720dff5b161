import { describe, expect, it } from 'vitest';
import { emptyWeeklyUnavailability, type WeeklyUnavailabilityValues } from '../../../../src/domain/unavailability/dialog';
import { toCreationPayload } from '../../../../src/domain/unavailability/payload';

const base: WeeklyUnavailabilityValues = { ...emptyWeeklyUnavailability(), period: 9, type: 'OTHER_BUSINESS' };

describe('weekly unavailability creation payload', () => {
  it('has one slot per chosen day, open ends as 00:00, 23:59, 2018-01-01 and 2100-12-31', () => {
    expect(toCreationPayload(base)).toEqual({
      type: 'OTHER_BUSINESS',
      comment: null,
      slots: [1, 2, 4, 5].map((weekDay) => ({ startTime: '00:00', endTime: '23:59', weekDay, startDate: '2018-01-01', endDate: '2100-12-31' })),
    });
  });

  it('carries the chosen hours and dates', () => {
    const payload = toCreationPayload({
      ...base,
      period: 12,
      timeMode: 'between',
      startTime: '9h',
      endTime: '12:30',
      periodMode: 'between',
      startDate: '2026-12-01',
      endDate: '2027-03-31',
      comment: '  Formation secourisme  ',
    });
    expect(payload.comment).toBe('Formation secourisme');
    expect(payload.slots).toEqual([
      { startTime: '09:00', endTime: '12:30', weekDay: 6, startDate: '2026-12-01', endDate: '2027-03-31' },
      { startTime: '09:00', endTime: '12:30', weekDay: 7, startDate: '2026-12-01', endDate: '2027-03-31' },
    ]);
  });

  it('opens the other end of a from or to', () => {
    expect(toCreationPayload({ ...base, period: 3, timeMode: 'from', startTime: '14:00', periodMode: 'to', endDate: '2026-12-31' }).slots).toEqual([
      { startTime: '14:00', endTime: '23:59', weekDay: 3, startDate: '2018-01-01', endDate: '2026-12-31' },
    ]);
    expect(toCreationPayload({ ...base, period: 3, timeMode: 'to', endTime: '12:00', periodMode: 'from', startDate: '2026-12-01' }).slots).toEqual([
      { startTime: '00:00', endTime: '12:00', weekDay: 3, startDate: '2026-12-01', endDate: '2100-12-31' },
    ]);
  });

  it('applies a single day on its own week day only', () => {
    // 2026-12-02 is a Wednesday, in the group Monday to Sunday.
    expect(toCreationPayload({ ...base, period: 10, periodMode: 'at', day: '2026-12-02' }).slots).toEqual([
      { startTime: '00:00', endTime: '23:59', weekDay: 3, startDate: '2026-12-02', endDate: '2026-12-02' },
    ]);
  });

  it('refuses values the dialog would not save', () => {
    expect(() => toCreationPayload(emptyWeeklyUnavailability())).toThrow('saveErrors');
    expect(() => toCreationPayload({ ...base, timeMode: 'from' })).toThrow();
  });
});
