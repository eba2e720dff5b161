import { describe, expect, it } from 'vitest';
import { LEAVE_SHARED_CARE_TEXTS, leavingSharedCare, shareOf, sharedTotal } from '../../../../src/domain/families/sharedCare';

describe('a family leaving a shared care', () => {
  it('leaves the others together while two or more remain', () => {
    expect(leavingSharedCare([7, 8, 9], 8)).toEqual({ kind: 'update', memberFamilyIds: [7, 9] });
    expect(leavingSharedCare([7, 8, 9, 10], 7)).toEqual({ kind: 'update', memberFamilyIds: [8, 9, 10] });
  });

  it('deletes the care when one family only would remain', () => {
    expect(leavingSharedCare([7, 8], 7)).toEqual({ kind: 'delete' });
  });

  it('says which happens in its question', () => {
    expect(LEAVE_SHARED_CARE_TEXTS.question({ kind: 'delete' }, 'Famille Martin')).toContain('la garde partagée sera supprimée');
    expect(LEAVE_SHARED_CARE_TEXTS.question({ kind: 'update', memberFamilyIds: [8, 9] }, 'Famille Martin')).not.toContain('supprimée');
  });
});

describe("a member's share of a shared care", () => {
  it("rounds one event's part to its unit (minutes, tenths of a kilometre), a family's own whole", () => {
    expect([shareOf(45, 1 / 2), shareOf(85, 1 / 2), shareOf(100, 1 / 3), shareOf(85, 1)]).toEqual([23, 43, 33, 85]);
  });

  it('adds a total up before rounding it once', () => {
    expect(sharedTotal([[45, 1 / 2], [45, 1 / 2], [60, 1]])).toBe(105);
    expect(sharedTotal([])).toBe(0);
  });
});
