/** Paye: the tabs' availability rule, the month's hours counted as billing counts them, the period's totals, the labels. */
import { describe, expect, it } from 'vitest';
import { eventsByContract, monthMinutes, periodTotals } from '../../../src/domain/paye/hours';
import { payePeriodStatusLabel, WORK_CONTRACT_STATUS_LABELS } from '../../../src/domain/paye/labels';
import { isPayeAvailable } from '../../../src/domain/permissions';

const options = { christmasIncrease: false, mayDayIncrease: true };

describe('paye availability (001 §6)', () => {
  it('needs the agency to enable paye, and the user admin or paye active for the agency', () => {
    expect(isPayeAvailable({ payeEnabled: true, payeActiveForAgency: true }, 'ADVISER')).toBe(true);
    expect(isPayeAvailable({ payeEnabled: true, payeActiveForAgency: false }, 'DIRECTOR')).toBe(false);
    expect(isPayeAvailable({ payeEnabled: true, payeActiveForAgency: false }, 'ADMIN')).toBe(true);
    expect(isPayeAvailable({ payeEnabled: false, payeActiveForAgency: true }, 'DIRECTOR')).toBe(false);
    expect(isPayeAvailable(null, 'ADMIN')).toBe(false);
  });
});

describe('hours of the month', () => {
  it('counts nights, Sundays and holidays once each, as billing does', () => {
    const events = [
      { familyId: 1, day: '2026-03-02', startTime: '08:00', endTime: '12:00' }, // Monday: 4 h plain
      { familyId: 1, day: '2026-03-07', startTime: '20:00', endTime: '02:00' }, // Saturday 20:00 → Sunday 02:00: 2 h night, 2 h Sunday
      { familyId: 2, day: '2026-05-01', startTime: '09:00', endTime: '11:00' }, // 1 May, increased by option: holiday
      { familyId: 2, day: '2026-12-25', startTime: '09:00', endTime: '10:00' }, // 25 December, not increased: plain (a Friday)
    ];
    expect(monthMinutes(events, options)).toEqual({ total: 13 * 60, night: 120, sunday: 120, holiday: 120 });
    expect(monthMinutes([], options)).toEqual({ total: 0, night: 0, sunday: 0, holiday: 0 });
  });

  it("gives a family's contract that family's events and the agency's contract the others", () => {
    const events = [1, 2, 3].map((familyId) => ({ familyId, day: '2026-03-02', startTime: '08:00', endTime: '09:00' }));
    const split = eventsByContract([{ id: 10, familyId: 2 }, { id: 11, familyId: null }], events);
    expect(split.get(10)!.map((e) => e.familyId)).toEqual([2]);
    expect(split.get(11)!.map((e) => e.familyId)).toEqual([1, 3]);
  });
});

describe('period totals', () => {
  it('adds hours, allowances and bonuses, and takes the down payments off', () => {
    expect(periodTotals([{ amountCents: 100_00, allowancesCents: 5_00 }, { amountCents: 50_00, allowancesCents: 0 }], [{ amountCents: 20_00 }], [{ amountCents: 30_00 }]))
      .toEqual({ hoursCents: 150_00, allowancesCents: 5_00, bonusesCents: 20_00, downPaymentsCents: 30_00, toPayBeforeContributionsCents: 145_00 });
  });
});

describe('labels', () => {
  it('says in French whether the period is validated and where a work contract stands', () => {
    expect(payePeriodStatusLabel(true)).toBe('Période validée');
    expect(payePeriodStatusLabel(false)).toBe('Période à valider');
    expect(WORK_CONTRACT_STATUS_LABELS.SIGNED).toBe('Signé');
  });
});
