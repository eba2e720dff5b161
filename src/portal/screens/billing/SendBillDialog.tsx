/** Sends a bill or credit note by mail with its PDF: the template filled in for the customer (recipient, subject, text), editable before sending. */
import { useEffect, useState } from 'react';
import { billMailTemplate, sendBills, type BillDetail } from '../../../api/contract/billing';
import { usePortal } from '../../context';
import { useAction } from '../../hooks/useAction';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { TextField } from '../../ui/TextField';

export function SendBillDialog({ bill, onDone, onCancel }: { bill: BillDetail; onDone(): void; onCancel(): void }) {
  const { client } = usePortal();
  const [recipient, setRecipient] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  useEffect(() => {
    void client.call(billMailTemplate, { params: { id: bill.id } }).then((template) => {
      setRecipient(template.recipient);
      setSubject(template.subject);
      setBody(template.body);
    }, () => undefined);
  }, [client, bill.id]);
  const action = useAction(async () => {
    await client.call(sendBills, { body: { billIds: [bill.id], subject: subject.trim() || null, body: body.trim() || null } });
    onDone();
  });
  return (
    <Modal
      title="Envoyer par e-mail"
      subtitle={recipient ? `À ${recipient}` : undefined}
      width={640}
      onClose={onCancel}
      footer={
        <>
          <Button onClick={onCancel}>Annuler</Button>
          <Button variant="primary" loading={action.pending} onClick={() => void action.run()}>Envoyer</Button>
        </>
      }
    >
      <div className="ap-form">
        {action.error ? <Alert tone="danger">{action.error}</Alert> : null}
        <TextField label="Objet" value={subject} maxLength={200} onValueChange={setSubject} />
        <label className="ap-field__label" htmlFor={`mail-body-${bill.id}`}>Message</label>
        <textarea id={`mail-body-${bill.id}`} className="ap-field__input" rows={8} maxLength={5000} value={body} onChange={(event) => setBody((event.target as HTMLTextAreaElement).value)} />
      </div>
    </Modal>
  );
}
