/** « Ajouter une entrée » and « Modifier l’entrée » of a record's history (HistoryPanel.tsx): the event, when it took place, a comment. */
import { fromLocalDateTime, toLocalDateTime } from '../../../domain/format/localDateTime';
import { HISTORY_ENTRY_MESSAGES, isFutureEntry } from '../../../domain/historyEntries';
import { usePortal } from '../../context';
import { SelectField } from '../../ui/SelectField';
import { CommentField } from '../../ui/CommentField';
import { DateTimeField } from '../../ui/DateTimeField';
import { FormDialog } from '../FormDialog';
import { useForm } from '../useForm';
import type { HistoryEntry, WrittenEntry } from './HistoryPanel';

const COMMENT_MAX = 2000;

export interface HistoryEntryDialogProps {
  entry: HistoryEntry | null;
  labels: Readonly<Record<string, string>>;
  userTypes: readonly string[];
  onClose(): void;
  onSave(entry: WrittenEntry<string>): Promise<void>;
}

export function HistoryEntryDialog({ entry, labels, userTypes, onClose, onSave }: HistoryEntryDialogProps) {
  const { clock } = usePortal();
  // A new entry took place now, by the portal's clock; the date can be moved back, never ahead.
  const at = toLocalDateTime(entry?.createdAt ?? new Date(clock.now()).toISOString());
  const notAhead = (value: string) => {
    const instant = fromLocalDateTime(value);
    return instant && isFutureEntry(instant, clock.now()) ? HISTORY_ENTRY_MESSAGES.future : null;
  };
  const form = useForm(
    { type: entry?.type ?? userTypes[0] ?? '', comment: entry?.comment ?? '', at },
    { type: { required: true }, comment: { max: COMMENT_MAX }, at: { required: true, check: notAhead } },
  );
  const submit = () => void form.submit((values) => onSave({ type: values.type, comment: values.comment.trim() || null, createdAt: fromLocalDateTime(values.at)! }));
  return (
    <FormDialog title={entry ? 'Modifier l’entrée' : 'Ajouter une entrée à l’historique'} form={form} onSubmit={submit} onClose={onClose}>
      <SelectField label="Événement" options={userTypes.map((type) => ({ value: type, label: labels[type] ?? type }))} {...form.field('type')} />
      <DateTimeField label="Date de l’échange" {...form.field('at')} />
      <CommentField label="Commentaire" max={COMMENT_MAX} {...form.field('comment')} />
    </FormDialog>
  );
}
