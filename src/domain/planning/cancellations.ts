/**
 * Cancelled events and event infos (spec 001 §7: cancellations, findSimilar, event infos).
 *
 * Decisions where the spec is silent: a cancellation says who cancelled (`type`: the family,
 * the professional or the agency) and why (`reason`); « Autre » needs a comment. A cancelled
 * event stays in the individual planning (shown struck through) but no longer counts: not
 * billed, not in reports, timesheets, prestations or the collective planning, and it leaves
 * its slot free. An event is « similar » to another when it has the same family, the same
 * professional, the same times and the same week day on another week.
 */
import type { FormRules } from '../form/rules';

export const CANCELLATION_TYPES = ['FAMILY', 'PRO', 'AGENCY'] as const;
export type CancellationType = (typeof CANCELLATION_TYPES)[number];

/** Who cancelled, as the choice « Annulée par » lists it. */
export const CANCELLATION_TYPE_LABELS: Record<CancellationType, string> = {
  FAMILY: 'La famille',
  PRO: 'L’intervenant(e)',
  AGENCY: 'L’agence',
};

export const CANCELLATION_REASONS = ['SICKNESS', 'VACATION', 'SCHOOL_CLOSED', 'STRIKE', 'PERSONAL', 'OTHER'] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

export const CANCELLATION_REASON_LABELS: Record<CancellationReason, string> = {
  SICKNESS: 'Maladie',
  VACATION: 'Vacances',
  SCHOOL_CLOSED: 'Fermeture de l’école',
  STRIKE: 'Grève',
  PERSONAL: 'Raison personnelle',
  OTHER: 'Autre',
};

export const CANCELLATION_COMMENT_MAX = 500;
export const COMMENT_REQUIRED = 'Précisez le motif de l’annulation';

/** The comment's message, or null: « Autre » needs one, and none is longer than 500 characters. */
export function cancellationCommentError(reason: CancellationReason, comment: string | null | undefined): string | null {
  const text = comment?.trim() ?? '';
  if (reason === 'OTHER' && !text) return COMMENT_REQUIRED;
  if (text.length > CANCELLATION_COMMENT_MAX) return `${CANCELLATION_COMMENT_MAX} caractères au plus`;
  return null;
}

/** 'Annulée par la famille · Maladie': how a cancelled event is named in the planning. */
export function cancellationLabel(cancellation: { type: CancellationType; reason: CancellationReason; comment?: string | null }): string {
  const reason = cancellation.reason === 'OTHER' && cancellation.comment ? cancellation.comment : CANCELLATION_REASON_LABELS[cancellation.reason];
  const by = CANCELLATION_TYPE_LABELS[cancellation.type];
  return `Annulée par ${by.charAt(0).toLowerCase()}${by.slice(1)} · ${reason}`;
}

interface Slot {
  day: string;
  startTime: string;
  endTime: string;
  proId: number;
  familyId: number;
}

const weekDayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Whether `other` is similar to `event`: same family, professional, times and week day, on another day. */
export function isSimilarEvent(event: Slot, other: Slot): boolean {
  return (
    other.day !== event.day &&
    other.familyId === event.familyId &&
    other.proId === event.proId &&
    other.startTime === event.startTime &&
    other.endTime === event.endTime &&
    weekDayOf(other.day) === weekDayOf(event.day)
  );
}

export const EVENT_INFO_TYPES = ['COMMENT', 'PICTURE', 'INCIDENT'] as const;
export type EventInfoType = (typeof EVENT_INFO_TYPES)[number];

export const EVENT_INFO_TYPE_LABELS: Record<EventInfoType, string> = {
  COMMENT: 'Commentaire',
  PICTURE: 'Photo',
  INCIDENT: 'Incident',
};

export const CANCELLATION_TEXTS = {
  cancel: 'Annuler la prestation',
  cancelTitle: 'Annulation de la prestation',
  type: 'Annulée par',
  reason: 'Motif',
  comment: 'Commentaire',
  following: 'Annuler aussi les prestations suivantes de la série',
  confirm: 'Annuler la prestation',
  cancelled: (count: number) => (count > 1 ? `${count} prestations ont été annulées` : 'La prestation a été annulée'),
  restore: 'Rétablir la prestation',
  restored: 'La prestation a été rétablie',
  cancelledTag: 'Annulée',
  similar: 'Prestations similaires',
  noSimilar: 'Aucune prestation similaire',
  infos: 'Informations de la prestation',
  noInfos: 'Aucune information',
  deleteInfo: 'Supprimer l’information',
} as const;

export type CancellationField = 'type' | 'reason' | 'comment';

/** The cancel dialog's rules: who and why; « Autre » needs its comment. */
export const CANCELLATION_FORM_RULES: FormRules<CancellationField> = {
  type: { required: true },
  reason: { required: true },
  comment: { required: (values) => values.reason === 'OTHER', max: CANCELLATION_COMMENT_MAX },
};

/** The dialog's first values: an existing cancellation's, or the family's sickness (the most frequent). */
export function cancellationFormOf(cancellation: { type: CancellationType; reason: CancellationReason; comment: string | null } | null): Record<CancellationField, string> {
  return cancellation ? { type: cancellation.type, reason: cancellation.reason, comment: cancellation.comment ?? '' } : { type: 'FAMILY', reason: 'SICKNESS', comment: '' };
}
