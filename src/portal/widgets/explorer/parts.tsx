/** What both explorers share: a list's first page with its footer, the messages view and the pinned notes view (spec 001 §2). */
import { useState } from 'react';
import type { Page } from '../../../api/contract/common';
import { searchFamilyMessages, searchProMessages, type Message } from '../../../api/contract/messages';
import { searchNotes } from '../../../api/contract/notes';
import { EXPLORER_PAGE_SIZE, previewFooter } from '../../../domain/explorer';
import { formatDateTime } from '../../../domain/format/date';
import { BOOKMARK_ON_SCOPE, NOTE_DEFAULT_COLOR } from '../../../domain/notes';
import { usePortal } from '../../context';
import { useLoad } from '../../hooks/useLoad';
import { useStyles } from '../../hooks/useStyles';
import { EmptyState } from '../../ui/EmptyState';
import { SafeHtml } from '../../ui/SafeHtml';
import { Loading } from '../../ui/Spinner';
import { Table, type Column } from '../../ui/Table';
import { notesCss } from '../notes/notes.css';
import { MessageDialog, messageColumns } from '../records/messageParts';
import { recordsCss } from '../records/records.css';
import type { RecordTarget } from '../records/target';

/** The first page of a list ('Aucun résultat' when empty) and, past one page, 'Aperçu des N premiers sur M'. */
export function ExplorerList<Row>({ caption, columns, page, loading, rowKey }: { caption: string; columns: Column<Row>[]; page: Page<Row> | null; loading: boolean; rowKey(row: Row): number }) {
  const footer = page ? previewFooter(page.content.length, page.totalElements) : null;
  return (
    <>
      <Table caption={caption} columns={columns} rows={page?.content ?? []} rowKey={rowKey} loading={loading && !page} />
      {footer ? <p className="ap-explorer__footer">{footer}</p> : null}
    </>
  );
}

const firstPage = { pageNumber: 0, pageSize: EXPLORER_PAGE_SIZE } as const;

/** The messages view: direction icon, unread dot, date, from and to, content; a click opens the modal « Message ». */
export function ExplorerMessages({ familyId, proId }: RecordTarget) {
  useStyles('records', recordsCss);
  const { client } = usePortal();
  const [opened, setOpened] = useState<Message | null>(null);
  const { data, loading } = useLoad(() => {
    const query = { pageNumber: 0, pageSize: EXPLORER_PAGE_SIZE, includeDirectMessages: 'false', directOnly: 'false' } as const;
    return familyId !== undefined ? client.call(searchFamilyMessages, { params: { id: familyId }, query }) : client.call(searchProMessages, { params: { id: proId }, query });
  }, [client, familyId, proId]);
  return (
    <>
      <ExplorerList caption="Messages" columns={messageColumns(setOpened, []).filter((c) => c.key !== 'type')} page={data} loading={loading} rowKey={(m) => m.id} />
      {opened ? <MessageDialog message={opened} onClose={() => setOpened(null)} /> : null}
    </>
  );
}

/** The pinned notes view: sticky notes in their colour, with the reminder's date when there is one. */
export function ExplorerNotes({ familyId, proId }: RecordTarget) {
  useStyles('notes', notesCss);
  const { client } = usePortal();
  const { data, loading } = useLoad(
    () => client.call(searchNotes, { body: { familyId: familyId ?? null, proId: proId ?? null, bookmarkStatuses: [BOOKMARK_ON_SCOPE], ...firstPage } }),
    [client, familyId, proId],
  );
  if (loading && !data) return <Loading />;
  if (!data || data.content.length === 0) return <EmptyState />;
  const footer = previewFooter(data.content.length, data.totalElements);
  return (
    <>
      <ul className="ap-explorer__notes" aria-label="Notes épinglées">
        {data.content.map((note) => (
          <li key={note.id}>
            <article className="ap-note" style={{ background: note.color || NOTE_DEFAULT_COLOR }}>
              <SafeHtml className="ap-note__content" html={note.content} />
              {note.reminderStatus && note.reminderDate ? <span className="ap-note__meta">Alarme le {formatDateTime(note.reminderDate)}</span> : null}
            </article>
          </li>
        ))}
      </ul>
      {footer ? <p className="ap-explorer__footer">{footer}</p> : null}
    </>
  );
}
