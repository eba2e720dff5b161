/**
 * The checks of an employee's or candidate's record (spec 001 §5, §8): one set of rules per
 * form, for the portal's forms (`useForm`) and the sandbox's 400 answers alike, so that both
 * say the same French message on the same field. Required: civility, names, birth date (not in
 * the future), e-mail, mobile and the address; the social security number is optional, 13 or
 * 15 digits starting with 1 or 2.
 */
import { isRealIsoDate } from '../dateRange';
import { frenchDateToIso } from '../datePicker';
import { fieldError, type FormRules } from '../form/rules';
import { MESSAGES } from '../messages';
import { collectErrors, type FormErrors } from '../validation';

export const REQUIRED_FIELD = MESSAGES.required;
export const DUPLICATE_EMPLOYEE_EMAIL = 'Un salarié ou candidat existe déjà avec cet e-mail';
export const FUTURE_BIRTH_DATE = 'La date de naissance ne peut pas être dans le futur';
export const BIRTH_DATE_FORMAT = 'Date de naissance attendue au format JJ/MM/AAAA, à partir du 01/01/1900';
export const SOCIAL_SECURITY_FORMAT = 'N° de sécurité sociale attendu sur 13 ou 15 chiffres, commençant par 1 ou 2';
export const ZIP_CODE_FORMAT = 'Code postal attendu sur 5 chiffres';

/** The digits of a social security number as typed ('2 85 07 69 123 456 78'). */
export const socialSecurityDigits = (value: string) => value.replace(/\s/g, '');
export const isSocialSecurityNumber = (value: string) => /^[12]\d{12}(\d{2})?$/.test(socialSecurityDigits(value));

/**
 * A birth date as the API sends it ('YYYY-MM-DD') or as a user types it ('JJ/MM/AAAA': the date
 * picker stops at 2018, so the form has a text field), to 'YYYY-MM-DD'; null when unreadable.
 */
export function birthDateIso(value: string): string | null {
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return isRealIsoDate(text) ? text : null;
  return frenchDateToIso(text);
}

/** A birth date from 1900, not after `today` ('YYYY-MM-DD'). */
export function birthDateError(value: string, today: string): string | null {
  const iso = birthDateIso(value);
  if (!iso || iso < '1900-01-01') return BIRTH_DATE_FORMAT;
  return iso > today ? FUTURE_BIRTH_DATE : null;
}

export type InfosField = 'civility' | 'firstName' | 'lastName' | 'birthDate' | 'nationality' | 'email' | 'phoneNumber1' | 'phoneNumber2';
export type AddressField = 'street' | 'zipCode' | 'city';
export type ProInfosField = 'socialSecurityNumber' | 'hiredOn' | 'jobTitle' | 'diplomas';

export const infosRules = (today: string): FormRules<InfosField> => ({
  civility: { required: true },
  firstName: { required: true, max: 150 },
  lastName: { required: true, max: 150 },
  birthDate: { required: true, check: (value) => birthDateError(value, today) },
  nationality: { max: 100 },
  email: { required: true, email: true, max: 200 },
  phoneNumber1: { required: true, phone: 'mobile' },
  phoneNumber2: { phone: 'landline' },
});

export const ADDRESS_RULES: FormRules<AddressField> = {
  street: { required: true, max: 250 },
  zipCode: { required: true, check: (value) => (/^\d{5}$/.test(value) ? null : ZIP_CODE_FORMAT) },
  city: { required: true, max: 150 },
};

export const PRO_INFOS_RULES: FormRules<ProInfosField> = {
  socialSecurityNumber: { check: (value) => (isSocialSecurityNumber(value) ? null : SOCIAL_SECURITY_FORMAT) },
  jobTitle: { max: 150 },
  diplomas: { max: 1000 },
};

/** The errors of values that may be absent (a server's body), by the same rules as the forms. */
export function errorsOf<Field extends string>(values: Partial<Record<Field, string | null | undefined>>, rules: FormRules<Field>, prefix = ''): FormErrors<string> {
  const checks: Record<string, string | null> = {};
  for (const field of Object.keys(rules) as Field[]) {
    checks[`${prefix}${field}`] = fieldError(values[field] ?? '', rules[field], values as Record<string, string>);
  }
  return collectErrors(checks);
}
