/** The rules and choices of a customer's identity fields, shared by the creation page and the infos tab. */
import type { FormRules } from '../../../domain/form/rules';

export type CustomerIdentityField = 'type' | 'civility' | 'firstName' | 'lastName' | 'email' | 'mobile' | 'phone' | 'source' | 'adviserId';

export const CUSTOMER_FIELD_RULES: FormRules<CustomerIdentityField> = {
  type: { required: true },
  firstName: { required: true, max: 150 },
  lastName: { required: true, max: 150 },
  email: { email: true, max: 200 },
  mobile: { phone: 'mobile' },
  phone: { phone: 'landline' },
};

export const CIVILITY_OPTIONS = [
  { value: '', label: '—' },
  { value: 'MME', label: 'Mme' },
  { value: 'M', label: 'M.' },
];
