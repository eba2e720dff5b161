/**
 * Estimates (spec 001 §4): the statuses with their French tags, and the one table of which
 * status allows which action ("not shown" in the spec, decided here). The sandbox answers a
 * forbidden action with 400 `ESTIMATE_STATUS_FORBIDS` and the action's `forbidden` label; the
 * portal shows only the buttons `estimateActionsFor` gives.
 *
 * DRAFT ─validate→ READY ─send→ SENT ─mark signed→ SIGNED ─convert→ CONTRACTED
 *                  READY/SENT ─send for signing→ SENT_SIGN ─mark signed / refused→ SIGNED / REFUSED
 * VALIDATED (« En cours de traitement ») is the state while the document is produced: the
 * sandbox produces it at once, so it moves DRAFT to READY in one call and never stores it.
 */
import type { EstimateStatus } from '../customers/labels';
import { ESTIMATE_STATUS_LABELS } from '../customers/labels';
import type { Tone } from '../tone';

export const ESTIMATE_STATUS_TONES: Readonly<Record<EstimateStatus, Tone>> = {
  DRAFT: 'warning',
  VALIDATED: 'info',
  READY: 'primary',
  SENT: 'primary',
  SENT_SIGN: 'info',
  SIGNED: 'success',
  CONTRACTED: 'success',
  CANCELED: 'warning',
  REFUSED: 'danger',
};

export function estimateTag(status: EstimateStatus): { label: string; tone: Tone } {
  return { label: ESTIMATE_STATUS_LABELS[status], tone: ESTIMATE_STATUS_TONES[status] };
}

/** The actions, in the order the estimate page shows their buttons. */
export const ESTIMATE_ACTIONS = ['update', 'validate', 'send', 'sendForSigning', 'markSigned', 'markRefused', 'convertToContract', 'updateComments', 'delete'] as const;
export type EstimateAction = (typeof ESTIMATE_ACTIONS)[number];

interface Move {
  /** The button's label. */
  label: string;
  from: readonly EstimateStatus[];
  /** The status after the action; null: unchanged (or deleted). */
  to: EstimateStatus | null;
  /** The 400's label when the status does not allow it. */
  forbidden: string;
}

export const ESTIMATE_MOVES: Readonly<Record<EstimateAction, Move>> = {
  update: { label: 'Modifier', from: ['DRAFT'], to: null, forbidden: 'Seul un devis brouillon peut être modifié' },
  validate: { label: 'Valider', from: ['DRAFT'], to: 'READY', forbidden: 'Seul un devis brouillon peut être validé' },
  send: { label: 'Envoyer par e-mail', from: ['READY', 'SENT'], to: 'SENT', forbidden: 'Seul un devis validé peut être envoyé par e-mail' },
  sendForSigning: {
    label: 'Envoyer pour signature', from: ['READY', 'SENT'], to: 'SENT_SIGN',
    forbidden: 'Seul un devis validé ou envoyé peut être envoyé pour signature',
  },
  markSigned: {
    label: 'Marquer comme signé', from: ['READY', 'SENT', 'SENT_SIGN'], to: 'SIGNED',
    forbidden: 'Seul un devis validé, envoyé ou en attente de signature peut être marqué comme signé',
  },
  markRefused: {
    label: 'Marquer comme refusé', from: ['READY', 'SENT', 'SENT_SIGN'], to: 'REFUSED',
    forbidden: 'Seul un devis validé, envoyé ou en attente de signature peut être marqué comme refusé',
  },
  convertToContract: { label: 'Transformer en contrat', from: ['SIGNED'], to: 'CONTRACTED', forbidden: 'Seul un devis signé peut être transformé en contrat' },
  updateComments: {
    label: 'Modifier les commentaires', from: ['DRAFT', 'VALIDATED', 'READY', 'SENT', 'SENT_SIGN', 'SIGNED', 'REFUSED'], to: null,
    forbidden: 'Les commentaires d’un devis transformé en contrat ou annulé ne se modifient plus',
  },
  /** A devis the family has received stays, as a trace; a refused one may go. */
  delete: { label: 'Supprimer', from: ['DRAFT', 'VALIDATED', 'READY', 'REFUSED', 'CANCELED'], to: null, forbidden: 'Un devis envoyé, signé ou transformé en contrat ne peut pas être supprimé' },
};

export const ESTIMATE_STATUS_FORBIDS = 'ESTIMATE_STATUS_FORBIDS';

export function allowsEstimate(action: EstimateAction, status: EstimateStatus): boolean {
  return ESTIMATE_MOVES[action].from.includes(status);
}

export function estimateActionsFor(status: EstimateStatus): EstimateAction[] {
  return ESTIMATE_ACTIONS.filter((action) => allowsEstimate(action, status));
}

/** Null when allowed, else the French label of the refusal. */
export function refusedEstimateAction(action: EstimateAction, status: EstimateStatus): string | null {
  return allowsEstimate(action, status) ? null : ESTIMATE_MOVES[action].forbidden;
}
