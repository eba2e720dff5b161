/** The rules and choices of a customer's identity fields, shared by the creation page and the infos tab. */
import { customerAdvisers } from '../../../api/contract/customerRecord';
import type { FormRules } from '../../../domain/form/rules';
import { useCall } from '../../kit/useQuery';

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

/** The advisers a record can be given: the agency's directors and advisers. */
export function useAdviserOptions() {
  const { data } = useCall(customerAdvisers, {});
  return [{ value: '', label: 'Aucun' }, ...(data ?? []).map((adviser) => ({ value: String(adviser.id), label: `${adviser.firstName} ${adviser.lastName}` }))];
}
