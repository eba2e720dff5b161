import { describe, expect, it } from 'vitest';
import { myAccountErrors, myAccountValues, toMyAccountPayload, type MyAccountValues } from '../../../src/domain/myAccount';

const REQUIRED = 'Champ obligatoire';
const FORMAT = "Le format n'est pas valide ! ";
const sophie = myAccountValues({ firstName: 'Sophie', lastName: 'Lefèvre', login: 'directrice@demo.fr' });
const errors = (values: Partial<MyAccountValues>) => myAccountErrors({ ...sophie, ...values });

describe('my account form', () => {
  it('opens filled from the session user, without changing the password', () => {
    expect(sophie).toEqual({ firstName: 'Sophie', lastName: 'Lefèvre', login: 'directrice@demo.fr', changingPassword: false, currentPassword: '', newPassword: '' });
    expect(errors({})).toEqual({});
  });

  it('requires first name, last name and login, 150, 150 and 200 characters at most', () => {
    expect(errors({ firstName: ' ', lastName: '', login: '' })).toEqual({ firstName: REQUIRED, lastName: REQUIRED, login: REQUIRED });
    expect(errors({ firstName: 'a'.repeat(150), lastName: 'b'.repeat(150) })).toEqual({});
    expect(errors({ firstName: 'a'.repeat(151), lastName: 'b'.repeat(151) })).toEqual({ firstName: '150 caractères maximum', lastName: '150 caractères maximum' });
    expect(errors({ login: `${'a'.repeat(192)}@demo.fr` })).toEqual({});
    expect(errors({ login: `${'a'.repeat(193)}@demo.fr` })).toEqual({ login: '200 caractères maximum' });
  });

  it("wants a valid e-mail as login: 'Email non valide'", () => {
    expect(errors({ login: 'directrice' })).toEqual({ login: 'Email non valide' });
    expect(errors({ login: 'directrice@demo' })).toEqual({ login: 'Email non valide' });
  });

  it('checks the passwords only when changing the password', () => {
    expect(errors({ currentPassword: '', newPassword: 'weak' })).toEqual({});
    expect(errors({ changingPassword: true })).toEqual({ currentPassword: REQUIRED, newPassword: REQUIRED });
  });

  it('wants a current password of 50 characters at most and a new one in the password format', () => {
    expect(errors({ changingPassword: true, currentPassword: 'x'.repeat(51), newPassword: 'Demo-2026!' })).toEqual({ currentPassword: '50 caractères maximum' });
    expect(errors({ changingPassword: true, currentPassword: 'old', newPassword: 'demo2026' })).toEqual({ newPassword: FORMAT });
    expect(errors({ changingPassword: true, currentPassword: 'old', newPassword: `Aa1!${'x'.repeat(37)}` })).toEqual({ newPassword: FORMAT });
    expect(errors({ changingPassword: true, currentPassword: 'old', newPassword: 'Demo-2026!' })).toEqual({});
  });
});

describe('my account payload', () => {
  it('trims the names and login, and sends passwords only when changing them', () => {
    expect(toMyAccountPayload({ ...sophie, firstName: ' Sophie ', login: ' directrice@demo.fr ', currentPassword: 'typed', newPassword: 'typed' })).toEqual({
      login: 'directrice@demo.fr', firstName: 'Sophie', lastName: 'Lefèvre', changingPassword: false, currentPassword: null, newPassword: null,
    });
    expect(toMyAccountPayload({ ...sophie, changingPassword: true, currentPassword: ' old ', newPassword: 'Demo-2026!' })).toMatchObject({
      changingPassword: true, currentPassword: ' old ', newPassword: 'Demo-2026!',
    });
  });
});
