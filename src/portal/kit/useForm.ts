/**
 * The one form model of the people screens: values, the rules of src/domain/form/rules.ts
 * checked on blur and on submit, the server's `errors` shown on their field, the spec's
 * warning when the form has errors ('Le formulaire contient des erreurs…'), and whether the
 * form holds changes not yet saved (`dirty`: the dirty-state warning on leaving). A date, month or time field whose
 * text does not read blocks the save with its message (fieldReadings.ts), whatever the form's rules.
 */
import { useState } from 'react';
import { ApiError } from '../../api/errors';
import { fieldError, formErrors, serverFieldErrors, type FormRules } from '../../domain/form/rules';
import { MESSAGES } from '../../domain/messages';
import { useLatestState } from '../ui/useLatestState';
import type { FormErrors } from '../../domain/validation';
import { useFieldReadings, type FieldReadings } from '../ui/fieldReadings';

export interface FieldProps {
  value: string;
  onValueChange(value: string): void;
  onBlur(): void;
  error: string | null;
}

export interface Form<Field extends string> {
  values: Readonly<Record<Field, string>>;
  errors: FormErrors<Field>;
  /** The form's own message: the spec's warning, or a server error that names no field. */
  message: string | null;
  pending: boolean;
  dirty: boolean;
  field(name: Field): FieldProps;
  set(name: Field, value: string): void;
  /** Checks every field, then runs `save` with the values; a failure of the server lands on its fields. Resolves true once saved. */
  submit(save: (values: Readonly<Record<Field, string>>) => Promise<void>): Promise<boolean>;
  reset(values?: Readonly<Record<Field, string>>): void;
  /** The reading fields inside the form (given to them by FormPanel and FormDialog). */
  readings: FieldReadings;
}

export function useForm<Field extends string>(initial: Readonly<Record<Field, string>>, rules: FormRules<Field>): Form<Field> {
  // The values as of the last keystroke (`latest()`), ahead of any render: two fields typed in
  // one tick, or a submit clicked right after typing, lose nothing under preact/compat.
  const [values, setValues, latest] = useLatestState(initial);
  const [saved, setSaved] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const readings = useFieldReadings();
  const fields = Object.keys(initial) as Field[];

  const setError = (name: Field, error: string | null) =>
    setErrors((current) => {
      const next = { ...current };
      if (error) next[name] = error;
      else delete next[name];
      return next;
    });
  const set = (name: Field, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // An error goes as soon as the value is right again; a new one waits for the blur.
    if (errors[name] && !fieldError(value, rules[name], latest())) {
      setError(name, null);
      // The spec's warning goes with the last error it was about.
      if (message === MESSAGES.formHasErrors && Object.keys(errors).every((key) => key === name)) setMessage(null);
    }
  };
  return {
    values,
    errors,
    message,
    pending,
    dirty: fields.some((name) => values[name] !== saved[name]),
    field: (name) => ({
      value: values[name],
      onValueChange: (value) => set(name, value),
      onBlur: () => setError(name, fieldError(latest()[name], rules[name], latest())),
      error: errors[name] ?? null,
    }),
    set,
    readings,
    async submit(save) {
      // First: a field's text read now may still give the form its value (a short date not yet left).
      const unread = readings.unread();
      const found = formErrors(latest(), rules);
      setErrors(found);
      if (unread || Object.keys(found).length) {
        setMessage(MESSAGES.formHasErrors);
        return false;
      }
      setMessage(null);
      setPending(true);
      try {
        await save(latest());
        setSaved(latest());
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.errors.length) {
          const placed = serverFieldErrors(error.errors, fields);
          setErrors(placed.fields);
          setMessage(placed.others[0] ?? (Object.keys(placed.fields).length ? MESSAGES.formHasErrors : error.message));
        } else setMessage(error instanceof ApiError ? error.message : MESSAGES.genericError);
        return false;
      } finally {
        setPending(false);
      }
    },
    reset(next = initial) {
      setValues(next);
      setSaved(next);
      setErrors({});
      setMessage(null);
    },
  };
}
