/**
 * The timeline of a ticket (spec 002 §4): public and agents-only entries, changelog lines, the unread mark,
 * '(Message supprimé)' with hide and show, and for the author agent the edit and delete of the latest live
 * entry or of one not published yet (its publication date not before now).
 */
import { useState } from 'react';
import { Clock, Eye, EyeOff, Lock, Pencil, Trash } from 'tabler-icons-react';
import { deleteAttachment, deleteEntry, updateEntry, type TicketEntry } from '../../../api/contract/support';
import { formatDateTime } from '../../../domain/format/date';
import { canEditEntry, SUPPORT_MESSAGES, supportTextError } from '../../../domain/support/rules';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { SafeHtml } from '../../ui/SafeHtml';
import { Tag } from '../../ui/Tag';
import { HtmlEditor } from '../../widgets/HtmlEditor';
import { useDeleteConfirmation } from '../../widgets/useDeleteConfirmation';
import { DelayedSendDialog } from './CommentEditor';
import { FileList } from './Attachments';
import { useSupport } from './SupportContext';

export function Timeline({ entries, onChanged }: { entries: readonly TicketEntry[]; onChanged(): void }) {
  const support = useSupport();
  const { clock } = usePortal();
  const [showDeleted, setShowDeleted] = useState(true);
  const [editing, setEditing] = useState<number | null>(null);
  const action = useAction(async (work: () => Promise<unknown>) => {
    await work();
    onChanged();
  });
  const removal = useDeleteConfirmation<TicketEntry>('Confirmez-vous la suppression de ce message ?', (entry) =>
    action.run(() => support.call((c) => c.call(deleteEntry, { params: { id: entry.id } }))),
  );
  const now = clock.now();
  const deleted = entries.filter((e) => e.deletedAt).length;
  const shown = showDeleted ? entries : entries.filter((e) => !e.deletedAt);

  return (
    <section className="ap-ticket__main" aria-label="Messages">
      <div className="ap-ticket__head">
        <h4>Messages</h4>
        {deleted ? (
          <Button variant="ghost" icon={showDeleted ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />} onClick={() => setShowDeleted(!showDeleted)}>
            {showDeleted ? 'Masquer les messages supprimés' : `Afficher les messages supprimés (${deleted})`}
          </Button>
        ) : null}
      </div>
      {action.error ? <Alert tone="danger">{action.error}</Alert> : null}
      {shown.length === 0 ? <p className="ap-muted">Aucun message pour l’instant.</p> : null}
      <ol className="ap-timeline">
        {shown.map((entry) => {
          const editable = canEditEntry(entry, entries, support.user, now);
          const future = Date.parse(entry.publishedAt) > now;
          const classes = ['ap-entry', entry.contentType === 'CHANGELOG' && 'ap-entry--changelog', entry.visibility && 'ap-entry--agents', !entry.read && 'ap-entry--unread', future && 'ap-entry--future'];
          return (
            <li key={entry.id} className={classes.filter(Boolean).join(' ')}>
              <div className="ap-entry__head">
                <strong>{entry.createdByName}</strong>
                <span>{formatDateTime(entry.publishedAt)}</span>
                {entry.visibility ? <Tag tone="warning">Réservé aux agents</Tag> : null}
                {future ? <Tag tone="info"><Clock size={12} aria-hidden="true" /> Publication prévue</Tag> : null}
                {!entry.read ? <Tag tone="danger">Non lu</Tag> : null}
                {editable && editing !== entry.id ? (
                  <span className="ap-row-actions">
                    <Button variant="ghost" icon={<Pencil size={16} aria-hidden="true" />} aria-label="Modifier le message" title="Modifier" onClick={() => setEditing(entry.id)} />
                    <Button variant="ghost" icon={<Trash size={16} aria-hidden="true" />} aria-label="Supprimer le message" title="Supprimer" onClick={() => removal.ask(entry)} />
                    {entry.visibility ? null : (
                      <Button variant="ghost" icon={<Lock size={16} aria-hidden="true" />} aria-label="Réserver le message aux agents" title="Réserver aux agents"
                        onClick={() => void action.run(() => support.call((c) => c.call(updateEntry, { params: { id: entry.id }, body: { content: entry.content, visibility: 'AGENTS' } })))} />
                    )}
                  </span>
                ) : null}
              </div>
              {entry.deletedAt ? (
                <p className="ap-entry__deleted">{SUPPORT_MESSAGES.deletedEntry}</p>
              ) : editing === entry.id ? (
                <EntryEdit entry={entry} future={future} onDone={() => { setEditing(null); onChanged(); }} onCancel={() => setEditing(null)} />
              ) : entry.contentType === 'CHANGELOG' ? (
                <span>{entry.content}</span>
              ) : (
                <SafeHtml html={entry.content} />
              )}
              <FileList files={entry.attachments} canDelete={(file) => support.agent && file.createdBy === support.user.id}
                onDelete={(file) => void action.run(() => support.call((c) => c.call(deleteAttachment, { params: { id: file.id } })))} />
            </li>
          );
        })}
      </ol>
      {removal.dialog}
    </section>
  );
}

function EntryEdit({ entry, future, onDone, onCancel }: { entry: TicketEntry; future: boolean; onDone(): void; onCancel(): void }) {
  const support = useSupport();
  const [content, setContent] = useState(entry.content);
  const [dating, setDating] = useState(false);
  const error = supportTextError(content, SUPPORT_MESSAGES.entryRequired);
  const save = useAction(async (publishedDate?: string) => {
    if (error) return;
    await support.call((c) => c.call(updateEntry, { params: { id: entry.id }, body: { content, ...(publishedDate ? { publishedDate } : {}) } }));
    onDone();
  });
  return (
    <div className="ap-form">
      {save.error ? <Alert tone="danger">{save.error}</Alert> : null}
      <HtmlEditor label="Modifier le message" value={content} onValueChange={setContent} error={error} max={4999} rows={4} />
      <div className="ap-editor__actions">
        <Button onClick={onCancel}>Annuler</Button>
        {future ? <Button icon={<Clock size={16} aria-hidden="true" />} onClick={() => setDating(true)}>Changer la date de publication</Button> : null}
        <Button variant="primary" loading={save.pending} onClick={() => void save.run()}>Enregistrer</Button>
      </div>
      {dating ? (
        <DelayedSendDialog title="Date de publication" action="Enregistrer" pending={save.pending} onSend={(date) => void save.run(date)} onClose={() => setDating(false)} />
      ) : null}
    </div>
  );
}
