/**
 * Timesheets (spec 001 §3 Timesheet, §2 /activity/timesheets): a professional's month at a
 * family, its slots (one per planned event) and its validation. Paths not in the spec:
 * `POST /private/plannings/timesheets/search`, `GET` and `PUT …/validate` under
 * `/private/plannings/timesheets/{month}/{proId}/{familyId}`, the screen's own path.
 */
import * as z from 'zod/mini';
import { TIMESHEET_STATES } from '../../domain/activity/timesheets';
import { endpoint } from '../endpoint';
import { Id, IsoDate, Month, STAFF_ROLES, SearchText, Time, page, pageRequest, IsoDateTime } from './common';
import { TimesheetSummary } from './overview';
import { areaGate } from '../../domain/agency/gates';

export const TimesheetState = z.enum(TIMESHEET_STATES);

/**
 * A timesheet: `slotsCount` the month's planned events, `proSlotsCount` those the
 * professional filled in, `customerSlotsCount` those the family confirmed, `slotsDuration`
 * minutes and `kms` of the slots not cancelled; once validated, its date (wall clock) and the
 * minutes and kilometres then frozen.
 */
export const Timesheet = z.extend(TimesheetSummary, {
  kms: z.number(),
  validationDate: z.nullable(IsoDateTime),
  validatedDurations: z.nullable(z.object({ total: z.number() })),
  validatedKms: z.nullable(z.number()),
});
export type Timesheet = z.infer<typeof Timesheet>;

export const TimesheetSlot = z.object({
  eventId: z.number(),
  day: IsoDate,
  startTime: Time,
  endTime: Time,
  state: TimesheetState,
  proConfirmed: z.boolean(),
  customerConfirmed: z.boolean(),
  duration: z.number(),
  kms: z.number(),
});
export type TimesheetSlot = z.infer<typeof TimesheetSlot>;

export const TimesheetDetail = z.object({ timesheet: Timesheet, slots: z.array(TimesheetSlot) });
export type TimesheetDetail = z.infer<typeof TimesheetDetail>;

const base = { access: 'private', roles: STAFF_ROLES } as const;
const SheetParams = z.object({ month: Month, proId: Id, familyId: Id });

/** The month's timesheets of the agency, by professional then family; `namePattern` on either name; `validated` keeps one side. */
export const searchTimesheets = endpoint({
  ...base,
  gate: areaGate('timesheets'), name: 'timesheets.search', reads: ['timesheets', 'planning'],
  method: 'POST',
  path: '/private/plannings/timesheets/search',
  body: z.object({ month: Month, namePattern: z.optional(SearchText), validated: z.optional(z.nullable(z.boolean())), ...pageRequest }),
  response: page(Timesheet),
});

/** One timesheet and its slots by day; 404 when the pair has no event that month or is not of the agency. */
export const getTimesheet = endpoint({
  ...base,
  gate: areaGate('timesheets'), name: 'timesheets.get', reads: ['timesheets', 'planning'],
  method: 'GET',
  path: '/private/plannings/timesheets/{month}/{proId}/{familyId}',
  params: SheetParams,
  response: TimesheetDetail,
});

/** Validates it, freezing its minutes and kms; 400 when already validated, its month is still to come, or its last slot has not ended (TIMESHEET_NOT_ENDED). */
export const validateTimesheet = endpoint({
  ...base,
  gate: areaGate('timesheets'), name: 'timesheets.validate', writes: ['timesheets', 'history'],
  method: 'PUT',
  path: '/private/plannings/timesheets/{month}/{proId}/{familyId}/validate',
  params: SheetParams,
  response: TimesheetDetail,
});

/**
 * A director (or an admin) reopens a validated timesheet: its minutes and kms are no longer
 * frozen, the agency gets a TIMESHEET_VALIDATION_CANCELED notification and the professional's
 * history a line. 400 TIMESHEET_NOT_VALIDATED when it is not validated.
 */
export const reopenTimesheet = endpoint({
  ...base,
  roles: ['ADMIN', 'DIRECTOR'],
  gate: areaGate('timesheets'), name: 'timesheets.reopen', writes: ['timesheets', 'history'],
  method: 'PUT',
  path: '/private/plannings/timesheets/{month}/{proId}/{familyId}/reopen',
  params: SheetParams,
  response: TimesheetDetail,
});
