/**
 * « Nouveau message » (spec 001 §7 `POST /private/messages`): to a family or a professional,
 * chosen with the selectors unless the caller fixes the recipient (a record, a thread, a reply),
 * the child a family's message is about, and the content with its counter: 500 characters at
 * most, the form refuses more with the length message before anything is sent.
 */
import { familyChildrenForMessages, sendMessage, type Message } from '../../../api/contract/messages';
import { MESSAGE_CONTENT_MAX, recipientFields, replyRecipient, type MessageRecipient } from '../../../domain/messaging';
import { maxLengthMessage } from '../../../domain/validation';
import { usePortal } from '../../context';
import { useCall } from '../../kit/useQuery';
import { useStyles } from '../../ui/useStyles';
import { FormDialog } from '../../kit/FormDialog';
import { useForm } from '../../kit/useForm';
import { SelectField } from '../../ui/SelectField';
import { CommentField } from '../../ui/CommentField';
import { RecipientPicker } from './RecipientPicker';
import { recordsCss } from './records.css';

export interface SendMessageDialogProps {
  /** A fixed recipient (a record's family or professional, a thread); otherwise the form asks. */
  recipient?: MessageRecipient | null;
  /** The message answered: its correspondent is the recipient. */
  replyTo?: Message | null;
  onSent(message: Message): void;
  onClose(): void;
}

export function SendMessageDialog({ recipient = null, replyTo = null, onSent, onClose }: SendMessageDialogProps) {
  useStyles('records', recordsCss);
  const { client } = usePortal();
  const fixed = (replyTo && replyRecipient(replyTo)) ?? recipient;
  const form = useForm(
    { kind: fixed?.kind ?? 'FAMILY', recipient: fixed ? String(fixed.id) : '', recipientLabel: fixed?.label ?? '', childId: '', content: '' },
    { recipient: { required: true }, content: { required: true, max: MESSAGE_CONTENT_MAX } },
  );
  const { kind, recipient: recipientId, recipientLabel, childId } = form.values;
  const familyId = kind === 'FAMILY' && recipientId ? Number(recipientId) : null;
  const children = useCall(familyChildrenForMessages, familyId === null ? null : { params: { id: familyId } }).data ?? [];
  const choose = (choice: { id: number; label: string } | null) => {
    form.set('recipient', choice ? String(choice.id) : '');
    form.set('recipientLabel', choice?.label ?? '');
    form.set('childId', '');
  };
  const content = form.field('content');
  // The length message shows as soon as the text runs over, not only on blur.
  const contentError = content.error ?? (form.values.content.trim().length > MESSAGE_CONTENT_MAX ? maxLengthMessage(MESSAGE_CONTENT_MAX) : null);
  const submit = () =>
    void form.submit(async (v) => {
      const to = { kind: v.kind as MessageRecipient['kind'], id: Number(v.recipient) };
      const body = { ...recipientFields(to), content: v.content.trim(), type: 'TEXT' as const, childId: v.childId ? Number(v.childId) : null, replyOf: replyTo?.id ?? null };
      onSent(await client.call(sendMessage, { body }));
    });
  return (
    <FormDialog title={replyTo ? 'Répondre' : 'Nouveau message'} form={form} onSubmit={submit} onClose={onClose} submitLabel="Envoyer" width={560}>
      <div className="ap-message-form">
        {fixed ? (
          <p className="ap-message__to">
            À : <strong>{fixed.label}</strong>
          </p>
        ) : (
          <RecipientPicker
            legend="Destinataire"
            kind={kind as MessageRecipient['kind']}
            onKind={(value) => {
              form.set('kind', value);
              choose(null);
            }}
            value={recipientId ? { id: Number(recipientId), label: recipientLabel } : null}
            onValueChange={choose}
            error={form.errors.recipient}
          />
        )}
        {replyTo ? <blockquote className="ap-message__quote">En réponse à : « {replyTo.content} »</blockquote> : null}
        {children.length ? (
          <SelectField
            label="Enfant concerné"
            value={childId}
            options={[{ value: '', label: 'Aucun en particulier' }, ...children.map((child) => ({ value: String(child.id), label: `${child.firstName} ${child.lastName}` }))]}
            onValueChange={(value) => form.set('childId', value)}
          />
        ) : null}
        <CommentField label="Message" max={MESSAGE_CONTENT_MAX} overflow value={content.value} onValueChange={content.onValueChange} onBlur={content.onBlur} error={contentError} />
      </div>
    </FormDialog>
  );
}
