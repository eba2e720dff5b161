/**
 * What can be done to notes, shared by the sticky notes and the notebook: acknowledge or cancel a
 * reminder, pin, archive, delete after confirmation. Each action says its success or its French
 * error, then `onChanged` reloads the list.
 */
import { useState, type ReactNode } from 'react';
import { acknowledgeReminder, archiveNote, cancelReminder, deleteNote, updateBookmarkStatus, type Note } from '../../../api/contract/notes';
import { BOOKMARK_ON_SCOPE } from '../../../domain/notes';
import { MESSAGES } from '../../../domain/messages';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useDeleteConfirmation } from '../useDeleteConfirmation';

export interface NoteActions {
  acknowledge(note: Note): Promise<void>;
  cancelReminder(note: Note): Promise<void>;
  pin(ids: number[], pinned: boolean): Promise<void>;
  archive(note: Note, archived: boolean): Promise<void>;
  askDelete(note: Note): void;
}

export function useNoteActions(onChanged: () => void): { actions: NoteActions; dialog: ReactNode; error: string | null; notice: string | null } {
  const { client } = usePortal();
  const [notice, setNotice] = useState<string | null>(null);
  const action = useAction(async (work: () => Promise<unknown>, success: string = MESSAGES.saved) => {
    setNotice(null);
    await work();
    setNotice(success);
    onChanged();
  });
  const removal = useDeleteConfirmation<Note>('Confirmez-vous la suppression de cette note ?', (note) =>
    action.run(() => client.call(deleteNote, { params: { id: note.id } }), MESSAGES.deleted),
  );
  const actions: NoteActions = {
    acknowledge: (note) => action.run(() => client.call(acknowledgeReminder, { params: { id: note.id } })),
    cancelReminder: (note) => action.run(() => client.call(cancelReminder, { params: { id: note.id } })),
    pin: (ids, pinned) => action.run(() => client.call(updateBookmarkStatus, { body: { noteIds: ids, bookmarkStatus: pinned ? BOOKMARK_ON_SCOPE : null } })),
    archive: (note, archived) => action.run(() => client.call(archiveNote, { params: { id: note.id }, query: { archive: archived ? 'true' : 'false' } })),
    askDelete: removal.ask,
  };
  return { actions, dialog: removal.dialog, error: action.error, notice };
}
