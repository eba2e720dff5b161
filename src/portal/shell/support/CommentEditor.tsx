/**
 * The comment editor of a ticket (spec 002 §2, §5): the message (required, under 5000 characters) with
 * files; for agents, agents-only visibility, the delayed send (publication date not before now) and the
 * models. Sends the entry, then the timeline reloads.
 */
import { useState } from 'react';
import { Clock, Send, Template } from 'tabler-icons-react';
import { createEntry } from '../../../api/contract/support';
import { publicationDateError, SUPPORT_MESSAGES, supportTextError } from '../../../domain/support/rules';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useLatestState } from '../../ui/useLatestState';
import { useFieldReadings } from '../../ui/fieldReadings';
import { FormFields } from '../../kit/FormFields';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Modal } from '../../ui/Modal';
import { fromLocalDateTime } from '../../../domain/format/localDateTime';
import { DateTimeField } from '../../ui/DateTimeField';
import { HtmlEditor } from '../../widgets/HtmlEditor';
import { ModelsDialog } from './ModelsDialog';
import { FilePicker, toNewAttachments } from './Attachments';
import { useSupport } from './SupportContext';

export function CommentEditor({ ticketId, onSent }: { ticketId: number; onSent(): void }) {
  const support = useSupport();
  const [content, setContent, latestContent] = useLatestState('');
  const [files, setFiles, latestFiles] = useLatestState<File[]>([]);
  const [agentsOnly, setAgentsOnly, latestAgentsOnly] = useLatestState(false);
  const [tried, setTried] = useState(false);
  const [dialog, setDialog] = useState<'delay' | 'models' | null>(null);
  const error = supportTextError(content, SUPPORT_MESSAGES.entryRequired);

  const send = useAction(async (publishedDate: string | null) => {
    setTried(true);
    // The message of the last keystroke, not of the last render (a send right after typing).
    const typed = latestContent();
    if (supportTextError(typed, SUPPORT_MESSAGES.entryRequired)) return;
    await support.call(async (client) =>
      client.call(createEntry, {
        body: {
          supportTicketEntryForm: { supportTicketId: ticketId, content: typed, visibility: latestAgentsOnly() ? 'AGENTS' : null, ...(publishedDate ? { publishedDate } : {}) },
          files: await toNewAttachments(latestFiles()),
        },
      }),
    );
    setContent('');
    setFiles([]);
    setTried(false);
    setDialog(null);
    onSent();
  });

  return (
    <section className="ap-editor" aria-label="Nouveau message">
      {send.error ? <Alert tone="danger">{send.error}</Alert> : null}
      <HtmlEditor label="Votre message" value={content} onValueChange={setContent} error={tried ? error : null} max={4999} rows={4} />
      <FilePicker files={files} onFilesChange={setFiles} />
      <div className="ap-editor__actions">
        {support.agent ? (
          <>
            <Checkbox label="Réservé aux agents" checked={agentsOnly} onCheckedChange={setAgentsOnly} />
            <Button icon={<Template size={16} aria-hidden="true" />} onClick={() => setDialog('models')}>Modèles</Button>
            <Button icon={<Clock size={16} aria-hidden="true" />} onClick={() => setDialog('delay')}>Envoi différé</Button>
          </>
        ) : null}
        <span className="ap-spacer" />
        <Button variant="primary" icon={<Send size={16} aria-hidden="true" />} loading={send.pending && dialog === null} onClick={() => void send.run(null)}>
          Envoyer
        </Button>
      </div>
      {dialog === 'delay' ? <DelayedSendDialog pending={send.pending} onSend={(date) => void send.run(date)} onClose={() => setDialog(null)} /> : null}
      {dialog === 'models' ? <ModelsDialog onUse={(model) => { setContent(model.content); setDialog(null); }} onClose={() => setDialog(null)} /> : null}
    </section>
  );
}


/** Chooses when the message is published; not before now. */
export function DelayedSendDialog({ pending, onSend, onClose, title = 'Envoi différé', action = 'Programmer l’envoi' }: {
  pending: boolean; onSend(isoDate: string): void; onClose(): void; title?: string; action?: string;
}) {
  const { clock } = usePortal();
  const [value, setValue, latestValue] = useLatestState('');
  const [error, setError] = useState<string | null>(null);
  // The kit's readings: a day or a time that does not read stops the send with the field's message.
  const readings = useFieldReadings();
  const submit = () => {
    if (readings.unread() !== null) return;
    const iso = fromLocalDateTime(latestValue());
    const problem = iso ? publicationDateError(iso, clock.now()) : SUPPORT_MESSAGES.publicationInPast;
    setError(problem);
    if (!problem && iso) onSend(iso);
  };
  return (
    <Modal title={title} width={460} onClose={onClose} footer={<Button variant="primary" loading={pending} onClick={submit}>{action}</Button>}>
      <FormFields form={{ readings }}>
        <DateTimeField label="Date de publication" value={value} onValueChange={setValue} error={error} />
      </FormFields>
    </Modal>
  );
}
