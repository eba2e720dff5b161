/** Whether paye is available to the session (001 §6: the agency's payeEnabled, and the user admin or payeActiveForAgency). */
import { isPayeAvailable } from '../../../domain/permissions';
import { usePortal } from '../../context';

export function usePayeAvailable(): boolean {
  const { session, agencyContext } = usePortal();
  return isPayeAvailable(agencyContext.agency.value, session.user.value?.role);
}
