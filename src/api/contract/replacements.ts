/**
 * Replacing an absent professional (issue 33): the planned events an absence or a weekly
 * unavailability being entered falls on, who may take each of them, and the director's
 * decision for each (keep with a reason, cancel with the cancellation's reasons, or hand it
 * to another professional through the planning engine). « Prestations à remplacer » lists
 * the upcoming events of absent professionals still assigned to them.
 */
import * as z from 'zod/mini';
import { CANCELLATION_REASONS, CANCELLATION_TYPES, cancellationCommentError } from '../../domain/planning/cancellations';
import { KEEP_REASON_MAX, REPLACEMENT_MESSAGES } from '../../domain/planning/replacementTexts';
import { endpoint } from '../endpoint';
import { Id, IdList, LocalDateTime, STAFF_ROLES, inOrder, isLocalDateTime } from './common';
import { PlanningEvent } from './planning';
import { AbsenceType, createUnavailability } from './unavailabilities';
import { WeeklySlotBody, WeeklyUnavailabilityType, addWeeklyUnavailabilities } from './weeklyUnavailabilities';

const base = { access: 'private', roles: STAFF_ROLES } as const;

/**
 * An event an absence falls on: `reasons`, the engine's rejection labels for it (« L'intervenant.e
 * est en arrêt maladie »); `prestation`, its type's label else its family's contract's; `keptReason`,
 * why the director kept it, null while undecided.
 */
export const AffectedEvent = z.extend(PlanningEvent, {
  prestation: z.nullable(z.string()),
  reasons: z.array(z.string()),
  keptReason: z.nullable(z.string()),
});
export type AffectedEvent = z.infer<typeof AffectedEvent>;

/** The draft of a dated absence or of weekly slots, as their creation calls take them (one of the two). */
export const UnavailabilityDraft = z
  .object({
    absence: z.optional(
      z.object({ type: AbsenceType, startDateTime: LocalDateTime, endDateTime: LocalDateTime }).check(
        z.refine(inOrder('startDateTime', 'endDateTime', isLocalDateTime), { error: 'La date de fin doit être supérieure à la date de début', path: ['endDateTime'] }),
      ),
    ),
    weekly: z.optional(z.object({ type: WeeklyUnavailabilityType, slots: z.array(WeeklySlotBody).check(z.minLength(1), z.maxLength(7)) })),
  })
  .check(z.refine((d) => (d.absence === undefined) !== (d.weekly === undefined), { error: REPLACEMENT_MESSAGES.oneDraft, path: ['absence'] }));

/**
 * The professional's events (not cancelled) the draft falls on, by start. A weekly draft open at
 * either end is read from today and for REPLACEMENT_HORIZON_DAYS days. 404 outside the agency.
 */
export const affectedEvents = endpoint({
  ...base,
  name: 'replacements.affected', reads: ['planning', 'unavailabilities', 'employees'],
  method: 'POST',
  path: '/private/plannings/replacements/affected/users/{userId}',
  params: z.object({ userId: Id }),
  body: UnavailabilityDraft,
  response: z.array(AffectedEvent),
});

/** How far ahead open weekly drafts and « Prestations à remplacer » look, in days. */
export const REPLACEMENT_HORIZON_DAYS = 62;

/** The upcoming events (from today, REPLACEMENT_HORIZON_DAYS days) of professionals absent on them, not kept, by start. */
export const pendingReplacements = endpoint({
  ...base,
  name: 'replacements.pending', reads: ['planning', 'unavailabilities'],
  method: 'GET',
  path: '/private/plannings/replacements/pending',
  response: z.array(AffectedEvent),
});

/** A professional free on the event's slot; `weekMinutes`: her planned minutes in the event's week. */
export const ReplacementCandidate = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  knowsFamily: z.boolean(),
  distanceKm: z.nullable(z.number()),
  weekMinutes: z.number(),
});
export type ReplacementCandidate = z.infer<typeof ReplacementCandidate>;

export const CANDIDATES_MAX_EVENTS = 100;

/**
 * For each event, the active professionals free on its slot (as `searchAvailablePros` finds
 * them), ranked by src/domain/planning/replacement.ts; `common`: those free on every event
 * (« Remplacer toutes »). 404 unless every event is the agency's.
 */
export const replacementCandidates = endpoint({
  ...base,
  name: 'replacements.candidates', reads: ['planning', 'unavailabilities', 'employees'],
  method: 'POST',
  path: '/private/plannings/replacements/candidates',
  body: z.object({ eventIds: IdList.check(z.minLength(1), z.maxLength(CANDIDATES_MAX_EVENTS)) }),
  response: z.object({
    events: z.array(z.object({ eventId: z.number(), candidates: z.array(ReplacementCandidate) })),
    common: z.array(ReplacementCandidate),
  }),
});

const cancelInOrder = z.superRefine<{ reason: (typeof CANCELLATION_REASONS)[number]; comment?: string | null | undefined }>((value, ctx) => {
  const error = cancellationCommentError(value.reason, value.comment);
  if (error) ctx.addIssue({ code: 'custom', message: error, path: ['comment'], input: value.comment });
});

export const ReplacementDecision = z.discriminatedUnion('action', [
  z.object({ eventId: Id, action: z.literal('REPLACE'), proId: Id }),
  z
    .object({ eventId: Id, action: z.literal('CANCEL'), type: z.enum(CANCELLATION_TYPES), reason: z.enum(CANCELLATION_REASONS), comment: z.optional(z.nullable(z.string())) })
    .check(cancelInOrder),
  z.object({
    eventId: Id,
    action: z.literal('KEEP'),
    reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(KEEP_REASON_MAX)),
  }),
]);
export type ReplacementDecision = z.infer<typeof ReplacementDecision>;

/**
 * The absence or weekly slots the decisions are taken for (one of the two), saved with them:
 * their creation calls' bodies, for the professional `userId`.
 */
export const UnavailabilityToSave = z
  .object({ userId: Id, absence: z.optional(createUnavailability.body), weekly: z.optional(addWeeklyUnavailabilities.body) })
  .check(z.refine((d) => (d.absence === undefined) !== (d.weekly === undefined), { error: REPLACEMENT_MESSAGES.oneDraft, path: ['absence'] }));

/**
 * Applies every decision, or none: the replacements are the engine's event updates (409
 * PLANNING_REJECTED with its labels, each on the refused decision's field `decisions.<i>.proId`,
 * when one is refused; `bypassRejections` as the updates take it), the cancellations the engine's.
 * With `unavailability`, it is created with the decisions in one transaction (its own 400s:
 * UNAVAILABILITY_OVERLAP, the leave's civility), every decided event being that professional's
 * (400 otherwise): a refused replacement writes no absence. Each family concerned and each
 * professional (the absent one and the replacements) gets one PLANNING message; a PLANNING_UPDATED
 * history line goes on the family's customer and on each professional for each replaced or cancelled event.
 * Answers the events after the decisions (`reasons` left empty). 404 unless every event and professional is the agency's.
 */
export const resolveReplacements = endpoint({
  ...base,
  name: 'replacements.resolve', writes: ['planning', 'history'],
  method: 'POST',
  path: '/private/plannings/replacements/decisions',
  body: z.object({
    decisions: z.array(ReplacementDecision).check(z.minLength(1), z.maxLength(CANDIDATES_MAX_EVENTS)),
    bypassRejections: z.optional(z.boolean()),
    unavailability: z.optional(UnavailabilityToSave),
  }),
  response: z.array(AffectedEvent),
});
