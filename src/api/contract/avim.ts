/**
 * Avance immédiate (AVIM, spec 001 §7 customers): the spec's three moves and, decided, the
 * state's reading `GET /private/customers/{id}/avim`. States and allowed moves:
 * `src/domain/customers/avim.ts` (a forbidden move: 400 AVIM_STATUS_FORBIDS with its label).
 * Only where the agency has AVIM (403 AVIM_DISABLED) and for a NATURAL customer (400 AVIM_NATURAL_ONLY).
 */
import * as z from 'zod/mini';
import { AVIM_STATUSES } from '../../domain/customers/avim';
import { endpoint } from '../endpoint';
import { IdParams, IsoDateTime, STAFF_ROLES } from './common';
import { areaGate } from '../../domain/agency/gates';

const base = { access: 'private', roles: STAFF_ROLES, params: IdParams, gate: areaGate('avim') } as const;

export const AvimState = z.object({
  status: z.enum(AVIM_STATUSES),
  /** When the request was last sent to URSSAF. */
  subscribedAt: z.nullable(IsoDateTime),
  validatedAt: z.nullable(IsoDateTime),
});
export type AvimState = z.infer<typeof AvimState>;

export const getAvimState = endpoint({ ...base, name: 'avim.get', reads: ['avim', 'customers'], method: 'GET', path: '/private/customers/{id}/avim', response: AvimState });
export const subscribeAvim = endpoint({ ...base, name: 'avim.subscribe', writes: ['avim', 'customers'], method: 'POST', path: '/private/customers/{id}/avim/subscribe', response: AvimState });
export const resubscribeAvim = endpoint({ ...base, name: 'avim.resubscribe', writes: ['avim', 'customers'], method: 'POST', path: '/private/customers/{id}/avim/re-subscribe', response: AvimState });
export const markAvimValidated = endpoint({
  ...base, name: 'avim.markValidated', writes: ['avim', 'customers'], method: 'POST', path: '/private/customers/{id}/avim/mark-subscription-as-validated-by-the-customer', response: AvimState,
});
