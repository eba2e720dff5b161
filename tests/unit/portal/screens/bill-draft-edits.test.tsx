/**
 * A draft bill's edits before validation (spec 002 §7.3), React and Preact: the client's custom
 * attributes of bills, a date one on the French date field (JJ/MM/AAAA, no native date input),
 * saved with what was typed right before « Enregistrer les attributs » (preact/compat renders a
 * tick later: a form saving from its last render's values once lost the newest keystroke).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { updateBillAdjustments, updateBillCustomAttributes } from '../../../../src/api/contract/billing';
import { BillDraftEdits } from '../../../../src/portal/screens/billing/BillDraftEdits';
import { eventually } from '../../support/render';
import { button, control, findAll, leave, nextFrame, typeInto } from '../widgets/support/dom';
import { fakePortal } from '../widgets/support/portal';
import { billDetail } from './support/bills';

const BILL = billDetail({
  id: 12, status: 'DRAFT',
  customAttributes: [
    { name: 'orderNumber', label: 'N° de commande', type: 'TEXT', value: null },
    { name: 'orderDate', label: 'Date de commande', type: 'DATE', value: null },
  ],
});

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

describe('BillDraftEdits', () => {
  it('takes a date attribute in French and saves the attributes as typed right before the click', async () => {
    const fake = fakePortal([[updateBillCustomAttributes, () => BILL]]);
    const run = (work: () => Promise<unknown>) => void work().catch(() => undefined);
    unmount = fake.render(<BillDraftEdits bill={BILL} run={run} />).unmount;
    await eventually(() => control('Date de commande'));
    expect(findAll('input[type="date"]')).toHaveLength(0);
    typeInto(control('Date de commande'), '15/12/2026');
    leave(control('Date de commande'));
    await nextFrame();
    // No render between the last keystroke and the click.
    typeInto(control('N° de commande'), 'BC-42');
    button('Enregistrer les attributs').click();
    await eventually(() => expect(fake.calls.some((c) => c.name === 'billing.updateCustomAttributes')).toBe(true));
    expect(fake.calls.find((c) => c.name === 'billing.updateCustomAttributes')?.body).toEqual({ values: { orderNumber: 'BC-42', orderDate: '2026-12-15' } });
  });

  it('adds the adjustment typed right before « Ajouter l’ajustement », with no pause', async () => {
    const fake = fakePortal([[updateBillAdjustments, () => BILL]]);
    const run = (work: () => Promise<unknown>) => void work().catch(() => undefined);
    unmount = fake.render(<BillDraftEdits bill={BILL} run={run} />).unmount;
    await eventually(() => control('Ajustement'));
    typeInto(control('Ajustement'), 'Geste commercial');
    typeInto(control('Montant TTC (€, négatif pour une remise)'), '-20');
    button('Ajouter l’ajustement').click();
    await eventually(() => expect(fake.calls.some((c) => c.name === 'billing.updateAdjustments')).toBe(true));
    expect(fake.calls.find((c) => c.name === 'billing.updateAdjustments')?.body).toEqual({ adjustments: [{ label: 'Geste commercial', vatIncluded: -2_000 }] });
  });
});
