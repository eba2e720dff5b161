/** Families search (spec 000 §7 quick search and family selector; spec 001 §7 for the body). */
import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { STAFF_ROLES, SearchText, page, pageRequest } from './common';

/**
 * A family found: its name, and what tells namesakes apart (three « Famille Durand »): the
 * city of its address (null when unknown) and its children's first names, eldest first.
 */
export const FamilyFound = z.object({ id: z.number(), name: z.string(), city: z.nullable(z.string()), childrenFirstNames: z.array(z.string()) });
export type FamilyFound = z.infer<typeof FamilyFound>;

/**
 * One call for the quick search and the selector. Spec 000 words the quick search's
 * parameters "text, page, size": they are this body's namePattern, pageNumber and pageSize
 * (spec 001's names). The name is searched case- and accent-insensitively. Within the
 * session's agency, prospects' families included.
 */
export const searchFamilies = endpoint({
  name: 'families.search', reads: ['families', 'customers'],
  method: 'POST',
  path: '/private/families/search',
  access: 'private',
  roles: STAFF_ROLES,
  body: z.object({ namePattern: SearchText, sort: z._default(z.enum(['NAME_ASC', 'NAME_DESC']), 'NAME_ASC'), ...pageRequest }),
  response: page(FamilyFound),
});
