/**
 * Electronic sign procedures (spec 001 §3, §4): statuses with the spec's French labels and
 * colours, the provider's events in French, and the one table of which event moves a procedure
 * from which status to which (the spec's "allowed transitions: not shown", decided here and
 * written in `src/api/README.md`). The sandbox's simulated provider and the portal read it.
 *
 * DRAFT ─file transferred→ PENDING ─recipient invited→ IN_PROGRESS ─signed (recipient, then agency)→ COMPLETED
 * DRAFT ─file transfer error→ FILE_TRANSFERT_ERROR; PENDING / IN_PROGRESS ─declined→ REFUSED, ─expired→ EXPIRED;
 * DRAFT / PENDING / IN_PROGRESS ─canceled→ CANCELED, ─error→ ERROR; COMPLETED / REFUSED / EXPIRED / CANCELED ─closed→ CLOSED.
 * ERROR, FILE_TRANSFERT_ERROR and CLOSED are final.
 */
import type { ProspectStage } from '../../api/contract/customers';
import type { AgencyEventType } from '../agencyEvents';
import type { CustomerHistoryEvent, EstimateStatus } from '../customers/labels';
import { formatDate } from '../format/date';
import type { Tone } from '../tone';

export const SIGN_PROCEDURE_STATUSES = ['DRAFT', 'PENDING', 'IN_PROGRESS', 'COMPLETED', 'EXPIRED', 'REFUSED', 'CANCELED', 'CLOSED', 'ERROR', 'FILE_TRANSFERT_ERROR'] as const;
export type SignProcedureStatus = (typeof SIGN_PROCEDURE_STATUSES)[number];

const LABELS: Readonly<Record<Exclude<SignProcedureStatus, 'IN_PROGRESS'>, string>> = {
  DRAFT: 'Brouillon',
  PENDING: 'En attente',
  COMPLETED: 'Signée, terminée',
  EXPIRED: 'Expirée',
  REFUSED: 'Refusée',
  CANCELED: 'Annulée',
  CLOSED: 'Fermée',
  ERROR: 'En erreur',
  FILE_TRANSFERT_ERROR: 'Erreur avec le document',
};

export const SIGN_PROCEDURE_TONES: Readonly<Record<SignProcedureStatus, Tone>> = {
  DRAFT: 'info',
  PENDING: 'info',
  IN_PROGRESS: 'info',
  COMPLETED: 'success',
  EXPIRED: 'warning',
  REFUSED: 'warning',
  CANCELED: 'warning',
  CLOSED: 'warning',
  ERROR: 'danger',
  FILE_TRANSFERT_ERROR: 'danger',
};

/** The tag of a procedure: IN_PROGRESS waits for the recipient until they have signed, then for the agency. */
export function signProcedureTag(procedure: { status: SignProcedureStatus; signedByRecipientAt: string | null }): { label: string; tone: Tone } {
  const label = procedure.status === 'IN_PROGRESS' ? (procedure.signedByRecipientAt ? 'En attente de l’agence' : 'En attente du destinataire') : LABELS[procedure.status];
  return { label, tone: SIGN_PROCEDURE_TONES[procedure.status] };
}

export const SIGN_PROCEDURE_EVENTS = [
  'CREATED', 'FILE_TRANSFER_SUCCESS', 'FILE_TRANSFER_ERROR', 'STARTED', 'MEMBER_INVITED', 'MEMBER_SIGNED', 'MEMBER_DECLINED', 'FINISHED', 'EXPIRED', 'CANCELED', 'ERROR', 'CLOSED',
] as const;
export type SignProcedureEvent = (typeof SIGN_PROCEDURE_EVENTS)[number];

export const SIGN_PROCEDURE_EVENT_LABELS: Readonly<Record<SignProcedureEvent, string>> = {
  CREATED: 'Procédure de signature créée',
  FILE_TRANSFER_SUCCESS: 'Document transmis au service de signature',
  FILE_TRANSFER_ERROR: 'Erreur lors de la transmission du document',
  STARTED: 'Procédure de signature démarrée',
  MEMBER_INVITED: 'Destinataire invité à signer',
  MEMBER_SIGNED: 'Document signé par le destinataire',
  MEMBER_DECLINED: 'Signature refusée par le destinataire',
  FINISHED: 'Procédure terminée : document signé',
  EXPIRED: 'Procédure expirée sans signature',
  CANCELED: 'Procédure annulée',
  ERROR: 'Procédure en erreur',
  CLOSED: 'Procédure fermée',
};

