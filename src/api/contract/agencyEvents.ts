/**
 * The agency's events (spec 001 §3 Notification, §7 Agencies: events/search, countUnread,
 * setState, delete), for the home page and the menu's badge. Decisions on what the spec leaves
 * "not shown" (see src/api/README.md):
 * - An event `{ id, type, state UNREAD | READ, createdAt, resourceData }`, `resourceData` the
 *   readable refs its type needs (src/domain/agencyEvents.ts: labels and links).
 * - Search body `{ types?, state?, pageNumber, pageSize }`: unread first, then newest first.
 * - setState and delete take `{ ids }` and apply to all or none (404 when one is not an event
 *   of the agency); both answer the new unread count, so that the badge follows at once.
 * - `{agencyId}` must be the session's agency (404 otherwise).
 */
import * as z from 'zod/mini';
import {
  AGENCY_EVENT_STATES,
  AGENCY_EVENT_TYPES,
  AGENCY_EVENTS_PAGE_SIZE,
  CHILDCARE_REQUEST_STATES,
  CHILDCARE_REQUEST_TYPES,
  EXTERNAL_CONTACT_TYPES,
} from '../../domain/agencyEvents';
import { endpoint } from '../endpoint';
import { Id, IdList, IsoDate, IsoDateTime, Month, STAFF_ROLES, page } from './common';

export const AgencyEventType = z.enum(AGENCY_EVENT_TYPES);
export const AgencyEventState = z.enum(AGENCY_EVENT_STATES);

const maybe = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

export const AgencyEventResource = z.object({
  familyId: maybe(z.number()),
  familyName: maybe(z.string()),
  proId: maybe(z.number()),
  proName: maybe(z.string()),
  customerId: maybe(z.number()),
  customerName: maybe(z.string()),
  estimateId: maybe(z.number()),
  postId: maybe(z.number()),
  postTitle: maybe(z.string()),
  noteId: maybe(z.number()),
  day: maybe(IsoDate),
  month: maybe(Month),
  requestType: maybe(z.enum(CHILDCARE_REQUEST_TYPES)),
  requestState: maybe(z.enum(CHILDCARE_REQUEST_STATES)),
  contactType: maybe(z.enum(EXTERNAL_CONTACT_TYPES)),
  text: maybe(z.string()),
  shareToken: maybe(z.string()),
});

export const AgencyEvent = z.object({ id: z.number(), type: AgencyEventType, state: AgencyEventState, createdAt: IsoDateTime, resourceData: AgencyEventResource });
export type AgencyEvent = z.infer<typeof AgencyEvent>;

export const AgencyParams = z.object({ agencyId: Id });

/** The unread count after a change, and from countUnread. */
export const UnreadCount = z.object({ count: z.number() });

const agencyCall = { access: 'private', roles: STAFF_ROLES } as const;

export const searchAgencyEvents = endpoint({
  ...agencyCall,
  name: 'agencyEvents.search', reads: ['agencyEvents'],
  method: 'POST',
  path: '/private/agencies/{agencyId}/events/search',
  params: AgencyParams,
  body: z.object({
    types: z.optional(z.array(AgencyEventType)),
    state: z.optional(AgencyEventState),
    pageNumber: z._default(z.number().check(z.int(), z.minimum(0)), 0),
    pageSize: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(500)), AGENCY_EVENTS_PAGE_SIZE),
  }),
  response: page(AgencyEvent),
});
export type AgencyEventsSearch = z.input<typeof searchAgencyEvents.body>;

export const countUnreadAgencyEvents = endpoint({
  ...agencyCall,
  name: 'agencyEvents.countUnread', reads: ['agencyEvents'],
  method: 'GET',
  path: '/private/agencies/{agencyId}/events/countUnread',
  params: AgencyParams,
  response: UnreadCount,
});

export const setAgencyEventsState = endpoint({
  ...agencyCall,
  name: 'agencyEvents.setState', writes: ['agencyEvents'],
  method: 'PUT',
  path: '/private/agencies/{agencyId}/events/setState/{state}',
  params: z.object({ agencyId: Id, state: AgencyEventState }),
  body: z.object({ ids: IdList.check(z.minLength(1)) }),
  response: UnreadCount,
});

export const deleteAgencyEvents = endpoint({
  ...agencyCall,
  name: 'agencyEvents.delete', writes: ['agencyEvents'],
  method: 'POST',
  path: '/private/agencies/{agencyId}/events/delete',
  params: AgencyParams,
  body: z.object({ ids: IdList.check(z.minLength(1)) }),
  response: UnreadCount,
});
