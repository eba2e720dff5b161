/** The planning tab of a customer's record: its family's next and last events, timesheets and hours (the planning overview). */
import { EmptyState } from '../../../ui/EmptyState';
import { PlanningOverview } from '../../../widgets/records/PlanningOverview';
import type { CustomerTabProps } from './tabProps';

export function PlanningTab({ customer }: CustomerTabProps) {
  const family = customer.families[0];
  if (!family) return <EmptyState title="Aucune famille">Le planning est celui de la famille du client.</EmptyState>;
  return <PlanningOverview familyId={family.id} />;
}