interface Transition {
  from: readonly SignProcedureStatus[];
  /** null: the status stays (the recipient's signature keeps IN_PROGRESS, now waiting for the agency). */
  to: SignProcedureStatus | null;
}

/** The transitions table: which event may happen in which status, and where it leads. CREATED starts a procedure in DRAFT. */
export const SIGN_PROCEDURE_TRANSITIONS: Readonly<Record<Exclude<SignProcedureEvent, 'CREATED'>, Transition>> = {
  FILE_TRANSFER_SUCCESS: { from: ['DRAFT'], to: 'PENDING' },
  FILE_TRANSFER_ERROR: { from: ['DRAFT'], to: 'FILE_TRANSFERT_ERROR' },
  STARTED: { from: ['PENDING'], to: null },
  MEMBER_INVITED: { from: ['PENDING'], to: 'IN_PROGRESS' },
  MEMBER_SIGNED: { from: ['IN_PROGRESS'], to: null },
  MEMBER_DECLINED: { from: ['PENDING', 'IN_PROGRESS'], to: 'REFUSED' },
  FINISHED: { from: ['IN_PROGRESS'], to: 'COMPLETED' },
  EXPIRED: { from: ['PENDING', 'IN_PROGRESS'], to: 'EXPIRED' },
  CANCELED: { from: ['DRAFT', 'PENDING', 'IN_PROGRESS'], to: 'CANCELED' },
  ERROR: { from: ['DRAFT', 'PENDING', 'IN_PROGRESS'], to: 'ERROR' },
  CLOSED: { from: ['COMPLETED', 'REFUSED', 'EXPIRED', 'CANCELED'], to: 'CLOSED' },
};

/** The status after `event`, or null when the table does not allow it in `status`. */
export function signProcedureAfter(status: SignProcedureStatus, event: Exclude<SignProcedureEvent, 'CREATED'>): SignProcedureStatus | null {
  const transition = SIGN_PROCEDURE_TRANSITIONS[event];
  return transition.from.includes(status) ? (transition.to ?? status) : null;
}

/** Whether a procedure still waits for someone (the estimate cannot be sent for signing again meanwhile). */
export const isSignProcedureOpen = (status: SignProcedureStatus): boolean => status === 'DRAFT' || status === 'PENDING' || status === 'IN_PROGRESS';

/**
 * What the sandbox's test switch makes happen: the recipient signs (the agency's countersignature
 * is automatic: the procedure completes; RECIPIENT_SIGN stops before it, « En attente de
 * l'agence », and SIGN then completes it), refuses, lets it expire; the provider fails (ERROR) or
 * archives a finished procedure (CLOSE).
 */
export const SIGN_OUTCOMES = ['SIGN', 'RECIPIENT_SIGN', 'REFUSE', 'EXPIRE', 'ERROR', 'CLOSE'] as const;
export type SignOutcome = (typeof SIGN_OUTCOMES)[number];
type TableEvent = Exclude<SignProcedureEvent, 'CREATED'>;

/** The events an outcome produces, in order, for a procedure in its current state. */
export function signOutcomeEvents(outcome: SignOutcome, procedure: { signedByRecipientAt: string | null }): readonly TableEvent[] {
  switch (outcome) {
    case 'SIGN': return procedure.signedByRecipientAt ? ['FINISHED'] : ['MEMBER_SIGNED', 'FINISHED'];
    case 'RECIPIENT_SIGN': return procedure.signedByRecipientAt ? [] : ['MEMBER_SIGNED'];
    case 'REFUSE': return ['MEMBER_DECLINED'];
    case 'EXPIRE': return ['EXPIRED'];
    case 'ERROR': return ['ERROR'];
    case 'CLOSE': return ['CLOSED'];
  }
}

/** Null when the table allows the outcome's events from `status`, else the French refusal. */
export function refusedSignOutcome(outcome: SignOutcome, procedure: { status: SignProcedureStatus; signedByRecipientAt: string | null }): string | null {
  const events = signOutcomeEvents(outcome, procedure);
  let status: SignProcedureStatus | null = procedure.status;
  for (const event of events) status = status && signProcedureAfter(status, event);
  return events.length && status ? null : `Impossible : cette procédure de signature est « ${signProcedureTag(procedure).label} »`;
}

