/** User guides viewer (spec 000 §2.5, §7). Paths "not shown" in the spec: decided here. */
import * as z from 'zod/mini';
import { userHtml } from './userTexts';
import { EMPTY, endpoint, ROLES } from '../endpoint';
import { IdParams, IsoDateTime, page, pageRequest } from './common';
import { Scope } from './versions';

export const GUIDE_ROLES = ['DIRECTOR', 'ADVISER', 'PRO', 'FAMILY'] as const;

export const UserGuideSummary = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  modificationDate: IsoDateTime,
  /** Roles the guide is meant for; empty means everyone. */
  roleRestriction: z.array(z.enum(GUIDE_ROLES)),
  scope: Scope,
  visible: z.boolean(),
});
export type UserGuideSummary = z.infer<typeof UserGuideSummary>;

/** The full guide; `content` is HTML and is always sanitised before display. */
export const UserGuide = z.extend(UserGuideSummary, { content: z.string() });
export type UserGuide = z.infer<typeof UserGuide>;

/** A non-admin only finds visible guides meant for their role. Sorted by title. */
export const searchUserGuides = endpoint({
  name: 'userGuides.search', reads: ['userGuides'],
  method: 'POST',
  path: '/private/user-guides/search',
  access: 'private',
  // Read by every role's application too (scopes APP and PORTAL), not back-office data.
  roles: ROLES,
  body: z.object({
    titlePattern: z.optional(z.string().check(z.maxLength(200))),
    scope: z.optional(Scope),
    visible: z.optional(z.boolean()),
    ...pageRequest,
  }),
  response: page(UserGuideSummary),
});

export const getUserGuide = endpoint({
  name: 'userGuides.get', reads: ['userGuides'],
  method: 'GET',
  path: '/private/user-guides/{id}',
  access: 'private',
  // Read by every role's application too (scopes APP and PORTAL), not back-office data.
  roles: ROLES,
  params: IdParams,
  response: UserGuide,
});

/**
 * Administration of the guides (spec 002 §2, §7.13), admins only. Decided: the same `/private/user-guides`
 * paths as the viewer's calls (the spec writes `/private/userGuides`); `modificationDate` is set by the server.
 */
export const UserGuideBody = z.object({
  title: z.string().check(z.trim(), z.minLength(1, { error: 'Champ obligatoire' }), z.maxLength(200)),
  description: z.string().check(z.trim(), z.maxLength(500)),
  /** HTML, sanitised by the viewer. */
  content: userHtml(z.string().check(z.maxLength(200_000))),
  roleRestriction: z.array(z.enum(GUIDE_ROLES)),
  scope: Scope,
  visible: z.boolean(),
});
export type UserGuideBody = z.infer<typeof UserGuideBody>;

export const createUserGuide = endpoint({
  name: 'userGuides.create', writes: ['userGuides'], method: 'POST', path: '/private/user-guides', access: 'private', roles: ['ADMIN'], body: UserGuideBody, response: UserGuide,
});

export const updateUserGuide = endpoint({
  name: 'userGuides.update', writes: ['userGuides'], method: 'PUT', path: '/private/user-guides/{id}', access: 'private', roles: ['ADMIN'], params: IdParams, body: UserGuideBody, response: UserGuide,
});

export const deleteUserGuide = endpoint({
  name: 'userGuides.delete', writes: ['userGuides'], method: 'DELETE', path: '/private/user-guides/{id}', access: 'private', roles: ['ADMIN'], params: IdParams, response: EMPTY,
});
