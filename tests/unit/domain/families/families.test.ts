/** A family's form checks and summary figures (src/domain/families). */
import { describe, expect, it } from 'vitest';
import { CONTACT_RULES, FUTURE_BIRTH_DATE, INVALID_DATE, PARENT_RULES, bodyErrors, childRules, parseHours } from '../../../../src/domain/families/form';
import { familyCounts, theoreticalHoursLabel } from '../../../../src/domain/families/summary';
import { familyDistinction } from '../../../../src/domain/families/labels';

describe('child rules', () => {
  const rules = childRules('2026-11-24');
  it('wants names and a real birth date not after today', () => {
    expect(bodyErrors({ firstName: 'Jade', lastName: 'Martin', birthDate: '2026-11-24' }, rules)).toEqual({});
    expect(bodyErrors({ firstName: 'Jade', lastName: 'Martin', birthDate: '2015-02-01' }, rules)).toEqual({});
    expect(bodyErrors({ firstName: '', lastName: 'Martin', birthDate: '2026-11-25' }, rules)).toEqual({ firstName: 'Champ obligatoire', birthDate: FUTURE_BIRTH_DATE });
    expect(bodyErrors({ firstName: 'Jade', lastName: null, birthDate: '2026-02-30' }, rules)).toEqual({ lastName: 'Champ obligatoire', birthDate: INVALID_DATE });
  });
});

describe('phones', () => {
  it("takes a French number of the field's kind, or an international one (Geneva)", () => {
    const parent = (mobile: string) => bodyErrors({ firstName: 'Anne', lastName: 'Roy', mobile }, PARENT_RULES);
    expect(parent('06 12 34 56 78')).toEqual({});
    expect(parent('+41 79 123 45 67')).toEqual({});
    expect(parent('04 78 12 34 56')).toEqual({ mobile: "Le format n'est pas valide ! " });
    expect(bodyErrors({ type: 'FRIEND', firstName: 'Paul', lastName: 'Roy', phone: '04 78 12 34 56' }, CONTACT_RULES)).toEqual({});
  });
});

describe('parseHours', () => {
  it('reads hours, decimal hours with a comma, and 42h30', () => {
    expect(parseHours('40')).toBe(2400);
    expect(parseHours('42,5')).toBe(2550);
    expect(parseHours('42h30')).toBe(2550);
    expect(parseHours('40h00')).toBe(2400);
    expect(parseHours('quarante')).toBeNull();
    expect(parseHours('800')).toBeNull();
  });
});

describe('summary', () => {
  it('counts the children and the parents with an app account, the active ones apart', () => {
    const parents = [{ accountStatus: 'ACTIVE' }, { accountStatus: 'CREATED' }, { accountStatus: null }];
    expect(familyCounts({ children: [1, 2, 3], parents })).toEqual({ children: 3, parentAccounts: 2, activeParentAccounts: 1 });
  });
  it("says 'Non défini' for unset theoretical hours", () => {
    expect(theoreticalHoursLabel(null)).toBe('Non défini');
    expect(theoreticalHoursLabel(2550)).toBe('42h30');
  });
});

describe('familyDistinction', () => {
  it('tells namesakes apart by city and children, eldest first, with what is known', () => {
    expect(familyDistinction({ city: 'Lyon', childrenFirstNames: ['Louis', 'Jade'] })).toBe('Lyon · Louis, Jade');
    expect(familyDistinction({ city: null, childrenFirstNames: ['Tom'] })).toBe('Tom');
    expect(familyDistinction({ city: 'Villeurbanne', childrenFirstNames: [] })).toBe('Villeurbanne');
    expect(familyDistinction({ city: null, childrenFirstNames: [] })).toBe('');
  });
});
