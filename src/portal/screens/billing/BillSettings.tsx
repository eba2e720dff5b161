/** A bill's payment mode, its payment schedule (instalments up to the remainder), and the family's pending fees to add to a draft. */
import { addFeeToBill, addScheduleItem, deleteScheduleItem, updateBillPaymentMode, type BillDetail } from '../../../api/contract/billing';
import type { FormRules } from '../../../domain/form/rules';
import { amountRule } from '../../../domain/form/typedNumbers';
import { parseAmountToCents } from '../../../domain/format/amount';
import { formatDate } from '../../../domain/format/date';
import { PAYMENT_TYPE_LABELS, PAYMENT_TYPES, type PaymentType } from '../../../domain/billing/labels';
import { allows } from '../../../domain/billing/status';
import { MESSAGES } from '../../../domain/messages';
import { usePortal } from '../../context';
import { useLatestState } from '../../ui/useLatestState';
import { FormFields } from '../../kit/FormFields';
import { useForm } from '../../kit/useForm';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { DateField } from '../../ui/DateField';
import { Money } from './Money';

const INSTALMENT_RULES: FormRules<'dueDate' | 'amount'> = { dueDate: { required: true }, amount: amountRule((cents) => cents > 0, true) };

const OPTIONS = PAYMENT_TYPES.map((type) => ({ value: type, label: PAYMENT_TYPE_LABELS[type] }));

export function BillSettings({ bill, run }: { bill: BillDetail; run(work: () => Promise<unknown>, message?: string): void }) {
  const { client } = usePortal();
  const [paymentType, setPaymentType, latestPaymentType] = useLatestState<PaymentType>(bill.paymentType ?? 'TRANSFER');
  const editable = bill.type === 'BILL' && allows('edit', bill.status);
  const modeEditable = bill.type === 'BILL' && allows('paymentMode', bill.status);
  const schedulable = bill.type === 'BILL' && allows('pay', bill.status) && bill.remaining > 0;
  // A kit form: a due date that does not exist or an amount that does not read stops the instalment with the field's message.
  const instalment = useForm({ dueDate: '', amount: '' }, INSTALMENT_RULES);
  if (!modeEditable && !schedulable && !(editable && bill.pendingFees.length)) return null;
  const addInstalment = () =>
    instalment.submit(async ({ dueDate, amount }) => run(() => client.call(addScheduleItem, { params: { id: bill.id }, body: { dueDate, amount: parseAmountToCents(amount)! } }), MESSAGES.saved));
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
              <FormFields form={instalment}>
                <DateField label="Échéance" {...instalment.field('dueDate')} />
                <TextField label={`Montant (${bill.currency === 'CHF' ? 'CHF' : '€'})`} inputMode="decimal" {...instalment.field('amount')} />
              </FormFields>
              <Button onClick={() => void addInstalment()}>Ajouter l’échéance</Button>
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
