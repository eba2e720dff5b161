/**
 * Support tickets (spec 002 §3 to §6, §9): enumerations, limits, messages word for word,
 * and the rules that the portal and the sandbox both apply (who may do what, which entry
 * may still be edited, the publication date of a delayed entry).
 */

export const TICKET_TYPES = ['DEMAND', 'QUESTION', 'BUG', 'FEATURE'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];
export const TICKET_STATUSES = ['NEW', 'IN_PROCESS', 'PLANNED', 'FIXED', 'RESOLVED', 'ABANDONED', 'ARCHIVED'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const LINK_TYPES = ['BLOCKS', 'BLOCKED_BY', 'RELATES', 'FIXES', 'FIXED_BY'] as const;
export type LinkType = (typeof LINK_TYPES)[number];
export const ENTRY_ACTIONS = ['COMMENT', 'STATUS_UPDATED', 'ASSIGMENT_UPDATED', 'LINK_CREATED', 'LINK_DELETED'] as const;
export type EntryAction = (typeof ENTRY_ACTIONS)[number];
/** A support user's type (002 §3): AGENT has the extra powers of §6; everyone else is USER. */
export const SUPPORT_USER_TYPES = ['AGENT', 'USER'] as const;
export type SupportUserType = (typeof SUPPORT_USER_TYPES)[number];

export const TICKET_TYPE_LABELS: Record<TicketType, string> = { DEMAND: 'Demande', QUESTION: 'Question', BUG: 'Anomalie', FEATURE: 'Évolution' };
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  NEW: 'Nouveau', IN_PROCESS: 'En cours', PLANNED: 'Planifié', FIXED: 'Corrigé', RESOLVED: 'Résolu', ABANDONED: 'Abandonné', ARCHIVED: 'Archivé',
};
/** A link's nature as seen from the ticket that shows it. */
export const LINK_TYPE_LABELS: Record<LinkType, string> = {
  BLOCKS: 'Bloque', BLOCKED_BY: 'Bloqué par', RELATES: 'Lié à', FIXES: 'Corrige', FIXED_BY: 'Corrigé par',
};
/** The same link seen from the other ticket. */
export const REVERSE_LINK: Record<LinkType, LinkType> = { BLOCKS: 'BLOCKED_BY', BLOCKED_BY: 'BLOCKS', RELATES: 'RELATES', FIXES: 'FIXED_BY', FIXED_BY: 'FIXES' };

export const SUPPORT_MESSAGES = {
  required: 'Champ obligatoire',
  tooLong: 'Votre message ne peut pas dépasser les 5000 caractères.',
  entryRequired: 'Un message doit être fourni.',
  fileTooLarge: 'Le fichier ne doit pas dépasser les 3Mo',
  publicationInPast: 'La date de publication ne peut pas être placée avant la date courante.',
  modelContentRequired: 'Le contenu du modèle est obligatoire',
  sessionExpired: 'Votre session a expirée.',
  noSuggestion: "Aucune suggestion n'est disponible pour la page sur laquelle vous vous trouvez",
  agentOnly: 'Accès agent uniquement',
  /** Decided: the spec gives the rule (only the latest entry), not its words. */
  entryNotEditable: "Ce message ne peut plus être modifié : seul le dernier message de son auteur l'est",
  deletedEntry: '(Message supprimé)',
} as const;

/** Texts must stay under 5000 characters (002 §5, §9). */
export const TEXT_MAX_EXCLUSIVE = 5000;
/** Attachments: 3 MB at most (002 §9). */
export const ATTACHMENT_MAX_BYTES = 3 * 1024 * 1024;
export const TAG_NAME_MAX = 100;
/** Entries of a ticket are read in one page of 150 (002 §9). */
export const ENTRY_PAGE_SIZE = 150;
/** Decided: the ticket list's page size (a "shared constant, value not shown"). */
export const TICKET_PAGE_SIZE = 20;

export const isTextTooLong = (text: string): boolean => text.length >= TEXT_MAX_EXCLUSIVE;
export const isFileTooLarge = (bytes: number): boolean => bytes > ATTACHMENT_MAX_BYTES;

/** The error of a required text limited to 5000 characters, or null. */
export function supportTextError(text: string | null | undefined, requiredMessage: string = SUPPORT_MESSAGES.required): string | null {
  if (!text?.trim()) return requiredMessage;
  return isTextTooLong(text) ? SUPPORT_MESSAGES.tooLong : null;
}

/** A delayed entry's publication date may not be before now (an absent date means now). */
export function publicationDateError(publishedAt: string | null | undefined, now: number): string | null {
  if (!publishedAt) return null;
  const at = Date.parse(publishedAt);
  return Number.isNaN(at) || at < now - 60_000 ? SUPPORT_MESSAGES.publicationInPast : null;
}

export interface EntryFacts {
  id: number;
  createdBy: number;
  deletedAt: string | null;
  publishedAt: string;
  contentType: 'COMMENT' | 'CHANGELOG';
}

/** The latest published entry of a timeline that is not deleted (entries in any order; those published after `now` wait). */
export function latestLiveEntry<E extends EntryFacts>(entries: readonly E[], now: number): E | null {
  let latest: E | null = null;
  for (const entry of entries) {
    if (entry.deletedAt || Date.parse(entry.publishedAt) > now) continue;
    if (!latest || entry.publishedAt > latest.publishedAt || (entry.publishedAt === latest.publishedAt && entry.id > latest.id)) latest = entry;
  }
  return latest;
}

/**
 * Whether a user may edit or delete an entry (002 §4, §6): an agent, its author, on a comment
 * not deleted, that is the latest live entry of the timeline or not published yet.
 */
export function canEditEntry(entry: EntryFacts, timeline: readonly EntryFacts[], user: { id: number; type: SupportUserType }, now: number): boolean {
  if (user.type !== 'AGENT' || entry.createdBy !== user.id || entry.deletedAt || entry.contentType !== 'COMMENT') return false;
  return Date.parse(entry.publishedAt) > now || latestLiveEntry(timeline, now)?.id === entry.id;
}

export const isAgent = (user: { type: SupportUserType } | null | undefined): boolean => user?.type === 'AGENT';
