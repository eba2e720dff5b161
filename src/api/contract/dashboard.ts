/** Dashboard calls: unread counters and upcoming birthdays (spec 000 §7), the agency's figures of the home page (spec 001 §7). */
import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { Agency } from './auth';
import { BirthDate, Id, IsoDate, STAFF_ROLES } from './common';

/**
 * Unread counters; polled, so the call does not extend the session. Decided: the answer also
 * carries the agency in effect as it is now (null without one), so that an option an admin
 * changed on /agencies/{agencyId} reaches an open portal at its next refresh (menus and routes
 * follow), instead of at the next login.
 */
export const counters = endpoint({
  name: 'dashboard.counters', reads: ['messages', 'notes', 'agencyEvents', 'planning', 'customers', 'estimates', 'bills'],
  method: 'GET',
  path: '/private/portal/counters',
  access: 'private',
  extendsSession: false,
  response: z.object({ unreadMessages: z.number(), unreadEvents: z.number(), agency: z.optional(z.nullable(Agency)) }),
});

export const EMPLOYEE_STATUSES = ['CANDIDATE', 'ACTIVE', 'INACTIVE', 'SUSPENDED', 'CREATED', 'PRE_REGISTERED'] as const;

/** Birthdays in the next 15 days (today included) of the current agency's employees and children, soonest first. */
export const upcomingBirthdays = endpoint({
  name: 'dashboard.upcomingBirthdays', reads: ['families', 'employees'],
  method: 'GET',
  path: '/private/portal/dashboard/upcoming-birthdays',
  access: 'private',
  roles: STAFF_ROLES,
  response: z.object({
    employees: z.array(z.object({ id: z.number(), birthDate: BirthDate, status: z.enum(EMPLOYEE_STATUSES), firstName: z.string(), lastName: z.string() })),
    children: z.array(z.object({ id: z.number(), familyId: z.number(), birthDate: BirthDate, prospect: z.boolean(), firstName: z.string(), lastName: z.string() })),
  }),
});

/**
 * The agency's figures on the home page (spec 001 §7 `GET …/dashboard`; its fields are not
 * shown, decided here): families, active professionals, candidates, active customers, open
 * prospects and those whose next exchange is due (today or late), planning events of today,
 * planned minutes of the current month, messages written to the agency still unread.
 * `{agencyId}` must be the session's agency (404 otherwise).
 */
export const agencyDashboard = endpoint({
  name: 'dashboard.agency', reads: ['customers', 'families', 'employees', 'planning', 'estimates', 'contracts', 'bills', 'messages', 'notes'],
  method: 'GET',
  path: '/private/agencies/{agencyId}/dashboard',
  access: 'private',
  roles: STAFF_ROLES,
  params: z.object({ agencyId: Id }),
  response: z.object({
    families: z.number(),
    activeProfessionals: z.number(),
    candidates: z.number(),
    activeCustomers: z.number(),
    prospects: z.number(),
    prospectsToFollowUp: z.number(),
    todayEvents: z.number(),
    monthPlannedMinutes: z.number(),
    unreadMessages: z.number(),
  }),
});
