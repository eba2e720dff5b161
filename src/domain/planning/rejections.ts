/**
 * Why a planning slot is rejected (spec 001 §8, word for word) and whether the agency may
 * create it anyway (a rejected slot "can be marked bypassable", spec 001 §4).
 *
 * Decisions on what may be bypassed — what a director can knowingly accept:
 * - the family already has another professional then (two children, a handover): yes;
 * - the professional's weekly unavailabilities (her own wishes: another job, training,
 *   not available) and an informative absence (NOT_WORKING): yes, once agreed with her;
 * - the same family and professional already booked, the professional at another family,
 *   and dated absences (leave, sickness, maternity, accidents, authorised or unjustified
 *   absences, rest): no — a duplicate, someone in two places, or someone who may not work.
 */
import type { AbsenceType } from '../../api/contract/unavailabilities';
import type { UnavailabilityType } from '../unavailability/types';

export const SAME_PAIR_LABEL = 'Une prestation existe déjà entre cette famille et cet(te) intervenant(e)';
export const PRO_BUSY_LABEL = "L'intervenant(e) est en prestation";
export const FAMILY_BUSY_LABEL = 'La famille a une autre prestation sur ce créneau horaire';
/** Followed by the unavailability's reason. */
export const UNAVAILABLE_PREFIX = "L'intervenant.e";

export const REJECTION_CODES = ['SAME_PAIR', 'PRO_BUSY', 'FAMILY_BUSY', 'PRO_UNAVAILABLE'] as const;
export type RejectionCode = (typeof REJECTION_CODES)[number];

export interface Rejection {
  code: RejectionCode;
  label: string;
  bypassable: boolean;
}

/** The kinds of unavailability a slot can meet: dated absences, weekly slots, and spec 001's SCHOOL activity. */
export type UnavailabilityKind = AbsenceType | UnavailabilityType | 'SCHOOL';

/** What follows "L'intervenant.e" (spec 001 §8's reasons, in French). */
export const UNAVAILABILITY_REASONS: Readonly<Record<UnavailabilityKind, string>> = {
  NOT_WORKING: 'ne travaille pas sur ce créneau',
  PAID_VACATION: 'est en congés payés',
  UNPAID_VACATION: 'est en congé sans solde',
  PARENTAL_EDUCATION_LEAVE: "est en congé parental d'éducation",
  MATERNITY_LEAVE: 'est en congé maternité',
  MATERNITY_LEAVE_PRENATAL: 'est en congé maternité',
  MATERNITY_LEAVE_POSTNATAL: 'est en congé maternité',
  PATERNITY_LEAVE: 'est en congé paternité',
  SICK_VACATION: 'est en arrêt maladie',
  PANDEMIC_LEAVE: 'est en congé pandémie',
  WORK_ACCIDENT: 'est en accident du travail',
  TRAVEL_ACCIDENT: 'est en accident de trajet',
  FORMATION: 'est en formation',
  SCHOOL: 'est en études',
  OTHER_BUSINESS: 'est sur un autre emploi',
  OTHER: 'est indisponible',
  PAID_AUTHORIZED_ABSENCE: 'est indisponible',
  UNPAID_AUTHORIZED_ABSENCE: 'est indisponible',
  UNJUSTIFIED_ABSENCE: 'est indisponible',
  COMPENSATORY_REST: 'est indisponible',
};

export const rejection = {
  samePair: (): Rejection => ({ code: 'SAME_PAIR', label: SAME_PAIR_LABEL, bypassable: false }),
  proBusy: (): Rejection => ({ code: 'PRO_BUSY', label: PRO_BUSY_LABEL, bypassable: false }),
  familyBusy: (): Rejection => ({ code: 'FAMILY_BUSY', label: FAMILY_BUSY_LABEL, bypassable: true }),
  /** `weekly`: a weekly slot (always bypassable); else a dated absence (only NOT_WORKING is). */
  unavailable: (kind: UnavailabilityKind, weekly: boolean): Rejection => ({
    code: 'PRO_UNAVAILABLE',
    label: `${UNAVAILABLE_PREFIX} ${UNAVAILABILITY_REASONS[kind]}`,
    bypassable: weekly || kind === 'NOT_WORKING',
  }),
};

/** A slot may be created anyway when every one of its rejections allows it. */
export const isBypassable = (rejections: readonly Rejection[]): boolean => rejections.length > 0 && rejections.every((r) => r.bypassable);
