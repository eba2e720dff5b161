/**
 * The reset link's page (spec 000 §4), React and Preact: a new password and its confirmation
 * filled in one tick (a password manager) then submitted at once reach the request
 * (preact/compat renders a tick later: a form checking its last render's values once refused them);
 * a used or expired activation link says so in its own words, with no reset link to ask for.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { changeForgottenPassword, checkForgottenPasswordToken } from '../../../../src/api/contract/auth';
import { MESSAGES } from '../../../../src/domain/messages';
import { ChangeForgottenPasswordScreen } from '../../../../src/portal/screens/password/ChangeForgottenPasswordScreen';
import { eventually } from '../../support/render';
import { button, control, pageText, typeInto } from '../widgets/support/dom';
import { failure, fakePortal } from '../widgets/support/portal';

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

  const refusals = [
    ['ACTIVATION_LINK_USED', "Ce lien d'activation a déjà été utilisé : votre compte est activé. Connectez-vous à l'application avec votre identifiant et votre mot de passe."],
    ['ACTIVATION_LINK_EXPIRED', "Ce lien d'activation a expiré : il est valable une heure. Demandez à votre agence de vous envoyer un nouveau mail d'activation."],
  ] as const;
  for (const [code, label] of refusals) {
    it(`says what an activation link says when the API answers ${code}, without the reset page's links`, async () => {
      const fake = fakePortal([[checkForgottenPasswordToken, () => failure(400, code, label)]]);
      unmount = fake.render(<ChangeForgottenPasswordScreen params={{ token: 'jeton' }} />).unmount;
      await eventually(() => expect(pageText()).toContain(label));
      expect(pageText()).toContain('Activer votre compte');
      for (const text of ['Nouveau mot de passe', MESSAGES.forgottenPasswordTokenInvalid, 'Demander un nouveau lien', 'Retour à la connexion']) expect(pageText()).not.toContain(text);
    });
  }

  it('keeps the reset page’s words and links for a reset link that is no longer valid', async () => {
    const fake = fakePortal([[checkForgottenPasswordToken, () => failure(400, 'INVALID_FORGOTTEN_PASSWORD_TOKEN', MESSAGES.forgottenPasswordTokenInvalid)]]);
    unmount = fake.render(<ChangeForgottenPasswordScreen params={{ token: 'jeton' }} />).unmount;
    await eventually(() => expect(pageText()).toContain('Ce lien de réinitialisation est invalide ou a expiré'));
    for (const text of ['Nouveau mot de passe', 'Demander un nouveau lien', 'Retour à la connexion']) expect(pageText()).toContain(text);
  });
});
