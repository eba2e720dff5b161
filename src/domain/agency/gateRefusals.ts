/**
 * The French words of a closed gate (gates.ts): each option flag's name (the options page's) and the
 * refusal of a call it closes, each adviser right's refusal. Read by the sandbox when it refuses a
 * call; a module of its own so that the portal's entry, which only asks whether a gate is open,
 * does not carry them.
 */
import { ADVISER_RIGHT_LABELS } from '../agencyOptions';
import { gateClosure, type AdviserRight, type AgencyGatesView, type Gate, type OptionFlag } from './gates';
import type { Role } from '../roles';

/** Each flag's name (the options page's) and the refusal of a call it closes. */
export const OPTION_FLAG_LABELS: Readonly<Record<OptionFlag, { label: string; refusal: string }>> = {
  billingEnabled: { label: 'Facturation', refusal: "La facturation n'est pas activée pour cette agence." },
  globalBillingEnabled: { label: 'Facturation globale', refusal: "La facturation globale n'est pas activée pour cette agence." },
  fiscalAttestationsEnabled: { label: 'Attestations fiscales', refusal: "Les attestations fiscales ne sont pas activées pour cette agence." },
  draftBillsSharingEnabled: { label: 'Partage des factures brouillon', refusal: "Le partage des factures brouillon n'est pas activé pour cette agence." },
  avimEnabled: { label: 'Avance immédiate (URSSAF)', refusal: "L'avance immédiate n'est pas activée pour cette agence." },
  sharedFamiliesEnabled: { label: 'Familles en garde partagée', refusal: "La garde partagée n'est pas activée pour cette agence." },
  partCommunityEnabled: { label: 'Communauté des parents', refusal: "La communauté des parents n'est pas activée pour cette agence." },
  proCommunityEnabled: { label: 'Communauté des intervenants', refusal: "La communauté des intervenants n'est pas activée pour cette agence." },
  proCommunityWriterEnabled: { label: 'Les intervenants publient', refusal: "Les publications des intervenants ne sont pas activées pour cette agence." },
  libraryEnabled: { label: 'Bibliothèque', refusal: "La bibliothèque n'est pas activée pour cette agence." },
  timesheetsEnabled: { label: 'Relevés d’heures', refusal: "Les relevés d'heures ne sont pas activés pour cette agence." },
  householdEnabled: { label: 'Ménage et repassage', refusal: "Le ménage et le repassage ne sont pas activés pour cette agence." },
  homecareEnabled: { label: 'Aide à domicile', refusal: "L'aide à domicile n'est pas activée pour cette agence." },
  contractDocumentEnabled: { label: 'Documents de contrat', refusal: "Les documents de contrat ne sont pas activés pour cette agence." },
  signProceduresEnabled: { label: 'Signature électronique', refusal: "La signature électronique n'est pas activée pour cette agence." },
  mailCustomizationsEnabled: { label: 'E-mails personnalisés', refusal: "Les e-mails personnalisés ne sont pas activés pour cette agence." },
  eventsNotificationEnabled: { label: 'Notifications d’événements', refusal: "Les notifications d'événements ne sont pas activées pour cette agence." },
  payeEnabled: { label: 'Paie', refusal: "La paie n'est pas activée pour cette agence." },
  payeActiveForAgency: { label: 'Paie ouverte à l’agence', refusal: "La paie n'est pas ouverte à l'agence : seuls les administrateurs y ont accès." },
};

/** The refusal of a call an adviser's rights close (the right named as on the options page, lower case). */
export const adviserRightRefusal = (right: AdviserRight): string =>
  `Ce droit n'est pas accordé aux conseillers de l'agence : ${ADVISER_RIGHT_LABELS[right].toLowerCase()}.`;

export const FEATURE_DISABLED = 'FEATURE_DISABLED';
export const ADVISER_RIGHT_REQUIRED = 'ADVISER_RIGHT_REQUIRED';

export interface GateRefusal {
  code: typeof FEATURE_DISABLED | typeof ADVISER_RIGHT_REQUIRED;
  label: string;
}

/** Why the gate stays closed to this role in this agency, as the sandbox answers it; null when it opens. */
export function gateRefusal(gate: Gate | undefined, role: Role | null | undefined, agency: AgencyGatesView | null | undefined): GateRefusal | null {
  const closure = gateClosure(gate, role, agency);
  if (!closure) return null;
  return 'flag' in closure
    ? { code: FEATURE_DISABLED, label: OPTION_FLAG_LABELS[closure.flag].refusal }
    : { code: ADVISER_RIGHT_REQUIRED, label: adviserRightRefusal(closure.right) };
}
