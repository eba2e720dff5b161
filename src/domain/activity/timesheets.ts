/**
 * Timesheets (spec 001 §2, §3, §9; /activity/timesheets): a professional's month at a
 * family, slot by slot, its states in French and its completion. The completion is the
 * planning overview's one rule (`timesheetCompletion`: customer slots over slots, whole
 * percent, red under 25, orange under 75, else green), applied to one timesheet.
 */
import { timesheetCompletion } from '../planningOverview';
import { buildPath } from '../routes';
import type { Tone } from '../tone';

/** A tag's colour: a tone, or neutral grey. */
type StateTone = Tone | 'neutral';

export const TIMESHEET_STATES = ['VALIDATED', 'ADDED', 'CANCELED', 'UPDATED', 'UNSET'] as const;
export type TimesheetState = (typeof TIMESHEET_STATES)[number];

/** A slot's state: confirmed as planned, added to the planning, cancelled, changed, or not filled in yet. */
export const TIMESHEET_STATE_LABELS: Readonly<Record<TimesheetState, { label: string; tone: StateTone }>> = {
  VALIDATED: { label: 'Validé', tone: 'success' },
  ADDED: { label: 'Ajouté', tone: 'info' },
  CANCELED: { label: 'Annulé', tone: 'danger' },
  UPDATED: { label: 'Modifié', tone: 'warning' },
  UNSET: { label: 'Non renseigné', tone: 'neutral' },
};

/** One timesheet's completion (null without slots). */
export const sheetCompletion = (sheet: { slotsCount: number; customerSlotsCount: number }) => timesheetCompletion([sheet]);

export const TIMESHEET_TEXTS = {
  month: 'Mois',
  search: 'Rechercher un(e) intervenant(e) ou une famille',
  pro: 'Intervenant(e)',
  family: 'Famille',
  slots: 'Créneaux',
  proSlots: 'Créneaux intervenant(e)',
  customerSlots: 'Créneaux famille',
  duration: 'Durée',
  kms: 'Kms',
  completion: 'Complétion',
  validation: 'Validation',
  notValidated: 'Non validé',
  validatedOn: (date: string) => `Validé le ${date}`,
  validate: 'Valider le relevé',
  confirmValidate: 'Confirmez-vous la validation de ce relevé ? Ses durées et kilomètres seront figés.',
  validated: 'Relevé validé',
  open: 'Ouvrir',
  day: 'Jour',
  hours: 'Horaires',
  state: 'État',
  proConfirmed: 'Intervenant(e)',
  customerConfirmed: 'Famille',
  yes: 'Oui',
  no: 'Non',
  back: "Retour aux relevés d'heures",
  validatedDuration: 'Durée validée',
  validatedKms: 'Kms validés',
  alreadyValidated: 'Ce relevé est déjà validé',
  futureMonth: 'Un relevé ne peut pas être validé avant son mois',
  notValidatedYet: 'Ce relevé n’est pas validé : il n’y a rien à rouvrir',
  reopen: 'Rouvrir le relevé',
  confirmReopen: 'Confirmez-vous la réouverture de ce relevé ? Sa validation est annulée : ses durées et kilomètres ne sont plus figés, et l’agence en est notifiée.',
  reopened: 'Relevé rouvert : sa validation est annulée',
  /** The professional's history line of a reopening. */
  reopenedHistory: (month: string, family: string, validatedAt: string) =>
    `Validation du relevé d’heures de ${month} (${family}) annulée ; il avait été validé le ${validatedAt.slice(0, 10).split('-').reverse().join('/')}`,
} as const;

/** The page of a timesheet. */
export function timesheetPath(sheet: { month: string; pro: { id: number }; family: { id: number } }): string {
  return buildPath('/activity/timesheets/{month}/{proId}/{familyId}', { month: sheet.month, proId: sheet.pro.id, familyId: sheet.family.id });
}

/** The validation filter of the list: every timesheet, those to validate, the validated ones. */
export const VALIDATION_FILTERS = [
  { value: '', label: 'Tous' },
  { value: 'false', label: 'Non validés' },
  { value: 'true', label: 'Validés' },
] as const;
