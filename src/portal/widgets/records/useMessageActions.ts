/**
 * Opening, answering and deleting a message, for every list of messages: opening asks the
 * server for it (which marks it read when the agency is its recipient), then the list and the
 * menu's unread badge follow; a deletion is confirmed first.
 */
import { useState } from 'react';
import { deleteMessage, getMessage, type Message } from '../../../api/contract/messages';
import { MESSAGES } from '../../../domain/messages';
import { MESSAGE_TEXTS } from '../../../domain/messaging';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useDeleteConfirmation } from '../useDeleteConfirmation';

export function useMessageActions(reload: () => void) {
  const { client, counters } = usePortal();
  const [opened, setOpened] = useState<Message | null>(null);
  const [writing, setWriting] = useState<{ replyTo: Message | null } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const deletion = useAction(async (message: Message) => {
    setNotice(null);
    await client.call(deleteMessage, { params: { id: message.id } });
    setOpened(null);
    setNotice(MESSAGES.deleted);
    reload();
    void counters.refresh();
  });
  const removal = useDeleteConfirmation<Message>(MESSAGE_TEXTS.deleteQuestion, deletion.run);
  const open = (message: Message) => {
    setOpened(message);
    if (!message.unread) return;
    void client.call(getMessage, { params: { id: message.id } }).then(
      (read) => {
        setOpened((current) => (current?.id === read.id ? read : current));
        if (!read.unread) {
          reload();
          void counters.refresh();
        }
      },
      () => undefined,
    );
  };
  return {
    opened,
    open,
    close: () => setOpened(null),
    writing,
    write: (replyTo: Message | null = null) => {
      setOpened(null);
      setNotice(null);
      setWriting({ replyTo });
    },
    stopWriting: () => setWriting(null),
    /** After a sending: the list shows it. */
    sent: () => {
      setWriting(null);
      setNotice(MESSAGE_TEXTS.sent);
      reload();
    },
    /** The last success, or the deletion's failure. */
    notice: deletion.error ? { tone: 'danger' as const, text: deletion.error } : notice ? { tone: 'success' as const, text: notice } : null,
    askDelete: removal.ask,
    deleteDialog: removal.dialog,
  };
}

export type MessageActions = ReturnType<typeof useMessageActions>;
