/**
 * French labels of the enumerations shown on screen, in one place. Where the spec gives
 * the wording it is used word for word (version scopes, unavailability types); the others
 * are what a French back office says.
 */
import type { Role } from './roles';
import type { CUSTOMER_SOURCES } from '../api/contract/customers';
import type { ExportType } from '../api/contract/exports';
import type { UserGuideSummary } from '../api/contract/userGuides';
import type { Version, VersionItem } from '../api/contract/versions';
import type { UnavailabilityType } from './unavailability/types';
import type { UserStatus } from './userStatus';

export const ROLE_LABELS: Record<Role, string> = {
  ADMIN: 'Administrateur',
  PRO: 'Intervenant',
  DIRECTOR: 'Direction',
  ADVISER: 'Conseiller',
  FAMILY: 'Famille',
  FRANCHISOR: 'Franchiseur',
};

/** User statuses (spec 000 §3), and CANDIDATE, which employees also carry. */
export const USER_STATUS_LABELS: Record<UserStatus | 'CANDIDATE', string> = {
  ACTIVE: 'Actif',
  INACTIVE: 'Inactif',
  SUSPENDED: 'Suspendu',
  CREATED: 'Créé',
  PRE_REGISTERED: 'Pré-inscrit',
  CANDIDATE: 'Candidat',
};

/** Weekly unavailability types (spec 000 §3). */
export const UNAVAILABILITY_TYPE_LABELS: Record<UnavailabilityType, string> = {
  OTHER_BUSINESS: 'En poste',
  FORMATION: 'En formation',
  OTHER: 'Non disponible',
};

export const VERSION_ITEM_TYPE_LABELS: Record<VersionItem['type'], string> = {
  FEAT: 'Nouveauté',
  BUG: 'Correction',
};

/** The Portail / Application toggle of the versions history and the user guides (spec 000 §2.5). */
export const SCOPE_LABELS: Record<Version['scope'], string> = {
  PORTAL: 'Portail',
  APP: 'Application',
};

/** Who a user guide is meant for (spec 000 §3: directors, advisers, pros, parents). */
export const GUIDE_ROLE_LABELS: Record<UserGuideSummary['roleRestriction'][number], string> = {
  DIRECTOR: 'Directeurs',
  ADVISER: 'Conseillers',
  PRO: 'Intervenants',
  FAMILY: 'Parents',
};

/** Export types of the downloads centre (spec 000 §3). */
export const EXPORT_TYPE_LABELS: Record<ExportType, string> = {
  BILLING_DEBIT_ORDER: 'Ordre de prélèvement',
  BILLING_DEBIT_ORDER_SLIP_FILE: 'Bordereau de prélèvement',
  BILLING_CAF_DECLARATION: 'Déclaration CAF',
  ACCOUNTING_EXPORT_OF_SALES_JOURNAL: 'Export comptable du journal des ventes',
};

/** Where a customer came from (spec 001 §3, completed where its list is "not shown"). */
export const CUSTOMER_SOURCE_LABELS: Record<(typeof CUSTOMER_SOURCES)[number], string> = {
  WEBSITE: 'Site internet',
  TUTORING: 'Soutien scolaire',
  PRESS: 'Presse',
  RADIO: 'Radio',
  SHOP: 'Agence',
  HUMAN: 'Contact direct',
  GOOGLE_ADS: 'Google Ads',
  OTHER: 'Autre',
  GOOGLE_SEARCH: 'Recherche Google',
  RECOMMENDATION: 'Recommandation',
  INSTAGRAM: 'Instagram',
  FACEBOOK: 'Facebook',
  PARTNER: 'Partenaire',
  FLYER: 'Prospectus',
  FRANCE_TRAVAIL: 'France Travail',
  SOCIAL_CENTER: 'Centre social',
  DEPARTMENT: 'Département',
  INTEGRATION_PARTNER: "Partenaire d'insertion",
  ASSOCIATION: 'Association',
};

/** '1 non lu', '3 non lus': the menu's badges and the home's unread events. */
export const unreadCountLabel = (count: number): string => `${count} non lu${count > 1 ? 's' : ''}`;
