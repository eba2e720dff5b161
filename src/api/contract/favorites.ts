/** Favorites of the quick search (spec 000 §2.4, §7): a pro or a family. */
import * as z from 'zod/mini';
import { EMPTY, endpoint } from '../endpoint';
import { IdParams } from './common';

export const Favorite = z.object({
  id: z.number(),
  resourceType: z.enum(['PRO', 'FAMILY']),
  resourceId: z.number(),
  resourceLabel: z.string(),
});
export type Favorite = z.infer<typeof Favorite>;

export const listFavorites = endpoint({
  name: 'favorites.list', reads: ['favorites'],
  method: 'GET',
  path: '/private/favorites',
  access: 'private',
  response: z.array(Favorite),
});

export const addFavorite = endpoint({
  name: 'favorites.add', writes: ['favorites'],
  method: 'POST',
  path: '/private/favorites',
  access: 'private',
  body: z.object({
    resourceType: z.enum(['PRO', 'FAMILY']),
    resourceId: z.number().check(z.int(), z.positive()),
    resourceLabel: z.string().check(z.minLength(1), z.maxLength(300)),
  }),
  response: Favorite,
});

export const deleteFavorite = endpoint({
  name: 'favorites.delete', writes: ['favorites'],
  method: 'DELETE',
  path: '/private/favorites/{id}',
  access: 'private',
  params: IdParams,
  response: EMPTY,
});
