/** A family or a professional to write to: the kind, then the existing family or professional selector. */
import type { MessageRecipient } from '../../../domain/messaging';
import { MESSAGE_RECIPIENT_KINDS } from '../../../domain/messaging';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import type { Choice } from '../../ui/RemoteSelect';
import { FamilySelector, ProfessionalSelector } from '../Selectors';

export interface RecipientPickerProps {
  legend: string;
  kind: MessageRecipient['kind'];
  onKind(kind: MessageRecipient['kind']): void;
  value: Choice | null;
  onValueChange(value: Choice | null): void;
  error?: string | null | undefined;
}

export function RecipientPicker({ legend, kind, onKind, value, onValueChange, error }: RecipientPickerProps) {
  return (
    <>
      <ChoiceGroup legend={legend} value={kind} choices={MESSAGE_RECIPIENT_KINDS} onValueChange={onKind} />
      <div className="ap-field">
        {kind === 'FAMILY' ? <FamilySelector value={value} onValueChange={onValueChange} /> : <ProfessionalSelector label="Intervenant(e)" value={value} onValueChange={onValueChange} />}
        {error ? <span className="ap-field__error">{error}</span> : null}
      </div>
    </>
  );
}
