/**
 * Bill statuses (spec 002 §4): their labels, tag colours and the moves each action allows.
 * The spec gives the labels of LOCKED_MISSING_PRICE_GRID, VALIDATED/NUMBERED and READY, the
 * 'Annulée par un avoir' of a bill with credit notes and no tag for credit notes; the rest is
 * decided here and used by the sandbox and the portal alike.
 */
import type { Tone } from '../tone';

export const BILL_STATUSES = ['PREPARING', 'LOCKED_MISSING_PRICE_GRID', 'DRAFT', 'VALIDATED', 'NUMBERED', 'READY', 'EMITTED', 'PAID', 'UNPAID'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

export const BILL_TYPES = ['BILL', 'CREDIT_NOTE'] as const;
export type BillType = (typeof BILL_TYPES)[number];

/** Decision for the labels the spec does not show: 'En préparation', 'Brouillon', 'Envoyée', 'Payée', 'Impayée'. */
export const BILL_STATUS_LABELS: Readonly<Record<BillStatus, string>> = {
  PREPARING: 'En préparation',
  LOCKED_MISSING_PRICE_GRID: 'Erreur: grille tarifaire absente',
  DRAFT: 'Brouillon',
  VALIDATED: 'Validée, en traitement',
  NUMBERED: 'Validée, en traitement',
  READY: 'Validée, prête à l\'envoi',
  EMITTED: 'Envoyée',
  PAID: 'Payée',
  UNPAID: 'Impayée',
};

export const BILL_STATUS_TONES: Readonly<Record<BillStatus, Tone>> = {
  PREPARING: 'info',
  LOCKED_MISSING_PRICE_GRID: 'danger',
  DRAFT: 'warning',
  VALIDATED: 'info',
  NUMBERED: 'info',
  READY: 'primary',
  EMITTED: 'primary',
  PAID: 'success',
  UNPAID: 'danger',
};

export const CANCELLED_BY_CREDIT_NOTE = 'Annulée par un avoir';

export interface BillTag {
  label: string;
  tone: Tone;
}

/** The tag a bill shows: none for a credit note, 'Annulée par un avoir' once it has credit notes, else its status. */
export function billTag(bill: { type: BillType; status: BillStatus; nbCreditNotes: number }): BillTag | null {
  if (bill.type === 'CREDIT_NOTE') return null;
  if (bill.nbCreditNotes > 0) return { label: CANCELLED_BY_CREDIT_NOTE, tone: 'warning' };
  return { label: BILL_STATUS_LABELS[bill.status], tone: BILL_STATUS_TONES[bill.status] };
}

/** Statuses of a bill before validation: it has no number and can still change. */
export const UNVALIDATED_STATUSES: readonly BillStatus[] = ['PREPARING', 'LOCKED_MISSING_PRICE_GRID', 'DRAFT'];
/** Statuses of a validated bill, which has a number and is only ever cancelled by a credit note. */
export const VALIDATED_STATUSES: readonly BillStatus[] = ['VALIDATED', 'NUMBERED', 'READY', 'EMITTED', 'PAID', 'UNPAID'];

/**
 * What a user does to a bill, the statuses it is allowed from and the label of the 400 the
 * sandbox answers otherwise (code BILL_STATUS_FORBIDS). Decision (the spec does not show the
 * table): validation numbers the bill and produces its document (VALIDATED → NUMBERED →
 * READY); sending makes it EMITTED; a dunning makes it UNPAID; payments make it PAID when
 * nothing remains, and back to EMITTED (or READY if never sent) when a payment is withdrawn.
 */
export const BILL_ACTIONS = {
  recompute: { from: ['PREPARING', 'LOCKED_MISSING_PRICE_GRID', 'DRAFT'], label: 'Seule une facture en brouillon peut être recalculée' },
  edit: { from: ['PREPARING', 'LOCKED_MISSING_PRICE_GRID', 'DRAFT'], label: 'Une facture validée ne peut plus être modifiée : créez un avoir' },
  delete: { from: ['LOCKED_MISSING_PRICE_GRID', 'DRAFT'], label: 'Seule une facture en brouillon peut être supprimée' },
  validate: { from: ['DRAFT'], label: 'Seule une facture en brouillon peut être validée' },
  creditNote: { from: ['NUMBERED', 'READY', 'EMITTED', 'PAID', 'UNPAID'], label: 'Un avoir ne peut être créé que sur une facture validée' },
  send: { from: ['READY', 'EMITTED', 'UNPAID', 'PAID'], label: 'Seule une facture prête à l\'envoi peut être envoyée' },
  dunning: { from: ['EMITTED', 'UNPAID'], label: 'Seule une facture envoyée et non réglée peut être relancée' },
  pay: { from: ['READY', 'EMITTED', 'UNPAID'], label: 'Un paiement ne peut être enregistré que sur une facture validée non réglée' },
  paymentMode: { from: ['PREPARING', 'LOCKED_MISSING_PRICE_GRID', 'DRAFT', 'VALIDATED', 'NUMBERED', 'READY', 'EMITTED', 'UNPAID'], label: 'Le mode de paiement d\'une facture réglée ne peut plus changer' },
} as const satisfies Record<string, { from: readonly BillStatus[]; label: string }>;

export type BillAction = keyof typeof BILL_ACTIONS;

export const BILL_STATUS_FORBIDS = 'BILL_STATUS_FORBIDS';
/** Credit notes are documents of their own: no action of a bill applies to them but sending, downloading and commenting. */
export const CREDIT_NOTE_FORBIDS = 'Cette opération ne s\'applique pas à un avoir';

export function allows(action: BillAction, status: BillStatus): boolean {
  return (BILL_ACTIONS[action].from as readonly BillStatus[]).includes(status);
}

/** The status after the remainder changed (payment added, withdrawn, credit note): PAID at zero with money received, else back to sent or ready. */
export function statusAfterSettlement(bill: { status: BillStatus; remaining: number; paidAmount: number; emitted: boolean }): BillStatus {
  if (!(VALIDATED_STATUSES as readonly BillStatus[]).includes(bill.status) || bill.status === 'VALIDATED' || bill.status === 'NUMBERED') return bill.status;
  if (bill.remaining === 0 && bill.paidAmount > 0) return 'PAID';
  if (bill.status === 'PAID') return bill.emitted ? 'EMITTED' : 'READY';
  return bill.status;
}

/** Payment progress (spec 002 §9): the share paid, green at a zero remainder, blue otherwise. */
export function paymentProgress(bill: { vatIncludedAmount: number; remaining: number }): { percent: number; tone: Tone } {
  const total = bill.vatIncludedAmount;
  const percent = total <= 0 ? 100 : Math.max(0, Math.min(100, Math.floor(((total - bill.remaining) * 100) / total)));
  return { percent, tone: bill.remaining === 0 ? 'success' : 'info' };
}
