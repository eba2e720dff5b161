/**
 * The notes tab of a record (spec 001 §2: notes/{noteId?}): every note about the record's family
 * or professional, 20 a page, newest first, with the notebook's cards and actions; 'Nouvelle
 * note' writes one about it; `notes/{noteId}` opens that note (Back closes it).
 */
import { useState } from 'react';
import { Plus } from 'tabler-icons-react';
import { getNote, searchNotes, type Note } from '../../../api/contract/notes';
import { NOTES_PAGE_SIZE } from '../../../domain/notes';
import { usePortal } from '../../context';
import { useLoad } from '../../hooks/useLoad';
import { useStyles } from '../../hooks/useStyles';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Loading } from '../../ui/Spinner';
import { NoteCard } from '../../widgets/notes/NoteCard';
import { NoteDialog } from '../../widgets/notes/NoteDialog';
import { notesCss } from '../../widgets/notes/notes.css';
import { useNoteActions } from '../../widgets/notes/useNoteActions';
import { Pagination } from '../../widgets/Pagination';

export interface RecordNotesProps {
  about: { familyId: number; label: string } | { proId: number; label: string };
  /** The note the URL opens, if any. */
  noteId: number | null;
  /** The tab's path without a note (closing the note goes back there). */
  notesPath: string;
}

export function RecordNotes({ about, noteId, notesPath }: RecordNotesProps) {
  useStyles('notes', notesCss);
  const { client, router } = usePortal();
  const [page, setPage] = useState(0);
  const [creating, setCreating] = useState(false);
  const target = 'familyId' in about ? { familyId: about.familyId } : { proId: about.proId };
  const notes = useLoad(() => client.call(searchNotes, { body: { ...target, pageNumber: page, pageSize: NOTES_PAGE_SIZE } }), [client, target.familyId, target.proId, page]);
  const opened = useLoad(noteId ? () => client.call(getNote, { params: { id: noteId } }) : null, [client, noteId]);
  const { actions, dialog, error, notice } = useNoteActions(notes.reload);
  const open = (note: Note) => router.navigate(`${notesPath}/${note.id}`);
  const close = () => router.navigate(notesPath);
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
      {notes.loading && !notes.data ? <Loading /> : null}
      {notes.data && notes.data.content.length === 0 ? <EmptyState title="Aucune note" /> : null}
      {notes.data?.content.length ? (
        <ul className="ap-notes__grid">
          {notes.data.content.map((note) => (
            <li key={note.id}>
              <NoteCard note={note} actions={actions} onEdit={open} showAbout={false} />
            </li>
          ))}
        </ul>
      ) : null}
      {notes.data && notes.data.totalElements > NOTES_PAGE_SIZE ? (
        <Pagination page={page} pageSize={NOTES_PAGE_SIZE} total={notes.data.totalElements} onPage={setPage} />
      ) : null}
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
