/** One event's decision: keep (with why), cancel (who and why, the cancellation's own choices) or replace (the ranked candidates). */
import type { ReplacementCandidate } from '../../../api/contract/replacements';
import { CANCELLATION_REASON_LABELS, CANCELLATION_TEXTS, CANCELLATION_TYPE_LABELS, type CancellationReason, type CancellationType } from '../../../domain/planning/cancellations';
import { ACTION_LABELS, candidateLabel, draftError, type DecisionAction, type DecisionDraft } from '../../../domain/planning/replacementForm';
import { REPLACEMENT_TEXTS } from '../../../domain/planning/replacementTexts';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';

const options = <K extends string>(labels: Readonly<Record<K, string>>) => Object.entries<string>(labels).map(([value, label]) => ({ value, label }));

export interface DecisionFieldsProps {
  draft: DecisionDraft;
  candidates: readonly ReplacementCandidate[];
  /** Show the draft's error (after a first « Enregistrer »). */
  checked: boolean;
  /** The engine's labels when the save refused this replacement (the professional no longer free). */
  refusal?: string | null;
  onChange(draft: DecisionDraft): void;
}

export function DecisionFields({ draft, candidates, checked, refusal = null, onChange }: DecisionFieldsProps) {
  const set = (patch: Partial<DecisionDraft>) => onChange({ ...draft, ...patch });
  const error = refusal ?? (checked ? draftError(draft) : null);
  return (
    <div className="ap-replacement__choice">
      <SelectField label="Décision" options={options(ACTION_LABELS)} value={draft.action} onValueChange={(action) => set({ action: action as DecisionAction })} />
      {draft.action === 'REPLACE' ? (
        <SelectField
          label={REPLACEMENT_TEXTS.replaceBy}
          options={candidates.length ? [{ value: '', label: '—' }, ...candidates.map((c) => ({ value: String(c.id), label: candidateLabel(c) }))] : [{ value: '', label: REPLACEMENT_TEXTS.noCandidate }]}
          value={draft.proId}
          onValueChange={(proId) => set({ proId })}
          error={error}
        />
      ) : null}
      {draft.action === 'KEEP' ? <TextField label={REPLACEMENT_TEXTS.keepReason} value={draft.keepReason} onValueChange={(keepReason) => set({ keepReason })} error={error} /> : null}
      {draft.action === 'CANCEL' ? (
        <>
          <SelectField label={CANCELLATION_TEXTS.type} options={options(CANCELLATION_TYPE_LABELS)} value={draft.type} onValueChange={(type) => set({ type: type as CancellationType })} />
          <SelectField label={CANCELLATION_TEXTS.reason} options={options(CANCELLATION_REASON_LABELS)} value={draft.reason} onValueChange={(reason) => set({ reason: reason as CancellationReason })} />
          {draft.reason === 'OTHER' ? <TextField label={CANCELLATION_TEXTS.comment} value={draft.comment} onValueChange={(comment) => set({ comment })} error={error} /> : null}
        </>
      ) : null}
    </div>
  );
}
