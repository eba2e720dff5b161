/** Planning events of the search panels (spec 000 §2.4, §3): day, startTime, endTime. */
import type { Dayjs } from 'dayjs';
import { frenchDay, type DateInput } from './format/date';

export interface PlanningEventTimes {
  /** 'YYYY-MM-DD'. */
  readonly day: string;
  /** 'HH:MM'. */
  readonly startTime: string;
  readonly endTime: string;
}

/** Start and end as instants; an end not after the start is on the next day (a night shift). */
export function eventBounds({ day, startTime, endTime }: PlanningEventTimes): { start: Dayjs; end: Dayjs } | null {
  const start = frenchDay(`${day}T${startTime}`);
  let end = frenchDay(`${day}T${endTime}`);
  if (!start || !end) return null;
  if (!end.isAfter(start)) end = end.add(1, 'day');
  return { start, end };
}

/** How far an event under way has gone, 0 to 100 (whole percent); null when it is not under way at `now`. */
export function eventProgress(event: PlanningEventTimes, now: DateInput): number | null {
  const bounds = eventBounds(event);
  const at = frenchDay(now);
  if (!bounds || !at || at.isBefore(bounds.start) || at.isAfter(bounds.end)) return null;
  return Math.floor((at.diff(bounds.start) / bounds.end.diff(bounds.start)) * 100);
}

export type EventMoment = 'DONE' | 'ONGOING' | 'UPCOMING';

/** Where an event stands at `now` (the home's planning of the day); null for unreadable times. */
export function eventMoment(event: PlanningEventTimes, now: DateInput): EventMoment | null {
  const bounds = eventBounds(event);
  const at = frenchDay(now);
  if (!bounds || !at) return null;
  if (at.isBefore(bounds.start)) return 'UPCOMING';
  return at.isAfter(bounds.end) ? 'DONE' : 'ONGOING';
}

export const EVENT_MOMENT_LABELS: Record<EventMoment, string> = { DONE: 'Terminée', ONGOING: 'En cours', UPCOMING: 'À venir' };

interface EventParties {
  readonly user: { readonly firstName: string; readonly lastName: string };
  readonly family: { readonly name: string };
  readonly sharedFamily?: { readonly name: string } | null | undefined;
}

/**
 * Who an event is with, as a planning names it: on a professional's planning the family (the
 * shared care's members for a shared care's event), on a family's the professional (and the
 * shared care when it is one's).
 */
export function eventPartyLabel(event: EventParties, by: 'pro' | 'family'): string {
  const shared = event.sharedFamily ? `Garde partagée ${event.sharedFamily.name}` : null;
  if (by === 'pro') return shared ?? event.family.name;
  const pro = `${event.user.firstName} ${event.user.lastName}`;
  return shared ? `${pro} · ${shared}` : pro;
}
