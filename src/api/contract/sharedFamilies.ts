/**
 * Shared families (spec 001 §7 Families): two families or more sharing a professional (a
 * nanny's shared care). Apart from the family record, so that the planning dialog's selector
 * carries only these schemas.
 *
 * Decisions where the spec is silent: a shared family's name is the one given (PUT, 150
 * characters), else its members' names joined by ' / ' (by name); the search matches that name
 * or any member's; members are two to four distinct families of the agency ('Choisissez au
 * moins deux familles' otherwise, on `memberFamilyIds`); the same members twice are refused
 * ('Ces familles partagent déjà une garde'). PUT (not in the spec: the issue's rename and
 * member change) replaces the name and the members with the same checks. Deleting a shared
 * family leaves its members as they are, and its planning events to their own family.
 */
import * as z from 'zod/mini';
import { EMPTY, endpoint } from '../endpoint';
import { FamilyRef, IdParams, STAFF_ROLES, SearchText, page, pageRequest } from './common';
import { areaGate } from '../../domain/agency/gates';

export const SharedFamily = z.object({ id: z.number(), name: z.string(), members: z.array(FamilyRef) });
export type SharedFamily = z.infer<typeof SharedFamily>;

export const SHARED_FAMILY_MESSAGES = {
  tooFew: 'Choisissez au moins deux familles',
  tooMany: 'Une garde partagée compte quatre familles au plus',
  exists: 'Ces familles partagent déjà une garde',
  notMember: 'Cette famille ne fait pas partie de la garde partagée',
} as const;

/** A page of the agency's shared families, by name; `familyId`: only those this family is a member of. */
export const searchSharedFamilies = endpoint({
  gate: areaGate('sharedFamilies'), name: 'families.shared.search', reads: ['sharedFamilies', 'families'],
  method: 'POST',
  path: '/private/families/shared/search',
  access: 'private',
  roles: STAFF_ROLES,
  body: z.object({ namePattern: SearchText, familyId: z.optional(z.nullable(z.number().check(z.int(), z.positive()))), ...pageRequest }),
  response: page(SharedFamily),
});

const MemberFamilyIds = z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(50));

export const createSharedFamily = endpoint({
  gate: areaGate('sharedFamilies'), name: 'families.shared.create', writes: ['sharedFamilies', 'planning'],
  method: 'POST',
  path: '/private/families/shared',
  access: 'private',
  roles: STAFF_ROLES,
  body: z.object({ memberFamilyIds: MemberFamilyIds }),
  response: SharedFamily,
});

/** Renames (blank or null: the members' names) and replaces the members; answers the shared family. */
export const updateSharedFamily = endpoint({
  gate: areaGate('sharedFamilies'), name: 'families.shared.update', writes: ['sharedFamilies', 'planning'],
  method: 'PUT',
  path: '/private/families/shared/{id}',
  access: 'private',
  roles: STAFF_ROLES,
  params: IdParams,
  body: z.object({ name: z.optional(z.nullable(z.string().check(z.maxLength(150)))), memberFamilyIds: MemberFamilyIds }),
  response: SharedFamily,
});

export const deleteSharedFamily = endpoint({
  gate: areaGate('sharedFamilies'), name: 'families.shared.delete', writes: ['sharedFamilies', 'planning'],
  method: 'DELETE',
  path: '/private/families/shared/{id}',
  access: 'private',
  roles: STAFF_ROLES,
  params: IdParams,
  response: EMPTY,
});
