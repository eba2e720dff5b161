/**
 * The planning engine (spec 001 §4, §7, §8): the preflight of a proposed event or series,
 * creation (rejected slots skipped unless bypassed), updates, deletion of one or many, the
 * days of a repetition and the events of a period for the individual plannings. The rules
 * are src/domain/planning's; the sandbox runs them in the creation's transaction.
 */
import * as z from 'zod/mini';
import { REPETITION_TYPES, SCHOOL_VACATION_VARIANTS, repetitionError } from '../../domain/planning/repetition';
import { CANCELLATION_REASONS, CANCELLATION_TYPES, EVENT_INFO_TYPES, cancellationCommentError } from '../../domain/planning/cancellations';
import { REJECTION_CODES } from '../../domain/planning/rejections';
import { EMPTY, endpoint } from '../endpoint';
import { FamilyRef, IsoDate, Id, IdList, IdParams, IsoDateTime, Month, PersonRef, STAFF_ROLES, Time, page } from './common';
import { PlanningEvent } from './planning';

export const END_DIFFERS_FROM_START = "L'heure de fin doit être différente de l'heure de début";

export const Repetition = z.object({
  type: z.enum(REPETITION_TYPES),
  /** The series' last day (included); required unless NO_REPETITION. */
  until: z.optional(z.nullable(IsoDate)),
  variant: z.optional(z.nullable(z.enum(SCHOOL_VACATION_VARIANTS))),
});

/** An event with its times; an end before the start is on the next day (a night event). */
const eventFields = {
  familyId: Id,
  proId: Id,
  prestationTypeId: z.optional(z.nullable(Id)),
  day: IsoDate,
  startTime: Time,
  endTime: Time,
};

const endDiffers = z.refine<{ startTime: string; endTime: string }>((e) => e.startTime !== e.endTime, { error: END_DIFFERS_FROM_START, path: ['endTime'] });

const repetitionInOrder = z.superRefine<{ day: string; repetition: z.infer<typeof Repetition> }>((value, ctx) => {
  const error = repetitionError(value.day, value.repetition);
  if (error) ctx.addIssue({ code: 'custom', message: error, path: ['repetition', 'until'], input: value.repetition.until });
});

/** `sharedFamilyId`: the shared care the event is for; `familyId` must be one of its members. */
const proposalShape = { ...eventFields, sharedFamilyId: z.optional(z.nullable(Id)), repetition: Repetition };

/** The proposed event or series: the repetition's own checks name `repetition.until`. */
export const EventProposal = z.object(proposalShape).check(endDiffers, repetitionInOrder);
export type EventProposal = z.infer<typeof EventProposal>;

export const Rejection = z.object({ code: z.enum(REJECTION_CODES), label: z.string(), bypassable: z.boolean() });

/** One slot of the series: rejected when `rejections` is not empty, bypassable when each rejection is. */
export const PreflightSlot = z.object({
  day: IsoDate,
  startTime: Time,
  endTime: Time,
  rejections: z.array(Rejection),
  bypassable: z.boolean(),
});
export type PreflightSlot = z.infer<typeof PreflightSlot>;

const base = { access: 'private', roles: STAFF_ROLES } as const;

/**
 * Checks every slot of the series and answers each with its rejections; nothing is written.
 * `eventId`: an event being moved, left out of the check (its own slot does not reject it).
 * 404: a family, professional or event outside the agency.
 */
export const preflightEvents = endpoint({
  ...base,
  name: 'planning.events.preflight', reads: ['planning'],
  method: 'POST',
  path: '/private/plannings/events/preflight',
  body: z.object({ ...proposalShape, eventId: z.optional(Id) }).check(endDiffers, repetitionInOrder),
  response: z.object({ slots: z.array(PreflightSlot) }),
});

/** A creation that made nothing: the first rejection's label (another user's event got there first). */
export const PLANNING_REJECTED = 'PLANNING_REJECTED';

/**
 * Creates the accepted slots of the series, and the bypassable ones with
 * `bypassRejections`; answers those created and the slots skipped. In one transaction: of
 * two conflicting creations, exactly one wins. When no slot is created: 409 PLANNING_REJECTED.
 */
export const createEvents = endpoint({
  ...base,
  name: 'planning.events.create', writes: ['planning'],
  method: 'POST',
  path: '/private/plannings/events',
  body: z.object({ ...proposalShape, bypassRejections: z.optional(z.boolean()) }).check(endDiffers, repetitionInOrder),
  response: z.object({ created: z.array(PlanningEvent), skipped: z.array(PreflightSlot) }),
});

