/** A bill's payment mode, and the family's pending fees to add to a draft. */
import { useState } from 'react';
import { addFeeToBill, updateBillPaymentMode, type BillDetail } from '../../../api/contract/billing';
import { PAYMENT_TYPE_LABELS, PAYMENT_TYPES, type PaymentType } from '../../../domain/billing/labels';
import { allows } from '../../../domain/billing/status';
import { MESSAGES } from '../../../domain/messages';
import { usePortal } from '../../context';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { Money } from './parts';

const OPTIONS = PAYMENT_TYPES.map((type) => ({ value: type, label: PAYMENT_TYPE_LABELS[type] }));

export function BillSettings({ bill, run }: { bill: BillDetail; run(work: () => Promise<unknown>, message?: string): void }) {
  const { client } = usePortal();
  const [paymentType, setPaymentType] = useState<PaymentType>(bill.paymentType ?? 'TRANSFER');
  const editable = bill.type === 'BILL' && allows('edit', bill.status);
  const modeEditable = bill.type === 'BILL' && allows('paymentMode', bill.status);
  if (!modeEditable && !(editable && bill.pendingFees.length)) return null;
  return (
    <section className="ap-bill-section" aria-labelledby="bill-settings">
      <h2 id="bill-settings">Règlement et frais</h2>
      {modeEditable ? (
        <div className="ap-billing-toolbar">
          <SelectField label="Mode de paiement" value={paymentType} options={OPTIONS} onValueChange={(value) => setPaymentType(value as PaymentType)} />
          <Button onClick={() => run(() => client.call(updateBillPaymentMode, { params: { id: bill.id }, body: { paymentType } }), MESSAGES.saved)}>Enregistrer le mode de paiement</Button>
        </div>
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
