/**
 * Support tickets (spec 002 §3 to §7.1), the "bearer-token variant": every call carries the
 * bearer of the support identity provider when the element has one, else the session's.
 *
 * Decisions on what the spec leaves "not shown":
 * - A support user is any back-office user; `type` AGENT (the provider's support team) has the
 *   powers of 002 §6, everyone else is USER. `GET /support/users/get-from-auth` tells which.
 * - Files travel as base64 inside JSON (`NewAttachment`), mirroring the multipart parts of the
 *   spec (`supportTicketForm` / `supportTicketEntryForm` plus `files`): one body, validated by
 *   the same schemas as every other call. A file over 3 MB or a text of 5000 characters or more
 *   is refused with 400 and the spec's message.
 * - A non-agent sees the tickets created in their client (company), or their own without one,
 *   never an agents-only ticket (agentPrivacy), never an agents-only or not yet published entry,
 *   and never the agent fields (agentPriority, dueDate, agentPrivacy: absent from the answer).
 *   Agents see everything. An agent-only call by a non-agent answers 403.
 * - Entries are read with `POST /support/tickets/{id}/entries/search`, which marks them read for
 *   the caller (the unread counts); changelog entries (STATUS_UPDATED, ASSIGMENT_UPDATED,
 *   LINK_CREATED, LINK_DELETED) are written by the server, public, authored by the agent.
 * - Editing the latest entry races a new entry: the one that commits second sees the other; an edit
 *   of an entry that is no longer the latest answers 409 ENTRY_NOT_EDITABLE.
 * - A link is stored once from the ticket it was created on; each ticket reads it from its side.
 * - Attachments download with a one-use temporary token in `tk`, like exports.
 */
import * as z from 'zod/mini';
import { userHtml, userPlainText } from './userTexts';
import {
  ATTACHMENT_MAX_BYTES, ENTRY_ACTIONS, ENTRY_PAGE_SIZE, LINK_TYPES, SUPPORT_MESSAGES, SUPPORT_USER_TYPES, TAG_NAME_MAX, TEXT_MAX_EXCLUSIVE,
  TICKET_STATUSES, TICKET_TYPES,
} from '../../domain/support/rules';
import { ACCEPTED_FILES } from '../../domain/files/fileTypes';
import { EMPTY, FILE, endpoint } from '../endpoint';
import { DownloadQuery, IsoDate, Id, IdList, IdParams, IsoDateTime, page, pageRequest, STAFF_ROLES } from './common';

export const TicketType = z.enum(TICKET_TYPES);
export const TicketStatus = z.enum(TICKET_STATUSES);
export const LinkType = z.enum(LINK_TYPES);
export const Priority = z.number().check(z.int(), z.minimum(1), z.maximum(10));

export const SupportUser = z.object({ id: z.number(), fullName: z.string(), type: z.enum(SUPPORT_USER_TYPES) });
export type SupportUser = z.infer<typeof SupportUser>;

const decodedBytes = (base64: string) => Math.floor((base64.replace(/=+$/, '').length * 3) / 4);

/** A file sent with a ticket or an entry: base64 content, 3 MB at most once decoded. */
export const NewAttachment = z.object({
  fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  mimeType: z._default(z.string().check(z.maxLength(100)), 'application/octet-stream'),
  contentBase64: z.string().check(
    z.regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: 'Contenu base64 attendu' }),
    z.refine((value) => decodedBytes(value) <= ATTACHMENT_MAX_BYTES, { error: SUPPORT_MESSAGES.fileTooLarge }),
  ),
});
export type NewAttachment = z.input<typeof NewAttachment>;

/** A text under 5000 characters, required, with the spec's messages. */
const supportText = (requiredMessage: string) =>
  z.string().check(
    z.refine((value) => value.trim().length > 0, { error: requiredMessage }),
    z.refine((value) => value.length < TEXT_MAX_EXCLUSIVE, { error: SUPPORT_MESSAGES.tooLong }),
  );

export const Attachment = z.object({
  id: z.number(),
  fileName: z.string(),
  /** Bytes. */
  length: z.number(),
  mimeType: z.string(),
  /** The entry it came with; null for the ticket's own files. */
  entryId: z.nullable(z.number()),
  createdBy: z.number(),
  createdAt: IsoDateTime,
});
export type Attachment = z.infer<typeof Attachment>;

