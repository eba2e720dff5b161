/** The modal « Message »: its parties, date, type and full content; `actions` (reply, delete) in its footer. */
import type { ReactNode } from 'react';
import type { Message } from '../../../api/contract/messages';
import { formatDateTime } from '../../../domain/format/date';
import { MESSAGE_TYPE_INFO } from '../../../domain/messaging';
import { Modal } from '../../ui/Modal';

export function MessageDialog({ message, onClose, actions }: { message: Message; onClose(): void; actions?: ReactNode }) {
  return (
    <Modal title="Message" onClose={onClose} width={560} footer={actions}>
      <dl className="ap-message__meta">
        <dt>Date</dt>
        <dd>{formatDateTime(message.sendDate)}</dd>
        <dt>De</dt>
        <dd>{message.from.label}</dd>
        <dt>À</dt>
        <dd>{message.to.label}</dd>
        <dt>Type</dt>
        <dd>{MESSAGE_TYPE_INFO[message.type].label}</dd>
      </dl>
      <p className="ap-message__content">{message.content}</p>
    </Modal>
  );
}
