import { describe, expect, it } from 'vitest';
import { slotPeriodLabel, slotTimeLabel, weeklySlotRows, type WeeklySlot } from '../../../../src/domain/unavailability/slotLabels';

const slot = (values: Partial<WeeklySlot>): WeeklySlot => ({
  id: 1, weekDay: 1, startDate: '2018-01-01', endDate: '2100-12-31', startTime: '00:00', endTime: '23:59', type: 'OTHER', comment: null, ...values,
});

describe('weekly table: Horaire', () => {
  it('reads the time sentinels as open ends', () => {
    expect(slotTimeLabel(slot({}))).toBe('Toute la journée');
    expect(slotTimeLabel(slot({ startTime: '14:00' }))).toBe('À partir de 14:00');
    expect(slotTimeLabel(slot({ endTime: '12:00' }))).toBe("Jusqu'à 12:00");
    expect(slotTimeLabel(slot({ startTime: '09:00', endTime: '12:00' }))).toBe('De 09:00 à 12:00');
    expect(slotTimeLabel(slot({ startTime: null, endTime: null }))).toBe('Toute la journée');
  });
});

describe('weekly table: Applicable', () => {
  it('reads the date sentinels (or no date) as open ends', () => {
    expect(slotPeriodLabel(slot({}))).toBe('Toujours');
    expect(slotPeriodLabel(slot({ startDate: null, endDate: null }))).toBe('Toujours');
    expect(slotPeriodLabel(slot({ startDate: '2026-12-01' }))).toBe('À partir du 01/12/2026');
    expect(slotPeriodLabel(slot({ endDate: '2026-12-31' }))).toBe("Jusqu'au 31/12/2026");
    expect(slotPeriodLabel(slot({ startDate: '2026-12-01', endDate: '2026-12-31' }))).toBe('Du 01/12/2026 au 31/12/2026');
    expect(slotPeriodLabel(slot({ startDate: '2026-12-02', endDate: '2026-12-02' }))).toBe('Le 02/12/2026');
  });
});

describe('weekly table rows', () => {
  it('show day, time, period, type and comment, Monday first then by start time', () => {
    const rows = weeklySlotRows([
      slot({ id: 3, weekDay: 5, type: 'FORMATION', comment: 'CAP petite enfance' }),
      slot({ id: 2, weekDay: 1, startTime: '14:00', type: 'OTHER_BUSINESS' }),
      slot({ id: 1, weekDay: 1, endTime: '12:00' }),
    ]);
    expect(rows).toEqual([
      { id: 1, day: 'Lundi', time: "Jusqu'à 12:00", period: 'Toujours', type: 'Non disponible', comment: '' },
      { id: 2, day: 'Lundi', time: 'À partir de 14:00', period: 'Toujours', type: 'En poste', comment: '' },
      { id: 3, day: 'Vendredi', time: 'Toute la journée', period: 'Toujours', type: 'En formation', comment: 'CAP petite enfance' },
    ]);
  });
});
