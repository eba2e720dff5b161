/**
 * /notebook: the agency's notes (spec 002 §3, §4, §7.12) as sticky notes, 20 per page, filtered by
 * text, reminder status, family, professional, pinned and archived; notes are created, edited,
 * archived, deleted, their reminders acknowledged or cancelled, and pinned or unpinned in bulk.
 */
import { useState } from 'react';
import { Pin, PinnedOff, Plus } from 'tabler-icons-react';
import { searchNotes, type Note } from '../../../api/contract/notes';
import { NOTES_PAGE_SIZE, REMINDER_STATUS_LABELS, REMINDER_STATUSES, type ReminderStatus } from '../../../domain/notes';
import { chosenFilter, type ListConfig } from '../../../domain/list/listState';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useStyles } from '../../ui/useStyles';
import { listCall } from '../../kit/listCall';
import { ListPagination } from '../../kit/ListPagination';
import { chooseFilter, useListController } from '../../kit/useListController';
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
import { FamilySelector, ProfessionalSelector } from '../../widgets/Selectors';
import type { Choice } from '../../ui/RemoteSelect';

const REMINDER_OPTIONS = [{ value: '', label: 'Tous' }, ...REMINDER_STATUSES.map((status) => ({ value: status, label: REMINDER_STATUS_LABELS[status] }))];

/**
 * Its search, reminder, pinned and archived filters and its page in the URL (`?q=clés&reminder=TO_DO&pinned=true&page=2`);
 * the family and the professional chosen stay on the screen: the URL would keep an id without the name the selector shows.
 */
const NOTEBOOK_CONFIG: ListConfig = { attributes: { reminder: 'enum', pinned: 'enum', archived: 'enum' }, defaultSort: null, defaultPageSize: NOTES_PAGE_SIZE };
const YES = { values: ['true'] };

export function NotebookScreen({ title }: ScreenProps) {
  useStyles('notes', notesCss);
  const { client } = usePortal();
  const [family, setFamily] = useState<Choice | null>(null);
  const [pro, setPro] = useState<Choice | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<Note | 'new' | null>(null);
  const list = useListController<Note, unknown>('notes.notebook', NOTEBOOK_CONFIG, (state) => {
    const reminder = chosenFilter(state, 'reminder') as ReminderStatus | '';
    return listCall(client, searchNotes, {
      body: {
        contentPattern: state.text, familyId: family?.id ?? null, proId: pro?.id ?? null, archived: chosenFilter(state, 'archived') === 'true', pageNumber: state.page, pageSize: state.pageSize,
        ...(reminder ? { reminderStatuses: [reminder] } : {}), ...(chosenFilter(state, 'pinned') === 'true' ? { bookmarkStatuses: ['ON_SCOPE' as const] } : {}),
      },
    });
  });
  const { rows, reload } = list;
  const { actions, dialog, error, notice } = useNoteActions(() => {
    setSelected(new Set());
    reload();
  });
  // Another filter: its first page, nothing selected.
  const filter = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setSelected(new Set());
  };
  const onScreen = <T,>(set: (value: T) => void) => filter((value: T) => (set(value), list.setPage(0)));
  const flag = (attribute: string) => filter((on: boolean) => list.setFilter(attribute, on ? YES : null));
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
        <TextField label="Rechercher" type="search" value={list.text} onValueChange={filter(list.setText)} placeholder="Texte de la note" />
        <SelectField label="Rappel" value={chosenFilter(list.state, 'reminder')} options={REMINDER_OPTIONS} onValueChange={filter(chooseFilter(list, 'reminder'))} />
        <FamilySelector value={family} onValueChange={onScreen(setFamily)} />
        <ProfessionalSelector value={pro} onValueChange={onScreen(setPro)} />
        <Checkbox label="Épinglées seulement" checked={chosenFilter(list.state, 'pinned') === 'true'} onCheckedChange={flag('pinned')} />
        <Checkbox label="Notes archivées" checked={chosenFilter(list.state, 'archived') === 'true'} onCheckedChange={flag('archived')} />
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
      {list.initialLoading ? <Loading /> : null}
      {!list.initialLoading && rows.length === 0 ? <EmptyState /> : null}
      {rows.length ? (
        <ul className="ap-notes__grid" aria-label="Notes">
          {rows.map((note) => (
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
      <ListPagination list={list} fixedSize />
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
