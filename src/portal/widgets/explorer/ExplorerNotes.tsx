/** The explorer's pinned notes view (spec 001 §2): sticky notes in their colour, with the reminder's date when there is one. */
import { searchNotes } from '../../../api/contract/notes';
import { EXPLORER_PAGE_SIZE, previewFooter } from '../../../domain/explorer';
import { formatDateTime } from '../../../domain/format/date';
import { BOOKMARK_ON_SCOPE, NOTE_DEFAULT_COLOR } from '../../../domain/notes';
import { useCall } from '../../kit/useQuery';
import { useStyles } from '../../ui/useStyles';
import { EmptyState } from '../../ui/EmptyState';
import { SafeHtml } from '../../ui/SafeHtml';
import { Loading } from '../../ui/Spinner';
import { notesCss } from '../notes/notes.css';
import type { RecordTarget } from '../records/target';

const firstPage = { pageNumber: 0, pageSize: EXPLORER_PAGE_SIZE } as const;

export function ExplorerNotes({ familyId, proId }: RecordTarget) {
  useStyles('notes', notesCss);
  const { data, loading } = useCall(searchNotes, { body: { familyId: familyId ?? null, proId: proId ?? null, bookmarkStatuses: [BOOKMARK_ON_SCOPE], ...firstPage } });
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