export const TagRef = z.object({ id: z.number(), tagId: z.number(), tagName: z.string() });
export const Tag = z.object({ id: z.number(), name: z.string() });
export type Tag = z.infer<typeof Tag>;

/** A ticket as lists show it. Agent fields are present for agents only. */
export const TicketSummary = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  status: TicketStatus,
  type: TicketType,
  priority: Priority,
  agentPriority: z.optional(Priority),
  dueDate: z.optional(z.nullable(IsoDate)),
  agentPrivacy: z.optional(z.boolean()),
  createdBy: z.object({ id: z.number(), fullName: z.string() }),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  tagRefs: z.array(TagRef),
  nbEntries: z.number(),
  nbAttachments: z.number(),
  nbUnreadEntries: z.number(),
  /** The assigned agent; null means the provider's own team (the spelling is the spec's). */
  assigment: z.nullable(z.object({ id: z.number(), fullName: z.string() })),
  /** The ticket's own files (the expandable row shows them). */
  attachments: z.array(Attachment),
});
export type TicketSummary = z.infer<typeof TicketSummary>;

const LinkedTicket = z.object({ id: z.number(), title: z.string(), status: TicketStatus });
/** A link read from the side of the ticket asked for: `linkType` is its nature from there, `ticket` the other one. */
export const TicketLink = z.object({ id: z.number(), linkType: LinkType, supportTicket1: LinkedTicket, supportTicket2: LinkedTicket });
export type TicketLink = z.infer<typeof TicketLink>;

export const Ticket = z.extend(TicketSummary, {
  links: z.array(TicketLink),
  useContextData: z.boolean(),
  contextData: z.nullable(z.string()),
});
export type Ticket = z.infer<typeof Ticket>;

export const TicketEntry = z.object({
  id: z.number(),
  supportTicketId: z.number(),
  /** HTML: always sanitised before display. Empty once deleted. */
  content: z.string(),
  publishedAt: IsoDateTime,
  /** null: public; AGENTS: agents only. */
  visibility: z.nullable(z.literal('AGENTS')),
  contentType: z.enum(['COMMENT', 'CHANGELOG']),
  actionType: z.enum(ENTRY_ACTIONS),
  createdBy: z.number(),
  createdByName: z.string(),
  deletedAt: z.nullable(IsoDateTime),
  attachments: z.array(Attachment),
  /** Whether the caller had read it before this answer. */
  read: z.boolean(),
});
export type TicketEntry = z.infer<typeof TicketEntry>;

export const EntryModel = z.object({ id: z.number(), title: z.string(), content: z.string(), public: z.boolean(), usageCount: z.number() });
export type EntryModel = z.infer<typeof EntryModel>;

const TicketParams = IdParams;
const support = { access: 'private', roles: STAFF_ROLES } as const;
/** Large enough for a few 3 MB files in base64. */
const WITH_FILES = { maxBodyBytes: 24 * 1024 * 1024, uploads: { files: ACCEPTED_FILES.supportAttachments } } as const;

export const getSupportUser = endpoint({
  name: 'support.getUser', reads: ['support'], method: 'GET', path: '/support/users/get-from-auth', ...support, response: SupportUser,
});

export const SORT_PROPERTIES = ['id', 'title', 'type', 'status', 'priority', 'agentPriority', 'createdAt', 'updatedAt', 'nbEntries'] as const;
export const SortProperty = z.object({ property: z.enum(SORT_PROPERTIES), direction: z.enum(['ASC', 'DESC']) });
export type SortProperty = z.infer<typeof SortProperty>;

/** Filters of the ticket list; tagIds, displayOverdueTickets and assignments are the agents' (ignored for others). Default order: latest update first. */
export const searchTickets = endpoint({
  name: 'support.searchTickets', reads: ['support'], method: 'POST', path: '/support/tickets/search', ...support,
  body: z.object({
    titlePattern: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
    statuses: z.optional(z.array(TicketStatus)),
    types: z.optional(z.array(TicketType)),
    tagIds: z.optional(IdList),
    displayOverdueTickets: z.optional(z.boolean()),
    sortProperties: z.optional(z.array(SortProperty)),
    /** Agent ids; 0 stands for the provider's own team (unassigned). */
    assignments: z.optional(z.array(z.number().check(z.int(), z.minimum(0)))),
    startDate: z.optional(z.nullable(IsoDate)),
    endDate: z.optional(z.nullable(IsoDate)),
    ...pageRequest,
  }),
  response: page(TicketSummary),
});

