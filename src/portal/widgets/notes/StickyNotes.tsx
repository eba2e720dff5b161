/**
 * The pinned sticky notes of a family or a professional, for their overview screens (spec 002 §2:
 * « notes appear as pinned sticky notes in other areas »): the notes pinned on it, their reminders
 * and alarm dates, and the actions on them, « Ouvrir la note » opening it in the family's or the
 * professional's notes (spec 001 §2); 'Nouvelle note' adds one about it.
 */
import { useState } from 'react';
import { Plus } from 'tabler-icons-react';
import { searchNotes, type Note } from '../../../api/contract/notes';
import { useCall } from '../../kit/useQuery';
import { useStyles } from '../../ui/useStyles';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Loading } from '../../ui/Spinner';
import { NoteCard } from './NoteCard';
import { NoteDialog } from './NoteDialog';
import { notesCss } from './notes.css';
import { pinnedNotesInput } from './pinnedNotes';
import { useNoteActions } from './useNoteActions';

export interface StickyNotesProps {
  /** Whom the notes are about: a family or a professional, and how the dialog names it. */
  about: { familyId: number; label: string } | { proId: number; label: string };
}

export function StickyNotes({ about }: StickyNotesProps) {
  useStyles('notes', notesCss);
  const [editing, setEditing] = useState<Note | 'new' | null>(null);
  // Spec 001 §2: a pinned note opens /families/{id}/notes/{noteId} or /professionals/{id}/notes/{noteId}.
  const notesPath = 'familyId' in about ? `/families/${about.familyId}/notes` : `/professionals/${about.proId}/notes`;
  const { data, loading, reload } = useCall(searchNotes, pinnedNotesInput(about));
  const { actions, dialog, error, notice } = useNoteActions(reload);

  return (
    <section className="ap-notes" aria-label="Notes épinglées">
      <div className="ap-notes__head">
        <h2>Notes épinglées</h2>
        <Button icon={<Plus size={16} aria-hidden="true" />} onClick={() => setEditing('new')}>
          Nouvelle note
        </Button>
      </div>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {loading && !data ? <Loading /> : null}
      {data && data.content.length === 0 ? <EmptyState title="Aucune note épinglée" /> : null}
      {data && data.content.length ? (
        <ul className="ap-notes__grid">
          {data.content.map((note) => (
            <li key={note.id}>
              <NoteCard note={note} actions={actions} onEdit={setEditing} showAbout={false} openPath={`${notesPath}/${note.id}`} />
            </li>
          ))}
        </ul>
      ) : null}
      {editing ? (
        <NoteDialog
          note={editing === 'new' ? null : editing}
          about={about}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      ) : null}
      {dialog}
    </section>
  );
}
