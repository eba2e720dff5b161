import type { CustomerStatus } from '../../../api/contract/customers';
import { CUSTOMER_STATUS_LABELS } from '../../../domain/customers/labels';
import { CUSTOMER_STATUS_TONES } from '../../../domain/customers/tones';
import { Tag } from '../../ui/Tag';

export function CustomerStatusTag({ status }: { status: CustomerStatus }) {
  return <Tag tone={CUSTOMER_STATUS_TONES[status]}>{CUSTOMER_STATUS_LABELS[status]}</Tag>;
}
