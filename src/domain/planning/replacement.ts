/**
 * Replacing an absent professional (issue 33): which planned events an absence or a weekly
 * unavailability falls on, and who may take them. The events are found with the engine's own
 * check (`slotRejections` against the draft alone), so the list and the engine never disagree.
 *
 * The ranking of the candidates, free on the slot: those who already know the family first,
 * then the nearest (unknown distances last), then the fewest hours in the event's week, then
 * by name. « All at once »: the professionals free on every listed event.
 */
import { foldAccents } from '../text';
import { slotRejections, type Absence, type ExistingEvent, type WeeklySlot } from './preflight';
import { isoWeekDay, shiftDay, slotInterval } from './slots';

export interface ReplacementCandidate {
  id: number;
  firstName: string;
  lastName: string;
  knowsFamily: boolean;
  distanceKm: number | null;
  /** Minutes planned (not cancelled) in the ISO week of the event. */
  weekMinutes: number;
}

const nameOf = (c: ReplacementCandidate) => foldAccents(`${c.lastName} ${c.firstName}`);

function compare(a: ReplacementCandidate, b: ReplacementCandidate): number {
  if (a.knowsFamily !== b.knowsFamily) return a.knowsFamily ? -1 : 1;
  if (a.distanceKm !== b.distanceKm) {
    if (a.distanceKm === null) return 1;
    if (b.distanceKm === null) return -1;
    return a.distanceKm - b.distanceKm;
  }
  if (a.weekMinutes !== b.weekMinutes) return a.weekMinutes - b.weekMinutes;
  return nameOf(a) < nameOf(b) ? -1 : nameOf(a) > nameOf(b) ? 1 : a.id - b.id;
}

export function rankCandidates<T extends ReplacementCandidate>(candidates: readonly T[]): T[] {
  return [...candidates].sort(compare);
}

/**
 * The professionals in every list, ranked: knowing the family when they know each one, the
 * farthest of their distances and their busiest week (what the director must accept for all).
 */
export function commonCandidates<T extends ReplacementCandidate>(lists: readonly (readonly T[])[]): T[] {
  if (!lists.length) return [];
  const [first, ...others] = lists;
  const merged = first!.flatMap((candidate) => {
    const same = others.map((list) => list.find((c) => c.id === candidate.id));
    if (same.some((c) => c === undefined)) return [];
    const all = [candidate, ...(same as T[])];
    const distances = all.map((c) => c.distanceKm);
    return [{
      ...candidate,
      knowsFamily: all.every((c) => c.knowsFamily),
      distanceKm: distances.includes(null) ? null : Math.max(...(distances as number[])),
      weekMinutes: Math.max(...all.map((c) => c.weekMinutes)),
    }];
  });
  return rankCandidates(merged);
}

/** The Monday of the day's ISO week. */
export const weekStartOf = (day: string): string => shiftDay(day, 1 - isoWeekDay(day));

/** An event's length in minutes (a night runs into the next day). */
export function eventMinutes(event: { day: string; startTime: string; endTime: string }): number {
  const { start, end } = slotInterval(event.day, event.startTime, event.endTime);
  return end - start;
}

/** A draft the director is entering: a dated absence, or weekly slots. */
export type UnavailabilityDraft = { absence: Absence } | { weekly: readonly WeeklySlot[] };

/** The events the draft falls on, as the engine would reject them now (kept in their order). */
export function affectedEvents<E extends ExistingEvent>(events: readonly E[], draft: UnavailabilityDraft): E[] {
  const context = { events: [], absences: 'absence' in draft ? [draft.absence] : [], weekly: 'weekly' in draft ? draft.weekly : [] };
  return events.filter((event) => slotRejections(event, context).length > 0);
}
