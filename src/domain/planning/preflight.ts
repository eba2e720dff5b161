/**
 * The planning engine's check of a proposed event or series (spec 001 §4, §8): each slot
 * of the series with the reasons it is rejected, against the existing events and the
 * professional's absences and weekly unavailabilities. Pure: the sandbox runs it inside
 * the creation's transaction, the portal can explain a rejection with the same words.
 */
import { computeRepeatableDays, type DayPeriod, type Repetition } from './repetition';
import { isBypassable, rejection, type Rejection, type UnavailabilityKind } from './rejections';
import { daysOfSlot, isoWeekDay, shiftDay, localDateTimeMinutes, overlaps, slotInterval, type Interval } from './slots';

export interface SlotTimes {
  day: string;
  startTime: string;
  endTime: string;
}

export interface ProposedEvent extends SlotTimes {
  proId: number;
  familyId: number;
  repetition: Repetition;
}

export interface ExistingEvent extends SlotTimes {
  id: number;
  proId: number;
  familyId: number;
}

/** A dated absence, wall-clock 'YYYY-MM-DDTHH:MM'. */
export interface Absence {
  type: UnavailabilityKind;
  startDateTime: string;
  endDateTime: string;
}

/** A weekly unavailability slot; null dates are open. */
export interface WeeklySlot {
  weekDay: number;
  startTime: string;
  endTime: string;
  startDate: string | null;
  endDate: string | null;
  type: UnavailabilityKind;
}

export interface PlanningContext {
  /** Events of the professional and of the family around the series (the ones being edited left out). */
  events: readonly ExistingEvent[];
  /** The professional's absences and weekly slots. */
  absences: readonly Absence[];
  weekly: readonly WeeklySlot[];
  schoolVacations?: readonly DayPeriod[];
}

export interface PreflightSlot extends SlotTimes {
  rejections: Rejection[];
  /** Rejected, and every rejection may be bypassed. */
  bypassable: boolean;
}

function weeklyIntervals(weekly: readonly WeeklySlot[], slot: SlotTimes): { kind: UnavailabilityKind; interval: Interval }[] {
  return daysOfSlot(slot.day, slot.startTime, slot.endTime).flatMap((day) =>
    weekly
      .filter((w) => w.weekDay === isoWeekDay(day) && (!w.startDate || w.startDate <= day) && (!w.endDate || day <= w.endDate))
      .map((w) => ({ kind: w.type, interval: slotInterval(day, w.startTime, w.endTime) })),
  );
}

/** The rejections of one slot, without duplicates, in the catalogue's order. */
export function slotRejections(proposal: Omit<ProposedEvent, 'repetition'>, context: PlanningContext): Rejection[] {
  const interval = slotInterval(proposal.day, proposal.startTime, proposal.endTime);
  const clashing = context.events.filter((e) => overlaps(slotInterval(e.day, e.startTime, e.endTime), interval));
  const found: Rejection[] = [];
  if (clashing.some((e) => e.proId === proposal.proId && e.familyId === proposal.familyId)) found.push(rejection.samePair());
  if (clashing.some((e) => e.proId === proposal.proId && e.familyId !== proposal.familyId)) found.push(rejection.proBusy());
  if (clashing.some((e) => e.familyId === proposal.familyId && e.proId !== proposal.proId)) found.push(rejection.familyBusy());
  for (const absence of context.absences) {
    const period = { start: localDateTimeMinutes(absence.startDateTime), end: localDateTimeMinutes(absence.endDateTime) };
    if (overlaps(period, interval)) found.push(rejection.unavailable(absence.type, false));
  }
  for (const slot of weeklyIntervals(context.weekly, proposal)) {
    if (overlaps(slot.interval, interval)) found.push(rejection.unavailable(slot.kind, true));
  }
  return found.filter((r, i) => found.findIndex((o) => o.label === r.label && o.bypassable === r.bypassable) === i);
}

/** Every slot of the proposed event or series, each with its rejections (none: it can be created). */
export function preflight(proposal: ProposedEvent, context: PlanningContext): PreflightSlot[] {
  return computeRepeatableDays(proposal.day, proposal.repetition, context.schoolVacations).map((day) => {
    const rejections = slotRejections({ ...proposal, day }, context);
    return { day, startTime: proposal.startTime, endTime: proposal.endTime, rejections, bypassable: isBypassable(rejections) };
  });
}

/** The slots a creation makes: the accepted ones, and the bypassable ones when asked to. */
export function slotsToCreate(slots: readonly PreflightSlot[], bypass: boolean): PreflightSlot[] {
  return slots.filter((s) => s.rejections.length === 0 || (bypass && s.bypassable));
}

/** The days whose events a series must be checked against: the day before the first (last night's events) to the one after the last (a night event runs into it). */
export function contextRange(days: readonly string[]): { from: string; to: string } | null {
  if (!days.length) return null;
  return { from: shiftDay(days[0]!, -1), to: shiftDay(days[days.length - 1]!, 1) };
}
