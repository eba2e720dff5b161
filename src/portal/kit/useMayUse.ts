/**
 * `mayUse` (src/domain/agency/mayUse.ts) for the session's user in the agency in effect. Read in
 * a component's render (after `useSignals`), it follows a change of options at the next counters'
 * refresh and a change of agency.
 */
import { mayUse, type Needs } from '../../domain/agency/mayUse';
import { usePortal } from '../context';

export function useMayUse(): (needs: Needs) => boolean {
  const { session, agencyContext } = usePortal();
  const caller = { role: session.user.value?.role, agency: agencyContext.agency.value };
  return (needs) => mayUse(needs, caller);
}
