/**
 * SEPA direct-debit mandates (spec 001 §4, §7; docs/domain.md): their statuses (the spec's sign
 * document statuses), labels and tags, and the unique mandate reference (RUM).
 */
import type { Tone } from '../tone';

import { normalizeBic, normalizeIban } from '../iban';
import { ruleError, type RuleError } from '../rule';

/**
 * Decided: the spec's sign-document statuses and REVOKED. CREATED until mailed (SENT); SIGNED
 * once a signature date is recorded (the form's « Date de signature »), whatever came before;
 * clearing it goes back to SENT or CREATED. REVOKED once replaced by a change of account (its
 * revocation date kept): a bank keeps the history of the mandates it debited with.
 */
export const SEPA_MANDATE_STATUSES = ['CREATED', 'SENT', 'SIGNED', 'REVOKED'] as const;
export type SepaMandateStatus = (typeof SEPA_MANDATE_STATUSES)[number];

export const SEPA_MANDATE_STATUS_TAGS: Readonly<Record<SepaMandateStatus, { label: string; tone: Tone }>> = {
  CREATED: { label: 'Créé', tone: 'info' },
  SENT: { label: 'Envoyé', tone: 'primary' },
  SIGNED: { label: 'Signé', tone: 'success' },
  REVOKED: { label: 'Révoqué', tone: 'warning' },
};

/** The status a mandate has from what is recorded. */
export function sepaMandateStatus(mandate: { signatureDate: string | null; sentAt: string | null; revokedAt: string | null }): SepaMandateStatus {
  if (mandate.revokedAt) return 'REVOKED';
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

/** Each refusal of a mandate's rules: its code for the API, its French label for the screen. */
export const SEPA_RULES = {
  SEPA_MANDATE_LOCKED:
    'Un mandat signé garde son titulaire, son IBAN et son BIC : pour un autre compte, faites un changement de compte (un nouveau mandat à signer)',
  SEPA_MANDATE_REVOKED: 'Un mandat révoqué ne peut plus être modifié',
  SEPA_CHANGE_NOT_SIGNED: 'Seul un mandat signé change de compte : celui-ci se modifie directement',
  SEPA_CHANGE_SAME_ACCOUNT: 'Le nouveau compte est celui du mandat : changez le titulaire, l’IBAN ou le BIC',
} as const;
export type SepaRule = keyof typeof SEPA_RULES;
const refusal = (code: SepaRule) => ruleError(SEPA_RULES, code);

interface Account { debtorName: string; iban: string; bic: string }

/** Same holder, IBAN and BIC, as typed (spaces, case). */
export function sameAccount(a: Account, b: Account): boolean {
  return a.debtorName.trim() === b.debtorName.trim() && normalizeIban(a.iban) === normalizeIban(b.iban) && normalizeBic(a.bic) === normalizeBic(b.bic);
}

/** Why an edit of the mandate is refused: a revoked one is closed; a signed one keeps the account it was signed for. */
export function mandateEditError(mandate: Account & { status: SepaMandateStatus }, form: Account): RuleError<SepaRule> | null {
  if (mandate.status === 'REVOKED') return refusal('SEPA_MANDATE_REVOKED');
  return mandate.status === 'SIGNED' && !sameAccount(mandate, form) ? refusal('SEPA_MANDATE_LOCKED') : null;
}

/** Why a change of account is refused: only a signed mandate is replaced, by another account. */
export function accountChangeError(mandate: Account & { status: SepaMandateStatus }, form: Account): RuleError<SepaRule> | null {
  if (mandate.status === 'REVOKED') return refusal('SEPA_MANDATE_REVOKED');
  if (mandate.status !== 'SIGNED') return refusal('SEPA_CHANGE_NOT_SIGNED');
  return sameAccount(mandate, form) ? refusal('SEPA_CHANGE_SAME_ACCOUNT') : null;
}

export const SEPA_TEXTS = {
  sent: 'Mandat envoyé par e-mail',
  confirmDelete: 'Confirmez-vous la suppression de ce mandat de prélèvement ?',
  empty: 'Aucun mandat de prélèvement',
  accountChanged: 'Nouveau mandat créé, à faire signer ; l’ancien est révoqué',
} as const;
