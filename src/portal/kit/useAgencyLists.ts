/**
 * The agency's lists (prestation types, product types, price-grid formulas) for a form that shows them: asked for when
 * the form mounts and after each context change while it is shown; null until they arrive. The calling component reads
 * signals (`useSignals`), as every component of the portal that reads the agency context does.
 */
import { useEffect } from 'react';
import type { AgencyLists } from '../state/agencyContext';
import { usePortal } from '../context';

export function useAgencyLists(): AgencyLists | null {
  const { agencyContext } = usePortal();
  const version = agencyContext.version.value;
  useEffect(() => agencyContext.requestLists(), [agencyContext, version]);
  return agencyContext.lists.value;
}
