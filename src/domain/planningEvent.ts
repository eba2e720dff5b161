/** Planning events of the search panels (spec 000 §2.4, §3): day, startTime, endTime. */
import type { Dayjs } from 'dayjs';
import type { ResourceRef } from './explorer';
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
  readonly user: { readonly id: number; readonly firstName: string; readonly lastName: string };
  readonly family: { readonly id: number; readonly name: string };
  readonly sharedFamily?: { readonly id: number; readonly name: string } | null | undefined;
}

/** Whose planning names the other party: a professional's names the family, a family's the professional. */
export type PartySide = 'pro' | 'family';

/** The other party of an event as a list names it: a resource label (`ref`), then, when it is one's, the shared care as text (`note`). */
export interface EventParty {
  readonly ref: ResourceRef;
  readonly note: string | null;
}

const proName = (user: EventParties['user']) => `${user.firstName} ${user.lastName}`;

/**
 * Who an event is with, as a planning names it: on a professional's planning the family (the
 * shared care for a shared care's event), on a family's the professional (and the shared care
 * when it is one's), as a resource label (spec 001 §2: the record, its preview, a filter).
 *
 * Decision (issue 13): a shared care has no record of its own (its id is not a family's), so the
 * label that names it ('Garde partagée …', on a professional's planning) opens the family the
 * event is planned at (`family`, one of its members, where the professional goes: its trip is
 * the one the members share), whose composition lists the care and its other members. On a
 * family's planning the label is the professional's and the care follows as text: the family
 * shown is itself a member.
 */
export function eventParty(event: EventParties, by: PartySide): EventParty {
  const shared = event.sharedFamily ? `Garde partagée ${event.sharedFamily.name}` : null;
  if (by === 'pro') return { ref: { kind: 'family', id: event.family.id, label: shared ?? event.family.name }, note: null };
  return { ref: { kind: 'employee', id: event.user.id, label: proName(event.user) }, note: shared };
}

/** The other party as one text ('Inès Haddad · Garde partagée Famille Roy / Famille Morel'). */
export function eventPartyLabel(event: EventParties, by: PartySide): string {
  const { ref, note } = eventParty(event, by);
  return note ? `${ref.label} · ${note}` : ref.label;
}

/**
 * « Utiliser comme filtre » on an event's party: the planning of that party (the family the
 * label opens, or the professional), named as its selector names it.
 */
export function eventPartyFilter(event: EventParties, by: PartySide): { by: PartySide; choice: { id: number; label: string } } {
  return by === 'pro' ? { by: 'family', choice: { id: event.family.id, label: event.family.name } } : { by: 'pro', choice: { id: event.user.id, label: proName(event.user) } };
}
