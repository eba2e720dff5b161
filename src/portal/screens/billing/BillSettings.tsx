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
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { DateField } from '../../widgets/DateField';
import { Money } from './parts';

const OPTIONS = PAYMENT_TYPES.map((type) => ({ value: type, label: PAYMENT_TYPE_LABELS[type] }));

export function BillSettings({ bill, run }: { bill: BillDetail; run(work: () => Promise<unknown>, message?: string): void }) {
  const { client } = usePortal();
  const [paymentType, setPaymentType] = useState<PaymentType>(bill.paymentType ?? 'TRANSFER');
  const editable = bill.type === 'BILL' && allows('edit', bill.status);
  const modeEditable = bill.type === 'BILL' && allows('paymentMode', bill.status);
  const schedulable = bill.type === 'BILL' && allows('pay', bill.status) && bill.remaining > 0;
  const [dueDate, setDueDate] = useState('');
  const [amount, setAmount] = useState('');
  if (!modeEditable && !schedulable && !(editable && bill.pendingFees.length)) return null;
  const cents = parseAmountToCents(amount);
  return (
    <section className="ap-bill-section" aria-labelledby="bill-settings">
      <h2 id="bill-settings">Règlement et frais</h2>
      {modeEditable ? (
        <div className="ap-billing-toolbar">
          <SelectField label="Mode de paiement" value={paymentType} options={OPTIONS} onValueChange={(value) => setPaymentType(value as PaymentType)} />
          <Button onClick={() => run(() => client.call(updateBillPaymentMode, { params: { id: bill.id }, body: { paymentType } }), MESSAGES.saved)}>Enregistrer le mode de paiement</Button>
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
              <DateField label="Échéance" value={dueDate} onValueChange={setDueDate} />
              <TextField label={`Montant (${bill.currency === 'CHF' ? 'CHF' : '€'})`} inputMode="decimal" value={amount} onValueChange={setAmount} error={amount && (cents === null || cents <= 0) ? BILLING_TEXTS.invalidAmount : null} />
              <Button disabled={!dueDate || cents === null || cents <= 0} onClick={() => run(() => client.call(addScheduleItem, { params: { id: bill.id }, body: { dueDate, amount: cents! } }), MESSAGES.saved)}>
                Ajouter l’échéance
              </Button>
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
