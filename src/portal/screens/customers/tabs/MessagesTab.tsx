/**
 * The messages and discussions tabs of a customer's record: the discussion of the agency with the family, and the same
 * with the family's direct messages with its professionals; both write to the family.
 */
import { EmptyState } from '../../../ui/EmptyState';
import { MessageThread } from '../../../widgets/thread/MessageThread';
import type { CustomerTabProps } from './tabProps';

function FamilyMessages({ customer, direct }: { customer: CustomerTabProps['customer']; direct: boolean }) {
  const family = customer.families[0];
  if (!family) return <EmptyState title="Aucune famille">Les messages s’échangent avec la famille du client.</EmptyState>;
  return <MessageThread recipient={{ kind: 'FAMILY', id: family.id, label: family.name }} withDirect={direct} />;
}

export const MessagesTab = ({ customer }: CustomerTabProps) => <FamilyMessages customer={customer} direct={false} />;
export const DiscussionsTab = ({ customer }: CustomerTabProps) => <FamilyMessages customer={customer} direct />;
