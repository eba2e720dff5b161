/** The agency whose data a call works on: the session's chosen or own agency, else 403 AGENCY_CONTEXT_REQUIRED. */
import { AGENCY_CONTEXT_REQUIRED } from '../../src/api/contract/common';
import { HttpError, notFound } from '../http/errors';
import { scopedAgencyId, type Session } from '../store/tokens';

export function agencyOf(session: Session): number {
  const agencyId = scopedAgencyId(session);
  if (agencyId === null) throw new HttpError(403, [{ ...AGENCY_CONTEXT_REQUIRED }]);
  return agencyId;
}

/** The value, or 404 when there is none (not found, or not in the agency). */
export function found<T>(value: T | null | undefined | false): T {
  if (value === null || value === undefined || value === false) throw notFound();
  return value;
}
