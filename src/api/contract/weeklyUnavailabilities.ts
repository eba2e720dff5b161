/**
 * Weekly unavailabilities of a professional (spec 000 §2.6, §3, §5, §7): slots that come
 * back every week on one week day. `userId` is the professional's id (as the users search
 * answers it). Types, messages and limits are the domain's (src/domain/unavailability).
 */
import * as z from 'zod/mini';
import { WEEKLY_UNAVAILABILITY_MESSAGES, COMMENT_MAX_LENGTH } from '../../domain/unavailability/dialog';
import { UNAVAILABILITY_TYPES } from '../../domain/unavailability/types';
import { EMPTY, endpoint } from '../endpoint';
import { IsoDate, Id, STAFF_ROLES, Time, inOrder, isDateInRange, isTime } from './common';

export const WeeklyUnavailabilityType = z.enum(UNAVAILABILITY_TYPES);

export const WeekDay = z.number().check(z.refine((day) => Number.isInteger(day) && day >= 1 && day <= 7, { error: 'Jour de la semaine attendu de 1 (lundi) à 7 (dimanche)' }));

/**
 * A stored slot. Decisions on the sentinels "not shown": an open-ended period has a null
 * `startDate` and/or `endDate` (the domain's 2018-01-01 and 2100-12-31, which the dialog
 * sends, are read as open and answered null); a slot of the whole day runs from '00:00' to
 * '23:59'. `durationInDays`: the days one occurrence counts for, by half-days around
 * 13:00 (the half-day cut-off): 1 when it covers morning and afternoon, 0.5 otherwise.
 */
export const WeeklySlot = z.object({
  id: z.number(),
  userId: z.number(),
  weekDay: WeekDay,
  startDate: z.nullable(IsoDate),
  endDate: z.nullable(IsoDate),
  startTime: Time,
  endTime: Time,
  type: WeeklyUnavailabilityType,
  comment: z.nullable(z.string()),
  durationInDays: z.number(),
});
export type WeeklySlot = z.infer<typeof WeeklySlot>;

/** One slot of the creation payload; a single day is startDate = endDate. */
export const WeeklySlotBody = z
  .object({
    startTime: Time,
    endTime: Time,
    weekDay: WeekDay,
    startDate: z.optional(z.nullable(IsoDate)),
    endDate: z.optional(z.nullable(IsoDate)),
  })
  .check(
    z.refine(inOrder('startTime', 'endTime', isTime), {
      error: WEEKLY_UNAVAILABILITY_MESSAGES.timeOrder,
      path: ['endTime'],
    }),
    // A single day is startDate = endDate.
    z.refine(inOrder('startDate', 'endDate', isDateInRange, true), {
      error: WEEKLY_UNAVAILABILITY_MESSAGES.dateOrder,
      path: ['endDate'],
    }),
  );

const UserParams = z.object({ userId: Id });

/** The professional's slots, Monday first, then by start time. 404 outside the session's agency. */
export const listWeeklyUnavailabilities = endpoint({
  name: 'weeklyUnavailabilities.list', reads: ['unavailabilities'],
  method: 'GET',
  path: '/private/plannings/unavailabilities/weekly/users/{userId}',
  access: 'private',
  roles: STAFF_ROLES,
  params: UserParams,
  response: z.array(WeeklySlot),
});

/** Adds slots (one per week day chosen) with one type and comment; answers the slots created. A blank comment is stored as null. */
export const addWeeklyUnavailabilities = endpoint({
  name: 'weeklyUnavailabilities.add', writes: ['unavailabilities'],
  method: 'POST',
  path: '/private/plannings/unavailabilities/weekly/users/{userId}',
  access: 'private',
  roles: STAFF_ROLES,
  params: UserParams,
  body: z.object({
    type: WeeklyUnavailabilityType,
    comment: z.optional(z.nullable(z.string().check(z.maxLength(COMMENT_MAX_LENGTH)))),
    slots: z.array(WeeklySlotBody).check(z.minLength(1), z.maxLength(7)),
  }),
  response: z.array(WeeklySlot),
});

/** `ids=1,2,3`: comma-separated ids of the professional's slots. */
const IdsQuery = z.pipe(
  z.string().check(z.refine((ids) => /^\d+(,\d+)*$/.test(ids), { error: "Liste d'identifiants attendue, séparés par des virgules (ids=1,2,3)" })),
  z.transform((ids) => [...new Set(ids.split(',').map(Number))]),
);

/** Deletes all the slots listed, or none: 404 when one of them is not the professional's. */
export const deleteWeeklyUnavailabilities = endpoint({
  name: 'weeklyUnavailabilities.delete', writes: ['unavailabilities'],
  method: 'DELETE',
  path: '/private/plannings/unavailabilities/weekly/users/{userId}',
  access: 'private',
  roles: STAFF_ROLES,
  params: UserParams,
  query: z.object({ ids: IdsQuery }),
  response: EMPTY,
});
