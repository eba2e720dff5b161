/**
 * The columns of every list of messages (spec 001 §2 messages view): direction icon, unread dot, date, De, À, type
 * with its icon, content (a click opens it). Shared by the /messages screen and the resource explorer.
 */
import type { Message } from '../../../api/contract/messages';
import { formatDateTime } from '../../../domain/format/date';
import { MESSAGE_DIRECTION_INFO, MESSAGE_TYPE_INFO, messageDirection } from '../../../domain/messaging';
import type { Column } from '../../ui/Table';
import { MESSAGE_ICONS } from './messageIcons';

function DirectionIcon({ message }: { message: Message }) {
  const info = MESSAGE_DIRECTION_INFO[messageDirection(message)];
  const Icon = MESSAGE_ICONS[info.icon]!;
  return (
    <span className="ap-message__direction" title={info.label} role="img" aria-label={info.label}>
      <Icon size={16} aria-hidden="true" />
    </span>
  );
}

function TypeLabel({ message }: { message: Message }) {
  const info = MESSAGE_TYPE_INFO[message.type];
  const Icon = MESSAGE_ICONS[info.icon]!;
  return (
    <span className="ap-message__type">
      <Icon size={16} aria-hidden="true" />
      {info.label}
    </span>
  );
}

/** A column a list may leave out when all its rows share it: in the inbox the direction and « À » (the agency), in the sent box the direction and « De ». */
export type OmittableMessageColumn = 'direction' | 'from' | 'to';

export function messageColumns(onOpen: (message: Message) => void, hide: readonly OmittableMessageColumn[] = []): Column<Message>[] {
  // With one party left, its names stay on one line; a record's tab shows both, which may wrap.
  const oneParty = hide.includes('from') || hide.includes('to');
  const columns: Column<Message>[] = [
    { key: 'direction', header: 'Sens', cell: (m) => <DirectionIcon message={m} /> },
    { key: 'unread', header: 'Non lu', cell: (m) => (m.unread ? <span className="ap-message__unread" role="img" aria-label="Non lu" title="Non lu" /> : null) },
    { key: 'date', header: 'Date', nowrap: true, cell: (m) => formatDateTime(m.sendDate) },
    { key: 'from', header: 'De', nowrap: oneParty, cell: (m) => m.from.label },
    { key: 'to', header: 'À', nowrap: oneParty, cell: (m) => m.to.label },
    { key: 'type', header: 'Type', nowrap: true, cell: (m) => <TypeLabel message={m} /> },
    {
      key: 'content',
      header: 'Message',
      fill: true,
      // One line cut with an ellipsis: the whole text in its title and in the modal.
      cell: (m) => (
        <button type="button" className={`ap-message__open${m.unread ? ' ap-message__open--unread' : ''}`} title={m.content} onClick={() => onOpen(m)}>
          {m.content}
        </button>
      ),
    },
  ];
  return columns.filter((column) => !(hide as readonly string[]).includes(column.key));
}
