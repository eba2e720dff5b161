/**
 * Avance immédiate (AVIM, spec 001 §7 customers; docs/domain.md): through URSSAF the family pays
 * only its share at billing time. The spec shows three calls (subscribe, re-subscribe, mark
 * as validated by the customer) and no states: decided here, for the sandbox and the portal.
 *
 * NOT_SUBSCRIBED ─subscribe→ PENDING_CUSTOMER_VALIDATION ─mark validated→ VALIDATED
 * A request the customer has not validated within AVIM_VALIDATION_DAYS days is EXPIRED
 * (computed at reading, as URSSAF drops it); re-subscribe sends it again, from EXPIRED or
 * while still pending. A validated subscription stays: nothing moves it back.
 */
import type { Tone } from '../tone';

export const AVIM_STATUSES = ['NOT_SUBSCRIBED', 'PENDING_CUSTOMER_VALIDATION', 'VALIDATED', 'EXPIRED'] as const;
export type AvimStatus = (typeof AVIM_STATUSES)[number];

/** Days the customer has to validate the request URSSAF sent (decided). */
export const AVIM_VALIDATION_DAYS = 30;

export const AVIM_STATUS_TAGS: Readonly<Record<AvimStatus, { label: string; tone: Tone }>> = {
  NOT_SUBSCRIBED: { label: 'Non inscrit', tone: 'info' },
  PENDING_CUSTOMER_VALIDATION: { label: 'En attente de validation du client', tone: 'warning' },
  VALIDATED: { label: 'Inscription validée', tone: 'success' },
  EXPIRED: { label: 'Demande expirée', tone: 'danger' },
};

export const AVIM_ACTIONS = ['subscribe', 'resubscribe', 'markValidated'] as const;
export type AvimAction = (typeof AVIM_ACTIONS)[number];

/** Each action: the button's label, the statuses it is allowed from, the state it leads to, the 400's label otherwise. */
export const AVIM_MOVES: Readonly<Record<AvimAction, { label: string; from: readonly AvimStatus[]; to: AvimStatus; forbidden: string }>> = {
  subscribe: {
    label: 'Inscrire à l’avance immédiate', from: ['NOT_SUBSCRIBED'], to: 'PENDING_CUSTOMER_VALIDATION',
    forbidden: 'Le client a déjà une inscription à l’avance immédiate : utilisez « Relancer l’inscription »',
  },
  resubscribe: {
    label: 'Relancer l’inscription', from: ['PENDING_CUSTOMER_VALIDATION', 'EXPIRED'], to: 'PENDING_CUSTOMER_VALIDATION',
    forbidden: 'Seule une inscription en attente ou expirée peut être relancée',
  },
  markValidated: {
    label: 'Marquer comme validée par le client', from: ['PENDING_CUSTOMER_VALIDATION'], to: 'VALIDATED',
    forbidden: 'Seule une inscription en attente de validation peut être marquée comme validée',
  },
};

export const AVIM_STATUS_FORBIDS = 'AVIM_STATUS_FORBIDS';
export const AVIM_DISABLED = { code: 'AVIM_DISABLED', label: 'L’avance immédiate n’est pas activée pour cette agence' } as const;
export const AVIM_NATURAL_ONLY = { code: 'AVIM_NATURAL_ONLY', label: 'L’avance immédiate est réservée aux particuliers' } as const;

export interface AvimRecord {
  /** What is stored: never EXPIRED, which is read from the request's date. */
  status: Exclude<AvimStatus, 'EXPIRED'>;
  subscribedAt: string | null;
}

/** The state at `now`: a pending request older than AVIM_VALIDATION_DAYS days is EXPIRED. */
export function avimStatusAt(record: AvimRecord, now: Date): AvimStatus {
  if (record.status !== 'PENDING_CUSTOMER_VALIDATION' || !record.subscribedAt) return record.status;
  const expires = Date.parse(record.subscribedAt) + AVIM_VALIDATION_DAYS * 86_400_000;
  return now.getTime() >= expires ? 'EXPIRED' : record.status;
}

export function allowsAvim(action: AvimAction, status: AvimStatus): boolean {
  return AVIM_MOVES[action].from.includes(status);
}

/** The actions a state offers, in the order the panel shows them. */
export function avimActionsFor(status: AvimStatus): AvimAction[] {
  return AVIM_ACTIONS.filter((action) => allowsAvim(action, status));
}
