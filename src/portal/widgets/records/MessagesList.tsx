/**
 * The messages of a family or a professional (spec 001 §2 resource explorer's messages view;
 * the record pages' « messages » and « discussions » tabs; a thread of /channels): direction
 * icon, unread dot, date, De, À, type and content, newest first, paged; a click opens the modal
 * « Message » (marked read when written to the agency), from which one answers or deletes it.
 * Given `recipientLabel`, « Écrire » sends to the family or the professional. Load failures
 * are swallowed (spec 000 §8).
 */
import { useEffect, useState } from 'react';
import { searchFamilyMessages, searchProMessages } from '../../../api/contract/messages';
import { MESSAGES_PAGE_SIZE } from '../../../domain/messaging';
import { usePortal } from '../../context';
import { useLoad } from '../../hooks/useLoad';
import { useStyles } from '../../hooks/useStyles';
import { Button } from '../../ui/Button';
import { Table } from '../../ui/Table';
import { Pagination } from '../Pagination';
import { messageColumns } from './messageParts';
import { MessageNotice, MessageOverlays } from './MessageOverlays';
import { recordsCss } from './records.css';
import type { RecordTarget } from './target';
import { useMessageActions } from './useMessageActions';

export type MessagesListProps = RecordTarget & {
  /** With the direct family ↔ professional messages (default: the agency's exchanges only). */
  includeDirectMessages?: boolean;
  /** Only the direct ones (a thread of /channels shows them apart). */
  directOnly?: boolean;
  /** The family's or professional's name: with it, « Écrire » sends them a message. */
  recipientLabel?: string;
  /** The list's title (its caption). */
  caption?: string;
};

export function MessagesList({ familyId, proId, includeDirectMessages = false, directOnly = false, recipientLabel, caption = 'Messages' }: MessagesListProps) {
  useStyles('records', recordsCss);
  const { client } = usePortal();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(MESSAGES_PAGE_SIZE);
  useEffect(() => setPage(0), [familyId, proId, includeDirectMessages, directOnly]);
  const { data, loading, reload } = useLoad(() => {
    const query = { pageNumber: page, pageSize, includeDirectMessages: includeDirectMessages ? 'true' : 'false', directOnly: directOnly ? 'true' : 'false' } as const;
    return familyId !== undefined
      ? client.call(searchFamilyMessages, { params: { id: familyId }, query })
      : client.call(searchProMessages, { params: { id: proId }, query });
  }, [client, familyId, proId, includeDirectMessages, directOnly, page, pageSize]);
  const actions = useMessageActions(reload);
  const recipient = recipientLabel !== undefined && !directOnly ? { kind: familyId !== undefined ? ('FAMILY' as const) : ('PRO' as const), id: (familyId ?? proId)!, label: recipientLabel } : null;

  return (
    <section className="ap-record-widget" aria-label={caption}>
      {recipient ? (
        <div className="ap-record-widget__actions">
          <Button variant="primary" onClick={() => actions.write()}>
            Écrire à {recipient.label}
          </Button>
        </div>
      ) : null}
      <MessageNotice actions={actions} />
      <Table columns={messageColumns(actions.open)} rows={data?.content ?? []} rowKey={(m) => m.id} caption={caption} loading={loading && !data} />
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
      <MessageOverlays actions={actions} recipient={recipient} />
    </section>
  );
}
