/**
 * The checks of a family's forms (spec 001 §5, §8): the same rules for the portal's forms
 * (`useForm`) and the sandbox's 400 answers, so that both say the same French message per
 * field. Children's birth dates may predate the spec's planning range (2018): any real day up
 * to today, never a future one.
 */
import { isRealIsoDate } from '../dateRange';
import { formErrors, type FormRules } from '../form/rules';
import { phoneError, type PhoneKind } from '../phone';
import type { FormErrors } from '../validation';

export const FUTURE_BIRTH_DATE = 'La date de naissance ne peut pas être dans le futur';
export const INVALID_DATE = 'Date non valide';

/** Names: spec 000 §9, 150 characters. */
const NAME = { required: true, max: 150 } as const;
const TEXT = { max: 500 } as const;

export type ChildField = 'firstName' | 'lastName' | 'birthDate' | 'gender' | 'school' | 'allergies' | 'habits';

/** A child: names and birth date required, the birth date a real day not after `today` ('YYYY-MM-DD'). */
export function childRules(today: string): FormRules<ChildField> {
  return {
    firstName: NAME,
    lastName: NAME,
    birthDate: { required: true, check: (value) => (!isRealIsoDate(value) ? INVALID_DATE : value > today ? FUTURE_BIRTH_DATE : null) },
    school: { max: 150 },
    allergies: TEXT,
    habits: TEXT,
  };
}

/**
 * Decision: the families of the Geneva agency and of the French border have Swiss numbers, so a
 * family's phone is a French one of its kind or an international one ('+41 79 123 45 67').
 */
const familyPhone = (kind: PhoneKind) => ({ max: 30, check: (value: string) => (/^\+\d[\d\s.]{7,18}$/.test(value) ? null : phoneError(value, kind)) });

export type ParentField = 'civility' | 'firstName' | 'lastName' | 'email' | 'mobile';
export const PARENT_RULES: FormRules<ParentField> = { firstName: NAME, lastName: NAME, email: { email: true, max: 200 }, mobile: familyPhone('mobile') };

export type ContactField = 'type' | 'firstName' | 'lastName' | 'phone' | 'email' | 'comment';
export const CONTACT_RULES: FormRules<ContactField> = {
  type: { required: true },
  firstName: NAME,
  lastName: NAME,
  phone: familyPhone('landline'),
  email: { email: true, max: 200 },
  comment: TEXT,
};

export type AddressField = 'street' | 'zipCode' | 'city' | 'cityCode' | 'additionalInfo' | 'note' | 'lat' | 'lng';
const coordinate = (limit: number) => (value: string) => {
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) && Math.abs(number) <= limit ? null : 'Coordonnée non valide';
};
export const ADDRESS_RULES: FormRules<AddressField> = {
  street: { required: true, max: 250 },
  zipCode: { required: true, max: 10 },
  city: { required: true, max: 150 },
  cityCode: { max: 10 },
  additionalInfo: { max: 250 },
  note: TEXT,
  lat: { check: coordinate(90) },
  lng: { check: coordinate(180) },
};

export type FamilyInfosField = 'name' | 'cafNumber' | 'monthPlannedHours' | 'defaultPrestationTypeId' | 'homeOptions';
export const FAMILY_INFOS_RULES: FormRules<FamilyInfosField> = {
  name: NAME,
  cafNumber: { max: 30 },
  monthPlannedHours: { check: (value) => (parseHours(value) === null ? 'Nombre d’heures non valide' : null) },
};

/** '42', '42,5' or '42h30' → minutes; null when it is not a duration of at most 744 h (a month). */
export function parseHours(text: string): number | null {
  const value = text.trim();
  const clock = /^(\d{1,3})\s*h\s*(\d{2})?$/i.exec(value);
  const minutes = clock ? Number(clock[1]) * 60 + Number(clock[2] ?? 0) : /^\d{1,3}([.,]\d{1,2})?$/.test(value) ? Math.round(Number(value.replace(',', '.')) * 60) : NaN;
  return Number.isFinite(minutes) && minutes <= 744 * 60 ? minutes : null;
}

/** A body's fields as the form's texts (null and absent are empty), checked with the form's rules. */
export function bodyErrors<Field extends string>(body: Partial<Record<Field, string | number | null | undefined>>, rules: FormRules<Field>): FormErrors<Field> {
  const values = {} as Record<Field, string>;
  for (const field of Object.keys(rules) as Field[]) values[field] = body[field] === null || body[field] === undefined ? '' : String(body[field]);
  return formErrors(values, rules);
}

/** A child's address (a school, a club): name and address required, the phone a landline or mobile of a family's kind. */
export type ChildrenAddressField = 'name' | 'address' | 'phone';
export const CHILDREN_ADDRESS_RULES: FormRules<ChildrenAddressField> = { name: NAME, address: { required: true, max: 250 }, phone: familyPhone('landline') };
