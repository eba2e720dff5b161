/**
 * A prospect marked lost or a record archived says why: a reason from a short list and a free
 * text (required with « Autre raison »), kept in the history's comment. Read by the portal's
 * dialog (the list, the refusal before sending) and the sandbox (400 CLOSING_REASON_REQUIRED).
 */
import type { RuleError } from '../rule';

export const CLOSING_REASONS = ['PRICE', 'COMPETITOR', 'NO_LONGER_NEEDED', 'NO_NEWS', 'MOVED', 'DISSATISFIED', 'OTHER'] as const;
export type ClosingReason = (typeof CLOSING_REASONS)[number];

export const CLOSING_REASON_LABELS: Readonly<Record<ClosingReason, string>> = {
  PRICE: 'Tarif trop élevé',
  COMPETITOR: 'A choisi une autre structure',
  NO_LONGER_NEEDED: 'Plus de besoin',
  NO_NEWS: 'Sans nouvelles',
  MOVED: 'Déménagement',
  DISSATISFIED: 'Insatisfaction',
  OTHER: 'Autre raison',
};

export const CLOSING_COMMENT_MAX = 500;

export interface Closing {
  reason: ClosingReason | null;
  comment?: string | null | undefined;
}

/** Why the closing cannot be recorded; null: it can. */
export function closingError({ reason, comment }: Closing): RuleError<'CLOSING_REASON_REQUIRED'> | null {
  if (!reason) return { code: 'CLOSING_REASON_REQUIRED', label: 'Choisissez la raison' };
  if (reason === 'OTHER' && !comment?.trim()) return { code: 'CLOSING_REASON_REQUIRED', label: 'Précisez la raison' };
  return null;
}

/** The history comment: what happened, the reason, the free text. */
export function closingComment(what: 'Prospect perdu' | 'Prospect archivé' | 'Client archivé', { reason, comment }: Closing): string {
  const text = comment?.trim();
  return `${what} — ${reason ? CLOSING_REASON_LABELS[reason] : ''}${text ? ` : ${text}` : ''}`;
}
