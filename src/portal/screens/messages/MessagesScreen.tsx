/**
 * /messages (spec 001 §2, §7): the agency's boxes Reçus (default), Envoyés and En copie as tabs,
 * each searched and paged in the route's query; a message opens in the modal « Message »
 * (marked read when written to the agency, the menu's badge follows), is answered or deleted
 * after confirmation; « Nouveau message » writes to a family or a professional.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { Trash } from 'tabler-icons-react';
import type { Message } from '../../../api/contract/messages';
import { formatDateTime } from '../../../domain/format/date';
import { MESSAGE_BOXES, MESSAGE_BOX_LABELS, type MessageBox } from '../../../domain/messaging';
import { parseLocation } from '../../../domain/routes';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useStyles } from '../../ui/useStyles';
import { FilterPopover } from '../../kit/FilterPopover';
import { kitCss } from '../../kit/kit.css';
import { ListTable } from '../../kit/ListTable';
import { ListToolbar } from '../../kit/ListToolbar';
import { TabBar } from '../../kit/TabBar';
import { useListController } from '../../kit/useListController';
import { Button, IconButton } from '../../ui/Button';
import { messageColumns, type OmittableMessageColumn } from '../../widgets/records/messageColumns';
import { MessageNotice, MessageOverlays } from '../../widgets/records/MessageOverlays';
import { recordsCss } from '../../widgets/records/records.css';
import { useMessageActions } from '../../widgets/records/useMessageActions';
import { MESSAGES_CONFIG, UNREAD_CHOICES, UNREAD_FILTER, boxOf, messagesListName, messagesRequest } from './messagesList';

const TABS = MESSAGE_BOXES.map((box) => ({ key: box, label: MESSAGE_BOX_LABELS[box], to: `/messages/${box}` }));

/** What every row of a box shares, said by its tab: the direction, and the agency as recipient (Reçus) or sender (Envoyés). */
const HIDDEN_COLUMNS: Record<MessageBox, readonly OmittableMessageColumn[]> = { inbox: ['direction', 'to'], sent: ['direction', 'from'], copy: [] };

const EMPTY: Record<MessageBox, string> = { inbox: 'Aucun message reçu', sent: 'Aucun message envoyé', copy: 'Aucun message en copie' };

export function MessagesScreen(_: ScreenProps) {
  useSignals();
  const { router } = usePortal();
  const box = boxOf(parseLocation(router.location.value).path);
  // One list per box: its state, request and loader key are the box's own.
  return <BoxList key={box} box={box} />;
}

function BoxList({ box }: { box: MessageBox }) {
  useStyles('kit', kitCss);
  useStyles('records', recordsCss);
  const { client } = usePortal();
  const list = useListController<Message, unknown>(messagesListName(box), MESSAGES_CONFIG, messagesRequest(client, box));
  const actions = useMessageActions(list.reload);
  const columns = [
    ...messageColumns(actions.open, HIDDEN_COLUMNS[box]),
    {
      key: 'delete',
      header: 'Actions',
      cell: (m: Message) => (
        <IconButton label={`Supprimer le message de ${m.from.label} du ${formatDateTime(m.sendDate)}`} icon={<Trash size={16} aria-hidden="true" />} onClick={() => actions.askDelete(m)} />
      ),
    },
  ];
  return (
    <>
      <div className="ap-page-head ap-page-head--actions">
        <h1>Messages</h1>
        <Button variant="primary" onClick={() => actions.write()}>
          Nouveau message
        </Button>
      </div>
      <TabBar tabs={TABS} current={box} label="Boîtes de messages" />
      <MessageNotice actions={actions} />
      <ListToolbar
        searchLabel="Rechercher un message, une famille, un(e) intervenant(e)"
        text={list.text}
        onText={list.setText}
        modified={list.modified}
        onReset={list.reset}
        filters={
          box === 'inbox' ? (
            <FilterPopover label="Lecture" choices={UNREAD_CHOICES} filter={list.state.filters[UNREAD_FILTER]} onChange={(f) => list.setFilter(UNREAD_FILTER, f)} />
          ) : undefined
        }
      />
      <ListTable list={list} caption={`Messages – ${MESSAGE_BOX_LABELS[box]}`} columns={columns} rowKey={(m) => m.id} empty={EMPTY[box]} />
      <MessageOverlays actions={actions} />
    </>
  );
}
