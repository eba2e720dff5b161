/**
 * The login's second step (TOTP), React and Preact: the code an authenticator's autofill types
 * and submits in the same tick is the one sent (preact/compat renders a tick later: a submit
 * reading the last render's code once sent the previous one); a short code is refused.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LoginAnswer, totpCode } from '../../../../src/api/contract/auth';
import { MESSAGES } from '../../../../src/domain/messages';
import { TotpStep } from '../../../../src/portal/screens/login/TotpStep';
import { eventually } from '../../support/render';
import { SOPHIE } from '../../support/fake-api';
import { control, fillAndClick, pageText } from '../widgets/support/dom';
import { fakePortal } from '../widgets/support/portal';

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

function show() {
  const fake = fakePortal([[totpCode, () => LoginAnswer.parse({ token: 'jeton-2', refreshToken: null, totpRequired: false, tokenExpiresAt: '2030-01-01T00:00:00Z', user: SOPHIE })]]);
  const logged: string[] = [];
  Object.assign(fake.portal, { loggedIn: (answer: LoginAnswer) => logged.push(answer.token) });
  unmount = fake.render(<TotpStep login="totp@demo.fr" onBack={() => undefined} />).unmount;
  return { ...fake, logged };
}

describe('TotpStep', () => {
  it('sends the code typed just before « Valider », with no pause between them', async () => {
    const fake = show();
    await eventually(() => control('Code de vérification'));
    fillAndClick([['Code de vérification', '482913']], 'Valider');
    await eventually(() => expect(fake.logged).toEqual(['jeton-2']));
    expect(fake.calls.find((c) => c.name === 'auth.totpCode')?.body).toEqual({ totpCode: '482913' });
  });

  it('refuses a code of less than 6 digits and sends nothing', async () => {
    const fake = show();
    await eventually(() => control('Code de vérification'));
    fillAndClick([['Code de vérification', '4829']], 'Valider');
    await eventually(() => expect(pageText()).toContain(MESSAGES.invalidFormat));
    expect(fake.calls).toHaveLength(0);
  });
});
