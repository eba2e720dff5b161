/** Records a payment of a bill: mode, amount (the remainder by default), date; the amount is read into cents by the domain. */
import { useState } from 'react';
import type { BillDetail } from '../../../api/contract/billing';
import { createPayment } from '../../../api/contract/payments';
import { PAYMENT_TYPE_LABELS, PAYMENT_TYPES, type PaymentType } from '../../../domain/billing/labels';
import { BILLING_TEXTS } from '../../../domain/billing/texts';
import { formatDecimal } from '../../../domain/format/number';
import { parseAmountToCents } from '../../../domain/format/amount';
import { toIsoDate } from '../../../domain/format/date';
import { usePortal } from '../../context';
import { useAction } from '../../hooks/useAction';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { DateField } from '../../widgets/DateField';
import { MESSAGES } from '../../../domain/messages';

const OPTIONS = PAYMENT_TYPES.map((type) => ({ value: type, label: PAYMENT_TYPE_LABELS[type] }));

export function PaymentDialog({ bill, onDone, onCancel }: { bill: BillDetail; onDone(): void; onCancel(): void }) {
  const { client, clock } = usePortal();
  const [type, setType] = useState<PaymentType>(bill.paymentType ?? 'TRANSFER');
  const [amount, setAmount] = useState(formatDecimal(bill.remaining / 100, 2));
  const [date, setDate] = useState(toIsoDate(clock.now()));
  const [checked, setChecked] = useState(false);
  const cents = parseAmountToCents(amount);
  const invalid = cents === null || cents <= 0 ? BILLING_TEXTS.invalidAmount : null;
  const missingDate = date ? null : MESSAGES.required;
  const action = useAction(async () => {
    await client.call(createPayment, { body: { billId: bill.id, type, amount: cents!, date, paid: true, checked: false } });
    onDone();
  });
  return (
    <Modal
      title="Enregistrer un paiement"
      subtitle={bill.billNumber ?? undefined}
      onClose={onCancel}
      footer={
        <>
          <Button onClick={onCancel}>Annuler</Button>
          <Button
            variant="primary"
            loading={action.pending}
            onClick={() => {
              setChecked(true);
              if (!invalid && !missingDate) void action.run();
            }}
          >
            Enregistrer
          </Button>
        </>
      }
    >
      <div className="ap-form">
        {action.error ? <Alert tone="danger">{action.error}</Alert> : null}
        <SelectField label="Mode de paiement" value={type} options={OPTIONS} onValueChange={(value) => setType(value as PaymentType)} />
        <TextField label={`Montant (${bill.currency === 'CHF' ? 'CHF' : '€'})`} inputMode="decimal" value={amount} onValueChange={setAmount} error={checked ? invalid : null} />
        <DateField label="Date" value={date} onValueChange={setDate} error={checked ? missingDate : null} />
      </div>
    </Modal>
  );
}
