/** The support session (spec 002 §6, §8): a separate identity provider's token refused ends the session with the spec's alert, React and Preact. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { getSupportUser, listTags } from '../../../../src/api/contract/support';
import { SupportProvider, useSupport } from '../../../../src/portal/shell/support/SupportContext';
import { eventually, nextFrame } from '../../support/render';
import { button, pageText } from './support/dom';
import { failure, fakePortal } from './support/portal';

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

function Who() {
  const support = useSupport();
  return <p>{support.agent ? 'agent' : 'utilisateur'} {support.user.fullName}</p>;
}

function setUp(answer: () => unknown, separate: boolean) {
  const fake = fakePortal([[getSupportUser, answer]]);
  const alert = vi.fn();
  const logout = vi.fn(async () => undefined);
  const navigate = vi.fn();
  Object.assign(fake.portal, {
    supportClient: () => ({ client: fake.portal.client, separate }),
    logout,
    router: { navigate },
    document: { defaultView: { alert } },
  });
  unmount = fake.render(<SupportProvider fallback={<p>Chargement…</p>}><Who /></SupportProvider>).unmount;
  return { alert, logout, navigate, calls: fake.calls };
}

describe('SupportProvider', () => {
  it('gives the support user to the drawer', async () => {
    setUp(() => ({ id: 30, fullName: 'Lucie Garnier', type: 'AGENT' }), true);
    await eventually(() => expect(pageText()).toContain('agent Lucie Garnier'));
  });

  it("on a refused support token: alert 'Votre session a expirée.', sign out, then /support/partners", async () => {
    const { alert, logout, navigate } = setUp(() => failure(401, 'UNAUTHENTICATED', 'Session expirée'), true);
    await eventually(() => expect(navigate).toHaveBeenCalledWith('/support/partners'));
    expect(alert).toHaveBeenCalledWith('Votre session a expirée.');
    expect(logout).toHaveBeenCalledTimes(1);
    expect(pageText()).toContain('Chargement…');
  });

  it("words a refused power 'Action non autorisée'", async () => {
    const fake = fakePortal([
      [getSupportUser, () => ({ id: 32, fullName: 'Élodie Petit', type: 'USER' })],
      [listTags, () => failure(403, 'FORBIDDEN', "Vous n'avez pas les droits nécessaires pour cette opération")],
    ]);
    Object.assign(fake.portal, { supportClient: () => ({ client: fake.portal.client, separate: false }) });
    function Probe() {
      const support = useSupport();
      const [message, setMessage] = useState('');
      return (
        <button type="button" onClick={() => void support.call((c) => c.call(listTags)).catch((e: Error) => setMessage(e.message))}>
          {message || 'Étiquettes'}
        </button>
      );
    }
    unmount = fake.render(<SupportProvider fallback={null}><Probe /></SupportProvider>).unmount;
    await eventually(() => expect(pageText()).toContain('Étiquettes'));
    button('Étiquettes').click();
    await eventually(() => expect(pageText()).toContain('Action non autorisée'));
  });

  it('leaves a 401 of the session’s own token to the client (refresh, then logout)', async () => {
    const { alert, navigate, calls } = setUp(() => failure(401, 'UNAUTHENTICATED', 'Session expirée'), false);
    // The support user was asked and refused; the refusal's handling has run once the screen repainted.
    await eventually(() => expect(calls.map((call) => call.name)).toContain(getSupportUser.name));
    await nextFrame();
    expect(alert).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
