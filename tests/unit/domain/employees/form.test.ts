/** The rules of an employee's record forms, shared by the portal and the sandbox; the moves its status allows. */
import { describe, expect, it } from 'vitest';
import { allowedEmployeeActions, employeeActionEvent, refusedEmployeeAction } from '../../../../src/domain/employees/actions';
import { ADDRESS_RULES, PRO_INFOS_RULES, birthDateError, birthDateIso, errorsOf, infosRules } from '../../../../src/domain/employees/form';
import { employeeStatusTag } from '../../../../src/domain/employees/labels';

describe('birth date', () => {
  it('reads the API’s form and the typed one, refuses the future and before 1900', () => {
    expect(birthDateIso('12/03/1994')).toBe('1994-03-12');
    expect(birthDateIso('1994-03-12')).toBe('1994-03-12');
    expect(birthDateIso('31/02/1994')).toBeNull();
    expect(birthDateError('12/03/1994', '2026-11-24')).toBeNull();
    expect(birthDateError('2026-11-24', '2026-11-24')).toBeNull();
    expect(birthDateError('2026-11-25', '2026-11-24')).toBe('La date de naissance ne peut pas être dans le futur');
    expect(birthDateError('31/12/1899', '2026-11-24')).toBe('Date de naissance attendue au format JJ/MM/AAAA, à partir du 01/01/1900');
  });
});

describe('errors of a body', () => {
  it('names each field in error, required ones and formats, with a prefix for a nested part', () => {
    expect(errorsOf({ firstName: 'Léa', lastName: ' ', civility: 'MME', birthDate: '1990-01-01', email: 'lea@', phoneNumber1: '0412345678' }, infosRules('2026-11-24'))).toEqual({
      lastName: 'Champ obligatoire',
      email: 'Email non valide',
      phoneNumber1: expect.any(String),
    });
    expect(errorsOf({ street: 'Rue', zipCode: '690', city: null }, ADDRESS_RULES, 'address.')).toEqual({ 'address.zipCode': 'Code postal attendu sur 5 chiffres', 'address.city': 'Champ obligatoire' });
    expect(errorsOf({ socialSecurityNumber: '2 94 03 69 123 456 78' }, PRO_INFOS_RULES)).toEqual({});
    expect(errorsOf({ socialSecurityNumber: '2940369123456' }, PRO_INFOS_RULES)).toEqual({});
    expect(errorsOf({ socialSecurityNumber: '394036912345678' }, PRO_INFOS_RULES)).toEqual({ socialSecurityNumber: 'N° de sécurité sociale attendu sur 13 ou 15 chiffres, commençant par 1 ou 2' });
  });
});

describe('moves', () => {
  it('lets a candidate become an employee, and either be archived then unarchived', () => {
    expect(allowedEmployeeActions({ status: 'CANDIDATE', archived: false })).toEqual(['TO_EMPLOYEE', 'ARCHIVE']);
    expect(allowedEmployeeActions({ status: 'ACTIVE', archived: false })).toEqual(['ARCHIVE']);
    expect(allowedEmployeeActions({ status: 'CANDIDATE', archived: true })).toEqual(['UNARCHIVE']);
    expect(refusedEmployeeAction({ status: 'ACTIVE', archived: false }, 'TO_EMPLOYEE')).toBe('Seul un candidat peut devenir salarié');
    expect(employeeActionEvent('CANDIDATE', 'ARCHIVE')).toBe('CANDIDATE_ARCHIVED');
    expect(employeeActionEvent('SUSPENDED', 'UNARCHIVE')).toBe('EMPLOYEE_UNARCHIVED');
    expect(employeeStatusTag({ status: 'CANDIDATE', archived: true }).label).toBe('Candidat archivé');
    expect(employeeStatusTag({ status: 'ACTIVE', archived: false })).toEqual({ label: 'Actif', tone: 'success' });
  });
});
