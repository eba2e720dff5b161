/** The avance immédiate panel: the state's tag and the moves it allows, a refused move's label, the agency without AVIM; the home tab shows it to natural persons only; React and Preact. */
import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it } from 'vitest';
import { getAvimState, markAvimValidated, resubscribeAvim, subscribeAvim, type AvimState } from '../../../../src/api/contract/avim';
import { AvimPanel } from '../../../../src/portal/screens/customers/AvimPanel';
import { HomeTab } from '../../../../src/portal/screens/customers/tabs/HomeTab';
import { CUSTOMER } from '../widgets/support/explorer';
import { eventually, nextFrame } from '../../support/render';
import { button, findAll, pageText } from '../widgets/support/dom';
import { failure, fakePortal } from '../widgets/support/portal';

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

const buttons = () => findAll<HTMLButtonElement>('button').map((b) => b.textContent);

describe('AvimPanel', () => {
  it('offers to subscribe, then to re-subscribe or mark validated, then nothing once validated', async () => {
    let state: AvimState = { status: 'NOT_SUBSCRIBED', subscribedAt: null, validatedAt: null };
    const fake = fakePortal([
      [getAvimState, () => state],
      [subscribeAvim, () => (state = { status: 'PENDING_CUSTOMER_VALIDATION', subscribedAt: '2026-03-01T10:00:00.000Z', validatedAt: null })],
      [resubscribeAvim, () => state],
      [markAvimValidated, () => (state = { ...state, status: 'VALIDATED', validatedAt: '2026-03-04T10:00:00.000Z' })],
    ]);
    unmount = fake.render(<AvimPanel customerId={7} />).unmount;
    await eventually(() => expect(pageText()).toContain('Non inscrit'));
    expect(buttons()).toEqual(['Inscrire à l’avance immédiate']);

    button('Inscrire à l’avance immédiate').click();
    await eventually(() => expect(pageText()).toContain('En attente de validation du client'));
    expect(pageText()).toContain('Demande du 01/03/2026');
    expect(buttons()).toEqual(['Relancer l’inscription', 'Marquer comme validée par le client']);
    // The move writes the state (the contract's `writes`): the panel reads it again.
    await eventually(() => expect(fake.calls.map((c) => c.name)).toEqual(['avim.get', 'avim.subscribe', 'avim.get']));

    button('Marquer comme validée par le client').click();
    await eventually(() => expect(pageText()).toContain('Inscription validée'));
    expect(pageText()).toContain('Validée le 04/03/2026');
    expect(buttons()).toEqual([]);
    await eventually(() => expect(fake.calls.map((c) => c.name)).toEqual(['avim.get', 'avim.subscribe', 'avim.get', 'avim.markValidated', 'avim.get']));
    await nextFrame();
    expect(pageText()).toContain('Validée le 04/03/2026');
  });

  it('shows an expired request with re-subscribe, and the server’s label of a refused move', async () => {
    const fake = fakePortal([
      [getAvimState, () => ({ status: 'EXPIRED', subscribedAt: '2026-01-01T10:00:00.000Z', validatedAt: null })],
      [resubscribeAvim, () => failure(400, 'AVIM_STATUS_FORBIDS', 'Seule une inscription en attente ou expirée peut être relancée')],
    ]);
    unmount = fake.render(<AvimPanel customerId={7} />).unmount;
    await eventually(() => expect(pageText()).toContain('Demande expirée'));
    button('Relancer l’inscription').click();
    await eventually(() => expect(pageText()).toContain('Seule une inscription en attente ou expirée peut être relancée'));
  });

  it('says when the agency has no AVIM', async () => {
    const fake = fakePortal([[getAvimState, () => failure(403, 'AVIM_DISABLED', 'L’avance immédiate n’est pas activée pour cette agence')]]);
    unmount = fake.render(<AvimPanel customerId={7} />).unmount;
    await eventually(() => expect(pageText()).toContain('L’avance immédiate n’est pas activée pour cette agence'));
    expect(buttons()).toEqual([]);
  });
});

describe('the customer’s home tab', () => {
  it.each([['NATURAL', true], ['LEGAL', false], ['BUSINESS_PROVIDER', false]] as const)('shows the avance immédiate to a %s customer: %s', async (type, shown) => {
    const fake = fakePortal([[getAvimState, () => ({ status: 'NOT_SUBSCRIBED', subscribedAt: null, validatedAt: null })]]);
    const customer = { ...CUSTOMER, type, families: [] };
    Object.assign(fake.portal, { agencyContext: { agency: signal({ id: 1, schoolVacationZone: 'A' }), version: signal(0) } });
    unmount = fake.render(<HomeTab customer={customer} kind="customers" noteId={null} onChange={() => undefined} reload={() => undefined} />).unmount;
    await eventually(() => expect(document.body.textContent).toContain('Derniers devis'));
    // The panel asks for its state when it mounts: shown, it is there once that answer is in; hidden, never asked.
    if (shown) await eventually(() => expect(fake.calls.some((c) => c.name === getAvimState.name)).toBe(true));
    else await nextFrame();
    expect(document.body.textContent?.includes('Avance immédiate')).toBe(shown);
    expect(fake.calls.some((c) => c.name === getAvimState.name)).toBe(shown);
  });
});
