/**
 * The messages of a family or a professional (spec 001 §3 Message, §7 Messages: the record
 * pages' « messages » and « discussions » tabs, the resource explorer's messages view).
 * Decisions on what the spec leaves "not shown":
 * - A message is between two parties of the agency, `from` and `to`, each a readable ref
 *   `{ kind: AGENCY | FAMILY | PRO, id, label }` (the agency's id and label, the family's
 *   name, the professional's first and last names), so that a list shows « De » and « À ».
 * - `fromAgency`: true when the agency wrote it, false when it was written to the agency,
 *   absent (not null) for a direct message between a family and a professional.
 * - `recipientId` is the professional's id when the recipient is a professional,
 *   `recipientFamily` the family's id when it is a family; both null for the agency.
 *   `childId`: the child a family's message is about; `replyOf`: the message it answers.
 * - `unread`: not yet read by its recipient. `sendDate`: an instant, ISO in UTC.
 * - A family's messages are those it wrote or received; a professional's likewise. Direct
 *   family ↔ professional messages only with `includeDirectMessages=true` (default false:
 *   the agency's own exchanges). Newest first; pages of 20 by default.
 * - 404 for a family or a professional outside the session's agency.
 */
import * as z from 'zod/mini';
import { MESSAGE_PARTIES, MESSAGE_TYPES, MESSAGES_PAGE_SIZE } from '../../domain/messaging';
import { endpoint } from '../endpoint';
import { IdParams, IsoDateTime, STAFF_ROLES, page } from './common';

export const MessageType = z.enum(MESSAGE_TYPES);

/** One side of a message, readable as it is. */
export const MessageParty = z.object({ kind: z.enum(MESSAGE_PARTIES), id: z.number(), label: z.string() });
export type MessageParty = z.infer<typeof MessageParty>;

export const Message = z.object({
  id: z.number(),
  content: z.string(),
  fromAgency: z.optional(z.boolean()),
  unread: z.boolean(),
  sendDate: IsoDateTime,
  recipientId: z.nullable(z.number()),
  recipientFamily: z.nullable(z.number()),
  childId: z.nullable(z.number()),
  replyOf: z.nullable(z.number()),
  type: MessageType,
  from: MessageParty,
  to: MessageParty,
});
export type Message = z.infer<typeof Message>;

/** The query of both searches; the page travels in the query string (GET), so its numbers are read from text. */
export const MessagesQuery = z.object({
  pageNumber: z._default(z.coerce.number().check(z.int(), z.minimum(0)), 0),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500)), MESSAGES_PAGE_SIZE),
  includeDirectMessages: z._default(z.enum(['true', 'false']), 'false'),
});
export type MessagesQuery = z.input<typeof MessagesQuery>;

const search = { method: 'GET', access: 'private', roles: STAFF_ROLES, params: IdParams, query: MessagesQuery, response: page(Message) } as const;

/** A family's messages: with the agency, and with its professionals when `includeDirectMessages=true`. */
export const searchFamilyMessages = endpoint({ name: 'messages.searchFamily', path: '/private/messages/search/families/{id}', ...search });

/** A professional's messages: with the agency, and with the families when `includeDirectMessages=true`. */
export const searchProMessages = endpoint({ name: 'messages.searchPro', path: '/private/messages/search/pros/{id}', ...search });