/**
 * Moves or changes events: each is checked against the others (itself and the events of
 * the same call aside) and all are saved or none: 409 PLANNING_REJECTED naming the first
 * rejected event's reason, unless `bypassRejections` and every rejection may be bypassed.
 * An absent `prestationTypeId` keeps the event's; null clears it. `sharedFamilyId` as at the
 * creation (400 on it when the family is not a member): absent, the event stays in its care
 * while its family is a member; null takes it out of its care.
 */
export const updateEvents = endpoint({
  ...base,
  name: 'planning.events.update', writes: ['planning'],
  method: 'PUT',
  path: '/private/plannings/events/updates',
  body: z.object({
    events: z.array(z.object({ id: Id, ...eventFields, sharedFamilyId: z.optional(z.nullable(Id)) }).check(endDiffers)).check(z.minLength(1), z.maxLength(500)),
    bypassRejections: z.optional(z.boolean()),
  }),
  response: z.array(PlanningEvent),
});

/**
 * Deletes every listed event, or none: 404 when one is not of the agency. `following`:
 * also the later events of their series, from each listed event's day on (the past ones stay).
 */
export const deleteEvents = endpoint({
  ...base,
  name: 'planning.events.deleteMany', writes: ['planning'],
  method: 'POST',
  path: '/private/plannings/events/delete-many',
  body: z.object({ ids: IdList.check(z.minLength(1)), following: z.optional(z.boolean()) }),
  response: EMPTY,
});

/** The days a repetition gives from a first day (`computeRepeatableDays`); the school-vacation variants in the agency's zone. */
export const computeRepeatableDays = endpoint({
  ...base,
  name: 'planning.events.computeRepeatableDays', reads: ['planning'],
  method: 'POST',
  path: '/private/plannings/computeRepeatableDays',
  body: z.object({ day: IsoDate, repetition: Repetition }),
  response: z.object({ days: z.array(IsoDate) }),
});

/** Longest period of a temporal search, in days. */
export const TEMPORAL_SEARCH_MAX_DAYS = 62;

export const Cancellation = z.object({
  eventId: z.number(),
  type: z.enum(CANCELLATION_TYPES),
  reason: z.enum(CANCELLATION_REASONS),
  comment: z.nullable(z.string()),
  /** When it was cancelled (or its cancellation last changed). */
  cancelledAt: IsoDateTime,
});
export type Cancellation = z.infer<typeof Cancellation>;

/**
 * An event of the individual plannings: `seriesId`, the series it was created in (the first
 * event's id), null alone; `cancellation`, null when it takes place.
 */
export const PlannedEvent = z.extend(PlanningEvent, { seriesId: z.nullable(z.number()), cancellation: z.nullable(Cancellation) });
export type PlannedEvent = z.infer<typeof PlannedEvent>;

/** `prestation`: the label of the event's prestation type, else of the family's contract that day (as bills take it). */
export const LabelledEvent = z.extend(PlannedEvent, { prestation: z.optional(z.nullable(z.string())) });
export type LabelledEvent = z.infer<typeof LabelledEvent>;

/**
 * The events of a professional or a family (one of them, or 400 naming `proId`) starting
 * from `from` to `to` (included, at most 62 days), by start; the night events of the day
 * before `from` that run into it come first; each with its prestation's label (the hour grid's blocks).
 */
export const temporalSearch = endpoint({
  ...base,
  name: 'planning.events.temporalSearch', reads: ['planning'],
  method: 'POST',
  path: '/private/plannings/temporalSearch',
  body: z.object({ from: IsoDate, to: IsoDate, proId: z.optional(z.nullable(Id)), familyId: z.optional(z.nullable(Id)) }),
  response: z.array(LabelledEvent),
});

/**
 * The public holidays of a month (spec 001 §7; cached one hour per month on the client):
 * the French list of src/domain/billing/holidays.ts for every agency, as bills apply it.
 */
export const holidays = endpoint({
  ...base,
  name: 'planning.events.holidays', reads: ['schoolVacations'],
  method: 'GET',
  path: '/private/plannings/events/holidays',
  query: z.object({ month: Month }),
  response: z.array(z.object({ day: IsoDate, label: z.string() })),
});

/** The default professional's events answered: at most this many, in the next this many days. */
export const DEFAULT_PRO_EVENTS_MAX = 50;
export const DEFAULT_PRO_EVENTS_DAYS = 60;

/**
 * The events still to staff (spec 001 §7 `getDefaultProNextEvents`): the upcoming events (from
 * now, not cancelled) of the agency's default professional (`Agency.defaultProId`, the
 * placeholder « intervenant·e à pourvoir »), soonest first, within DEFAULT_PRO_EVENTS_DAYS
 * days and DEFAULT_PRO_EVENTS_MAX events; an agency without a default professional has none.
 */
export const DefaultProEvent = LabelledEvent;
export type DefaultProEvent = LabelledEvent;

