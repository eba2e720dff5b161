/**
 * Step 1 of the weekly unavailability dialog: the hours (all day long, from, to, between),
 * the period of application (always, from, to, between, a single day) and the comment.
 * Only the fields the chosen modes need show.
 */
import {
  COMMENT_MAX_LENGTH,
  PERIOD_MODES,
  PERIOD_MODE_LABELS,
  TIME_MODES,
  TIME_MODE_LABELS,
  type WeeklyUnavailabilityField,
  type WeeklyUnavailabilityValues,
} from '../../../domain/unavailability/dialog';
import type { FormErrors } from '../../../domain/validation';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import { CommentField } from '../../ui/CommentField';
import { DateField } from '../../ui/DateField';
import { TimeInput } from '../../ui/TimeInput';

const TIME_CHOICES = TIME_MODES.map((mode) => ({ value: mode, label: TIME_MODE_LABELS[mode] }));
const PERIOD_CHOICES = PERIOD_MODES.map((mode) => ({ value: mode, label: PERIOD_MODE_LABELS[mode] }));

export interface WeeklyHoursStepProps {
  values: WeeklyUnavailabilityValues;
  errors: FormErrors<WeeklyUnavailabilityField>;
  onChange(patch: Partial<WeeklyUnavailabilityValues>): void;
}

export function WeeklyHoursStep({ values, errors, onChange }: WeeklyHoursStepProps) {
  const { timeMode, periodMode } = values;
  return (
    <>
      <ChoiceGroup legend="Horaire" value={timeMode} choices={TIME_CHOICES} onValueChange={(mode) => onChange({ timeMode: mode })} />
      {timeMode !== 'allDayLong' ? (
        <div className="ap-unavailability__row">
          {timeMode !== 'to' ? <TimeInput label="Heure de début" value={values.startTime} error={errors.startTime} onValueChange={(startTime) => onChange({ startTime })} /> : null}
          {timeMode !== 'from' ? <TimeInput label="Heure de fin" value={values.endTime} error={errors.endTime} onValueChange={(endTime) => onChange({ endTime })} /> : null}
        </div>
      ) : null}
      <ChoiceGroup legend="Application" value={periodMode} choices={PERIOD_CHOICES} onValueChange={(mode) => onChange({ periodMode: mode })} />
      {periodMode !== 'always' ? (
        <div className="ap-unavailability__row">
          {periodMode === 'at' ? <DateField label="Jour d'application" value={values.day} error={errors.day} onValueChange={(day) => onChange({ day })} /> : null}
          {periodMode === 'from' || periodMode === 'between' ? (
            <DateField label="Date de début" value={values.startDate} error={errors.startDate} onValueChange={(startDate) => onChange({ startDate })} />
          ) : null}
          {periodMode === 'to' || periodMode === 'between' ? <DateField label="Date de fin" value={values.endDate} error={errors.endDate} onValueChange={(endDate) => onChange({ endDate })} /> : null}
        </div>
      ) : null}
      <CommentField value={values.comment} max={COMMENT_MAX_LENGTH} error={errors.comment} onValueChange={(comment) => onChange({ comment })} />
    </>
  );
}
