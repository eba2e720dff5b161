/** Users search of the quick search (spec 000 §2.4, §3, §7); path from spec 001 §7. */
import * as z from 'zod/mini';
import { ROLES, endpoint } from '../endpoint';
import { STAFF_ROLES, SearchText, page, pageRequest } from './common';
import { EMPLOYEE_STATUSES } from './dashboard';

export const EmployeeStatus = z.enum(EMPLOYEE_STATUSES);

/**
 * A user found by the search: for role PRO, a professional, whose id is the employee's
 * (the /employees/{id} and /professionals/{id} pages, the unavailabilities' userId).
 * `login` is the e-mail the professional signs in with; a candidate has status CANDIDATE
 * and shows with ' (C)'.
 */
export const UserSearchItem = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  login: z.string(),
  status: EmployeeStatus,
  role: z.enum(ROLES),
});
export type UserSearchItem = z.infer<typeof UserSearchItem>;

/**
 * `namePattern` is found in 'first last' or 'last first' (case- and accent-insensitive).
 * Decision: only role PRO is searched here (the quick search's only use); parent accounts
 * (FAMILY) will come with the families' composition. Sorted by last name, first name.
 * Within the session's agency.
 */
export const searchUsers = endpoint({
  name: 'users.search',
  method: 'POST',
  path: '/private/users/search',
  access: 'private',
  roles: STAFF_ROLES,
  body: z.object({ namePattern: SearchText, role: z._default(z.enum(['PRO']), 'PRO'), status: z.optional(z.nullable(EmployeeStatus)), ...pageRequest }),
  response: page(UserSearchItem),
});
