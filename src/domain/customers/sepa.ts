/**
 * SEPA direct-debit mandates (spec 001 §4, §7; docs/domain.md): their statuses (the spec's sign
 * document statuses), labels and tags, and the unique mandate reference (RUM).
 */
import type { Tone } from '../tone';

/**
 * Decided: the spec's sign-document statuses, no REVOKED. CREATED until mailed (SENT); SIGNED
 * once a signature date is recorded (the form's « Date de signature »), whatever came before;
 * clearing it goes back to SENT or CREATED. A mandate no longer in force is deleted.
 */
export const SEPA_MANDATE_STATUSES = ['CREATED', 'SENT', 'SIGNED'] as const;
export type SepaMandateStatus = (typeof SEPA_MANDATE_STATUSES)[number];

export const SEPA_MANDATE_STATUS_TAGS: Readonly<Record<SepaMandateStatus, { label: string; tone: Tone }>> = {
  CREATED: { label: 'Créé', tone: 'info' },
  SENT: { label: 'Envoyé', tone: 'primary' },
  SIGNED: { label: 'Signé', tone: 'success' },
};

/** The status a mandate has from what is recorded. */
export function sepaMandateStatus(mandate: { signatureDate: string | null; sentAt: string | null }): SepaMandateStatus {
  if (mandate.signatureDate) return 'SIGNED';
  return mandate.sentAt ? 'SENT' : 'CREATED';
}

/** RUM: 'RUM-01-000123' ('RUM', the agency id on 2 digits, one sequence per agency on 6), unique with the agency's creditor identifier. */
export function mandateReference(agencyId: number, sequence: number): string {
  return `RUM-${String(agencyId).padStart(2, '0')}-${String(sequence).padStart(6, '0')}`;
}

/** Decided: two templates; the bilingual one adds the English text of the mention (families banking abroad). */
export const SEPA_MANDATE_TEMPLATES: Readonly<Record<number, string>> = { 1: 'Standard', 2: 'Bilingue français-anglais' };

export const sepaMandateFileName = (rum: string) => `mandat-sepa-${rum.toLowerCase()}.pdf`;

export const SEPA_TEXTS = {
  sent: 'Mandat envoyé par e-mail',
  confirmDelete: 'Confirmez-vous la suppression de ce mandat de prélèvement ?',
  empty: 'Aucun mandat de prélèvement',
} as const;
