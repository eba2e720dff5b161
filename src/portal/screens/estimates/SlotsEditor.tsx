/** The weekly slots of an estimate: a week day and the time input of spec 000 for the start and the end, one line each with its delete button. */
import { Plus, Trash } from 'tabler-icons-react';
import { WEEK_DAYS, WEEK_DAY_NAMES } from '../../../domain/calendar';
import { NEW_SLOT, type SlotDraft } from '../../../domain/estimates/form';
import { useStyles } from '../../ui/useStyles';
import { Button, IconButton } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TimeInput } from '../../ui/TimeInput';
import { estimatesCss } from './estimates.css';

const DAY_OPTIONS = WEEK_DAYS.map((day) => ({ value: String(day), label: WEEK_DAY_NAMES[day] }));

export function SlotsEditor({ slots, errors, onChange }: { slots: readonly SlotDraft[]; errors: Readonly<Record<string, string>>; onChange(update: (slots: SlotDraft[]) => SlotDraft[]): void }) {
  useStyles('estimates', estimatesCss);
  // Each change applies to the slots as they are by then (two times read in one submit keep both).
  const change = (index: number, part: Partial<SlotDraft>) => onChange((current) => current.map((slot, i) => (i === index ? { ...slot, ...part } : slot)));
  return (
    <section className="ap-panel" aria-label="Planning hebdomadaire souhaité">
      <h2 className="ap-panel__title">Planning hebdomadaire souhaité</h2>
      <div className="ap-slots">
        {slots.map((slot, index) => (
          <div key={index} className="ap-slot-row" role="group" aria-label={`Créneau ${index + 1}`}>
            <SelectField label="Jour" value={slot.weekDay} options={DAY_OPTIONS} onValueChange={(weekDay) => change(index, { weekDay })} />
            <TimeInput label="Début" value={slot.startTime} error={errors[`${index}.startTime`]} onValueChange={(startTime) => change(index, { startTime })} />
            <TimeInput label="Fin" value={slot.endTime} error={errors[`${index}.endTime`]} onValueChange={(endTime) => change(index, { endTime })} />
            {/* Every line keeps its button, so the lines stay aligned; an estimate keeps at least one slot. */}
            <IconButton
              className="ap-slot-row__remove"
              label={`Retirer le créneau ${index + 1}`}
              icon={<Trash size={16} aria-hidden="true" />}
              disabled={slots.length === 1}
              onClick={() => onChange((current) => current.filter((_, i) => i !== index))}
            />
          </div>
        ))}
        <Button icon={<Plus size={16} aria-hidden="true" />} onClick={() => onChange((current) => [...current, NEW_SLOT])}>
          Ajouter un créneau
        </Button>
      </div>
    </section>
  );
}
