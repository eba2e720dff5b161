/**
 * A price grid's dialog (/billing/prices, spec 002), React and Preact: what is typed right before
 * « Enregistrer la grille » or a rate's « Enregistrer » reaches the request, with no render in
 * between (preact/compat renders a tick later: a dialog saving from its last render's values once
 * lost the newest keystroke).
 */
import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it } from 'vitest';
import { getPriceGrid, priceGridChangelogs, updatePriceGrid, updatePriceGridItem, type PriceGrid } from '../../../../src/api/contract/pricing';
import { BILLING_TEXTS } from '../../../../src/domain/billing/texts';
import { DATE_MESSAGES } from '../../../../src/domain/datePicker';
import { MESSAGES } from '../../../../src/domain/messages';
import { PriceGridDialog } from '../../../../src/portal/screens/billing/PriceGridDialog';
import { eventually } from '../../support/render';
import { refusesThenSaves } from '../support/refusedSave';
import { button, control, typeInto } from '../widgets/support/dom';
import { fakePortal } from '../widgets/support/portal';

const GRID: PriceGrid = {
  id: 3, label: 'Grille standard', customer: null, formulaId: null, validFrom: '2026-01-01', validTo: null, perKmCents: 50,
  nightIncreasePercent: 10, sundayIncreasePercent: 20, holidayIncreasePercent: 25, billCount: 0,
  items: [
    { id: 8, prestationTypeId: 1, prestationTypeLabel: 'Garde périscolaire', productType: 'CHILDCARE', hourlyRate: 2_400 },
    { id: 9, prestationTypeId: 2, prestationTypeLabel: 'Ménage et repassage', productType: 'HOUSEHOLD', hourlyRate: 2_800 },
  ],
};

/** Lyon with the household line closed (householdEnabled off). */
const LYON = { id: 1, label: 'Agence Lyon Presqu’île', features: ['billingEnabled', 'homecareEnabled'], advisersRights: ['BILLING'] };

function api() {
  const fake = fakePortal([
    [getPriceGrid, () => GRID],
    [priceGridChangelogs, () => []],
    [updatePriceGrid, ({ body }) => ({ ...GRID, ...(body as object) })],
    [updatePriceGridItem, () => GRID],
  ]);
  Object.assign(fake.portal, { agencyContext: { agency: signal(LYON) } });
  return fake;
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

describe('PriceGridDialog', () => {
  it('saves the grid with the label and increase typed just before « Enregistrer la grille »', async () => {
    const fake = api();
    unmount = fake.render(<PriceGridDialog gridId={3} currency="EUR" onClose={() => undefined} />).unmount;
    await eventually(() => expect(control('Libellé').value).toBe('Grille standard'));
    typeInto(control('Libellé'), 'Grille 2027');
    typeInto(control('Majoration de nuit (%)'), '15');
    button('Enregistrer la grille').click();
    await eventually(() => expect(fake.calls.some((c) => c.name === 'pricing.updateGrid')).toBe(true));
    expect(fake.calls.find((c) => c.name === 'pricing.updateGrid')?.body).toMatchObject({ label: 'Grille 2027', nightIncreasePercent: 15 });
  });

  it('saves the rate typed just before its « Enregistrer »', async () => {
    const fake = api();
    unmount = fake.render(<PriceGridDialog gridId={3} currency="EUR" onClose={() => undefined} />).unmount;
    await eventually(() => control('Tarif horaire de « Garde périscolaire »'));
    typeInto(control('Tarif horaire de « Garde périscolaire »'), '25,50');
    button('Enregistrer').click();
    await eventually(() => expect(fake.calls.some((c) => c.name === 'pricing.updateGridItem')).toBe(true));
    expect(fake.calls.find((c) => c.name === 'pricing.updateGridItem')?.body).toEqual({ hourlyRate: 2_550 });
  });

  it('keeps the price of a closed line and offers no field to change it', async () => {
    const fake = api();
    const view = fake.render(<PriceGridDialog gridId={3} currency="EUR" onClose={() => undefined} />);
    unmount = view.unmount;
    await eventually(() => control('Tarif horaire de « Garde périscolaire »'));
    const row = [...view.container.ownerDocument.querySelectorAll('tr')].find((tr) => tr.textContent?.startsWith('Ménage et repassage'));
    expect(row?.textContent).toBe('Ménage et repassage28,00\u00a0€Option « Ménage et repassage » désactivée');
    expect(row?.querySelector('input, button')).toBeNull();
  });

  describe('fields that cannot lie', () => {
    const open = async () => {
      const fake = api();
      unmount = fake.render(<PriceGridDialog gridId={3} currency="EUR" onClose={() => undefined} />).unmount;
      await eventually(() => expect(control('Libellé').value).toBe('Grille standard'));
      return fake;
    };
    const SAVED = { label: 'Grille standard', customerId: null, formulaId: null, validFrom: '2026-01-01', validTo: null, perKmCents: 50, nightIncreasePercent: 10, sundayIncreasePercent: 20, holidayIncreasePercent: 25 };

    it('refuses a validity that does not exist', async () => {
      const { calls } = await open();
      await refusesThenSaves({
        calls, field: 'Valable du', wrong: '32/13/2026', message: DATE_MESSAGES.invalidDate, right: '01/02/2026', save: 'Enregistrer la grille',
        endpoint: 'pricing.updateGrid', body: { ...SAVED, validFrom: '2026-02-01' },
      });
    });

    it('refuses an increase that does not read, instead of saving 0 %', async () => {
      const { calls } = await open();
      await refusesThenSaves({
        calls, field: 'Majoration de nuit (%)', wrong: '12,3,4', message: MESSAGES.invalidNumber, right: '12,5', save: 'Enregistrer la grille',
        endpoint: 'pricing.updateGrid', body: { ...SAVED, nightIncreasePercent: 12.5 },
      });
    });

    it('refuses a kilometre price that does not read', async () => {
      const { calls } = await open();
      await refusesThenSaves({
        calls, field: 'Kilomètre (€)', wrong: '12,3,4', message: BILLING_TEXTS.invalidAmount, right: '0,62', save: 'Enregistrer la grille',
        endpoint: 'pricing.updateGrid', body: { ...SAVED, perKmCents: 62 },
      });
    });

    it('refuses a rate that does not read, under its own field', async () => {
      const { calls } = await open();
      await refusesThenSaves({
        calls, field: 'Tarif horaire de « Garde périscolaire »', wrong: '12,3,4', message: BILLING_TEXTS.invalidAmount, right: '25,50', save: 'Enregistrer',
        endpoint: 'pricing.updateGridItem', body: { hourlyRate: 2_550 },
      });
    });
  });
});