export const defaultProNextEvents = endpoint({
  ...base,
  name: 'planning.events.defaultProNext', reads: ['planning'],
  method: 'GET',
  path: '/private/plannings/events/getDefaultProNextEvents',
  response: z.array(DefaultProEvent),
});

const commentInOrder = z.superRefine<{ reason: (typeof CANCELLATION_REASONS)[number]; comment?: string | null | undefined }>((value, ctx) => {
  const error = cancellationCommentError(value.reason, value.comment);
  if (error) ctx.addIssue({ code: 'custom', message: error, path: ['comment'], input: value.comment });
});

/**
 * Cancels an event, or changes its cancellation (a cancellation is known by its event's id);
 * `following`: also the later events of its series, from its day on. Answers the
 * cancellations written. A cancelled event is no longer billed nor counted and frees its slot.
 */
export const cancelEvent = endpoint({
  ...base,
  name: 'planning.events.cancel', writes: ['planning'],
  method: 'PUT',
  path: '/private/plannings/events/cancellations/{id}',
  params: IdParams,
  body: z
    .object({
      type: z.enum(CANCELLATION_TYPES),
      reason: z.enum(CANCELLATION_REASONS),
      comment: z.optional(z.nullable(z.string())),
      following: z.optional(z.boolean()),
    })
    .check(commentInOrder),
  response: z.array(Cancellation),
});

/**
 * Deletes an event's cancellation: the event takes place again. 404 when it is not cancelled;
 * 409 PLANNING_REJECTED when its slot has been taken since (unless the rejection may be bypassed).
 */
export const deleteCancellation = endpoint({
  ...base,
  name: 'planning.events.deleteCancellation', writes: ['planning'],
  method: 'DELETE',
  path: '/private/plannings/events/cancellations/{id}',
  params: IdParams,
  response: EMPTY,
});

/** The cancelled events of a family in a month, by day (the `by-families/{a}/{b}` call: `a` the family, `b` the month). */
export const cancellationsByFamily = endpoint({
  ...base,
  name: 'planning.events.cancellationsByFamily', reads: ['planning'],
  method: 'GET',
  path: '/private/plannings/events/cancellations/by-families/{familyId}/{month}',
  params: z.object({ familyId: Id, month: Month }),
  response: z.array(PlannedEvent),
});

/** At most this many similar events are answered (a year and more of a weekly series). */
export const SIMILAR_MAX = 120;

/**
 * The events similar to one (same family, professional, times and week day, on other weeks),
 * cancelled ones included, by day; optionally from and to a day.
 */
export const findSimilar = endpoint({
  ...base,
  name: 'planning.events.findSimilar', reads: ['planning'],
  method: 'POST',
  path: '/private/plannings/events/{id}/findSimilar',
  params: IdParams,
  body: z.object({ from: z.optional(z.nullable(IsoDate)), to: z.optional(z.nullable(IsoDate)) }),
  response: z.array(PlannedEvent),
});

/** What a professional recorded on an event: a comment, a picture's caption, an incident. */
export const EventInfo = z.object({
  id: z.number(),
  eventId: z.number(),
  type: z.enum(EVENT_INFO_TYPES),
  content: z.string(),
  author: z.nullable(PersonRef),
  createdAt: IsoDateTime,
  event: z.object({ day: IsoDate, startTime: Time, endTime: Time, family: FamilyRef, user: PersonRef }),
});
export type EventInfo = z.infer<typeof EventInfo>;

/** The agency's event infos, latest first, optionally of one type. */
export const searchEventInfos = endpoint({
  ...base,
  name: 'planning.events.searchInfos', reads: ['planning'],
  method: 'GET',
  path: '/private/plannings/events/search-infos',
  query: z.object({
    pageNumber: z._default(z.coerce.number().check(z.int(), z.minimum(0)), 0),
    pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
    type: z.optional(z.enum(EVENT_INFO_TYPES)),
  }),
  response: page(EventInfo),
});

/** The infos of an event, oldest first: of one type, or `ALL`. 404 for an event outside the agency. */
export const eventInfos = endpoint({
  ...base,
  name: 'planning.events.infos', reads: ['planning'],
  method: 'GET',
  path: '/private/plannings/events/{id}/infos/{type}',
  params: z.object({ id: Id, type: z.enum([...EVENT_INFO_TYPES, 'ALL']) }),
  response: z.array(EventInfo),
});

/** Deletes one info of an event; 404 when it is not that event's (or the event not the agency's). */
export const deleteEventInfo = endpoint({
  ...base,
  name: 'planning.events.deleteInfo', writes: ['planning'],
  method: 'DELETE',
  path: '/private/plannings/events/{id}/events-infos/{infoId}',
  params: z.object({ id: Id, infoId: Id }),
  response: EMPTY,
});
