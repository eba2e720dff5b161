/**
 * The messages and discussions tabs of a customer's record: the agency's messages with the
 * family, and its discussions with the family's professionals too (direct messages); both
 * write to the family.
 */
import { EmptyState } from '../../../ui/EmptyState';
import { MessagesList } from '../../../widgets/records/MessagesList';
import type { CustomerTabProps } from './tabProps';

function FamilyMessages({ customer, direct }: { customer: CustomerTabProps['customer']; direct: boolean }) {
  const family = customer.families[0];
  if (!family) return <EmptyState title="Aucune famille">Les messages s’échangent avec la famille du client.</EmptyState>;
  return <MessagesList familyId={family.id} includeDirectMessages={direct} recipientLabel={family.name} />;
}

export const MessagesTab = ({ customer }: CustomerTabProps) => <FamilyMessages customer={customer} direct={false} />;
export const DiscussionsTab = ({ customer }: CustomerTabProps) => <FamilyMessages customer={customer} direct />;
