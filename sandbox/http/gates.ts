/**
 * The gate of every endpoint (src/domain/agency/gates.ts), checked before its handler: the
 * agency in effect must have the options on and an adviser the right, else 403 naming them.
 * A download opened with a temporary token (?tk) is judged on that token's session.
 */
import type { EndpointDef } from '../../src/api/endpoint';
import { gateRefusal } from '../../src/domain/agency/gateRefusals';
import type { OptionFlag } from '../../src/domain/agency/gates';
import { agencyGatesOfAgency } from '../store/agencyOptions';
import type { Db } from '../store/db';
import { findSession, scopedAgencyId, type Session } from '../store/tokens';
import { HttpError } from './errors';

export function checkGate(db: Db, endpoint: EndpointDef, session: Session | null, temporaryToken: string | null, now: number): void {
  if (!endpoint.gate) return;
  const caller = session ?? findSession(db, temporaryToken, ['TEMPORARY'], now);
  // Without a caller or an agency, the handler answers (401, 403 AGENCY_CONTEXT_REQUIRED).
  const agencyId = caller && scopedAgencyId(caller);
  if (!caller || agencyId === null) return;
  const refusal = gateRefusal(endpoint.gate, caller.user.role, agencyGatesOfAgency(db, agencyId));
  if (refusal) throw new HttpError(403, [refusal]);
}

/** The same for a call that opens a gated part by one of its fields only (an estimate sent for signing): 403 naming the option. */
export function checkFeature(db: Db, agencyId: number, flag: OptionFlag): void {
  const refusal = gateRefusal({ feature: flag }, null, agencyGatesOfAgency(db, agencyId));
  if (refusal) throw new HttpError(403, [refusal]);
}