export const TicketForm = z.object({
  type: TicketType,
  title: z.string().check(z.trim(), z.minLength(1, { error: SUPPORT_MESSAGES.required }), z.maxLength(200)),
  description: userPlainText(supportText(SUPPORT_MESSAGES.required)),
  priority: z._default(Priority, 4),
  agentPriority: z.optional(Priority),
  dueDate: z.optional(z.nullable(IsoDate)),
  useContextData: z._default(z.boolean(), false),
  /** What the portal knows of the page the user is on (route, ids), when useContextData. */
  contextData: z.optional(z.nullable(z.string().check(z.maxLength(2000)))),
  readOnly: z.optional(z.boolean()),
  agentPrivacy: z.optional(z.boolean()),
});
export type TicketForm = z.input<typeof TicketForm>;

/** agentPriority, dueDate and agentPrivacy are the agents' (403 for others). */
export const createTicket = endpoint({
  name: 'support.createTicket', writes: ['support'], method: 'POST', path: '/support/tickets', ...support, ...WITH_FILES,
  body: z.object({ supportTicketForm: TicketForm, files: z._default(z.array(NewAttachment).check(z.maxLength(10)), []) }),
  response: Ticket,
});

export const getTicket = endpoint({ name: 'support.getTicket', reads: ['support'], method: 'GET', path: '/support/tickets/{id}', ...support, params: TicketParams, response: Ticket });

/** Agents only; writes a STATUS_UPDATED changelog entry. */
export const updateTicketStatus = endpoint({
  name: 'support.updateStatus', writes: ['support'], method: 'PUT', path: '/support/tickets/{id}/status', ...support,
  params: TicketParams, body: z.object({ status: TicketStatus }), response: Ticket,
});

/** Agents only; `assignment` is an agent's id, null for the provider's team; writes ASSIGMENT_UPDATED. */
export const updateTicketAssignment = endpoint({
  name: 'support.updateAssignment', writes: ['support'], method: 'PUT', path: '/support/tickets/{id}/assignment', ...support,
  params: TicketParams, body: z.object({ assignment: z.nullable(z.number().check(z.int(), z.positive())) }), response: Ticket,
});

export const updateTicketAgentPriority = endpoint({
  name: 'support.updateAgentPriority', writes: ['support'], method: 'PUT', path: '/support/tickets/{id}/agent-priority', ...support,
  params: TicketParams, body: z.object({ agentPriority: Priority }), response: Ticket,
});

/** The agents a ticket can be assigned to (agents only). */
export const listAgents = endpoint({
  name: 'support.listAgents', reads: ['support'], method: 'GET', path: '/support/users/agents', ...support, response: z.array(SupportUser),
});

/** Oldest first; marks the answered entries read for the caller. */
export const searchEntries = endpoint({
  name: 'support.searchEntries', reads: ['support'], method: 'POST', path: '/support/tickets/{id}/entries/search', ...support,
  params: TicketParams,
  body: z.object({ pageNumber: z._default(z.number().check(z.int(), z.minimum(0)), 0), pageSize: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(500)), ENTRY_PAGE_SIZE) }),
  response: page(TicketEntry),
});

const EntryForm = z.object({
  supportTicketId: z.number().check(z.int(), z.positive()),
  content: userHtml(supportText(SUPPORT_MESSAGES.entryRequired)),
  /** A later date delays the entry (agents only); absent: now. */
  publishedDate: z.optional(z.nullable(IsoDateTime)),
  actionType: z._default(z.literal('COMMENT'), 'COMMENT'),
  visibility: z._default(z.nullable(z.literal('AGENTS')), null),
});

export const createEntry = endpoint({
  name: 'support.createEntry', writes: ['support'], method: 'POST', path: '/support/ticket-entries', ...support, ...WITH_FILES,
  body: z.object({ supportTicketEntryForm: EntryForm, files: z._default(z.array(NewAttachment).check(z.maxLength(10)), []) }),
  response: TicketEntry,
});

