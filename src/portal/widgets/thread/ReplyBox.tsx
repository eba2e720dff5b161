/**
 * The reply box under a discussion: the message (500 characters at most, with its counter; more is refused before
 * anything is sent) and, for a family with several children, the child it is about. Sent, it empties; the thread asks
 * its pages again through the cache (the sending's `writes`).
 */
import { useState } from 'react';
import { sendMessage, type MessageChild } from '../../../api/contract/messages';
import { MESSAGE_CONTENT_MAX, recipientFields, type MessageRecipient } from '../../../domain/messaging';
import { THREAD_TEXTS } from '../../../domain/messageThread';
import { maxLengthMessage } from '../../../domain/validation';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { CommentField } from '../../ui/CommentField';

export interface ReplyBoxProps {
  recipient: Pick<MessageRecipient, 'kind' | 'id' | 'label'>;
  /** The family's children (none for a professional). */
  familyChildren: readonly MessageChild[];
  /** After a sending: the thread goes to its newest message. */
  onSent(): void;
}

export function ReplyBox({ recipient, familyChildren: children, onSent }: ReplyBoxProps) {
  const { client } = usePortal();
  const [content, setContent] = useState('');
  const [childId, setChildId] = useState('');
  const text = content.trim();
  const tooLong = text.length > MESSAGE_CONTENT_MAX;
  const sending = useAction(async () => {
    await client.call(sendMessage, { body: { ...recipientFields(recipient), content: text, type: 'TEXT', childId: childId ? Number(childId) : null, replyOf: null } });
    setContent('');
    onSent();
  });
  return (
    <form
      className="ap-thread__reply"
      aria-label={`Répondre à ${recipient.label}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (text && !tooLong && !sending.pending) void sending.run();
      }}
    >
      {sending.error ? <Alert tone="danger">{sending.error}</Alert> : null}
      {children.length > 1 ? (
        <SelectField
          className="ap-thread__child"
          label={THREAD_TEXTS.child}
          value={childId}
          options={[{ value: '', label: THREAD_TEXTS.noChild }, ...children.map((child) => ({ value: String(child.id), label: `${child.firstName} ${child.lastName}` }))]}
          onValueChange={setChildId}
        />
      ) : null}
      <CommentField label={THREAD_TEXTS.reply} max={MESSAGE_CONTENT_MAX} overflow value={content} onValueChange={setContent} error={tooLong ? maxLengthMessage(MESSAGE_CONTENT_MAX) : null} />
      <div className="ap-thread__send">
        <Button type="submit" variant="primary" disabled={!text || tooLong || sending.pending}>
          {THREAD_TEXTS.send}
        </Button>
      </div>
    </form>
  );
}
