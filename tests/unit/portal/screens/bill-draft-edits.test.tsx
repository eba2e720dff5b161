/**
 * A draft bill's edits before validation (spec 002 §7.3), React and Preact: the client's custom
 * attributes of bills, a date one on the French date field (JJ/MM/AAAA, no native date input),
 * saved with what was typed right before « Enregistrer les attributs » (preact/compat renders a
 * tick later: a form saving from its last render's values once lost the newest keystroke).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { updateBillAdjustments, updateBillCustomAttributes, updateCustomFirstPrestationDate, updateCustomLastPrestationDate } from '../../../../src/api/contract/billing';
import { BILLING_TEXTS } from '../../../../src/domain/billing/texts';
import { DATE_MESSAGES } from '../../../../src/domain/datePicker';
import { MESSAGES } from '../../../../src/domain/messages';
import { BillDraftEdits } from '../../../../src/portal/screens/billing/BillDraftEdits';
import { eventually } from '../../support/render';
import { refusesThenSaves } from '../support/refusedSave';
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

describe('BillDraftEdits: fields that cannot lie', () => {
  const BILL_WITH_NUMBER = billDetail({ id: 12, status: 'DRAFT', customAttributes: [{ name: 'units', label: 'Nombre d’unités', type: 'NUMBER', value: null }] });
  const run = (work: () => Promise<unknown>) => void work().catch(() => undefined);
  const open = async (bill = BILL_WITH_NUMBER) => {
    const fake = fakePortal([
      [updateBillAdjustments, () => bill], [updateBillCustomAttributes, () => bill], [updateCustomFirstPrestationDate, () => bill], [updateCustomLastPrestationDate, () => bill],
    ]);
    unmount = fake.render(<BillDraftEdits bill={bill} run={run} />).unmount;
    await eventually(() => control('Première prestation'));
    return fake;
  };

  it('refuses a printed date that does not exist, then saves both dates', async () => {
    const { calls } = await open();
    await refusesThenSaves({
      calls, field: 'Première prestation', wrong: '32/13/2026', message: DATE_MESSAGES.invalidDate, right: '02/03/2026', save: 'Enregistrer les dates',
      endpoint: 'billing.updateCustomFirstPrestationDate', body: { date: '2026-03-02' },
    });
    await eventually(() => expect(calls.filter((c) => c.name === 'billing.updateCustomLastPrestationDate').map((c) => c.body)).toEqual([{ date: null }]));
  });

  it('refuses an adjustment whose amount does not read', async () => {
    const { calls } = await open();
    typeInto(control('Ajustement'), 'Geste commercial');
    await refusesThenSaves({
      calls, field: 'Montant TTC (€, négatif pour une remise)', wrong: '12,3,4', message: BILLING_TEXTS.invalidAmount, right: '-12,34', save: 'Ajouter l’ajustement',
      endpoint: 'billing.updateAdjustments', body: { adjustments: [{ label: 'Geste commercial', vatIncluded: -1_234 }] },
    });
    await eventually(() => expect(control('Ajustement').value).toBe(''));
  });

  it('refuses a number attribute that does not read, then sends it as a number', async () => {
    const { calls } = await open();
    await refusesThenSaves({
      calls, field: 'Nombre d’unités', wrong: '12,3,4', message: MESSAGES.invalidNumber, right: '12,5', save: 'Enregistrer les attributs',
      endpoint: 'billing.updateCustomAttributes', body: { values: { units: '12.5' } },
    });
  });
});