/** The author agent, on the latest live entry or one not yet published (409 ENTRY_NOT_EDITABLE otherwise). `visibility` changes only while it is unset. */
export const updateEntry = endpoint({
  name: 'support.updateEntry', writes: ['support'], method: 'PUT', path: '/support/ticket-entries/{id}', ...support,
  params: IdParams,
  body: z.object({
    content: userHtml(supportText(SUPPORT_MESSAGES.entryRequired)),
    publishedDate: z.optional(z.nullable(IsoDateTime)),
    visibility: z.optional(z.nullable(z.literal('AGENTS'))),
  }),
  response: TicketEntry,
});

/** Soft delete ('(Message supprimé)'); an entry not yet published is removed outright. */
export const deleteEntry = endpoint({
  name: 'support.deleteEntry', writes: ['support'], method: 'DELETE', path: '/support/ticket-entries/{id}', ...support, params: IdParams, response: EMPTY,
});

/** Every file of a ticket, its own and its visible entries'. */
export const listAttachments = endpoint({
  name: 'support.listAttachments', reads: ['support'], method: 'GET', path: '/support/tickets/{id}/attachments', ...support, params: TicketParams, response: z.array(Attachment),
});

/** Opened by a one-use temporary token in `tk` (no bearer), so that a plain link works. */
export const downloadAttachment = endpoint({
  name: 'support.downloadAttachment', reads: ['support'], method: 'GET', path: '/support/attachments/{id}/download', access: 'public',
  params: IdParams, query: DownloadQuery, response: FILE,
});

/** The author agent only. */
export const deleteAttachment = endpoint({
  name: 'support.deleteAttachment', writes: ['support'], method: 'DELETE', path: '/support/attachments/{id}', ...support, params: IdParams, response: EMPTY,
});

/** Agents only; `supportTicketId` is the target; writes LINK_CREATED on the ticket. */
export const createLink = endpoint({
  name: 'support.createLink', writes: ['support'], method: 'POST', path: '/support/tickets/{id}/links', ...support,
  params: TicketParams, body: z.object({ supportTicketId: z.number().check(z.int(), z.positive()), linkType: LinkType }), response: TicketLink,
});

export const deleteLink = endpoint({
  name: 'support.deleteLink', writes: ['support'], method: 'DELETE', path: '/support/tickets/{id}/links/{linkId}', ...support,
  params: z.object({ id: Id, linkId: Id }), response: EMPTY,
});

/** Agents only (models, tags). */
export const listModels = endpoint({ name: 'support.listModels', reads: ['support'], method: 'GET', path: '/support/entry-models', ...support, response: z.array(EntryModel) });

export const createModel = endpoint({
  name: 'support.createModel', writes: ['support'], method: 'POST', path: '/support/entry-models', ...support,
  body: z.object({
    title: z.string().check(z.trim(), z.minLength(1, { error: SUPPORT_MESSAGES.required }), z.maxLength(200)),
    content: userHtml(supportText(SUPPORT_MESSAGES.modelContentRequired)),
    public: z._default(z.boolean(), true),
  }),
  response: EntryModel,
});

/** Counts a use and answers the model, whose content the editor takes. */
export const useModel = endpoint({
  name: 'support.useModel', writes: ['support'], method: 'POST', path: '/support/entry-models/{id}/use', ...support, params: IdParams, response: EntryModel,
});

export const listTags = endpoint({ name: 'support.listTags', reads: ['support'], method: 'GET', path: '/support/tags', ...support, response: z.array(Tag) });

export const createTag = endpoint({
  name: 'support.createTag', writes: ['support'], method: 'POST', path: '/support/tags', ...support,
  body: z.object({ name: z.string().check(z.trim(), z.minLength(1, { error: SUPPORT_MESSAGES.required }), z.maxLength(TAG_NAME_MAX)) }),
  response: Tag,
});

export const addTagRef = endpoint({
  name: 'support.addTagRef', writes: ['support'], method: 'POST', path: '/support/tickets/{id}/tags', ...support,
  params: TicketParams, body: z.object({ tagId: z.number().check(z.int(), z.positive()) }), response: TagRef,
});

export const deleteTagRef = endpoint({
  name: 'support.deleteTagRef', writes: ['support'], method: 'DELETE', path: '/support/tickets/{id}/tags/{refId}', ...support,
  params: z.object({ id: Id, refId: Id }), response: EMPTY,
});
