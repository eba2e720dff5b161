/**
 * A day and a time of the agency, in French whatever the browser's language: the one date field
 * and the one time input side by side, the value 'YYYY-MM-DDTHH:mm' ('' when no day is given; a
 * day without a time is at 09:00). Replaces `<input type="datetime-local">`.
 */
import { useId } from 'react';
import { useStyles } from './useStyles';
import { FieldMessages, describedBy } from './TextField';
import { dateTimeFieldCss } from './dateTimeField.css';
import { DateField } from './DateField';
import { TimeInput } from './TimeInput';

export const DEFAULT_TIME = '09:00';

export interface DateTimeFieldProps {
  label: string;
  value: string;
  onValueChange(value: string): void;
  error?: string | null | undefined;
  hint?: string;
}

export function DateTimeField({ label, value, onValueChange, error, hint }: DateTimeFieldProps) {
  useStyles('datetime-field', dateTimeFieldCss);
  const id = useId();
  const [date = '', time = ''] = value ? value.split('T') : [];
  const change = (nextDate: string, nextTime: string) => onValueChange(nextDate ? `${nextDate}T${nextTime || DEFAULT_TIME}` : '');
  return (
    <fieldset className="ap-datetime" aria-describedby={describedBy(id, error, null)}>
      <legend className="ap-field__label">{label}</legend>
      <div className="ap-form__row">
        <DateField label="Date" value={date} onValueChange={(next) => change(next, time)} {...(hint ? { hint } : {})} />
        <TimeInput label="Heure" value={date ? time || DEFAULT_TIME : time} onValueChange={(next) => change(date, next)} disabled={!date} />
      </div>
      <FieldMessages inputId={id} error={error} hint={null} />
    </fieldset>
  );
}