interface OutcomeEffect {
  /** The estimate's status after it (when it still waits for this signature); null: unchanged. */
  estimate: EstimateStatus | null;
  history: CustomerHistoryEvent | null;
  stage: ProspectStage | null;
  notification: AgencyEventType | null;
}

/**
 * What each outcome does beyond the procedure: the estimate's status (an expired or failed
 * procedure gives the devis back as sent, to be sent again or marked by hand; the signature
 * stays spent), the customer's history event, the prospect's stage and the agency's notification.
 */
export const SIGN_OUTCOME_EFFECTS: Readonly<Record<SignOutcome, OutcomeEffect>> = {
  SIGN: { estimate: 'SIGNED', history: 'ESTIMATE_SIGN_PROCEDURE_SIGNED', stage: 'ESTIMATE_SIGNED', notification: 'SIGN_PROCEDURE_SIGNED' },
  RECIPIENT_SIGN: { estimate: null, history: null, stage: null, notification: null },
  REFUSE: { estimate: 'REFUSED', history: 'ESTIMATE_SIGN_PROCEDURE_REFUSED', stage: 'ESTIMATE_REFUSED', notification: 'SIGN_PROCEDURE_REFUSED' },
  EXPIRE: { estimate: 'SENT', history: 'OTHER', stage: 'ESTIMATE_SENT', notification: 'SIGN_PROCEDURE_EXPIRED' },
  ERROR: { estimate: 'SENT', history: 'OTHER', stage: 'ESTIMATE_SENT', notification: 'SIGN_PROCEDURE_ERROR' },
  CLOSE: { estimate: null, history: null, stage: null, notification: 'SIGN_PROCEDURE_CLOSED' },
};

/** The customer's history comment of an OTHER entry. */
export const SIGN_OUTCOME_COMMENTS: Partial<Record<SignOutcome, (number: string) => string>> = {
  EXPIRE: (number) => `Procédure de signature du devis ${number} expirée`,
  ERROR: (number) => `Procédure de signature du devis ${number} en erreur`,
};

/** The simulated provider's start: the document transferred, the procedure started, the recipient invited. */
export const SIGN_START_EVENTS: readonly Exclude<SignProcedureEvent, 'CREATED'>[] = ['FILE_TRANSFER_SUCCESS', 'STARTED', 'MEMBER_INVITED'];

/** What is sent for signing, in the refusals' words. */
export type SignedDocument = 'ce devis' | 'ce contrat de travail';

/** 400 of a sending for signing without any signature left. */
export const signBalanceEmpty = (document: SignedDocument) => ({
  code: 'SIGN_PROCEDURES_BALANCE_EMPTY',
  label: `Votre solde de signatures électroniques est épuisé : commandez un pack de signatures (Agence › Commandes) avant d’envoyer ${document} pour signature`,
}) as const;
export const SIGN_BALANCE_EMPTY = signBalanceEmpty('ce devis');

/** Where a procedure is sent: what the agency has left. */
export const signBalanceText = (balance: number, document: SignedDocument = 'ce devis'): string =>
  balance > 0 ? `Signatures électroniques disponibles : ${balance}. L’envoi en utilise une.` : signBalanceEmpty(document).label;

/**
 * A document marked signed by hand (the signed paper uploaded, or the estimate's « Marquer comme
 * signé »): what happens to its electronic procedures, said before confirming. The open one is
 * canceled (its link stops working); the signature it spent stays spent and none more is used.
 * Null: no procedure to speak of.
 */
export function handSignatureNotice(procedures: readonly { status: SignProcedureStatus; signedByRecipientAt: string | null; createdAt: string }[]): string | null {
  const open = procedures.find((p) => isSignProcedureOpen(p.status));
  if (open?.signedByRecipientAt) {
    return `Le destinataire a déjà signé électroniquement le ${formatDate(open.signedByRecipientAt)} : la procédure, qui attend l’agence, sera annulée. Aucune signature électronique de plus n’est utilisée.`;
  }
  if (open) return `La procédure de signature électronique envoyée le ${formatDate(open.createdAt)} sera annulée : son lien ne fonctionnera plus. La signature déjà utilisée n’est pas rendue, aucune autre n’est utilisée.`;
  const done = procedures.find((p) => p.status === 'COMPLETED');
  if (done) return `Ce document est déjà signé électroniquement${done.signedByRecipientAt ? ` (le ${formatDate(done.signedByRecipientAt)})` : ''} : la procédure reste telle quelle. Aucune signature électronique n’est utilisée.`;
  return null;
}
