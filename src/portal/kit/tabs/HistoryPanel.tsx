/**
 * The history tab of a record (customers, employees): its changelogs, newest first, each with
 * its event label of spec 001 §3 in French, its comment, author and date; a user adds an entry
 * (a call, a mail, an appointment, a message, or another event), dated when it took place (now
 * by default, never later: src/domain/historyEntries.ts), and edits or deletes those the
 * users write; the server's own events (creation, status moves…) stay as they are.
 */
import { useState } from 'react';
import { Edit, Plus, Trash } from 'tabler-icons-react';
import { formatDateTime } from '../../../domain/format/date';
import { lazyComponent } from '../../app/lazyComponent';
import { MESSAGES } from '../../../domain/messages';
import { useAction } from '../useAction';
import { useQuery } from '../useQuery';
import type { QueryRequest } from '../../state/queryCache';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Table } from '../../ui/Table';
import { useDeleteConfirmation } from '../../widgets/useDeleteConfirmation';

export interface HistoryEntry {
  id: number;
  type: string;
  comment: string | null;
  createdAt: string;
  author: { id: number; firstName: string; lastName: string } | null;
  /** False for what the server wrote (creation, status moves…); absent: the users' event types are editable. */
  editable?: boolean;
}

/** What a user writes: the event, its comment, and when it took place (an ISO instant). */
export interface WrittenEntry<Type extends string> {
  type: Type;
  comment: string | null;
  createdAt: string;
}

export interface HistoryCalls<Type extends string> {
  /** Read through the cache: every write of the history (an entry, a renaming, a contract deleted…) asks it again. */
  list: QueryRequest<readonly HistoryEntry[]>;
  add(entry: WrittenEntry<Type>): Promise<unknown>;
  update(id: number, entry: WrittenEntry<Type>): Promise<unknown>;
  remove(id: number): Promise<unknown>;
}

export interface HistoryPanelProps<Type extends string> {
  calls: HistoryCalls<Type>;
  labels: Readonly<Record<string, string>>;
  /** The events a user may write (and so edit and delete). */
  userTypes: readonly Type[];
}

// The dialog (its date and time fields) loads when it opens: the record's tab stays light.
const HistoryEntryDialog = lazyComponent(() => import('./HistoryEntryDialog'), (m) => m.HistoryEntryDialog, null);

export function HistoryPanel<Type extends string>({ calls, labels, userTypes }: HistoryPanelProps<Type>) {
  const [editing, setEditing] = useState<HistoryEntry | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const history = useQuery(calls.list);
  const removal = useAction(async (entry: HistoryEntry) => {
    await calls.remove(entry.id);
    setNotice(MESSAGES.deleted);
  });
  const deletion = useDeleteConfirmation<HistoryEntry>('Confirmez-vous la suppression de cette entrée de l’historique ?', (entry) => removal.run(entry));
  const writable = (entry: HistoryEntry) => entry.editable ?? (userTypes as readonly string[]).includes(entry.type);
  return (
    <section className="ap-panel" aria-label="Historique">
      <div className="ap-page-head ap-page-head--actions">
        <h2 className="ap-panel__title">Historique</h2>
        <Button icon={<Plus size={16} aria-hidden="true" />} onClick={() => setEditing('new')}>
          Ajouter une entrée
        </Button>
      </div>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {removal.error ? <Alert tone="danger">{removal.error}</Alert> : null}
      <Table
        caption="Historique"
        loading={history.loading && !history.data}
        rows={history.data ?? []}
        rowKey={(entry) => entry.id}
        columns={[
          { key: 'date', header: 'Date', nowrap: true, cell: (entry) => formatDateTime(entry.createdAt) },
          { key: 'type', header: 'Événement', cell: (entry) => <span className="ap-strong">{labels[entry.type] ?? entry.type}</span> },
          { key: 'comment', header: 'Commentaire', cell: (entry) => entry.comment ?? '' },
          { key: 'author', header: 'Par', nowrap: true, cell: (entry) => (entry.author ? `${entry.author.firstName} ${entry.author.lastName}` : 'Automatique') },
          {
            key: 'actions',
            header: '',
            cell: (entry) =>
              writable(entry) ? (
                <span className="ap-row-actions">
                  <Button variant="ghost" aria-label="Modifier l’entrée" icon={<Edit size={16} aria-hidden="true" />} onClick={() => setEditing(entry)} />
                  <Button variant="ghost" aria-label="Supprimer l’entrée" icon={<Trash size={16} aria-hidden="true" />} onClick={() => deletion.ask(entry)} />
                </span>
              ) : null,
          },
        ]}
      />
      {deletion.dialog}
      {editing ? (
        <HistoryEntryDialog
          entry={editing === 'new' ? null : editing}
          labels={labels}
          userTypes={userTypes}
          onClose={() => setEditing(null)}
          onSave={async (written: WrittenEntry<string>) => {
            const entry = written as WrittenEntry<Type>;
            if (editing === 'new') await calls.add(entry);
            else await calls.update(editing.id, entry);
            setEditing(null);
            setNotice(MESSAGES.saved);
          }}
        />
      ) : null}
    </section>
  );
}
