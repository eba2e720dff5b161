/**
 * 'Nouveau ticket' (spec 002 §2, §5): the suggestions of a bill page first, then type (DEMAND), title,
 * description, priority 1–10 (4) with its label, files (over 3 MB refused and removed), context data;
 * for agents the agent priority, 'Accès agent uniquement' and a due date. 'Soumettre le ticket'.
 */
import { useId, useState } from 'react';
import { createTicket, type Ticket } from '../../../api/contract/support';
import { MESSAGES } from '../../../domain/messages';
import { contextData, NEW_TICKET, ticketFormErrors, ticketSuggestions, type TicketFormState } from '../../../domain/support/form';
import { SUPPORT_MESSAGES, TICKET_TYPES, TICKET_TYPE_LABELS, type TicketType } from '../../../domain/support/rules';
import { APP_VERSION } from '../../../domain/version';
import { useAction } from '../../kit/useAction';
import { useLatestState } from '../../ui/useLatestState';
import { useFieldReadings } from '../../ui/fieldReadings';
import { FormFields } from '../../kit/FormFields';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { DateField } from '../../ui/DateField';
import { FilePicker, toNewAttachments } from './Attachments';
import { PrioritySlider } from './TicketTags';
import { useSupport } from './SupportContext';

export interface TicketFormProps {
  /** The page the user is on (suggestions, context data) and the agency chosen. */
  where: { path: string; agencyId: number | null };
  onCreated(ticket: Ticket): void;
  onCancel(): void;
}

export function TicketForm({ where: { path, agencyId }, onCreated, onCancel }: TicketFormProps) {
  const support = useSupport();
  const id = `ap-ticket-${useId()}`;
  const suggestions = ticketSuggestions(path);
  const [form, setForm, latestForm] = useLatestState<TicketFormState>(NEW_TICKET);
  const [files, setFiles] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  const errors = ticketFormErrors(form);
  const set = <K extends keyof TicketFormState>(key: K, value: TicketFormState[K]) => setForm((current) => ({ ...current, [key]: value }));

  // The kit's readings: a due date that does not exist stops the ticket with the field's message.
  const readings = useFieldReadings();
  const submit = useAction(async () => {
    setTried(true);
    if (readings.unread() !== null) return;
    // The values of the last keystroke, not of the last render (a submit right after typing).
    const form = latestForm();
    if (Object.keys(ticketFormErrors(form)).length) return;
    const supportTicketForm = {
      type: form.type, title: form.title.trim(), description: form.description, priority: form.priority, useContextData: form.useContextData,
      ...(form.useContextData ? { contextData: contextData(path, APP_VERSION, agencyId) } : {}),
      ...(support.agent ? { agentPriority: form.agentPriority, agentPrivacy: form.agentPrivacy, dueDate: form.dueDate || null } : {}),
    };
    const ticket = await support.call(async (client) => client.call(createTicket, { body: { supportTicketForm, files: await toNewAttachments(files) } }));
    onCreated(ticket);
  });
  const shown = (key: keyof typeof errors) => (tried ? errors[key] : null);

  return (
    <form className="ap-ticket-form" noValidate onSubmit={(event) => { event.preventDefault(); void submit.run(); }}>
      <section aria-label="Suggestions">
        <h4>Suggestions</h4>
        {suggestions.length ? (
          <table className="ap-table">
            <tbody>
              {suggestions.map((s) => (
                <tr key={s.title}>
                  <td>{s.title}</td>
                  <td className="ap-table__nowrap">
                    <Button variant="ghost" onClick={() => setForm((current) => ({ ...current, type: s.type, title: s.title, description: s.description }))}>Utiliser</Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="ap-muted">{SUPPORT_MESSAGES.noSuggestion}</p>
        )}
      </section>
      {tried && Object.keys(errors).length ? <Alert tone="warning">{MESSAGES.formHasErrors}</Alert> : null}
      {submit.error ? <Alert tone="danger">{submit.error}</Alert> : null}
      <div className="ap-ticket-form__row">
        <SelectField label="Type" value={form.type} error={shown('type')} onValueChange={(v) => set('type', v as TicketType)}
          options={TICKET_TYPES.map((t) => ({ value: t, label: TICKET_TYPE_LABELS[t] }))} />
        <TextField label="Titre" value={form.title} onValueChange={(v) => set('title', v)} error={shown('title')} maxLength={200} required />
      </div>
      <div className="ap-field">
        <label className="ap-field__label" htmlFor={`${id}-description`}>Description</label>
        <textarea id={`${id}-description`} className="ap-field__input" rows={6} value={form.description} aria-invalid={shown('description') ? true : undefined}
          aria-describedby={`${id}-description-count`} onChange={(event) => set('description', (event.target as HTMLTextAreaElement).value)} />
        {shown('description') ? <span className="ap-field__error">{errors.description}</span> : null}
        <span className="ap-field__hint" id={`${id}-description-count`}>{form.description.length} / 4999 caractères</span>
      </div>
      <PrioritySlider label="Priorité" value={form.priority} onChange={(v) => set('priority', v)} />
      {support.agent ? (
        <>
          <PrioritySlider label="Priorité Agent" value={form.agentPriority} onChange={(v) => set('agentPriority', v)} />
          <div className="ap-ticket-form__row">
            <FormFields form={{ readings }}>
              <DateField label="Date d’échéance" value={form.dueDate} onValueChange={(v) => set('dueDate', v)} />
            </FormFields>
          </div>
          <Checkbox label={SUPPORT_MESSAGES.agentOnly} checked={form.agentPrivacy} onCheckedChange={(v) => set('agentPrivacy', v)} />
        </>
      ) : null}
      <FilePicker files={files} onFilesChange={setFiles} />
      <Checkbox label="Joindre les données de contexte (page affichée, version du portail)" checked={form.useContextData} onCheckedChange={(v) => set('useContextData', v)} />
      <div className="ap-editor__actions">
        <Button onClick={onCancel}>Annuler</Button>
        <Button type="submit" variant="primary" loading={submit.pending}>Soumettre le ticket</Button>
      </div>
    </form>
  );
}
