/** Professionals: the selector's search and the quick search's details panel (spec 000 §2.4, §2.8, §7; spec 001 §3, §7). */
import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { AgencyRef, FamilyRef, Id, IdParams, IsoDate, IsoDateTime, STAFF_ROLES, SearchText, page, pageRequest } from './common';
import { PlanningEvent } from './planning';
import { EmployeeStatus, UserSearchItem } from './users';

/** The professional selector: every professional of the session's agency, candidates included, sorted by name. */
export const searchProfessionals = endpoint({
  name: 'professionals.search', reads: ['employees'],
  method: 'POST',
  path: '/private/professionals/search',
  access: 'private',
  roles: STAFF_ROLES,
  body: z.object({ namePattern: SearchText, ...pageRequest }),
  response: page(UserSearchItem),
});

/**
 * The details panel of a professional (the quick search's "user details"): role, status,
 * phones, e-mail, agency, address, exchanges and the next planning event. Field names
 * follow spec 001's employee (phoneNumber1 the mobile, phoneNumber2 the landline).
 */
export const ProfessionalDetails = z.object({
  id: z.number(),
  ref: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  login: z.string(),
  email: z.string(),
  role: z.literal('PRO'),
  status: EmployeeStatus,
  candidate: z.boolean(),
  phoneNumber1: z.nullable(z.string()),
  phoneNumber2: z.nullable(z.string()),
  street: z.string(),
  zipCode: z.string(),
  city: z.string(),
  agency: AgencyRef,
  createdAt: IsoDateTime,
  hiredOn: z.nullable(IsoDate),
  lastExchangeAt: z.nullable(IsoDateTime),
  nextExchangeAt: z.nullable(IsoDateTime),
  /** The next planning event, from now on. */
  nextPlanningEvent: z.nullable(PlanningEvent),
});
export type ProfessionalDetails = z.infer<typeof ProfessionalDetails>;

/** 404 outside the session's agency. */
export const getProfessional = endpoint({
  name: 'professionals.get', reads: ['employees'],
  method: 'GET',
  path: '/private/professionals/{id}',
  access: 'private',
  roles: STAFF_ROLES,
  params: IdParams,
  response: ProfessionalDetails,
});

/**
 * Not in the spec's shapes: the summary tab's facts (001 §2 Professional summary): login
 * e-mail, creation date, the picture's date (null without one), the minutes planned this month
 * and the families served in the planning with the day of the first event ('since'), by name.
 */
export const ProfessionalSummary = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  login: z.string(),
  status: EmployeeStatus,
  createdAt: IsoDateTime,
  pictureAt: z.nullable(IsoDateTime),
  monthPlannedMinutes: z.number(),
  families: z.array(z.object({ id: z.number(), name: z.string(), since: IsoDate })),
});
export type ProfessionalSummary = z.infer<typeof ProfessionalSummary>;

export const getProfessionalSummary = endpoint({
  name: 'professionals.summary', reads: ['employees', 'planning', 'families'],
  method: 'GET',
  path: '/private/professionals/{id}/summary',
  access: 'private',
  roles: STAFF_ROLES,
  params: IdParams,
  response: ProfessionalSummary,
});

/**
 * A professional's permission on a family (001 §6): decided, it opens the family to the
 * professional in the app (notebook, messages) beyond the families of its planning.
 * The list is by family name; adding twice keeps one; each call answers the list.
 */
export const ProfessionalPermission = z.object({ family: FamilyRef, createdAt: IsoDateTime });
export type ProfessionalPermission = z.infer<typeof ProfessionalPermission>;
const PermissionParams = z.object({ id: Id, familyId: Id });

export const professionalPermissions = endpoint({
  name: 'professionals.permissions', reads: ['employees'],
  method: 'GET',
  path: '/private/professionals/{id}/permissions',
  access: 'private',
  roles: STAFF_ROLES,
  params: IdParams,
  response: z.array(ProfessionalPermission),
});

/** 404 when the family is not the agency's. */
export const createPermissionForFamily = endpoint({
  name: 'professionals.permissions.createForFamily', writes: ['employees', 'families'],
  method: 'POST',
  path: '/private/professionals/{id}/permissions/createForFamily/{familyId}',
  access: 'private',
  roles: STAFF_ROLES,
  params: PermissionParams,
  response: z.array(ProfessionalPermission),
});

export const deletePermissionForFamily = endpoint({
  name: 'professionals.permissions.deleteForFamily', writes: ['employees', 'families'],
  method: 'DELETE',
  path: '/private/professionals/{id}/permissions/deleteForFamily/{familyId}',
  access: 'private',
  roles: STAFF_ROLES,
  params: PermissionParams,
  response: z.array(ProfessionalPermission),
});
