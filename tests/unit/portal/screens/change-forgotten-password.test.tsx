/**
 * The reset link's page (spec 000 §4), React and Preact: a new password and its confirmation
 * filled in one tick (a password manager) then submitted at once reach the request
 * (preact/compat renders a tick later: a form checking its last render's values once refused them).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { changeForgottenPassword, checkForgottenPasswordToken } from '../../../../src/api/contract/auth';
import { ChangeForgottenPasswordScreen } from '../../../../src/portal/screens/password/ChangeForgottenPasswordScreen';
import { eventually } from '../../support/render';
import { button, control, pageText, typeInto } from '../widgets/support/dom';
import { fakePortal } from '../widgets/support/portal';

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

describe('ChangeForgottenPasswordScreen', () => {
  it('sets the password filled in both fields in one tick and submitted at once', async () => {
    const fake = fakePortal([
      [checkForgottenPasswordToken, () => ({ login: 'directrice@demo.fr' })],
      [changeForgottenPassword, () => undefined],
    ]);
    unmount = fake.render(<ChangeForgottenPasswordScreen params={{ token: 'jeton' }} />).unmount;
    await eventually(() => control('Confirmation du mot de passe'));
    typeInto(control('Nouveau mot de passe'), 'Nouveau_2027!');
    typeInto(control('Confirmation du mot de passe'), 'Nouveau_2027!');
    button('Enregistrer le mot de passe').click();
    await eventually(() => expect(pageText()).toContain('Votre mot de passe a été modifié'));
    expect(fake.calls.find((c) => c.name === 'auth.changeForgottenPassword')?.body).toEqual({ forgottenPasswordToken: 'jeton', newPassword: 'Nouveau_2027!' });
  });

  it('speaks of activating the account when the link is an activation link, and sends no app user to the back office', async () => {
    const fake = fakePortal([
      [checkForgottenPasswordToken, () => ({ login: 'ines.haddad@exemple.fr', activation: true })],
      [changeForgottenPassword, () => undefined],
    ]);
    unmount = fake.render(<ChangeForgottenPasswordScreen params={{ token: 'jeton' }} />).unmount;
    await eventually(() => expect(pageText()).toContain('Choisissez le mot de passe de votre compte ines.haddad@exemple.fr.'));
    expect(pageText()).toContain('Activer votre compte');
    typeInto(control('Nouveau mot de passe'), 'Nouveau_2027!');
    typeInto(control('Confirmation du mot de passe'), 'Nouveau_2027!');
    button('Activer mon compte').click();
    await eventually(() => expect(pageText()).toContain("Votre compte est activé. Connectez-vous à l'application avec votre identifiant et ce mot de passe."));
    expect(pageText()).not.toContain('Se connecter');
  });
});
