/**
 * Shared form checks. Forms answer their errors as a `{ field: message }` map holding only
 * the fields in error; an empty map means the form can be sent.
 */
import { MESSAGES } from './messages';

export type FormErrors<Field extends string> = Partial<Record<Field, string>>;

export function isBlank(value: string | null | undefined): boolean {
  return !value?.trim();
}

/** Decision (the spec gives limits, not their wording): '200 caractères maximum'. */
export function maxLengthMessage(max: number): string {
  return `${max} caractères maximum`;
}

/** A text field's error: the shared required text when required and blank, the length message when too long. */
export function textError(value: string | null | undefined, { required = false, max }: { required?: boolean; max: number }): string | null {
  if (isBlank(value)) return required ? MESSAGES.required : null;
  return value!.trim().length > max ? maxLengthMessage(max) : null;
}

// The e-mail rule of zod 4 (`z.email()`), which the API applies: the form accepts exactly what the server will
// (once trimmed: forms send trimmed values).
const EMAIL = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export function isEmail(value: string | null | undefined): boolean {
  return EMAIL.test(value?.trim() ?? '');
}

/** Keeps the fields that have an error. */
export function collectErrors<Field extends string>(checks: Record<Field, string | null | undefined>): FormErrors<Field> {
  const errors: FormErrors<Field> = {};
  for (const field of Object.keys(checks) as Field[]) {
    const message = checks[field];
    if (message) errors[field] = message;
  }
  return errors;
}

export function hasErrors(errors: FormErrors<string>): boolean {
  return Object.keys(errors).length > 0;
}
