/**
 * Sends a document by mail: the template the server fills in for the recipient (recipient,
 * subject, text), editable before sending. Bills and SEPA mandates use it with their calls.
 */
import { useEffect, useId, type ReactNode } from 'react';
import type { MailTemplate } from '../../api/contract/common';
import { useAction } from '../kit/useAction';
import { useLatestState } from '../ui/useLatestState';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { TextField } from '../ui/TextField';

export interface SendMailDialogProps {
  /** Reads the template once, when the dialog opens. */
  loadTemplate(): Promise<MailTemplate>;
  /** Sends the mail as edited; the dialog shows the French error of a failure. */
  send(mail: MailTemplate): Promise<void>;
  onCancel(): void;
  /** Whether the recipient can be changed (otherwise it is shown under the title). */
  editRecipient?: boolean;
  /** The dialog's title ('Envoyer par e-mail' by default). */
  title?: string;
  /** Under the text: what the document adds (attachments to tick, a balance). */
  children?: ReactNode;
  /** Sending impossible for now (the reason is in `children`). */
  sendDisabled?: boolean;
}

export function SendMailDialog({ loadTemplate, send, onCancel, editRecipient = false, title = 'Envoyer par e-mail', children, sendDisabled = false }: SendMailDialogProps) {
  const bodyId = useId();
  const [mail, setMail, latestMail] = useLatestState<MailTemplate>({ recipient: '', subject: '', body: '' });
  useEffect(() => {
    void loadTemplate().then(setMail, () => undefined);
    // The template is read once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The mail as of the last keystroke, not of the last render (« Envoyer » right after typing).
  const action = useAction(() => send(latestMail()));
  const edit = (field: keyof MailTemplate) => (value: string) => setMail((current) => ({ ...current, [field]: value }));
  return (
    <Modal
      title={title}
      subtitle={!editRecipient && mail.recipient ? `À ${mail.recipient}` : undefined}
      width={640}
      onClose={onCancel}
      footer={
        <>
          <Button onClick={onCancel}>Annuler</Button>
          <Button variant="primary" loading={action.pending} disabled={sendDisabled} onClick={() => void action.run()}>Envoyer</Button>
        </>
      }
    >
      <div className="ap-form">
        {action.error ? <Alert tone="danger">{action.error}</Alert> : null}
        {editRecipient ? <TextField label="Destinataire" type="email" value={mail.recipient} maxLength={200} onValueChange={edit('recipient')} /> : null}
        <TextField label="Objet" value={mail.subject} maxLength={200} onValueChange={edit('subject')} />
        <label className="ap-field__label" htmlFor={bodyId}>Message</label>
        <textarea id={bodyId} className="ap-field__input" rows={8} maxLength={5000} value={mail.body} onChange={(event) => edit('body')((event.target as HTMLTextAreaElement).value)} />
        {children}
      </div>
    </Modal>
  );
}
