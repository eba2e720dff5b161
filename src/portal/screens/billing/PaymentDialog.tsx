/**
 * Records a payment of a bill on the kit's form: mode, amount (the remainder by default, read into cents by the domain),
 * date (a date that does not read blocks the save).
 */
import type { BillDetail } from '../../../api/contract/billing';
import { createPayment } from '../../../api/contract/payments';
import { PAYMENT_TYPE_LABELS, PAYMENT_TYPES, type PaymentType } from '../../../domain/billing/labels';
import { BILLING_TEXTS } from '../../../domain/billing/texts';
import { formatDecimal } from '../../../domain/format/number';
import { parseAmountToCents } from '../../../domain/format/amount';
import { toIsoDate } from '../../../domain/format/date';
import { usePortal } from '../../context';
import { FormDialog } from '../../kit/FormDialog';
import { useForm } from '../../kit/useForm';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { DateField } from '../../ui/DateField';

const OPTIONS = PAYMENT_TYPES.map((type) => ({ value: type, label: PAYMENT_TYPE_LABELS[type] }));

const amountError = (text: string) => {
  const cents = parseAmountToCents(text);
  return cents === null || cents <= 0 ? BILLING_TEXTS.invalidAmount : null;
};

export function PaymentDialog({ bill, onDone, onCancel }: { bill: BillDetail; onDone(): void; onCancel(): void }) {
  const { client, clock } = usePortal();
  const form = useForm(
    { type: bill.paymentType ?? 'TRANSFER', amount: formatDecimal(bill.remaining / 100, 2), date: toIsoDate(clock.now()) },
    { amount: { required: true, check: amountError }, date: { required: true } },
  );
  const submit = () =>
    void form.submit(async ({ type, amount, date }) => {
      await client.call(createPayment, { body: { billId: bill.id, type: type as PaymentType, amount: parseAmountToCents(amount)!, date, paid: true, checked: false } });
      onDone();
    });
  return (
    <FormDialog title="Enregistrer un paiement" subtitle={bill.billNumber ?? undefined} form={form} onSubmit={submit} onClose={onCancel} width={560}>
      <div className="ap-form">
        <SelectField label="Mode de paiement" options={OPTIONS} {...form.field('type')} />
        <TextField label={`Montant (${bill.currency === 'CHF' ? 'CHF' : '€'})`} inputMode="decimal" {...form.field('amount')} />
        <DateField label="Date" {...form.field('date')} />
      </div>
    </FormDialog>
  );
}
