/**
 * The managers of an agency (/agencies/{agencyId}/managers, admin only) and the admin's users
 * search (spec 001 §7 `PUT /private/admin/users/search {namePattern}`). The managers' paths
 * are decided (src/api/README.md); adding and removing answer the list. Rules in
 * src/domain/agencyManagers.ts (400 naming `userId`).
 */
import * as z from 'zod/mini';
import { USER_SEARCH_MIN } from '../../domain/agencyManagers';
import { ROLES, endpoint } from '../endpoint';
import { Id, IdParams } from './common';

const admin = { access: 'private', roles: ['ADMIN'] } as const;

export const AdminUser = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  login: z.string(),
  role: z.enum(ROLES),
  isMultiAgencies: z.boolean(),
  /** Their own agency, or those of a multi-agency manager, by label. */
  agencies: z.array(z.object({ id: z.number(), label: z.string() })),
});
export type AdminUser = z.infer<typeof AdminUser>;

/** 'first last' or 'last first' or the login, case- and accent-insensitive; 20 users at most, by last name. `roles`: only those. */
export const searchAdminUsers = endpoint({
  ...admin, name: 'admin.usersSearch', reads: ['users'], method: 'PUT', path: '/private/admin/users/search',
  body: z.object({ namePattern: z.string().check(z.trim(), z.minLength(USER_SEARCH_MIN), z.maxLength(100)), roles: z.optional(z.array(z.enum(ROLES))) }),
  response: z.array(AdminUser),
});

/** The agency's directors and advisers, by last then first name. */
export const agencyManagers = endpoint({
  ...admin, name: 'admin.agencyManagers', reads: ['agencyManagers', 'users'], method: 'GET', path: '/private/admin/agencies/{id}/managers', params: IdParams, response: z.array(AdminUser),
});

const ManagerParams = z.object({ id: Id, userId: Id });

export const addAgencyManager = endpoint({
  ...admin, name: 'admin.agencyManagers.add', method: 'PUT', path: '/private/admin/agencies/{id}/managers/{userId}', params: ManagerParams, response: z.array(AdminUser), writes: ['agencyManagers', 'users'],
});

export const removeAgencyManager = endpoint({
  ...admin, name: 'admin.agencyManagers.remove', method: 'DELETE', path: '/private/admin/agencies/{id}/managers/{userId}', params: ManagerParams, response: z.array(AdminUser), writes: ['agencyManagers', 'users'],
});

/** The history of the agency's managers, newest first (additions, removals, a manager become single-agency in it). */
export const agencyManagerChangelogs = endpoint({
  ...admin, name: 'admin.agencyManagers.changelogs', method: 'GET', path: '/private/admin/agencies/{id}/managers/changelogs', params: IdParams,
  response: z.array(z.object({ id: z.number(), at: z.string(), author: z.string(), description: z.string() })),
  reads: ['agencyManagers'],
});
