/** Step 0 of the weekly unavailability dialog: the days ('période': one day or a group 8–12) and the type. */
import { UNAVAILABILITY_TYPE_LABELS } from '../../../domain/labels';
import type { WeeklyUnavailabilityValues } from '../../../domain/unavailability/dialog';
import { UNAVAILABILITY_TYPES, type UnavailabilityType } from '../../../domain/unavailability/types';
import { WEEK_DAY_CHOICES, weekDayChoiceLabel, type WeekDayChoice } from '../../../domain/unavailability/weekDays';
import type { FormErrors } from '../../../domain/validation';
import { SelectField } from '../../ui/SelectField';

const NONE = { value: '', label: 'Choisir…' };
const PERIOD_OPTIONS = [NONE, ...WEEK_DAY_CHOICES.map((choice) => ({ value: String(choice), label: weekDayChoiceLabel(choice) }))];
const TYPE_OPTIONS = [NONE, ...UNAVAILABILITY_TYPES.map((type) => ({ value: type, label: UNAVAILABILITY_TYPE_LABELS[type] }))];

export interface WeeklyDaysStepProps {
  values: WeeklyUnavailabilityValues;
  errors: FormErrors<'period' | 'type'>;
  onChange(patch: Partial<WeeklyUnavailabilityValues>): void;
}

export function WeeklyDaysStep({ values, errors, onChange }: WeeklyDaysStepProps) {
  return (
    <div className="ap-unavailability__row">
      <SelectField
        label="Période"
        value={values.period === null ? '' : String(values.period)}
        options={PERIOD_OPTIONS}
        error={errors.period}
        onValueChange={(value) => onChange({ period: value ? (Number(value) as WeekDayChoice) : null })}
      />
      <SelectField label="Type" value={values.type ?? ''} options={TYPE_OPTIONS} error={errors.type} onValueChange={(value) => onChange({ type: (value || null) as UnavailabilityType | null })} />
    </div>
  );
}
