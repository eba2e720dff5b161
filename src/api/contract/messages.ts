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
import { userPlainText } from './userTexts';
import { MESSAGE_CONTENT_MAX, MESSAGE_PARTIES, MESSAGE_SORTS, MESSAGE_TYPES, MESSAGES_PAGE_SIZE } from '../../domain/messaging';
import { EMPTY, endpoint } from '../endpoint';
import { Id, IdParams, IsoDateTime, STAFF_ROLES, SearchText, page, pageRequest } from './common';

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
  /** Decision: only the direct family ↔ professional ones (/channels shows them apart from the agency's exchanges). */
  directOnly: z._default(z.enum(['true', 'false']), 'false'),
});
export type MessagesQuery = z.input<typeof MessagesQuery>;

/** What the portal's cache keeps a messages answer under: every sending, deletion or reading drops it. */
const MESSAGES = ['messages'] as const;
const reads = { reads: MESSAGES } as const;
const writes = { writes: MESSAGES } as const;

const search = { method: 'GET', access: 'private', roles: STAFF_ROLES, params: IdParams, query: MessagesQuery, response: page(Message), ...reads } as const;

/** A family's messages: with the agency, and with its professionals when `includeDirectMessages=true`. */
export const searchFamilyMessages = endpoint({ name: 'messages.searchFamily', path: '/private/messages/search/families/{id}', ...search });

/** A professional's messages: with the agency, and with the families when `includeDirectMessages=true`. */
export const searchProMessages = endpoint({ name: 'messages.searchPro', path: '/private/messages/search/pros/{id}', ...search });

/*
 * The agency's own messages (spec 001 §7 Messages). Decisions on what the spec leaves "not shown":
 * - `allMines` searches the agency's exchanges, `box` INBOX (written to the agency, default) or
 *   SENT (written by it); `searchCopy` the direct family ↔ professional messages of its
 *   families, which the agency sees in copy. Both take an optional `text` found in the content
 *   or a party's name (case- and accent-insensitive), newest first unless `sort` says otherwise.
 * - Read state: `unread` is the recipient's. Opening a message (`GET /private/messages/{id}`,
 *   or `PUT …/{id}/markAsRead`) marks it read only when the agency is its recipient; a sent
 *   message stays unread until its family or professional reads it, a copy as its recipient left it.
 * - `GET …/mines/unread` answers `{ count }`, the agency's unread received messages; the menu's
 *   `unreadMessages` counter is the same figure.
 * - Sending: exactly one of `recipientId` (a professional) and `recipientFamily`; `childId` only
 *   with a family and one of its children; `replyOf` a message of the agency with that same
 *   recipient. Content required, at most 500 characters (400 naming `content`). Answers the message.
 * - DELETE removes a message of the agency (any box); the replies to it keep their text, `replyOf` null.
 */

/** The search of the inbox or the sent box. */
export const MessagesFilter = z.object({
  box: z._default(z.enum(['INBOX', 'SENT']), 'INBOX'),
  text: SearchText,
  unreadOnly: z.optional(z.boolean()),
  ...pageRequest,
});
export type MessagesFilter = z.input<typeof MessagesFilter>;

export const searchMyMessages = endpoint({ name: 'messages.allMines', method: 'POST', path: '/private/messages/allMines', access: 'private', roles: STAFF_ROLES, body: MessagesFilter, response: page(Message), ...reads });

export const CopyFilter = z.object({ text: SearchText, sort: z._default(z.enum(MESSAGE_SORTS), 'SEND_DATE_DESC'), ...pageRequest });
export type CopyFilter = z.input<typeof CopyFilter>;

export const searchCopyMessages = endpoint({ name: 'messages.searchCopy', method: 'POST', path: '/private/messages/searchCopy', access: 'private', roles: STAFF_ROLES, body: CopyFilter, response: page(Message), ...reads });

/** Polled with the counters: it does not extend the session (spec 000 §7). */
export const unreadMessagesCount = endpoint({
  name: 'messages.unread', reads: ['messages'],
  method: 'GET',
  path: '/private/messages/mines/unread',
  access: 'private',
  roles: STAFF_ROLES,
  extendsSession: false,
  response: z.object({ count: z.number() }),
});

const one = { access: 'private', roles: STAFF_ROLES, params: IdParams } as const;

/** One message of the agency (any box), marked read when the agency is its recipient. */
export const getMessage = endpoint({ name: 'messages.get', method: 'GET', path: '/private/messages/{id}', ...one, ...writes, response: Message });

export const markMessageAsRead = endpoint({ name: 'messages.markAsRead', method: 'PUT', path: '/private/messages/{id}/markAsRead', ...one, ...writes, response: Message });

/**
 * Decision (issue 34): opening a discussion marks what it shows read in one call. `ids` are messages of the session's
 * agency (404 naming none of them otherwise, nothing marked); only those written to the agency change, the others are
 * left as their recipient has them. Answers how many changed and the agency's unread count after, for the menu's badge.
 */
export const markMessagesRead = endpoint({
  name: 'messages.markRead',
  method: 'PUT',
  path: '/private/messages/markAsRead',
  access: 'private',
  roles: STAFF_ROLES,
  body: z.object({ ids: z.array(Id).check(z.minLength(1), z.maxLength(500)) }),
  response: z.object({ marked: z.number(), unreadCount: z.number() }),
  ...writes,
});

export const deleteMessage = endpoint({ name: 'messages.delete', method: 'DELETE', path: '/private/messages/{id}', ...one, ...writes, response: EMPTY });

const OptionalId = z.optional(z.nullable(z.number().check(z.int(), z.positive())));

export const MessageSending = z.object({
  recipientId: OptionalId,
  recipientFamily: OptionalId,
  content: userPlainText(z.string().check(z.maxLength(MESSAGE_CONTENT_MAX))),
  type: z._default(MessageType, 'TEXT'),
  childId: OptionalId,
  replyOf: OptionalId,
});
export type MessageSending = z.input<typeof MessageSending>;

export const sendMessage = endpoint({ name: 'messages.send', method: 'POST', path: '/private/messages', access: 'private', roles: STAFF_ROLES, body: MessageSending, response: Message, ...writes });

/** Decision (not in the spec): the children a message to a family can be about, for the form's « Enfant » field. */
export const MessageChild = z.object({ id: z.number(), firstName: z.string(), lastName: z.string() });
export type MessageChild = z.infer<typeof MessageChild>;

export const familyChildrenForMessages = endpoint({
  name: 'messages.familyChildren', reads: ['families'],
  method: 'GET',
  path: '/private/messages/families/{id}/children',
  ...one,
  response: z.array(MessageChild),
});
