/**
 * The notes tab of a record (spec 001 §2: notes/{noteId?}): every note about the record's family
 * or professional, 20 a page, newest first, with the notebook's cards and actions; 'Nouvelle
 * note' writes one about it; `notes/{noteId}` opens that note (Back closes it). Its page is in the URL
 * (`notes?page=2`), kept while a note is open.
 */
import { useState } from 'react';
import { Plus } from 'tabler-icons-react';
import { getNote, searchNotes, type Note } from '../../../api/contract/notes';
import type { ListConfig } from '../../../domain/list/listState';
import { NOTES_PAGE_SIZE } from '../../../domain/notes';
import { parseLocation } from '../../../domain/routes';
import { usePortal } from '../../context';
import { useCall } from '../useQuery';
import { useStyles } from '../../ui/useStyles';
import { listCall } from '../listCall';
import { ListPagination } from '../ListPagination';
import { useListController } from '../useListController';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Loading } from '../../ui/Spinner';
import { NoteCard } from '../../widgets/notes/NoteCard';
import { NoteDialog } from '../../widgets/notes/NoteDialog';
import { notesCss } from '../../widgets/notes/notes.css';
import { useNoteActions } from '../../widgets/notes/useNoteActions';

export interface RecordNotesProps {
  about: { familyId: number; label: string } | { proId: number; label: string };
  /** The note the URL opens, if any. */
  noteId: number | null;
  /** The tab's path without a note (closing the note goes back there). */
  notesPath: string;
}

const NOTES_CONFIG: ListConfig = { attributes: {}, defaultSort: null, defaultPageSize: NOTES_PAGE_SIZE };

export function RecordNotes({ about, noteId, notesPath }: RecordNotesProps) {
  useStyles('notes', notesCss);
  const { client, router } = usePortal();
  const [creating, setCreating] = useState(false);
  const target = 'familyId' in about ? { familyId: about.familyId } : { proId: about.proId };
  const notes = useListController<Note, unknown>('notes.record', NOTES_CONFIG, (state) =>
    listCall(client, searchNotes, { body: { ...target, pageNumber: state.page, pageSize: state.pageSize } }));
  const opened = useCall(getNote, noteId ? { params: { id: noteId } } : null);
  const { actions, dialog, error, notice } = useNoteActions(notes.reload);
  // Opening and closing a note keep the list's page.
  const { query: listQuery } = parseLocation(router.location.value);
  const query = listQuery ? `?${listQuery}` : '';
  const open = (note: Note) => router.navigate(`${notesPath}/${note.id}${query}`);
  const close = () => router.navigate(`${notesPath}${query}`);
  // A note opens under the record it is about, not under another one's tab.
  const openedHere = opened.data?.id === noteId && ('familyId' in about ? opened.data.familyId === about.familyId : opened.data.proId === about.proId);
  const editing: Note | 'new' | null = creating ? 'new' : openedHere ? opened.data : null;

  return (
    <section className="ap-notes" aria-label="Notes">
      <div className="ap-notes__head">
        <h2>Notes</h2>
        <Button icon={<Plus size={16} aria-hidden="true" />} onClick={() => setCreating(true)}>
          Nouvelle note
        </Button>
      </div>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {notes.initialLoading ? <Loading /> : null}
      {!notes.loading && notes.rows.length === 0 ? <EmptyState title="Aucune note" /> : null}
      {notes.rows.length ? (
        <ul className="ap-notes__grid">
          {notes.rows.map((note) => (
            <li key={note.id}>
              <NoteCard note={note} actions={actions} onEdit={open} showAbout={false} />
            </li>
          ))}
        </ul>
      ) : null}
      {notes.total > NOTES_PAGE_SIZE ? <ListPagination list={notes} fixedSize /> : null}
      {editing ? (
        <NoteDialog
          note={editing === 'new' ? null : editing}
          about={{ ...target, label: about.label }}
          onClose={() => (creating ? setCreating(false) : close())}
          onSaved={() => {
            if (creating) setCreating(false);
            else close();
            notes.reload();
          }}
        />
      ) : null}
      {dialog}
    </section>
  );
}
