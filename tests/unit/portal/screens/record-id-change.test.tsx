/**
 * A record screen whose id changes in the URL (issue 31 §3), mounted as the app mounts it (keyed by `screenKey`), React and
 * Preact: /customers/6 → /customers/7 shows customer 7's name and never customer 6's, even while 7 loads (its read is the
 * cache's, not the previous screen's); an id that does not load shows the not-found message, not the record before it.
 */
import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it } from 'vitest';
import { getCustomer } from '../../../../src/api/contract/customers';
import { matchRoute, screenKey } from '../../../../src/domain/routes';
import { CustomerRecordScreen } from '../../../../src/portal/screens/customers/CustomerRecordScreen';
import { createRouter } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { find } from '../widgets/support/dom';
import { CUSTOMER } from '../widgets/support/explorer';
import { failure, fakePortal } from '../widgets/support/portal';

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

const NAMES: Record<string, string> = { '6': 'Famille Lambert', '7': 'Famille Moreau' };

function open() {
  let release7: () => void = () => undefined;
  const seven = new Promise<void>((resolve) => (release7 = resolve));
  const fake = fakePortal([
    [getCustomer, async ({ params }) => {
      if (params.id === '7') await seven;
      const name = NAMES[params.id!];
      return name ? { ...CUSTOMER, customerId: Number(params.id), ref: `CLI-1-000${params.id}`, customerName: name } : failure(404, 'NOT_FOUND', 'Client introuvable');
    }],
  ]);
  const router = createRouter('memory', undefined, '/customers/6/infos');
  Object.assign(fake.portal, { router, agencyContext: { agency: signal(null), version: signal(0), lists: signal(null), requestLists: () => undefined } });
  const screen = (id: string) => <CustomerRecordScreen key={screenKey(matchRoute(`/customers/${id}/infos`)!)} params={{ customerId: id }} title="Client" />;
  const view = fake.render(screen('6'));
  unmount = view.unmount;
  const go = (id: string) => {
    router.navigate(`/customers/${id}/infos`);
    view.rerender(screen(id));
  };
  return { fake, go, release7: () => release7() };
}

/** The record's name in its heading (its status tag beside it left out). */
const name = () => document.querySelector('.ap-record-head__name')?.firstChild?.textContent?.trim() ?? null;

describe('a record screen whose id changes', () => {
  it('shows the new record, never the previous one while it loads', async () => {
    const { go, release7 } = open();
    await eventually(() => expect(name()).toBe('Famille Lambert'));
    go('7');
    await eventually(() => expect(name()).toBeNull());
    expect(document.body.textContent).not.toContain('Famille Lambert');
    release7();
    await eventually(() => expect(name()).toBe('Famille Moreau'));
    expect(document.body.textContent).not.toContain('Famille Lambert');
  });

  it('shows the not-found message and no form for an id that does not load', async () => {
    const { fake, go } = open();
    await eventually(() => expect(name()).toBe('Famille Lambert'));
    go('25');
    await eventually(() => expect(find('[role="alert"], .ap-alert').textContent).toBe('Cette fiche n’existe pas ou n’est pas celle de votre agence.'));
    expect(document.body.textContent).not.toContain('Famille Lambert');
    expect(document.querySelector('form')).toBeNull();
    // The records asked (the fake's path matcher also takes /customers/advisers for a record: left out).
    expect(fake.calls.filter((call) => call.name === getCustomer.name && /^\d+$/.test(call.params.id ?? '')).map((call) => call.params.id)).toEqual(['6', '25']);
  });
});
