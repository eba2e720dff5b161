/**
 * Children addresses (spec 001 §7 Families): the agency's places where children are taken or
 * fetched (schools, crèches, clubs), shown in a family's composition. Decisions where the spec
 * is silent: they are the agency's, shared by its families; `address` is one line of text; the
 * search answers the bookmarked first, then by name; name and address are required (the
 * family forms' rules, src/domain/families/form.ts).
 */
import * as z from 'zod/mini';
import { EMPTY, endpoint } from '../endpoint';
import { IdParams, STAFF_ROLES, SearchText, page, pageRequest } from './common';

export const ChildrenAddress = z.object({ id: z.number(), name: z.string(), address: z.string(), phone: z.nullable(z.string()), bookmarked: z.boolean() });
export type ChildrenAddress = z.infer<typeof ChildrenAddress>;

const Text = (max: number) => z.optional(z.nullable(z.string().check(z.maxLength(max))));
export const ChildrenAddressBody = z.object({ name: Text(150), address: Text(250), phone: Text(30), bookmarked: z.optional(z.boolean()) });
export type ChildrenAddressBody = z.input<typeof ChildrenAddressBody>;

const access = { access: 'private', roles: STAFF_ROLES } as const;

export const searchChildrenAddresses = endpoint({
  name: 'childrenAddresses.search', reads: ['childrenAddresses'], method: 'POST', path: '/private/children-addresses/search', ...access,
  body: z.object({ namePattern: SearchText, ...pageRequest }), response: page(ChildrenAddress),
});
export const createChildrenAddress = endpoint({
  name: 'childrenAddresses.create', writes: ['childrenAddresses'], method: 'POST', path: '/private/children-addresses', ...access, body: ChildrenAddressBody, response: ChildrenAddress,
});
export const updateChildrenAddress = endpoint({
  name: 'childrenAddresses.update', writes: ['childrenAddresses'], method: 'PUT', path: '/private/children-addresses/{id}', ...access, params: IdParams, body: ChildrenAddressBody, response: ChildrenAddress,
});
export const deleteChildrenAddress = endpoint({
  name: 'childrenAddresses.delete', writes: ['childrenAddresses'], method: 'DELETE', path: '/private/children-addresses/{id}', ...access, params: IdParams, response: EMPTY,
});
