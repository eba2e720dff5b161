/** The reason asked when a prospect is marked lost or a record archived: a short list and a free text, checked before sending (`closingReasons.ts`). */
import { useState } from 'react';
import { CLOSING_COMMENT_MAX, CLOSING_REASONS, CLOSING_REASON_LABELS, closingError, type ClosingReason } from '../../domain/customers/closingReasons';
import { SelectField } from '../ui/SelectField';
import { CommentField } from '../ui/CommentField';

const OPTIONS = [{ value: '', label: 'Choisir une raison…' }, ...CLOSING_REASONS.map((reason) => ({ value: reason, label: CLOSING_REASON_LABELS[reason] }))];

export function useClosingReason() {
  const [reason, setReason] = useState<ClosingReason | ''>('');
  const [comment, setComment] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  /** The body to send; null (the refusal shown on its field) when the reason is missing. */
  const body = () => {
    const closing = { reason: reason || null, comment: comment.trim() || null };
    const error = closingError(closing);
    setRefusal(error?.label ?? null);
    return error ? null : { reason: reason as ClosingReason, comment: closing.comment };
  };
  const fields = (
    <div className="ap-form">
      <SelectField label="Raison" value={reason} options={OPTIONS} onValueChange={(value) => (setReason(value as ClosingReason | ''), setRefusal(null))} error={!reason ? refusal : null} />
      <CommentField label="Précisions" max={CLOSING_COMMENT_MAX} value={comment} onValueChange={(value) => (setComment(value), setRefusal(null))} error={reason ? refusal : null} />
    </div>
  );
  return { fields, body };
}
