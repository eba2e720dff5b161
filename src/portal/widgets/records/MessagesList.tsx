/**
 * The messages of a family or a professional, read-only (spec 001 §2 resource explorer's
 * messages view; the record pages' « messages » and « discussions » tabs): direction icon,
 * unread dot, date, De, À, type and content, newest first, paged; a click on a message opens
 * the modal « Message » with its full content. Load failures are swallowed (spec 000 §8).
 */
import { useEffect, useState } from 'react';
import { searchFamilyMessages, searchProMessages, type Message } from '../../../api/contract/messages';
import { formatDateTime } from '../../../domain/format/date';
import { MESSAGES_PAGE_SIZE, MESSAGE_DIRECTION_INFO, MESSAGE_TYPE_INFO, messageDirection } from '../../../domain/messaging';
import { usePortal } from '../../context';
import { useLoad } from '../../hooks/useLoad';
import { useStyles } from '../../hooks/useStyles';
import { Modal } from '../../ui/Modal';
import { Table, type Column } from '../../ui/Table';
import { Pagination } from '../Pagination';
import { MESSAGE_ICONS } from './messageIcons';
import { recordsCss } from './records.css';
import type { RecordTarget } from './target';

export type MessagesListProps = RecordTarget & {
  /** With the direct family ↔ professional messages (default: the agency's exchanges only). */
  includeDirectMessages?: boolean;
};

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

export function MessagesList({ familyId, proId, includeDirectMessages = false }: MessagesListProps) {
  useStyles('records', recordsCss);
  const { client } = usePortal();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(MESSAGES_PAGE_SIZE);
  const [opened, setOpened] = useState<Message | null>(null);
  useEffect(() => setPage(0), [familyId, proId, includeDirectMessages]);
  const { data, loading } = useLoad(() => {
    const query = { pageNumber: page, pageSize, includeDirectMessages: includeDirectMessages ? 'true' : 'false' } as const;
    return familyId !== undefined
      ? client.call(searchFamilyMessages, { params: { id: familyId }, query })
      : client.call(searchProMessages, { params: { id: proId }, query });
  }, [client, familyId, proId, includeDirectMessages, page, pageSize]);

  const columns: Column<Message>[] = [
    { key: 'direction', header: 'Sens', cell: (m) => <DirectionIcon message={m} /> },
    { key: 'unread', header: 'Non lu', cell: (m) => (m.unread ? <span className="ap-message__unread" role="img" aria-label="Non lu" title="Non lu" /> : null) },
    { key: 'date', header: 'Date', nowrap: true, cell: (m) => formatDateTime(m.sendDate) },
    { key: 'from', header: 'De', cell: (m) => m.from.label },
    { key: 'to', header: 'À', cell: (m) => m.to.label },
    { key: 'type', header: 'Type', cell: (m) => <TypeLabel message={m} /> },
    {
      key: 'content',
      header: 'Message',
      cell: (m) => (
        <button type="button" className={`ap-message__open${m.unread ? ' ap-message__open--unread' : ''}`} title="Lire le message" onClick={() => setOpened(m)}>
          {m.content}
        </button>
      ),
    },
  ];

  return (
    <section className="ap-record-widget" aria-label="Messages">
      <Table columns={columns} rows={data?.content ?? []} rowKey={(m) => m.id} caption="Messages" loading={loading && !data} />
      {data && data.totalElements > 0 ? (
        <Pagination
          page={page}
          pageSize={pageSize}
          total={data.totalElements}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(0);
          }}
        />
      ) : null}
      {opened ? (
        <Modal title="Message" onClose={() => setOpened(null)} width={560}>
          <dl className="ap-message__meta">
            <dt>Date</dt>
            <dd>{formatDateTime(opened.sendDate)}</dd>
            <dt>De</dt>
            <dd>{opened.from.label}</dd>
            <dt>À</dt>
            <dd>{opened.to.label}</dd>
            <dt>Type</dt>
            <dd>{MESSAGE_TYPE_INFO[opened.type].label}</dd>
          </dl>
          <p className="ap-message__content">{opened.content}</p>
        </Modal>
      ) : null}
    </section>
  );
}
