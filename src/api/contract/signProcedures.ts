/**
 * Electronic sign procedures of an estimate or a work contract (spec 001 §3, §4): `estimates.send` with
 * `forSignProcedure` starts one with the simulated provider (one signature of the agency's
 * balance); here, an estimate's procedures with their events, and the sandbox's test switch
 * that makes the recipient sign, refuse or let the procedure expire. Transitions:
 * `src/domain/estimates/signProcedure.ts`.
 */
import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { SIGN_OUTCOMES, SIGN_PROCEDURE_EVENTS, SIGN_PROCEDURE_STATUSES } from '../../domain/estimates/signProcedure';
import { IdParams, IsoDateTime, STAFF_ROLES } from './common';
import { areaGate } from '../../domain/agency/gates';

export const SignProcedure = z.object({
  id: z.number(),
  /** What is signed: an estimate or an employee's work contract (`workContracts.signProcedures`), one of the two. */
  estimateId: z.nullable(z.number()),
  workContractId: z.nullable(z.number()),
  status: z.enum(SIGN_PROCEDURE_STATUSES),
  recipient: z.string(),
  signedByRecipientAt: z.nullable(IsoDateTime),
  createdAt: IsoDateTime,
  /** Oldest first. */
  events: z.array(z.object({ id: z.number(), type: z.enum(SIGN_PROCEDURE_EVENTS), at: IsoDateTime })),
});
export type SignProcedure = z.infer<typeof SignProcedure>;

/** The estimate's procedures, newest first (an expired one may be followed by another). */
export const estimateSignProcedures = endpoint({
  access: 'private', roles: STAFF_ROLES, gate: areaGate('signProcedures'), name: 'estimates.signProcedures', reads: ['signProcedures'], method: 'GET', path: '/private/estimates/{id}/sign-procedures', params: IdParams, response: z.array(SignProcedure),
});

/**
 * What the provider's outcome changes (sandbox/store/signOutcomes.ts): the procedure, the estimate's or work contract's status,
 * the prospect's stage and the customer's history. The portal learns of it by polling an open procedure (no call of its own).
 */
export const SIGN_OUTCOME_WRITES = ['signProcedures', 'estimates', 'workContracts', 'customers', 'history'] as const;

/** Sandbox only: the recipient of procedure `id` signs, refuses or lets it expire (400 when it no longer waits for them). */
export const settleSignProcedure = endpoint({
  name: 'sandbox.settleSignProcedure', writes: SIGN_OUTCOME_WRITES, method: 'POST', path: '/sandbox/sign-procedures/{id}/outcome', access: 'public', extendsSession: false,
  params: IdParams, body: z.object({ outcome: z.enum(SIGN_OUTCOMES) }), response: SignProcedure,
});
