/**
 * /billing/bills/{billId}'s forms (spec 002 §7.3, §7.5), React and Preact: the comments, the
 * payment mode and a new instalment send what was typed or chosen right before the click, with
 * no render in between (preact/compat renders a tick later: a form saving from its last render's
 * values once sent the previous ones); an instalment without its date or amount is refused.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { addScheduleItem, billChangelogs, getBill, updateBillComments, updateBillPaymentMode } from '../../../../src/api/contract/billing';
import { BILLING_TEXTS } from '../../../../src/domain/billing/texts';
import { DATE_MESSAGES } from '../../../../src/domain/datePicker';
import { BillScreen } from '../../../../src/portal/screens/billing/BillScreen';
import { eventually } from '../../support/render';
import { refusesThenSaves } from '../support/refusedSave';
import { button, control, fillAndClick, find, pageText, typeInto } from '../widgets/support/dom';
import { fakePortal } from '../widgets/support/portal';
import { billDetail } from './support/bills';

function api() {
  const bill = billDetail({ id: 12, status: 'EMITTED', remaining: 100_000 });
  return fakePortal([
    [getBill, () => bill],
    [billChangelogs, () => []],
    [updateBillComments, () => bill],
    [updateBillPaymentMode, () => bill],
    [addScheduleItem, () => bill],
  ]);
}
const bodyOf = (fake: ReturnType<typeof api>, name: string) => fake.calls.find((c) => c.name === name)?.body;

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

describe('BillScreen typed and saved at once', () => {
  it('saves the comments typed just before « Enregistrer les commentaires »', async () => {
    const fake = api();
    unmount = fake.render(<BillScreen params={{ billId: '12' }} title="Facture" />).unmount;
    const comments = await eventually(() => find<HTMLTextAreaElement>('textarea[aria-labelledby="bill-comments"]'));
    typeInto(comments, 'Relancer en décembre');
    button('Enregistrer les commentaires').click();
    await eventually(() => expect(bodyOf(fake, 'billing.updateComments')).toEqual({ comments: 'Relancer en décembre' }));
  });

  it('saves the payment mode chosen just before « Enregistrer le mode de paiement »', async () => {
    const fake = api();
    unmount = fake.render(<BillScreen params={{ billId: '12' }} title="Facture" />).unmount;
    await eventually(() => control('Mode de paiement'));
    fillAndClick([['Mode de paiement', 'CHECK']], 'Enregistrer le mode de paiement');
    await eventually(() => expect(bodyOf(fake, 'billing.updatePaymentMode')).toEqual({ paymentType: 'CHECK' }));
  });

  it('adds the instalment typed just before « Ajouter l’échéance », and refuses one without its date and amount', async () => {
    const fake = api();
    unmount = fake.render(<BillScreen params={{ billId: '12' }} title="Facture" />).unmount;
    await eventually(() => control('Échéance'));
    button('Ajouter l’échéance').click();
    await eventually(() => expect(pageText(find('[aria-label="Nouvelle échéance"]'))).toContain('Champ obligatoire'));
    expect(bodyOf(fake, 'billing.addScheduleItem')).toBeUndefined();
    fillAndClick([['Échéance', '15/12/2026'], ['Montant (€)', '250,00']], 'Ajouter l’échéance');
    await eventually(() => expect(bodyOf(fake, 'billing.addScheduleItem')).toEqual({ dueDate: '2026-12-15', amount: 25000 }));
  });

  it('refuses an instalment due on a day that does not exist', async () => {
    const fake = api();
    unmount = fake.render(<BillScreen params={{ billId: '12' }} title="Facture" />).unmount;
    await eventually(() => control('Échéance'));
    typeInto(control('Montant (€)'), '250,00');
    const save = { calls: fake.calls, save: 'Ajouter l’échéance', endpoint: 'billing.addScheduleItem' };
    await refusesThenSaves({ ...save, field: 'Échéance', wrong: '32/13/2026', message: DATE_MESSAGES.invalidDate, right: '15/12/2026', body: { dueDate: '2026-12-15', amount: 25000 } });
  });

  it('refuses an instalment whose amount does not read', async () => {
    const fake = api();
    unmount = fake.render(<BillScreen params={{ billId: '12' }} title="Facture" />).unmount;
    await eventually(() => control('Échéance'));
    typeInto(control('Échéance'), '15/12/2026');
    const save = { calls: fake.calls, save: 'Ajouter l’échéance', endpoint: 'billing.addScheduleItem' };
    await refusesThenSaves({ ...save, field: 'Montant (€)', wrong: '12,3,4', message: BILLING_TEXTS.invalidAmount, right: '12,34', body: { dueDate: '2026-12-15', amount: 1234 } });
  });
});
