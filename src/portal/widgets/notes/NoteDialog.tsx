/**
 * Creates or edits a note: HTML content (simple editor with preview), colour (default #ffffa5),
 * reminder date, the family or professional it is about (fixed when the page says so), pinned.
 */
import { useState } from 'react';
import { createNote, updateNote, type Note } from '../../../api/contract/notes';
import { formatDate } from '../../../domain/format/date';
import { MESSAGES } from '../../../domain/messages';
import { BOOKMARK_ON_SCOPE, NOTE_COLOR_LABELS, NOTE_COLORS, NOTE_CONTENT_MAX, NOTE_DEFAULT_COLOR, noteFormErrors, type NoteForm } from '../../../domain/notes';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useLatestState } from '../../ui/useLatestState';
import { useFieldReadings } from '../../ui/fieldReadings';
import { FormFields } from '../../kit/FormFields';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Modal } from '../../ui/Modal';
import { fromLocalDateTime, toLocalDateTime } from '../../../domain/format/localDateTime';
import { DateTimeField } from '../../ui/DateTimeField';
import { HtmlEditor } from '../HtmlEditor';
import { FamilySelector, ProfessionalSelector } from '../Selectors';
import type { Choice } from '../../ui/RemoteSelect';
import { aboutLabel } from './NoteCard';

export interface NoteDialogProps {
  /** The note to edit; absent: a new one. */
  note?: Note | null;
  /** A new note's fixed subject (a family's or professional's page). */
  about?: { familyId?: number; proId?: number; label: string };
  onSaved(note: Note): void;
  onClose(): void;
}

export function NoteDialog({ note, about, onSaved, onClose }: NoteDialogProps) {
  const { client, clock } = usePortal();
  const [form, setForm, latestForm] = useLatestState<NoteForm>({
    content: note?.content ?? '',
    color: note?.color ?? NOTE_DEFAULT_COLOR,
    reminderAt: toLocalDateTime(note?.reminderDate ?? null),
    familyId: note?.familyId ?? about?.familyId ?? null,
    proId: note?.proId ?? about?.proId ?? null,
    pinned: note ? note.bookmarkStatuses.length > 0 : true,
  });
  const [family, setFamily] = useState<Choice | null>(note?.family ? { id: note.family.id, label: note.family.name } : null);
  const [pro, setPro] = useState<Choice | null>(note?.pro ? { id: note.pro.id, label: `${note.pro.firstName} ${note.pro.lastName}` } : null);
  const [tried, setTried] = useState(false);
  const errors = noteFormErrors(form, clock.now(), note?.reminderDate ?? null);
  const set = <K extends keyof NoteForm>(key: K, value: NoteForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const fixed = note ? aboutLabel(note) : about?.label;

  // The kit's readings: a reminder whose day or time does not read stops « Enregistrer » with the field's message.
  const readings = useFieldReadings();
  const save = useAction(async () => {
    setTried(true);
    if (readings.unread() !== null) return;
    // The values of the last keystroke, not of the last render (a save right after typing).
    const form = latestForm();
    if (Object.keys(noteFormErrors(form, clock.now(), note?.reminderDate ?? null)).length) return;
    const body = {
      content: form.content, color: form.color, reminderDate: fromLocalDateTime(form.reminderAt),
      familyId: form.familyId, proId: form.proId, bookmarkStatuses: form.pinned ? [BOOKMARK_ON_SCOPE] : [],
    };
    onSaved(note ? await client.call(updateNote, { params: { id: note.id }, body }) : await client.call(createNote, { body }));
  });
  const shown = (key: keyof typeof errors) => (tried ? errors[key] : null);

  return (
    <Modal
      title={note ? 'Modifier la note' : 'Nouvelle note'}
      subtitle={fixed || undefined}
      width={720}
      onClose={onClose}
      footer={
        <Button variant="primary" loading={save.pending} onClick={() => void save.run()}>
          Enregistrer
        </Button>
      }
    >
      <div className="ap-form">
        {tried && Object.keys(errors).length ? <Alert tone="warning">{MESSAGES.formHasErrors}</Alert> : null}
        {save.error ? <Alert tone="danger">{save.error}</Alert> : null}
        {fixed ? null : (
          <div className="ap-filters">
            <FamilySelector value={family} onValueChange={(choice) => { setFamily(choice); set('familyId', choice?.id ?? null); }} />
            <ProfessionalSelector value={pro} onValueChange={(choice) => { setPro(choice); set('proId', choice?.id ?? null); }} />
          </div>
        )}
        {shown('target') ? <Alert tone="danger">{errors.target}</Alert> : null}
        <HtmlEditor label="Contenu" value={form.content} onValueChange={(value) => set('content', value)} error={shown('content')} max={NOTE_CONTENT_MAX} />
        <fieldset className="ap-note-colors-field">
          <legend className="ap-field__label">Couleur</legend>
          <div className="ap-note-colors">
            {NOTE_COLORS.map((color) => (
              <label key={color} title={NOTE_COLOR_LABELS[color]}>
                <input type="radio" name="note-color" value={color} checked={form.color === color} aria-label={NOTE_COLOR_LABELS[color]} onChange={() => set('color', color)} />
                <span style={{ background: color }} />
              </label>
            ))}
          </div>
        </fieldset>
        <FormFields form={{ readings }}>
          <DateTimeField
            label="Rappel"
            value={form.reminderAt}
            onValueChange={(value) => set('reminderAt', value)}
            error={shown('reminderAt')}
            hint={note?.reminderDate ? `Rappel actuel : ${formatDate(note.reminderDate)}` : 'Facultatif : une alarme à cette date'}
          />
        </FormFields>
        <Checkbox label="Épingler la note sur la fiche" checked={form.pinned} onCheckedChange={(checked) => set('pinned', checked)} />
      </div>
    </Modal>
  );
}
