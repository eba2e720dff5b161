/**
 * The options of an agency that the admin sets on /agencies/{agencyId} (spec 001 §7
 * `PUT /private/admin/agencies/{id}/options`), grouped by theme with French labels and help
 * texts, and what the portal does with them (the menu hides the library, the community and the
 * timesheets of an agency without them). Decided where the spec only names a flag: the events
 * notification is three flat options, the advisers' rights a list of rights, the logo a format.
 */
import type { FormRules } from './form/rules';
import { isEmail } from './validation';
import { ADVISER_RIGHTS, type AdviserRight } from './agency/adviserRights';

export { ADVISER_RIGHTS, type AdviserRight };
export const ADVISER_RIGHT_LABELS: Readonly<Record<AdviserRight, string>> = {
  BILLING: 'Facturation',
  EXPORTS: 'Exports comptables et bancaires',
  AGENCY_SETTINGS: 'Paramètres de l’agence',
};

export const LOGO_FORMATS = ['SQUARE', 'WIDE'] as const;
export const LOGO_FORMAT_LABELS: Readonly<Record<(typeof LOGO_FORMATS)[number], string>> = { SQUARE: 'Carré', WIDE: 'Bandeau (large)' };

/** Most minutes an events notification waits before it is sent (a day). */
export const MAX_NOTIFICATION_DELAY = 1440;

export type OptionKind = 'boolean' | 'month' | 'text' | 'color' | 'zone' | 'logo' | 'minutes' | 'mails' | 'rights';

export interface OptionField<Name extends string = string> {
  name: Name;
  kind: OptionKind;
  label: string;
  help?: string;
}

export interface OptionGroup<Name extends string = string> {
  id: string;
  title: string;
  help: string;
  fields: readonly OptionField<Name>[];
}

