/** The kinds of weekly unavailability (spec 000 §3); their labels are in ../labels.ts. */
export const UNAVAILABILITY_TYPES = ['OTHER_BUSINESS', 'FORMATION', 'OTHER'] as const;
export type UnavailabilityType = (typeof UNAVAILABILITY_TYPES)[number];

/** Asked before deleting a weekly or dated unavailability (spec 000 §2.6). */
export const DELETE_UNAVAILABILITY_CONFIRMATION = 'Confirmez-vous la suppression de cette indisponibilité ?';

/** A weekly slot on the plannings (the timeline legend's entry). */
export const WEEKLY_UNAVAILABILITY_LABEL = 'Indisponibilité hebdomadaire';
