/**
 * Words of an estimate's page: its history events (spec 001 §4: « estimate history … labelled
 * in French »; the event codes are decided here) and the two options of the conversion to a
 * contract, explained in plain French for the dialog (spec 001 §7 `to-contract`).
 */
export const ESTIMATE_EVENTS = [
  'CREATION', 'UPDATED', 'VALIDATED', 'SENT_BY_MAIL', 'SENT_FOR_SIGNING', 'MARKED_AS_SIGNED', 'MARKED_AS_REFUSED', 'COMMENTS_UPDATED', 'CONVERTED_TO_CONTRACT', 'SIGN_PROCEDURE',
] as const;
export type EstimateEvent = (typeof ESTIMATE_EVENTS)[number];

export const ESTIMATE_EVENT_LABELS: Readonly<Record<EstimateEvent, string>> = {
  CREATION: 'Devis créé',
  UPDATED: 'Devis modifié',
  VALIDATED: 'Devis validé',
  SENT_BY_MAIL: 'Devis envoyé par e-mail',
  SENT_FOR_SIGNING: 'Devis envoyé pour signature',
  MARKED_AS_SIGNED: 'Devis marqué comme signé',
  MARKED_AS_REFUSED: 'Devis marqué comme refusé',
  COMMENTS_UPDATED: 'Commentaires modifiés',
  CONVERTED_TO_CONTRACT: 'Devis transformé en contrat',
  /** An event of its sign procedure, its French label as comment. */
  SIGN_PROCEDURE: 'Signature électronique',
};

export const CONVERSION_OPTIONS = {
  allowOverrides: {
    label: 'Autoriser le chevauchement avec un autre contrat',
    help: 'Le contrat est créé même si un autre contrat du client couvre déjà une partie de la période. Sans cette case, la transformation est refusée tant qu’un contrat couvre ces dates.',
  },
  breakFromPreviousContract: {
    label: 'Mettre fin au contrat en cours',
    help: 'Le contrat en cours du client s’arrête la veille du début de ce nouveau contrat : les deux ne se chevauchent pas.',
  },
} as const;

/** 400 of a conversion over a contract in force, without `allowOverrides`. */
export const CONTRACT_OVERLAP = {
  code: 'CONTRACT_OVERLAP',
  label: 'Un autre contrat du client couvre déjà cette période : cochez « Autoriser le chevauchement » ou « Mettre fin au contrat en cours »',
} as const;

/** The question of each move's confirmation (the two sendings open their mail instead). */
export const ESTIMATE_MOVE_QUESTIONS = {
  validate: (number: string) => `Valider le devis ${number} ? Il ne pourra plus être modifié.`,
  markSigned: (number: string) => `Le client a signé le devis ${number} ?`,
  markRefused: (number: string) => `Le client a refusé le devis ${number} ?`,
} as const;
export type EstimateMove = keyof typeof ESTIMATE_MOVE_QUESTIONS;

export const ESTIMATE_DELETE_QUESTION = 'Confirmez-vous la suppression de ce devis ?';
