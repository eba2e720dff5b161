/**
 * /notebook: the agency's notes (spec 002 §3, §4, §7.12) as sticky notes, 20 per page, filtered by
 * text, reminder status, family, professional, pinned and archived; notes are created, edited,
 * archived, deleted, their reminders acknowledged or cancelled, and pinned or unpinned in bulk.
 */
import { useState } from 'react';
import { Pin, PinnedOff, Plus } from 'tabler-icons-react';
import { searchNotes, type Note } from '../../../api/contract/notes';
import { NOTES_PAGE_SIZE, REMINDER_STATUS_LABELS, REMINDER_STATUSES, type ReminderStatus } from '../../../domain/notes';
import { DEBOUNCE_MS } from '../../../domain/timings';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useDebounced } from '../../hooks/useDebounced';
import { useLoad } from '../../hooks/useLoad';
import { useStyles } from '../../hooks/useStyles';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { EmptyState } from '../../ui/EmptyState';
import { SelectField } from '../../ui/SelectField';
import { Loading } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { NoteCard } from '../../widgets/notes/NoteCard';
import { NoteDialog } from '../../widgets/notes/NoteDialog';
import { notesCss } from '../../widgets/notes/notes.css';
import { useNoteActions } from '../../widgets/notes/useNoteActions';
import { Pagination } from '../../widgets/Pagination';
import { FamilySelector, ProfessionalSelector } from '../../widgets/Selectors';
import type { Choice } from '../../widgets/RemoteSelect';

const REMINDER_OPTIONS = [{ value: '', label: 'Tous' }, ...REMINDER_STATUSES.map((status) => ({ value: status, label: REMINDER_STATUS_LABELS[status] }))];

export function NotebookScreen({ title }: ScreenProps) {
  useStyles('notes', notesCss);
  const { client } = usePortal();
  const [text, setText] = useState('');
  const [reminder, setReminder] = useState<ReminderStatus | ''>('');
  const [family, setFamily] = useState<Choice | null>(null);
  const [pro, setPro] = useState<Choice | null>(null);
  const [pinnedOnly, setPinnedOnly] = useState(false);
  const [archived, setArchived] = useState(false);
  const [pageNumber, setPageNumber] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<Note | 'new' | null>(null);
  const contentPattern = useDebounced(text, DEBOUNCE_MS);

  const { data, loading, reload } = useLoad(
    () =>
      client.call(searchNotes, {
        body: {
          contentPattern, familyId: family?.id ?? null, proId: pro?.id ?? null, archived, pageNumber, pageSize: NOTES_PAGE_SIZE,
          ...(reminder ? { reminderStatuses: [reminder] } : {}), ...(pinnedOnly ? { bookmarkStatuses: ['ON_SCOPE' as const] } : {}),
        },
      }),
    [client, contentPattern, reminder, family?.id, pro?.id, pinnedOnly, archived, pageNumber],
  );
  const { actions, dialog, error, notice } = useNoteActions(() => {
    setSelected(new Set());
    reload();
  });
  const filter = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPageNumber(0);
    setSelected(new Set());
  };
  const toggle = (id: number, on: boolean) => setSelected((current) => {
    const next = new Set(current);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  });

  return (
    <>
      <div className="ap-page-head ap-page-head--actions">
        <h1>{title}</h1>
        <Button variant="primary" icon={<Plus size={16} aria-hidden="true" />} onClick={() => setEditing('new')}>
          Nouvelle note
        </Button>
      </div>
      <div className="ap-filters" role="search" aria-label="Filtres des notes">
        <TextField label="Rechercher" type="search" value={text} onValueChange={filter(setText)} placeholder="Texte de la note" />
        <SelectField label="Rappel" value={reminder} options={REMINDER_OPTIONS} onValueChange={filter((value: string) => setReminder(value as ReminderStatus | ''))} />
        <FamilySelector value={family} onValueChange={filter(setFamily)} />
        <ProfessionalSelector value={pro} onValueChange={filter(setPro)} />
        <Checkbox label="Épinglées seulement" checked={pinnedOnly} onCheckedChange={filter(setPinnedOnly)} />
        <Checkbox label="Notes archivées" checked={archived} onCheckedChange={filter(setArchived)} />
      </div>
      <div className="ap-notes__head" role="toolbar" aria-label="Notes sélectionnées">
        <span className="ap-muted" aria-live="polite">
          {selected.size ? `${selected.size} note${selected.size > 1 ? 's' : ''} sélectionnée${selected.size > 1 ? 's' : ''}` : 'Cochez des notes pour les épingler ou les désépingler ensemble'}
        </span>
        <span className="ap-row-actions">
          <Button icon={<Pin size={16} aria-hidden="true" />} disabled={!selected.size} onClick={() => void actions.pin([...selected], true)}>
            Épingler
          </Button>
          <Button icon={<PinnedOff size={16} aria-hidden="true" />} disabled={!selected.size} onClick={() => void actions.pin([...selected], false)}>
            Désépingler
          </Button>
        </span>
      </div>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {loading && !data ? <Loading /> : null}
      {data && data.content.length === 0 ? <EmptyState /> : null}
      {data && data.content.length ? (
        <ul className="ap-notes__grid" aria-label="Notes">
          {data.content.map((note) => (
            <li key={note.id}>
              <NoteCard
                note={note}
                actions={actions}
                onEdit={setEditing}
                select={<input type="checkbox" aria-label="Sélectionner la note" checked={selected.has(note.id)} onChange={(event) => toggle(note.id, (event.target as HTMLInputElement).checked)} />}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {data ? <Pagination page={pageNumber} pageSize={NOTES_PAGE_SIZE} total={data.totalElements} onPage={setPageNumber} /> : null}
      {editing ? (
        <NoteDialog
          note={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      ) : null}
      {dialog}
    </>
  );
}