/** Every option by theme, in the order of the page. */
export const OPTION_GROUPS = [
  {
    id: 'community', title: 'Communauté', help: 'L’espace d’échanges de l’application : actualités, événements et astuces.',
    fields: [
      { name: 'partCommunityEnabled', kind: 'boolean', label: 'Communauté des parents', help: 'Les familles lisent et commentent les publications de l’agence.' },
      { name: 'proCommunityEnabled', kind: 'boolean', label: 'Communauté des intervenants', help: 'Les intervenants lisent et commentent les publications de l’agence.' },
      { name: 'proCommunityWriterEnabled', kind: 'boolean', label: 'Les intervenants publient', help: 'Les intervenants peuvent aussi écrire des publications.' },
    ],
  },
  {
    id: 'activity', title: 'Activité', help: 'Ce que l’agence propose et suit au quotidien.',
    fields: [
      { name: 'timesheetsEnabled', kind: 'boolean', label: 'Relevés d’heures', help: 'Les intervenants déclarent leurs heures, l’agence les valide chaque mois.' },
      { name: 'libraryEnabled', kind: 'boolean', label: 'Bibliothèque', help: 'Des documents partagés avec les intervenants et les familles.' },
      { name: 'householdEnabled', kind: 'boolean', label: 'Ménage et repassage', help: 'Les prestations de ménage sont proposées aux familles.' },
      { name: 'homecareEnabled', kind: 'boolean', label: 'Aide à domicile', help: 'Les prestations d’aide aux personnes âgées ou dépendantes.' },
      { name: 'schoolVacationZone', kind: 'zone', label: 'Zone de vacances scolaires', help: 'Les répétitions « hors vacances scolaires » des plannings et des devis suivent cette zone ; Genève facture en francs suisses.' },
    ],
  },
  {
    id: 'billing', title: 'Facturation', help: 'Les factures mensuelles des familles et leurs règlements.',
    fields: [
      { name: 'billingEnabled', kind: 'boolean', label: 'Facturation', help: 'L’agence facture ses prestations depuis le portail.' },
      { name: 'globalBillingEnabled', kind: 'boolean', label: 'Facturation globale', help: 'Une seule facture par client regroupant toutes ses familles.' },
      { name: 'avimEnabled', kind: 'boolean', label: 'Avance immédiate (URSSAF)', help: 'La famille ne paie que sa part après crédit d’impôt ; l’URSSAF verse le reste.' },
      { name: 'sharedFamiliesEnabled', kind: 'boolean', label: 'Familles en garde partagée', help: 'Une prestation répartie entre deux familles, chacune facturée de sa part.' },
      { name: 'draftBillsSharingEnabled', kind: 'boolean', label: 'Partage des factures brouillon', help: 'Les familles voient leurs factures avant validation.' },
      { name: 'billsSharingFirstMonth', kind: 'month', label: 'Premier mois de factures partagées', help: 'Les factures des mois précédents ne sont pas montrées aux familles.' },
      { name: 'christmasIncreaseEnabled', kind: 'boolean', label: 'Majoration du 25 décembre', help: 'Les heures du jour de Noël sont majorées selon la grille tarifaire.' },
      { name: 'mayDayIncreaseEnabled', kind: 'boolean', label: 'Majoration du 1er mai', help: 'Les heures du 1er mai sont majorées selon la grille tarifaire.' },
      { name: 'fiscalAttestationsEnabled', kind: 'boolean', label: 'Attestations fiscales', help: 'L’attestation annuelle des sommes payées, pour le crédit d’impôt de 50 %.' },
    ],
  },
  {
    id: 'documents', title: 'Documents et signatures', help: 'Les contrats et la signature électronique des devis, contrats et mandats.',
    fields: [
      { name: 'contractDocumentEnabled', kind: 'boolean', label: 'Documents de contrat', help: 'Le contrat de prestation est produit depuis le modèle de l’agence.' },
      { name: 'signProceduresEnabled', kind: 'boolean', label: 'Signature électronique', help: 'Les documents sont envoyés pour signature ; chaque signature est décomptée du solde.' },
      { name: 'signProceduresMail', kind: 'text', label: 'E-mail des signatures', help: 'L’adresse qui reçoit les avis de signature (vide : celle de l’agence).' },
      { name: 'signProceduresPrimaryColor', kind: 'color', label: 'Couleur principale', help: 'Les boutons et titres de la page de signature.' },
      { name: 'signProceduresSecondaryColor', kind: 'color', label: 'Couleur secondaire', help: 'Les liens et fonds de la page de signature.' },
      { name: 'logoFormat', kind: 'logo', label: 'Format du logo', help: 'La forme du logo en tête des documents et de la page de signature.' },
      { name: 'signedDocsAgencyExcluded', kind: 'boolean', label: 'Agence exclue des documents signés', help: 'L’agence ne reçoit pas de copie des documents signés.' },
    ],
  },
  {
    id: 'notifications', title: 'Notifications et e-mails', help: 'Les e-mails envoyés aux familles, aux intervenants et à l’agence.',
    fields: [
      { name: 'eventsNotificationEnabled', kind: 'boolean', label: 'Notifications d’événements', help: 'L’agence reçoit par e-mail les événements de l’accueil (demandes, messages, signatures).' },
      { name: 'eventsNotificationDelay', kind: 'minutes', label: 'Délai d’envoi (minutes)', help: `Les événements sont regroupés pendant ce délai, ${MAX_NOTIFICATION_DELAY} minutes au plus.` },
      { name: 'eventsNotificationCustomMails', kind: 'mails', label: 'Autres destinataires', help: 'Une adresse par ligne, en plus de celle de l’agence.' },
      { name: 'subscriptionMailSubject', kind: 'text', label: 'Objet de l’e-mail d’inscription', help: 'Vide : « Bienvenue dans votre espace ».' },
      { name: 'forgottenPasswordMailSubject', kind: 'text', label: 'Objet de l’e-mail de mot de passe oublié', help: 'Vide : « Réinitialisation de votre mot de passe ».' },
      { name: 'mailCustomizationsEnabled', kind: 'boolean', label: 'E-mails personnalisés', help: 'L’agence modifie le texte de ses e-mails.' },
    ],
  },
  {
    id: 'rights', title: 'Droits et paie', help: 'Ce que les conseillers peuvent faire, et la paie des intervenants.',
    fields: [
      { name: 'advisersRights', kind: 'rights', label: 'Droits des conseillers', help: 'Les directeurs ont tous les droits ; les conseillers, ceux cochés.' },
      { name: 'payeEnabled', kind: 'boolean', label: 'Paie', help: 'Les données de paie et les bulletins des intervenants.' },
      { name: 'payeActiveForAgency', kind: 'boolean', label: 'Paie ouverte à l’agence', help: 'Sinon, seuls les administrateurs voient la paie.' },
      { name: 'payeCompatibilityModeEnabled', kind: 'boolean', label: 'Mode de compatibilité de la paie', help: 'L’export de paie au format de l’ancien logiciel.' },
    ],
  },
] as const satisfies readonly OptionGroup[];

