/** Versions history (spec 000 §2.5, §5, §7). Writes are for admins only. */
import * as z from 'zod/mini';
import { EMPTY, endpoint, ROLES } from '../endpoint';
import { Id, IdParams, IsoDateTime, page, pageRequest } from './common';

export const SCOPES = ['PORTAL', 'APP'] as const;
export const Scope = z.enum(SCOPES);

export const VersionItem = z.object({ id: z.number(), type: z.enum(['FEAT', 'BUG']), description: z.string() });
export type VersionItem = z.infer<typeof VersionItem>;

export const Version = z.object({
  id: z.number(),
  number: z.string(),
  description: z.string(),
  visible: z.boolean(),
  deployedAt: z.nullable(IsoDateTime),
  lastUpdatedAt: IsoDateTime,
  scope: Scope,
  items: z.array(VersionItem),
});
export type Version = z.infer<typeof Version>;

const VersionBody = z.object({
  number: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  description: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  visible: z.boolean(),
  scope: Scope,
  deployedAt: z.optional(z.nullable(IsoDateTime)),
});

const VersionItemBody = z.object({
  type: z.enum(['FEAT', 'BUG']),
  description: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});

const ItemParams = z.object({ id: Id, itemId: Id });

/** Non-admins only ever receive visible versions, whatever `visible` says; admins get all when `visible` is absent. Newest first. */
export const searchVersions = endpoint({
  name: 'versions.search', reads: ['versions'],
  method: 'POST',
  path: '/private/versions/search',
  access: 'private',
  // Read by every role's application too (scopes APP and PORTAL), not back-office data.
  roles: ROLES,
  body: z.object({ scope: z.optional(Scope), visible: z.optional(z.boolean()), ...pageRequest }),
  response: page(Version),
});

export const createVersion = endpoint({
  name: 'versions.create', writes: ['versions'], method: 'POST', path: '/private/versions', access: 'private', roles: ['ADMIN'],
  body: VersionBody, response: Version,
});

export const updateVersion = endpoint({
  name: 'versions.update', writes: ['versions'], method: 'PUT', path: '/private/versions/{id}', access: 'private', roles: ['ADMIN'],
  params: IdParams, body: VersionBody, response: Version,
});

export const deleteVersion = endpoint({
  name: 'versions.delete', writes: ['versions'], method: 'DELETE', path: '/private/versions/{id}', access: 'private', roles: ['ADMIN'],
  params: IdParams, response: EMPTY,
});

export const addVersionItem = endpoint({
  name: 'versions.addItem', writes: ['versions'], method: 'POST', path: '/private/versions/{id}/items', access: 'private', roles: ['ADMIN'],
  params: IdParams, body: VersionItemBody, response: VersionItem,
});

export const updateVersionItem = endpoint({
  name: 'versions.updateItem', writes: ['versions'], method: 'PUT', path: '/private/versions/{id}/items/{itemId}', access: 'private', roles: ['ADMIN'],
  params: ItemParams, body: VersionItemBody, response: VersionItem,
});

export const deleteVersionItem = endpoint({
  name: 'versions.deleteItem', writes: ['versions'], method: 'DELETE', path: '/private/versions/{id}/items/{itemId}', access: 'private', roles: ['ADMIN'],
  params: ItemParams, response: EMPTY,
});
