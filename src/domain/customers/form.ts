/**
 * The checks of a customer's or prospect's identity (creation and infos, spec 001 §5, §8):
 * the same map of `{ field: message }` for the portal's form and the sandbox's 400 answers.
 * Required: the type, the main contact's first and last names, and the name of a company or
 * a provider (a natural customer is named after its contact). E-mail and phones are optional
 * but must be well formed: a mobile 06/07 + 8 digits, a landline 0[1-9] + 8 digits.
 */
import { fieldError } from '../form/rules';
import { MESSAGES } from '../messages';
import { collectErrors, isBlank, textError, type FormErrors } from '../validation';

/** The shared messages of the form model (src/domain/form/rules.ts): the portal's form and the server's 400 say the same. */
export const REQUIRED_FIELD = MESSAGES.required;
export const DUPLICATE_CUSTOMER_EMAIL = 'Un client ou prospect existe déjà avec cet e-mail';
export const INVALID_EMAIL = MESSAGES.invalidEmail;

/** Spec 000 §9: names 150 characters. */
const NAME_MAX = 150;
/** Decision: the record's free-text infos (spec 001 §7's infos tab) hold 5,000 characters at most, as its notes do. */
export const CUSTOMER_INFOS_MAX = 5000;

export interface CustomerIdentityInput {
  type?: string | null;
  customerName?: string | null;
  mainContact?: { firstName?: string | null; lastName?: string | null } | null;
  email?: string | null;
  phone?: string | null;
  mobile?: string | null;
}

export type CustomerIdentityField = 'type' | 'customerName' | 'mainContact.firstName' | 'mainContact.lastName' | 'email' | 'phone' | 'mobile';

const required = (value: string | null | undefined) => (isBlank(value) ? REQUIRED_FIELD : textError(value, { max: NAME_MAX }));

export function customerIdentityErrors(input: CustomerIdentityInput): FormErrors<CustomerIdentityField> {
  return collectErrors<CustomerIdentityField>({
    type: isBlank(input.type) ? REQUIRED_FIELD : null,
    customerName: input.type && input.type !== 'NATURAL' ? required(input.customerName) : textError(input.customerName, { max: NAME_MAX }),
    'mainContact.firstName': required(input.mainContact?.firstName),
    'mainContact.lastName': required(input.mainContact?.lastName),
    email: fieldError(input.email, { email: true }),
    phone: fieldError(input.phone, { phone: 'landline' }),
    mobile: fieldError(input.mobile, { phone: 'mobile' }),
  });
}

/** The name a record shows: the one given, else (a natural customer) its contact's 'First Last'. */
export function customerLabel(input: { customerName?: string | null; mainContact: { firstName: string; lastName: string } }): string {
  return input.customerName?.trim() || `${input.mainContact.firstName.trim()} ${input.mainContact.lastName.trim()}`;
}
