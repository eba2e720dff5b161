/** A bill's payment mode, its payment schedule (instalments up to the remainder), and the family's pending fees to add to a draft. */
import { useState } from 'react';
import { addFeeToBill, addScheduleItem, deleteScheduleItem, updateBillPaymentMode, type BillDetail } from '../../../api/contract/billing';
import { BILLING_TEXTS } from '../../../domain/billing/texts';
import { parseAmountToCents } from '../../../domain/format/amount';
import { formatDate } from '../../../domain/format/date';
import { PAYMENT_TYPE_LABELS, PAYMENT_TYPES, type PaymentType } from '../../../domain/billing/labels';
import { allows } from '../../../domain/billing/status';
import { MESSAGES } from '../../../domain/messages';
import { usePortal } from '../../context';
import { useLatestState } from '../../hooks/useLatestState';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { DateField } from '../../widgets/DateField';
import { Money } from './parts';

const OPTIONS = PAYMENT_TYPES.map((type) => ({ value: type, label: PAYMENT_TYPE_LABELS[type] }));

export function BillSettings({ bill, run }: { bill: BillDetail; run(work: () => Promise<unknown>, message?: string): void }) {
  const { client } = usePortal();
  const [paymentType, setPaymentType, latestPaymentType] = useLatestState<PaymentType>(bill.paymentType ?? 'TRANSFER');
  const editable = bill.type === 'BILL' && allows('edit', bill.status);
  const modeEditable = bill.type === 'BILL' && allows('paymentMode', bill.status);
  const schedulable = bill.type === 'BILL' && allows('pay', bill.status) && bill.remaining > 0;
  // The instalment of the last keystroke, read at the click (no render may come between them).
  const [instalment, setInstalment, latestInstalment] = useLatestState({ dueDate: '', amount: '' });
  const [tried, setTried] = useState(false);
  if (!modeEditable && !schedulable && !(editable && bill.pendingFees.length)) return null;
  const instalmentErrors = ({ dueDate, amount }: typeof instalment) => {
    const cents = parseAmountToCents(amount);
    return { cents, dueDate: dueDate ? null : MESSAGES.required, amount: !amount.trim() ? MESSAGES.required : cents === null || cents <= 0 ? BILLING_TEXTS.invalidAmount : null };
  };
  const shown = instalmentErrors(instalment);
  const addInstalment = () => {
    setTried(true);
    const typed = latestInstalment();
    const { cents, dueDate, amount } = instalmentErrors(typed);
    if (dueDate || amount || cents === null) return;
    run(() => client.call(addScheduleItem, { params: { id: bill.id }, body: { dueDate: typed.dueDate, amount: cents } }), MESSAGES.saved);
  };
  return (
    <section className="ap-bill-section" aria-labelledby="bill-settings">
      <h2 id="bill-settings">Règlement et frais</h2>
      {modeEditable ? (
        <div className="ap-billing-toolbar">
          <SelectField label="Mode de paiement" value={paymentType} options={OPTIONS} onValueChange={(value) => setPaymentType(value as PaymentType)} />
          <Button onClick={() => run(() => client.call(updateBillPaymentMode, { params: { id: bill.id }, body: { paymentType: latestPaymentType() } }), MESSAGES.saved)}>Enregistrer le mode de paiement</Button>
        </div>
      ) : null}
      {schedulable || bill.scheduleItems.length ? (
        <>
          <h3>Échéancier</h3>
          <ul>
            {bill.scheduleItems.map((item) => (
              <li key={item.id}>
                {formatDate(item.dueDate)} : <Money cents={item.amount} currency={bill.currency} />{' '}
                <Button variant="ghost" onClick={() => run(() => client.call(deleteScheduleItem, { params: { id: bill.id, itemId: item.id } }), MESSAGES.deleted)}>Supprimer</Button>
              </li>
            ))}
          </ul>
          {schedulable ? (
            <div className="ap-billing-toolbar" role="group" aria-label="Nouvelle échéance">
              <DateField label="Échéance" value={instalment.dueDate} onValueChange={(dueDate) => setInstalment((current) => ({ ...current, dueDate }))} error={tried ? shown.dueDate : null} />
              <TextField label={`Montant (${bill.currency === 'CHF' ? 'CHF' : '€'})`} inputMode="decimal" value={instalment.amount} onValueChange={(amount) => setInstalment((current) => ({ ...current, amount }))}
                error={tried || (instalment.amount && shown.amount) ? shown.amount : null} />
              <Button onClick={addInstalment}>Ajouter l’échéance</Button>
            </div>
          ) : null}
        </>
      ) : null}
      {editable && bill.pendingFees.length ? (
        <ul>
          {bill.pendingFees.map((fee) => (
            <li key={fee.id}>
              {fee.label} : <Money cents={fee.vatIncluded} currency={bill.currency} />{' '}
              <Button variant="ghost" onClick={() => run(() => client.call(addFeeToBill, { params: { id: bill.id, feeId: fee.id } }), MESSAGES.saved)}>Ajouter à la facture</Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
