/**
 * Texts of the billing screens the spec does not word (its catalogue gives the standard save
 * and delete successes, 'Enregistrement effectué !' and the product's 'Suppression
 * effectuée !', and the server's error labels): decided here, used by every screen.
 */
export const BILLING_TEXTS = {
  confirmValidate: 'Confirmez-vous la validation de cette facture ? Elle recevra un numéro définitif et ne pourra plus être modifiée.',
  confirmDelete: 'Confirmez-vous la suppression de cette facture en brouillon ?',
  confirmFullCreditNote: 'Confirmez-vous la création d\'un avoir total sur cette facture ?',
  computeFirst: 'Indiquez les montants à créditer, puis calculez l’avoir pour le vérifier avant de le créer.',
  confirmDeletePayment: 'Confirmez-vous la suppression de ce paiement ?',
  confirmSend: (count: number) => (count > 1 ? `Confirmez-vous l'envoi de ces ${count} factures par e-mail ?` : 'Confirmez-vous l\'envoi de cette facture par e-mail ?'),
  confirmMarkAsPaid: (count: number) => (count > 1 ? `Confirmez-vous le règlement de ces ${count} factures ?` : 'Confirmez-vous le règlement de cette facture ?'),
  debitOrderFiled: 'Le fichier de prélèvement est disponible dans le centre de téléchargements.',
  noCreditNoteLine: 'Indiquez le montant à créditer sur au moins une ligne',
  creditTooHigh: 'Le montant dépasse ce qui reste sur la ligne',
  invalidAmount: 'Montant invalide',
} as const;

/** What a bulk action can take among the selected bills; the others are left out with a count. */
export function bulkSummary(selected: number, eligible: number): string {
  const left = selected - eligible;
  return left > 0 ? `${eligible} facture(s) concernée(s), ${left} ignorée(s)` : `${eligible} facture(s) concernée(s)`;
}

/** Fiscal attestation states (decided: the spec does not show them), with their tag colours. */
export const FISCAL_ATTESTATION_STATUS_TAGS = {
  DRAFT: { label: 'Brouillon', tone: 'warning' },
  VALIDATED: { label: 'Validée', tone: 'primary' },
  SENT: { label: 'Envoyée', tone: 'success' },
} as const;

export const FISCAL_TEXTS = {
  recomputed: (count: number) => `${count} attestation(s) recalculée(s)`,
  validated: (count: number) => `${count} attestation(s) validée(s)`,
  confirmDelete: 'Confirmez-vous la suppression de cette attestation fiscale ?',
  confirmValidate: (year: number) => `Confirmez-vous la validation des attestations fiscales ${year} en brouillon ?`,
  templates: { 1: 'standard', 2: 'détaillé' } as Readonly<Record<number, string>>,
  templateCount: (count: number) => `${count} modèle(s) de document disponible(s)`,
  customDocument: 'Document personnalisé',
} as const;

/** The billing home's notices (decided). */
export const MONTHLY_TEXTS = {
  exportFiled: 'L’export est disponible dans le centre de téléchargements.',
  nothingNew: 'Aucune nouvelle facture validée depuis le dernier export.',
  debitTitle: 'Prélèvements à effectuer',
  debitIntro: 'Clients payant par prélèvement avec un reste à payer sur les factures du mois.',
  missingDebitData: 'Donnée manquante',
  cafOptions: { total: 'Ajouter une ligne de total', includeFamilyName: 'Inclure le nom des familles', excludeUnderSixteenHours: 'Exclure les familles sous 16 heures' },
  createDrafts: 'Créer les brouillons manquants',
  draftsCreated: (count: number) => (count === 0 ? 'Aucun brouillon à créer' : count === 1 ? '1 brouillon créé' : `${count} brouillons créés`),
  draftsFailed: 'Brouillons non créés',
} as const;

/** A family without customer has no one to bill (a manual bill, the month's missing drafts). */
export const NO_CUSTOMER = { code: 'NO_CUSTOMER', label: 'Cette famille n\'a pas de client à facturer' } as const;

/** The prices screen's words (decided). */
export const PRICE_TEXTS = {
  agencyGrid: 'Grille de l’agence',
  notPriced: 'Non tarifé',
  archived: 'Archivé',
  active: 'Actif',
  openEnded: 'sans fin',
} as const;

/** The family wallet widgets' words (decided). */
export const WALLET_TEXTS = {
  title: 'Portefeuille',
  balance: 'Solde',
  hours: 'Heures prépayées',
  initial: 'Valeur initiale',
  kinds: { PRE_PAYMENT: 'Prépaiement', BILL_PAYMENT: 'Règlement de facture', DURATIONS: 'Heures' },
  confirmDelete: 'Confirmez-vous la suppression de ce prépaiement ?',
  labelRequired: 'Champ obligatoire',
} as const;

/** The bills a debit order can take: those of the customers whose mandate reference and IBAN are known. */
export function debitableBillIds(rows: readonly { mandateReference: string | null; maskedIban: string | null; billIds: readonly number[] }[]): number[] {
  return rows.filter((row) => row.mandateReference && row.maskedIban).flatMap((row) => row.billIds);
}
