/**
 * /agency/prices' new prestation type (spec 002 §7.2), React and Preact: the label typed and the
 * product chosen right before « Ajouter » are what is created, with no render in between
 * (preact/compat renders a tick later); an empty label says « Champ obligatoire » and sends nothing; once created,
 * the agency's lists (the estimate and family forms' prestation types) are loaded again.
 */
import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it } from 'vitest';
import { createPrestationType, prestationTypesAndFormulas, searchPriceGrids } from '../../../../src/api/contract/pricing';
import { PricesScreen } from '../../../../src/portal/screens/billing/PricesScreen';
import { eventually } from '../../support/render';
import { button, control, fillAndClick, pageText } from '../widgets/support/dom';
import { fakePortal, onePage } from '../widgets/support/portal';
import { TEST_NOW_MS } from '../../../support/clock';

function api() {
  const listsChanged: number[] = [];
  const fake = fakePortal([
    [prestationTypesAndFormulas, () => ({ prestationTypes: [{ id: 1, type: 'CUSTOM', label: 'Garde périscolaire', productType: 'CHILDCARE', archived: false }], formulas: [] })],
    [searchPriceGrids, () => onePage([])],
    [createPrestationType, ({ body }) => ({ id: 2, archived: false, ...(body as object) })],
  ]);
  const lists = { productTypes: [{ code: 'CHILDCARE', label: 'Garde d’enfants', vatRate: 'ZERO' }, { code: 'HOUSEHOLD', label: 'Ménage', vatRate: 'NORMAL' }] };
  Object.assign(fake.portal, { session: { user: signal({ role: 'DIRECTOR' }) }, agencyContext: { agency: signal({ id: 1, schoolVacationZone: 'A' }), version: signal(0), lists: signal(lists), requestLists: () => undefined, listsChanged: () => void listsChanged.push(TEST_NOW_MS) } });
  return { ...fake, listsChanged };
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

describe('PricesScreen', () => {
  it('creates the prestation typed and the product chosen just before « Ajouter », and refuses an empty label', async () => {
    const fake = api();
    unmount = fake.render(<PricesScreen params={{}} title="Tarifs" />).unmount;
    await eventually(() => expect(pageText()).toContain('Garde périscolaire'));
    button('Ajouter').click();
    await eventually(() => expect(pageText()).toContain('Champ obligatoire'));
    expect(fake.calls.some((c) => c.name === 'pricing.createPrestationType')).toBe(false);
    fillAndClick([['Nouvelle prestation', 'Repassage'], ['Produit', 'HOUSEHOLD']], 'Ajouter');
    await eventually(() => expect(fake.calls.find((c) => c.name === 'pricing.createPrestationType')?.body).toEqual({ type: 'CUSTOM', label: 'Repassage', productType: 'HOUSEHOLD' }));
    await eventually(() => expect(control('Nouvelle prestation').value).toBe(''));
    // The estimate and family forms' lists are told: they offer « Repassage » without a reload.
    expect(fake.listsChanged).toHaveLength(1);
  });
});
