/** My account and preferences (spec 000 §7). */
import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { SessionUser } from './auth';

export const updateMyAccount = endpoint({
  name: 'account.update', writes: ['account', 'users'],
  method: 'PUT',
  path: '/private/bo/myAccount',
  access: 'private',
  body: z.object({
    login: z.email().check(z.maxLength(200)),
    firstName: z.string().check(z.trim(), z.minLength(1), z.maxLength(150)),
    lastName: z.string().check(z.trim(), z.minLength(1), z.maxLength(150)),
    changingPassword: z.boolean(),
    currentPassword: z.optional(z.nullable(z.string().check(z.maxLength(50)))),
    newPassword: z.optional(z.nullable(z.string().check(z.maxLength(40)))),
  }),
  response: SessionUser,
});

export const Preference = z.object({ id: z.number(), name: z.string(), value: z.string() });
export type Preference = z.infer<typeof Preference>;

export const myPreferences = endpoint({
  name: 'account.preferences', reads: ['account'],
  method: 'GET',
  path: '/private/myPreferencies',
  access: 'private',
  query: z.object({ preferenciesVersion: z.optional(z.string()) }),
  response: z.array(Preference),
});

export const setPreference = endpoint({
  name: 'account.setPreference', writes: ['account'],
  method: 'POST',
  path: '/private/preferencies/set',
  access: 'private',
  body: z.object({ name: z.string().check(z.minLength(1), z.maxLength(100)), value: z.string().check(z.maxLength(10000)) }),
  response: Preference,
});
