/** The colours of a customer's status tag (decided: the spec gives none for customers; same scale as the user statuses of 000 §3). */
import type { CustomerStatus } from '../../api/contract/customers';
import type { Tone } from '../tone';

export const CUSTOMER_STATUS_TONES: Readonly<Record<CustomerStatus, Tone>> = {
  ACTIVE_CUSTOMER: 'success',
  PROSPECT: 'info',
  ARCHIVED_CUSTOMER: 'warning',
  ARCHIVED_PROSPECT: 'warning',
};
