/** The weekly slots of an estimate: a week day and the time input of spec 000 for the start and the end, one line each. */
import { Plus, Trash } from 'tabler-icons-react';
import { WEEK_DAYS, WEEK_DAY_NAMES } from '../../../domain/calendar';
import { NEW_SLOT, type SlotDraft } from '../../../domain/estimates/form';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TimeInput } from '../../widgets/TimeInput';

const DAY_OPTIONS = WEEK_DAYS.map((day) => ({ value: String(day), label: WEEK_DAY_NAMES[day] }));

export function SlotsEditor({ slots, errors, onChange }: { slots: readonly SlotDraft[]; errors: Readonly<Record<string, string>>; onChange(slots: SlotDraft[]): void }) {
  const change = (index: number, part: Partial<SlotDraft>) => onChange(slots.map((slot, i) => (i === index ? { ...slot, ...part } : slot)));
  return (
    <fieldset className="ap-panel">
      <legend className="ap-panel__title">Planning hebdomadaire souhaité</legend>
      {slots.map((slot, index) => (
        <div key={index} className="ap-form-grid" role="group" aria-label={`Créneau ${index + 1}`}>
          <SelectField label="Jour" value={slot.weekDay} options={DAY_OPTIONS} onValueChange={(weekDay) => change(index, { weekDay })} />
          <TimeInput label="Début" value={slot.startTime} error={errors[`${index}.startTime`]} onValueChange={(startTime) => change(index, { startTime })} />
          <TimeInput label="Fin" value={slot.endTime} error={errors[`${index}.endTime`]} onValueChange={(endTime) => change(index, { endTime })} />
          {slots.length > 1 ? (
            <Button variant="ghost" icon={<Trash size={16} aria-hidden="true" />} aria-label={`Retirer le créneau ${index + 1}`} onClick={() => onChange(slots.filter((_, i) => i !== index))} />
          ) : null}
        </div>
      ))}
      <Button icon={<Plus size={16} aria-hidden="true" />} onClick={() => onChange([...slots, NEW_SLOT])}>
        Ajouter un créneau
      </Button>
    </fieldset>
  );
}
