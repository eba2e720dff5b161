import { describe, expect, it } from 'vitest';
import { ABSENCE_TYPES, type AbsenceType } from '../../../../src/api/contract/unavailabilities';
import { UNAVAILABILITY_REASONS } from '../../../../src/domain/planning/rejections';
import { fitsCivility, leaveCivilityError } from '../../../../src/domain/unavailability/leaveCivility';

const types = Object.keys(ABSENCE_TYPES) as AbsenceType[];

describe('birth leaves and civilities', () => {
  it('keeps maternity leaves for women and the paternity leave for men, every other type for both', () => {
    expect(types.filter((type) => !fitsCivility(type, 'M'))).toEqual(['MATERNITY_LEAVE', 'MATERNITY_LEAVE_PRENATAL', 'MATERNITY_LEAVE_POSTNATAL']);
    expect(types.filter((type) => !fitsCivility(type, 'MME'))).toEqual(['PATERNITY_LEAVE']);
  });

  it('refuses the other civility with a French label', () => {
    expect(leaveCivilityError('MATERNITY_LEAVE_PRENATAL', 'M')).toEqual({ code: 'ABSENCE_TYPE_CIVILITY', label: 'Un congé maternité ne peut être saisi que pour une intervenante' });
    expect(leaveCivilityError('PATERNITY_LEAVE', 'MME')).toEqual({ code: 'ABSENCE_TYPE_CIVILITY', label: 'Un congé paternité ne peut être saisi que pour un intervenant' });
    expect([leaveCivilityError('PATERNITY_LEAVE', 'M'), leaveCivilityError('MATERNITY_LEAVE', 'MME'), leaveCivilityError('SICK_VACATION', 'M')]).toEqual([null, null, null]);
  });

  it('names the paternity leave « Congé paternité », and the engine « est en congé paternité »', () => {
    expect(ABSENCE_TYPES.PATERNITY_LEAVE.label).toBe('Congé paternité');
    expect(UNAVAILABILITY_REASONS.PATERNITY_LEAVE).toBe('est en congé paternité');
  });
});
