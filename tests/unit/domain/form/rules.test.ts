import { describe, expect, it } from 'vitest';
import { fieldError, formErrors, serverFieldErrors } from '../../../../src/domain/form/rules';

describe('form rules', () => {
  it('gives the spec’s messages', () => {
    expect(fieldError('  ', { required: true })).toBe('Champ obligatoire');
    expect(fieldError('', { email: true })).toBeNull();
    expect(fieldError('marc@', { email: true })).toBe('Email non valide');
    expect(fieldError('0478123456', { phone: 'mobile' })).toBe("Le format n'est pas valide ! ");
    expect(fieldError('06 12 34 56 78', { phone: 'mobile' })).toBeNull();
    expect(fieldError('+33 4 78 12 34 56', { phone: 'landline' })).toBeNull();
    expect(fieldError('x'.repeat(151), { max: 150 })).toBe('150 caractères maximum');
  });

  it('lists only the fields in error', () => {
    expect(formErrors({ firstName: '', email: 'a@b.fr', mobile: '07' }, { firstName: { required: true }, email: { email: true }, mobile: { phone: 'mobile' } })).toEqual({
      firstName: 'Champ obligatoire',
      mobile: "Le format n'est pas valide ! ",
    });
  });

  it('puts the server’s errors on their fields, by full path or last part', () => {
    const placed = serverFieldErrors(
      [
        { label: 'Un client ou prospect existe déjà avec cet e-mail', field: 'email' },
        { label: 'Champ « mainContact.lastName » : Champ obligatoire', field: 'mainContact.lastName' },
        { label: 'Autre chose' },
      ],
      ['email', 'lastName'] as const,
    );
    expect(placed.fields).toEqual({ email: 'Un client ou prospect existe déjà avec cet e-mail', lastName: 'Champ obligatoire' });
    expect(placed.others).toEqual(['Autre chose']);
  });
});
