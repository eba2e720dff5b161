import { describe, expect, it } from 'vitest';
import { billTotals, computeBillItems, countMinutes } from '../../../../src/domain/billing/compute';

const grid = { hourly: { 1: 2345, 2: 2790 }, perKmCents: 45, nightIncreasePercent: 25, sundayIncreasePercent: 25, holidayIncreasePercent: 100 };
const noOptions = { christmasIncrease: false, mayDayIncrease: false };

describe('bill computation', () => {
  it('counts night, Sunday and holiday minutes, each once', () => {
    expect(countMinutes({ day: '2026-11-18', startTime: '21:30', endTime: '07:30' }, noOptions)).toEqual({ total: 600, night: 480, sunday: 0, holiday: 0 });
    // Saturday night into Sunday: the Sunday part is a Sunday increase, not a night one.
    expect(countMinutes({ day: '2026-11-21', startTime: '21:30', endTime: '07:30' }, noOptions)).toEqual({ total: 600, night: 120, sunday: 450, holiday: 0 });
    // 11 November (Wednesday): a holiday all day long.
    expect(countMinutes({ day: '2026-11-11', startTime: '08:00', endTime: '12:00' }, noOptions)).toEqual({ total: 240, night: 0, sunday: 0, holiday: 240 });
  });

  it('increases 25 December and 1 May only when the agency enables them', () => {
    expect(countMinutes({ day: '2026-12-25', startTime: '08:00', endTime: '10:00' }, noOptions).holiday).toBe(0);
    expect(countMinutes({ day: '2026-12-25', startTime: '08:00', endTime: '10:00' }, { christmasIncrease: true, mayDayIncrease: false }).holiday).toBe(120);
    expect(countMinutes({ day: '2026-05-01', startTime: '08:00', endTime: '10:00' }, { christmasIncrease: true, mayDayIncrease: false }).holiday).toBe(0);
    expect(countMinutes({ day: '2026-05-01', startTime: '08:00', endTime: '10:00' }, { christmasIncrease: false, mayDayIncrease: true }).holiday).toBe(120);
  });

  it('bills hours by prestation type, increases and kilometres, with totals equal to the sum of the lines', () => {
    const items = computeBillItems(
      [
        { day: '2026-11-16', startTime: '08:00', endTime: '15:30', prestationTypeId: 1, kmTenths: 123 },
        { day: '2026-11-21', startTime: '21:30', endTime: '07:30', prestationTypeId: 2, kmTenths: 0 },
      ],
      grid,
      noOptions,
      'REDUIT_10_0',
      { 1: 'Garde d\'enfants', 2: 'Garde bilingue' },
    )!;
    expect(items.map((i) => [i.type, i.label, i.quantity, i.vatIncluded])).toEqual([
      ['HOURS', "Heures — Garde d'enfants", 450, 17588],
      ['HOURS', 'Heures — Garde bilingue', 600, 27900],
      ['NIGHT_INCREASE', 'Majoration de nuit — Garde bilingue', 120, 1395], // 2 h × 27,90 × 25 % = 13,95
      ['SUNDAY_INCREASE', 'Majoration du dimanche — Garde bilingue', 450, 5231], // 7,5 h × 27,90 × 25 % = 52,3125
      ['KMS', 'Kilomètres', 123, 554],
    ]);
    const totals = billTotals(items);
    expect(totals.vatIncludedAmount).toBe(17588 + 27900 + 1395 + 5231 + 554);
    expect(totals.vatExcludedAmount + totals.vatAmount).toBe(totals.vatIncludedAmount);
    expect(totals.vatExcludedAmount).toBe(items.reduce((s, i) => s + i.vatExcluded, 0));
  });

  it('bills a shared care’s event at the family’s share: hours, night increase and kilometres, summed then rounded', () => {
    // 21:00–00:10 on a Monday for three families: 190 min (130 of night, from 22:00) and 3 km, a third each.
    const shared = { day: '2026-11-16', startTime: '21:00', endTime: '00:10', prestationTypeId: 1, kmTenths: 30, share: 1 / 3 };
    const items = computeBillItems([shared, shared], grid, noOptions, 'ZERO')!;
    expect(items.map((i) => [i.type, i.quantity])).toEqual([['HOURS', 127], ['NIGHT_INCREASE', 87], ['KMS', 20]]);
    const alone = computeBillItems([{ ...shared, share: undefined }], grid, noOptions, 'ZERO')!;
    expect(alone.map((i) => [i.type, i.quantity])).toEqual([['HOURS', 190], ['NIGHT_INCREASE', 130], ['KMS', 30]]);
  });

  it('locks the bill when a prestation type has no price in the grid', () => {
    expect(computeBillItems([{ day: '2026-11-16', startTime: '08:00', endTime: '09:00', prestationTypeId: 9, kmTenths: 0 }], grid, noOptions, 'ZERO')).toBeNull();
    expect(computeBillItems([], grid, noOptions, 'ZERO')).toEqual([]);
  });
});
