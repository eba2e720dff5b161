/**
 * Cancels an event, or changes its cancellation: who cancelled, why, a comment (required for
 * « Autre »); an event of a series may take the series' following events with it.
 */
import { useState } from 'react';
import { cancelEvent, type PlannedEvent } from '../../../api/contract/planningEngine';
import {
  CANCELLATION_FORM_RULES, CANCELLATION_COMMENT_MAX, CANCELLATION_REASONS, CANCELLATION_REASON_LABELS, CANCELLATION_TEXTS, CANCELLATION_TYPES, CANCELLATION_TYPE_LABELS,
  cancellationFormOf, type CancellationReason, type CancellationType,
} from '../../../domain/planning/cancellations';
import { slotLabel } from '../../../domain/planning/form';
import { usePortal } from '../../context';
import { FormDialog } from '../../kit/FormDialog';
import { useForm } from '../../kit/useForm';
import { Checkbox } from '../../ui/Checkbox';
import { SelectField } from '../../ui/SelectField';
import { CommentField } from '../../ui/CommentField';

export interface CancelEventDialogProps {
  event: PlannedEvent;
  /** Cancelled: the notice to show. */
  onCancelled(notice: string): void;
  onClose(): void;
}

const TYPE_OPTIONS = CANCELLATION_TYPES.map((type) => ({ value: type, label: CANCELLATION_TYPE_LABELS[type] }));
const REASON_OPTIONS = CANCELLATION_REASONS.map((reason) => ({ value: reason, label: CANCELLATION_REASON_LABELS[reason] }));

export function CancelEventDialog({ event, onCancelled, onClose }: CancelEventDialogProps) {
  const { client } = usePortal();
  const form = useForm(cancellationFormOf(event.cancellation), CANCELLATION_FORM_RULES);
  const [following, setFollowing] = useState(false);
  const submit = () =>
    void form.submit(async (values) => {
      const body = { type: values.type as CancellationType, reason: values.reason as CancellationReason, comment: values.comment.trim() || null, following };
      const written = await client.call(cancelEvent, { params: { id: event.id }, body });
      onCancelled(CANCELLATION_TEXTS.cancelled(written.length));
    });
  return (
    <FormDialog title={CANCELLATION_TEXTS.cancelTitle} form={form} onSubmit={submit} onClose={onClose} submitLabel={CANCELLATION_TEXTS.confirm} width={520}>
      <p className="ap-muted">
        {slotLabel(event)} · {event.family.name} · {event.user.firstName} {event.user.lastName}
      </p>
      <div className="ap-form-grid">
        <SelectField label={CANCELLATION_TEXTS.type} options={TYPE_OPTIONS} {...form.field('type')} />
        <SelectField label={CANCELLATION_TEXTS.reason} options={REASON_OPTIONS} {...form.field('reason')} />
      </div>
      <CommentField label={CANCELLATION_TEXTS.comment} max={CANCELLATION_COMMENT_MAX} {...form.field('comment')} />
      {event.seriesId !== null ? <Checkbox label={CANCELLATION_TEXTS.following} checked={following} onCheckedChange={setFollowing} /> : null}
    </FormDialog>
  );
}