export type OptionName = (typeof OPTION_GROUPS)[number]['fields'][number]['name'];

/** Every option, groups put end to end. */
export const OPTION_FIELDS: readonly OptionField<OptionName>[] = OPTION_GROUPS.flatMap((group): readonly OptionField<OptionName>[] => group.fields);

const COLOR = /^#[0-9a-fA-F]{6}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const OPTION_MESSAGES = {
  color: 'Couleur attendue au format #RRVVBB',
  month: 'Mois attendu au format AAAA-MM',
  delay: `Un nombre entier de minutes, de 0 à ${MAX_NOTIFICATION_DELAY}`,
  mails: 'Une adresse e-mail par ligne',
} as const;

/** The checks of the options' texts (shared by the page and the sandbox). */
export const OPTION_RULES: FormRules<OptionName> = {
  billsSharingFirstMonth: { check: (v) => (MONTH.test(v) ? null : OPTION_MESSAGES.month) },
  signProceduresMail: { email: true, max: 200 },
  signProceduresPrimaryColor: { required: true, check: (v) => (COLOR.test(v) ? null : OPTION_MESSAGES.color) },
  signProceduresSecondaryColor: { required: true, check: (v) => (COLOR.test(v) ? null : OPTION_MESSAGES.color) },
  eventsNotificationDelay: { required: true, check: (v) => (/^\d+$/.test(v) && Number(v) <= MAX_NOTIFICATION_DELAY ? null : OPTION_MESSAGES.delay) },
  eventsNotificationCustomMails: { check: (v) => (mailLines(v).every(isEmail) ? null : OPTION_MESSAGES.mails) },
  subscriptionMailSubject: { max: 200 },
  forgottenPasswordMailSubject: { max: 200 },
};

/** The non-empty lines of a list typed one per line. */
export const mailLines = (text: string): string[] => text.split('\n').map((line) => line.trim()).filter(Boolean);

/** The options as the page's form holds them: 'true'/'false', numbers as text, lists one per line, null as ''. */
export type OptionValues = Record<OptionName, string>;

type Options = import('../api/contract/agencyAdmin').AgencyOptions;

export function optionsToValues(options: Options): OptionValues {
  const values = {} as OptionValues;
  for (const name of Object.keys(options) as OptionName[]) {
    const value = options[name];
    values[name] = Array.isArray(value) ? value.join('\n') : value === null ? '' : String(value);
  }
  return values;
}

const FIELD_KINDS = new Map<string, OptionKind>(OPTION_FIELDS.map((field) => [field.name, field.kind]));

export function valuesToOptions(values: Readonly<OptionValues>): Options {
  const options: Record<string, unknown> = {};
  for (const name of Object.keys(values) as OptionName[]) {
    const text = values[name].trim();
    const kind = FIELD_KINDS.get(name);
    if (kind === 'boolean') options[name] = text === 'true';
    else if (kind === 'minutes') options[name] = Number(text);
    else if (kind === 'mails') options[name] = mailLines(text);
    else if (kind === 'rights') options[name] = text ? text.split('\n') : [];
    else if (kind === 'month' || kind === 'text') options[name] = text || null;
    else options[name] = text;
  }
  return options as Options;
}
