/**
 * Timesheets, derived from the planning: the sandbox keeps no slots of its own. A slot is a
 * planned event; once it has started the professional has filled it in, and the family has
 * confirmed it `lag` days later (0, 4, 8 or 12 by pair), so that the demo shows every
 * completion colour. A filled-in slot's state follows its event's id, so that every state
 * shows (one in 23 cancelled, one in 17 changed, one in 29 added, the rest validated); a
 * pair (of the professional and the family the event is planned at) in three drives, 4 to 10 km a slot. Validations are stored (`timesheet_validations`);
 * a month before the current one counts as validated on the 1st of the next at 09:00, except
 * one pair in five of the last month, left for the director to validate. A shared care's event
 * is a slot of each member's timesheet with the professional, at the member's share of its
 * duration and of its trip (store/planning.ts `memberShare`, `shareOf`: rounded to the minute and
 * the tenth of a kilometre): her sheets add up to the event whole.
 */
import type { Timesheet, TimesheetDetail, TimesheetSlot } from '../../src/api/contract/timesheets';
import type { TimesheetState } from '../../src/domain/activity/timesheets';
import { shiftMonth } from '../../src/domain/datePicker';
import { shareOf } from '../../src/domain/families/sharedCare';
import { shiftDay } from '../../src/domain/planning/slots';
import { foldAccents } from '../../src/domain/text';
import { lengthOf, slotInterval } from '../periods';
import type { Db } from './db';
import { pageOf, type PageRequest } from './paging';
import { eventsOfMonth } from './planning';
import { membersOf } from './sharedFamilies';
import type { Page, PlanningEvent } from './types';

type FamilyRef = PlanningEvent['family'];

export interface Pair { proId: number; familyId: number }

function slotState(eventId: number): TimesheetState {
  if (eventId % 23 === 0) return 'CANCELED';
  if (eventId % 17 === 0) return 'UPDATED';
  if (eventId % 29 === 0) return 'ADDED';
  return 'VALIDATED';
}

/**
 * A month's event at one family: the event's own, or a member of its shared care at its share;
 * `placeId`: the family it is planned at (the event's own), where the professional travels to.
 */
type SheetEvent = PlanningEvent & { share: number; placeId: number };

/** The trip to an event, in tenths of a kilometre: 4 to 10 km when the professional drives to its family. */
const tripTenths = (event: SheetEvent) => ((event.user.id + event.placeId) % 3 === 0 ? 40 + (event.id % 5) * 15 : 0);

/** `now` is the agency's wall clock, 'YYYY-MM-DDTHH:MM'. */
function slotOf(event: SheetEvent, now: string): TimesheetSlot {
  const started = `${event.day}T${event.startTime}` < now;
  const lag = ((event.user.id + event.family.id) % 4) * 4;
  const state = started ? slotState(event.id) : 'UNSET';
  const counted = state !== 'CANCELED';
  return {
    eventId: event.id,
    day: event.day,
    startTime: event.startTime,
    endTime: event.endTime,
    state,
    proConfirmed: started,
    customerConfirmed: started && event.day <= shiftDay(now.slice(0, 10), -lag),
    duration: counted ? shareOf(lengthOf(slotInterval(event.day, event.startTime, event.endTime)), event.share) : 0,
    kms: counted && started ? shareOf(tripTenths(event), event.share) / 10 : 0,
  };
}

interface Validation { validatedAt: string; validatedMinutes: number; validatedKms: number }

function storedValidation(db: Db, month: string, pair: Pair): Validation | undefined {
  return db
    .prepare('SELECT validated_at AS validatedAt, validated_minutes AS validatedMinutes, validated_kms AS validatedKms FROM timesheet_validations WHERE employee_id = ? AND family_id = ? AND month = ?')
    .get(pair.proId, pair.familyId, month) as Validation | undefined;
}

const isReopened = (db: Db, month: string, pair: Pair) =>
  db.prepare('SELECT 1 FROM timesheet_reopenings WHERE employee_id = ? AND family_id = ? AND month = ?').get(pair.proId, pair.familyId, month) !== undefined;

