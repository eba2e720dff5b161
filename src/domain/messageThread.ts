/**
 * A discussion shown as a conversation (issue 34 §1): the pages of a correspondent's messages (newest first, as the
 * searches answer) merged oldest first, grouped by day under « Aujourd'hui », « Hier » or « lundi 9 mars 2026 », each
 * message on the agency's side or the correspondent's; and which of the shown messages the agency still has to read.
 * Days are the browser's, like every date of the portal (format/date.ts).
 */
import { formatLongDate, frenchDay } from './format/date';

interface ThreadMessage {
  readonly id: number;
  readonly sendDate: string;
  readonly unread: boolean;
  readonly fromAgency?: boolean | undefined;
}

export interface ThreadDay<M> {
  /** 'YYYY-MM-DD'. */
  readonly key: string;
  readonly label: string;
  /** Oldest first. */
  readonly messages: readonly M[];
}

const dayKey = (value: string | number) => frenchDay(value)?.format('YYYY-MM-DD') ?? '';

/** « Aujourd'hui », « Hier », else the long date: « lundi 9 mars 2026 ». */
export function dayLabel(day: string, now: number): string {
  const today = frenchDay(now)!;
  if (day === today.format('YYYY-MM-DD')) return "Aujourd'hui";
  if (day === today.subtract(1, 'day').format('YYYY-MM-DD')) return 'Hier';
  return formatLongDate(day);
}

/** The loaded pages as one conversation, oldest first: a message in two pages (the list moved under them) once. */
export function mergeThreadPages<M extends ThreadMessage>(pages: ReadonlyArray<{ readonly content: readonly M[] }>): M[] {
  const byId = new Map<number, M>();
  for (const page of pages) for (const message of page.content) if (!byId.has(message.id)) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.sendDate.localeCompare(b.sendDate) || a.id - b.id);
}

/** The conversation (oldest first) cut into its days, each under its label. */
export function threadDays<M extends ThreadMessage>(messages: readonly M[], now: number): ThreadDay<M>[] {
  const days: { key: string; label: string; messages: M[] }[] = [];
  for (const message of messages) {
    const key = dayKey(message.sendDate);
    const last = days[days.length - 1];
    if (last?.key === key) last.messages.push(message);
    else days.push({ key, label: dayLabel(key, now), messages: [message] });
  }
  return days;
}

/** Written to the agency and not read yet: what opening the discussion marks read. */
export const unreadByAgency = (message: ThreadMessage): boolean => message.unread && message.fromAgency === false;

/** The ids the agency has to mark read among the shown messages, leaving out those already asked for. */
export function idsToMarkRead(messages: readonly ThreadMessage[], asked: ReadonlySet<number> = new Set()): number[] {
  return messages.filter((message) => unreadByAgency(message) && !asked.has(message.id)).map((message) => message.id);
}

/**
 * Which side a bubble sits on: the agency's messages on the right (« mine »), the correspondent's on the left; a direct
 * family ↔ professional message (the agency only in copy) on the left too, with its author named.
 */
export type BubbleSide = 'AGENCY' | 'CORRESPONDENT';
export const bubbleSide = (message: Pick<ThreadMessage, 'fromAgency'>): BubbleSide => (message.fromAgency === true ? 'AGENCY' : 'CORRESPONDENT');

/** Decided by the product: the largest page a discussion loads at once, and the words of its marks. */
export const THREAD_PAGE_SIZE = 30;
export const THREAD_TEXTS = {
  newMessages: 'Nouveaux messages',
  olderLoading: 'Chargement des messages plus anciens…',
  start: 'Début de la discussion',
  empty: 'Aucun message échangé pour le moment',
  readByRecipient: 'Lu',
  unreadByRecipient: 'Non lu',
  reply: 'Votre message',
  send: 'Envoyer',
  child: 'Enfant concerné',
  noChild: 'Aucun en particulier',
  withDirect: 'Afficher les échanges directs famille – intervenant(e)',
} as const;

/** The open discussion in /channels' query (a reload keeps it): `family=5` or `pro=11`. */
export function discussionOfQuery(query: string): { kind: 'FAMILY' | 'PRO'; id: number } | null {
  const params = new URLSearchParams(query);
  for (const [name, kind] of [['family', 'FAMILY'], ['pro', 'PRO']] as const) {
    const id = Number(params.get(name));
    if (Number.isInteger(id) && id > 0) return { kind, id };
  }
  return null;
}

export function discussionQuery(recipient: { kind: 'FAMILY' | 'PRO'; id: number } | null): string {
  return recipient ? `${recipient.kind === 'FAMILY' ? 'family' : 'pro'}=${recipient.id}` : '';
}

/** The correspondent's name as the messages give it (a discussion opened from its address, not from a list). */
export function correspondentLabel(messages: ReadonlyArray<{ from: Party; to: Party }>, correspondent: { kind: string; id: number }): string | null {
  for (const { from, to } of messages) for (const party of [from, to]) if (party.kind === correspondent.kind && party.id === correspondent.id) return party.label;
  return null;
}

interface Party {
  readonly kind: string;
  readonly id: number;
  readonly label: string;
}
