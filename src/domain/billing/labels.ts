/** French labels of billing enumerations (spec 002 §3); the spec lists the codes, the words are the product's. */

export const BILL_ITEM_TYPES = ['HOURS', 'KMS', 'NIGHT_INCREASE', 'SUNDAY_INCREASE', 'HOLIDAY_INCREASE'] as const;
export type BillItemType = (typeof BILL_ITEM_TYPES)[number];

export const BILL_ITEM_TYPE_LABELS: Readonly<Record<BillItemType, string>> = {
  HOURS: 'Heures',
  KMS: 'Kilomètres',
  NIGHT_INCREASE: 'Majoration de nuit',
  SUNDAY_INCREASE: 'Majoration du dimanche',
  HOLIDAY_INCREASE: 'Majoration jour férié',
};

export const PAYMENT_TYPES = ['CESU', 'CHECK', 'DEBIT', 'TRANSFER', 'CB', 'MONEY', 'PRE_PAYMENT', 'URSSAF', 'TEMPORAIRE'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const PAYMENT_TYPE_LABELS: Readonly<Record<PaymentType, string>> = {
  CESU: 'CESU',
  CHECK: 'Chèque',
  DEBIT: 'Prélèvement',
  TRANSFER: 'Virement',
  CB: 'Carte bancaire',
  MONEY: 'Espèces',
  PRE_PAYMENT: 'Prépaiement',
  URSSAF: 'Avance immédiate URSSAF',
  TEMPORAIRE: 'Temporaire',
};

/**
 * Spec 002 §5: "PRE_PAYMENT, CESU and MONEY are excluded by one check". Decision (docs/domain.md):
 * that check is the fiscal attestation's, which leaves out cash, prefunded CESU and
 * prepayments (already counted when they were paid into the wallet).
 */
export const NOT_IN_FISCAL_ATTESTATION: readonly PaymentType[] = ['PRE_PAYMENT', 'CESU', 'MONEY'];

export function countsInFiscalAttestation(type: PaymentType): boolean {
  return !NOT_IN_FISCAL_ATTESTATION.includes(type);
}

/** States of a fiscal attestation (decided in src/api/contract/fiscalAttestations.ts). */
export const FISCAL_ATTESTATION_STATUS_LABELS: Readonly<Record<'DRAFT' | 'VALIDATED' | 'SENT', string>> = {
  DRAFT: 'Brouillon',
  VALIDATED: 'Validée',
  SENT: 'Envoyée',
};
