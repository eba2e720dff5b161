/**
 * French labels of the customers' and prospects' enumerations (spec 001 §3, §4): types,
 * sources, statuses, prospect stages and history events, for the filters, the tags and the
 * exports. The spec gives the codes; the words are the product's.
 */
import type { CUSTOMER_STATUSES, CUSTOMER_TYPES, ESTIMATE_STATUSES, PROSPECT_STAGES } from '../../api/contract/customers';
import type { CUSTOMER_HISTORY_EVENTS } from '../../api/contract/customerRecord';
import { CUSTOMER_SOURCE_LABELS } from '../labels';

export { CUSTOMER_SOURCE_LABELS };

export const CUSTOMER_TYPE_LABELS: Readonly<Record<(typeof CUSTOMER_TYPES)[number], string>> = {
  NATURAL: 'Particulier',
  LEGAL: 'Entreprise',
  BUSINESS_PROVIDER: 'Prestataire',
};

export const CUSTOMER_STATUS_LABELS: Readonly<Record<(typeof CUSTOMER_STATUSES)[number], string>> = {
  ACTIVE_CUSTOMER: 'Client',
  ARCHIVED_CUSTOMER: 'Client archivé',
  PROSPECT: 'Prospect',
  ARCHIVED_PROSPECT: 'Prospect archivé',
};

export const PROSPECT_STAGE_LABELS: Readonly<Record<(typeof PROSPECT_STAGES)[number], string>> = {
  STARTING: 'Premier contact',
  TO_FOLLOW_UP: 'À relancer',
  ESTIMATE_SENT: 'Devis envoyé',
  ESTIMATE_SENT_FOR_SIGNING: 'Devis envoyé pour signature',
  ESTIMATE_REFUSED: 'Devis refusé',
  ESTIMATE_SIGNED: 'Devis signé',
  LOSS: 'Perdu',
  TURNED_TO_CUSTOMER: 'Devenu client',
};

/** Spec 001 §3: the customer or prospect history events. */
export type CustomerHistoryEvent = (typeof CUSTOMER_HISTORY_EVENTS)[number];

export const CUSTOMER_HISTORY_EVENT_LABELS: Readonly<Record<CustomerHistoryEvent, string>> = {
  CREATION: 'Création',
  PROSPECT_ARCHIVED: 'Prospect archivé',
  PROSPECT_UNARCHIVED: 'Prospect désarchivé',
  CUSTOMER_ARCHIVED: 'Client archivé',
  CUSTOMER_UNARCHIVED: 'Client désarchivé',
  PROSPECT_TO_CUSTOMER: 'Prospect devenu client',
  CONTACT_BY_MAIL: 'Contact par e-mail',
  CONTACT_BY_CALL: 'Contact par téléphone',
  CONTACT_BY_APPOINTMENT: 'Rendez-vous',
  CONTACT_BY_MESSAGE: 'Contact par message',
  BILL_PAID: 'Facture payée',
  BILL_SENT: 'Facture envoyée',
  ESTIMATE_SENT_BY_MAIL: 'Devis envoyé par e-mail',
  ESTIMATE_MARKED_AS_SIGNED: 'Devis marqué comme signé',
  ESTIMATE_SIGN_PROCEDURE_SENT: 'Devis envoyé pour signature électronique',
  ESTIMATE_SIGN_PROCEDURE_REFUSED: 'Signature électronique du devis refusée',
  ESTIMATE_SIGN_PROCEDURE_SIGNED: 'Devis signé électroniquement',
  PLANNING_UPDATED: 'Planning modifié',
  PRICE_GRID_INITIALIZED: 'Grille tarifaire initialisée',
  PRICE_GRID_UPDATED: 'Grille tarifaire modifiée',
  NEXT_PRICE_GRID_UPDATED: 'Prochaine grille tarifaire modifiée',
  FISCAL_ATTESTATION_SENT: 'Attestation fiscale envoyée',
  RENAMED: 'Renommé',
  OTHER: 'Autre',
  DELETION: 'Suppression',
  PROSPECT_STAGE_CHANGED: 'Étape de prospection modifiée',
};

/** Spec 001 §4: estimate statuses, the spec's words where it gives them. */
export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number];

export const ESTIMATE_STATUS_LABELS: Readonly<Record<EstimateStatus, string>> = {
  DRAFT: 'Brouillon',
  VALIDATED: 'En cours de traitement',
  READY: 'Validé',
  SENT: 'Envoyé',
  SENT_SIGN: 'En attente de signature',
  SIGNED: 'Signé',
  CONTRACTED: 'Transformé en contrat',
  CANCELED: 'Annulé',
  REFUSED: 'Refusé',
};
