/**
 * The one form model's rules (spec 000 §5, 001 §5, §8): each field declares what it needs and
 * gets the spec's French message — required 'Champ obligatoire', e-mail 'Email non valide',
 * phones 'Le format n'est pas valide ! ', lengths '150 caractères maximum'. Forms answer a
 * `{ field: message }` map of the fields in error (validation.ts).
 */
import { MESSAGES } from '../messages';
import { phoneError, type PhoneKind } from '../phone';
import { collectErrors, isBlank, isEmail, maxLengthMessage, type FormErrors } from '../validation';

export interface FieldRule {
  /** Required always (true), or when the rest of the form says so (a company's name). */
  required?: boolean | ((values: Readonly<Record<string, string>>) => boolean);
  /** Most characters (spec 001 §9: names 150, login 200, message 500). */
  max?: number;
  email?: boolean;
  phone?: PhoneKind;
  /** Any other check (the form's other values at hand): the message, or null when the value is right. */
  check?: (value: string, values: Readonly<Record<string, string>>) => string | null;
}

export type FormRules<Field extends string> = Partial<Record<Field, FieldRule>>;

export function fieldError(value: string | null | undefined, rule: FieldRule | undefined, values: Readonly<Record<string, string>> = {}): string | null {
  if (!rule) return null;
  const required = typeof rule.required === 'function' ? rule.required(values) : rule.required;
  if (isBlank(value)) return required ? MESSAGES.required : null;
  const text = value!.trim();
  if (rule.max !== undefined && text.length > rule.max) return maxLengthMessage(rule.max);
  if (rule.email && !isEmail(text)) return MESSAGES.invalidEmail;
  if (rule.phone) {
    const error = phoneError(text, rule.phone);
    if (error) return error;
  }
  return rule.check?.(text, values) ?? null;
}

/** Every field's error at once (a submit): only the fields in error. */
export function formErrors<Field extends string>(values: Readonly<Record<Field, string>>, rules: FormRules<Field>): FormErrors<Field> {
  const checks = {} as Record<Field, string | null>;
  for (const field of Object.keys(values) as Field[]) checks[field] = fieldError(values[field], rules[field], values);
  return collectErrors(checks);
}

/**
 * The server's errors (`{ errors: [{ code, label, field }] }`) on the form's fields: a field
 * path like `mainContact.firstName` or `address.city` lands on the form field whose name is
 * its last part when the form has no field of the full path. The rest is the form's message.
 */
export function serverFieldErrors<Field extends string>(
  errors: ReadonlyArray<{ label: string; field?: string | undefined }>,
  fields: readonly Field[],
): { fields: FormErrors<Field>; others: string[] } {
  const byField: FormErrors<Field> = {};
  const others: string[] = [];
  for (const error of errors) {
    const path = error.field ?? '';
    const field = (fields.find((f) => f === path) ?? fields.find((f) => f === path.split('.').pop())) as Field | undefined;
    if (field && !byField[field]) byField[field] = error.label.replace(/^Champ « [^»]+ » : /, '');
    else others.push(error.label);
  }
  return { fields: byField, others };
}
