/** What a list of messages opens over itself: the message with « Répondre » and « Supprimer », the sending form, the deletion's confirmation, and the last notice. */
import { replyRecipient, type MessageRecipient } from '../../../domain/messaging';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { MessageDialog } from './MessageDialog';
import { SendMessageDialog } from './SendMessageDialog';
import type { MessageActions } from './useMessageActions';

export function MessageNotice({ actions }: { actions: MessageActions }) {
  return actions.notice ? <Alert tone={actions.notice.tone}>{actions.notice.text}</Alert> : null;
}

export function MessageOverlays({ actions, recipient = null }: { actions: MessageActions; recipient?: MessageRecipient | null }) {
  const { opened, writing } = actions;
  return (
    <>
      {opened ? (
        <MessageDialog
          message={opened}
          onClose={actions.close}
          actions={
            <>
              <Button variant="danger" onClick={() => actions.askDelete(opened)}>
                Supprimer
              </Button>
              {replyRecipient(opened) ? (
                <Button variant="primary" onClick={() => actions.write(opened)}>
                  Répondre
                </Button>
              ) : null}
            </>
          }
        />
      ) : null}
      {writing ? <SendMessageDialog recipient={recipient} replyTo={writing.replyTo} onSent={actions.sent} onClose={actions.stopWriting} /> : null}
      {actions.deleteDialog}
    </>
  );
}
