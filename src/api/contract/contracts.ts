/**
 * Contracts (spec 001 §7 `POST /private/contracts/search`): the list of a customer's record.
 * The contract pages and their calls come with the estimates issue. Decided: the search body
 * `{ customerId?, familyId?, pageNumber, pageSize }`, newest start first; `state` tells whether
 * the contract is in force today, to come, or ended.
 */
import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { FamilyRef, IsoDate, STAFF_ROLES, page, pageRequest } from './common';

export const CONTRACT_STATES = ['UPCOMING', 'IN_FORCE', 'ENDED'] as const;

export const ContractSummary = z.object({
  id: z.number(),
  number: z.string(),
  customer: z.object({ id: z.number(), label: z.string() }),
  family: z.nullable(FamilyRef),
  prestationType: z.object({ id: z.number(), label: z.string() }),
  startDate: IsoDate,
  /** Null: open-ended. */
  endDate: z.nullable(IsoDate),
  /** Weekly hours in minutes. */
  weeklyMinutes: z.number(),
  state: z.enum(CONTRACT_STATES),
});
export type ContractSummary = z.infer<typeof ContractSummary>;

export const searchContracts = endpoint({
  name: 'contracts.search',
  method: 'POST',
  path: '/private/contracts/search',
  access: 'private',
  roles: STAFF_ROLES,
  body: z.object({ customerId: z.optional(z.nullable(z.number())), familyId: z.optional(z.nullable(z.number())), ...pageRequest }),
  response: page(ContractSummary),
});
