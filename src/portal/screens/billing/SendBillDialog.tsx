/** Sends a bill or credit note by mail with its PDF: the template filled in for the customer (recipient, subject, text), editable before sending. */
import { billMailTemplate, sendBills, type BillDetail } from '../../../api/contract/billing';
import { usePortal } from '../../context';
import { SendMailDialog } from '../../widgets/SendMailDialog';

export function SendBillDialog({ bill, onDone, onCancel }: { bill: BillDetail; onDone(): void; onCancel(): void }) {
  const { client } = usePortal();
  return (
    <SendMailDialog
      loadTemplate={() => client.call(billMailTemplate, { params: { id: bill.id } })}
      send={async ({ subject, body }) => {
        await client.call(sendBills, { body: { billIds: [bill.id], subject: subject.trim() || null, body: body.trim() || null } });
        onDone();
      }}
      onCancel={onCancel}
    />
  );
}
