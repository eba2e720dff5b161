/**
 * The French words of replacing an absent professional (issue 33): the dialog's, the
 * « Prestations à remplacer » screen's, and the PLANNING messages and history lines the
 * server writes (one wording for the portal and the sandbox).
 */
import { formatDate } from '../format/date';

export const KEEP_REASON_MAX = 500;

export const REPLACEMENT_MESSAGES = {
  oneDraft: 'Une absence ou des indisponibilités hebdomadaires, l’une des deux',
  notTheirs: 'Une prestation décidée n’est pas celle de l’intervenant(e) absent(e)',
} as const;

export const REPLACEMENT_TEXTS = {
  title: (count: number) => (count > 1 ? `${count} prestations prévues pendant cette absence` : '1 prestation prévue pendant cette absence'),
  intro: 'Pour chaque prestation, choisissez de la maintenir, de l’annuler ou de la confier à un(e) autre intervenant(e).',
  keep: 'Maintenir',
  cancel: 'Annuler',
  replace: 'Remplacer',
  keepReason: 'Motif du maintien',
  replaceBy: 'Remplaçant(e)',
  noCandidate: 'Aucun(e) intervenant(e) disponible sur ce créneau',
  replaceAll: 'Remplacer toutes par',
  noCommon: 'Aucun(e) intervenant(e) n’est libre sur toutes ces prestations',
  knowsFamily: 'connaît la famille',
  weekHours: (hours: string) => `${hours} cette semaine`,
  save: 'Enregistrer l’absence et les décisions',
  refused: 'Rien n’a été enregistré : un(e) remplaçant(e) n’est plus disponible. Choisissez-en un(e) autre pour la prestation signalée.',
  back: 'Retour',
  saved: 'L’absence et les décisions ont été enregistrées',
  pendingTitle: 'Prestations à remplacer',
  pendingNone: 'Aucune prestation à remplacer',
  pendingSave: 'Enregistrer les décisions',
  decided: 'Les décisions ont été enregistrées',
} as const;

export interface EventWords {
  day: string;
  startTime: string;
  endTime: string;
  familyName: string;
}

const slot = (e: EventWords) => `le ${formatDate(e.day)} de ${e.startTime} à ${e.endTime}`;

/** One line of a message or a history entry for a decided event. */
export const REPLACEMENT_LINES = {
  familyReplaced: (e: EventWords, by: string, absent: string) => `Votre prestation ${slot(e)} sera assurée par ${by}, en remplacement de ${absent}.`,
  familyCancelled: (e: EventWords, reason: string) => `Votre prestation ${slot(e)} est annulée (${reason}).`,
  proReplacing: (e: EventWords, absent: string) => `Nouvelle prestation ${slot(e)} chez ${e.familyName}, en remplacement de ${absent}.`,
  proAbsentReplaced: (e: EventWords, by: string) => `Votre prestation ${slot(e)} chez ${e.familyName} est confiée à ${by} pendant votre absence.`,
  proAbsentCancelled: (e: EventWords, reason: string) => `Votre prestation ${slot(e)} chez ${e.familyName} est annulée (${reason}).`,
  historyReplaced: (e: EventWords, absent: string, by: string) => `Prestation ${slot(e)} chez ${e.familyName} : ${absent} absent(e), remplacé(e) par ${by}`,
  historyCancelled: (e: EventWords, absent: string, reason: string) => `Prestation ${slot(e)} chez ${e.familyName} annulée pendant l’absence de ${absent} (${reason})`,
} as const;