function sheetOf(db: Db, month: string, events: SheetEvent[], now: string): TimesheetDetail {
  const slots = events.map((event) => slotOf(event, now));
  const first = events[0]!;
  const pair = { proId: first.user.id, familyId: first.family.id };
  const slotsDuration = slots.reduce((sum, slot) => sum + slot.duration, 0);
  const kms = Math.round(slots.reduce((sum, slot) => sum + slot.kms, 0) * 10) / 10;
  const currentMonth = now.slice(0, 7);
  const leftToValidate = month === shiftMonth(currentMonth, -1) && (pair.proId + pair.familyId) % 5 === 0;
  const validation = storedValidation(db, month, pair)
    ?? (month < currentMonth && !leftToValidate && !isReopened(db, month, pair) ? { validatedAt: `${shiftMonth(month, 1)}-01T09:00`, validatedMinutes: slotsDuration, validatedKms: kms } : undefined);
  const timesheet: Timesheet = {
    month,
    pro: first.user,
    family: first.family,
    slotsCount: slots.length,
    proSlotsCount: slots.filter((slot) => slot.proConfirmed).length,
    customerSlotsCount: slots.filter((slot) => slot.customerConfirmed).length,
    slotsDuration,
    kms,
    validationDate: validation?.validatedAt ?? null,
    validatedDurations: validation ? { total: validation.validatedMinutes } : null,
    validatedKms: validation?.validatedKms ?? null,
  };
  return { timesheet, slots };
}

/** The month's timesheets of a professional, a family, or an agency, by professional then family. */
export function timesheetsOfMonth(db: Db, month: string, target: { agencyId?: number; proId: number | null; familyId: number | null }, now: string): TimesheetDetail[] {
  const pairs = new Map<string, SheetEvent[]>();
  const members = new Map<number, FamilyRef[]>();
  const familiesOf = (event: PlanningEvent): FamilyRef[] => {
    const care = event.sharedFamily?.id;
    if (care === undefined) return [event.family];
    if (!members.has(care)) members.set(care, membersOf(db, care));
    return members.get(care)!.filter((member) => target.familyId === null || member.id === target.familyId);
  };
  for (const event of eventsOfMonth(db, month, target, target.agencyId ?? null)) {
    for (const family of familiesOf(event)) {
      const key = `${event.user.id}-${family.id}`;
      pairs.set(key, [...(pairs.get(key) ?? []), { ...event, family, placeId: event.family.id }]);
    }
  }
  return [...pairs.values()]
    .map((events) => sheetOf(db, month, events, now))
    .sort((a, b) => `${a.timesheet.pro.lastName} ${a.timesheet.pro.firstName} ${a.timesheet.family.name}`.localeCompare(`${b.timesheet.pro.lastName} ${b.timesheet.pro.firstName} ${b.timesheet.family.name}`, 'fr'));
}

export interface TimesheetFilter { month: string; namePattern?: string | null | undefined; validated?: boolean | null | undefined }

export function searchTimesheets(db: Db, agencyId: number, filter: TimesheetFilter, now: string, paging: PageRequest): Page<Timesheet> {
  const pattern = foldAccents(filter.namePattern?.trim() ?? '');
  const all = timesheetsOfMonth(db, filter.month, { agencyId, proId: null, familyId: null }, now)
    .map((detail) => detail.timesheet)
    // The first name twice, so that 'Haddad Inès' matches as 'Inès Haddad' does.
    .filter((sheet) => !pattern || foldAccents(`${sheet.pro.firstName} ${sheet.pro.lastName} ${sheet.pro.firstName} ${sheet.family.name}`).includes(pattern))
    .filter((sheet) => filter.validated === null || filter.validated === undefined || (sheet.validationDate !== null) === filter.validated);
  return pageOf(all.slice(paging.pageNumber * paging.pageSize, (paging.pageNumber + 1) * paging.pageSize), all.length, paging);
}

export function getTimesheet(db: Db, month: string, pair: Pair, now: string): TimesheetDetail | null {
  return timesheetsOfMonth(db, month, { ...pair }, now)[0] ?? null;
}

/** Freezes the timesheet's minutes and kms at `now`. */
export function validateTimesheet(db: Db, month: string, detail: TimesheetDetail, now: string): void {
  db.prepare('INSERT INTO timesheet_validations (employee_id, family_id, month, validated_at, validated_minutes, validated_kms) VALUES (?, ?, ?, ?, ?, ?)')
    .run(detail.timesheet.pro.id, detail.timesheet.family.id, month, now, detail.timesheet.slotsDuration, detail.timesheet.kms);
}

/** Cancels the validation: the stored one goes, and the month no longer counts as validated by default. */
export function reopenTimesheet(db: Db, month: string, pair: Pair, now: string): void {
  db.prepare('DELETE FROM timesheet_validations WHERE employee_id = ? AND family_id = ? AND month = ?').run(pair.proId, pair.familyId, month);
  db.prepare('INSERT OR REPLACE INTO timesheet_reopenings (employee_id, family_id, month, reopened_at) VALUES (?, ?, ?, ?)').run(pair.proId, pair.familyId, month, now);
}
