/** Professionals: the selector's search and the quick search's details panel (spec 000 §2.4, §2.8, §7; spec 001 §3, §7). */
import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { AgencyRef, IdParams, IsoDate, IsoDateTime, STAFF_ROLES, SearchText, page, pageRequest } from './common';
import { PlanningEvent } from './planning';
import { EmployeeStatus, UserSearchItem } from './users';

/** The professional selector: every professional of the session's agency, candidates included, sorted by name. */
export const searchProfessionals = endpoint({
  name: 'professionals.search',
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
  name: 'professionals.get',
  method: 'GET',
  path: '/private/professionals/{id}',
  access: 'private',
  roles: STAFF_ROLES,
  params: IdParams,
  response: ProfessionalDetails,
});
