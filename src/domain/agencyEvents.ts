/**
 * The agency's events (spec 001 §3 Notification: type, resourceData; §7 events/search,
 * countUnread, setState, delete): every notification type with its French label, its tabler
 * icon, the group the home's filter ticks, and the screen it opens. The spec names the types
 * only; the words, the groups and the links are the product's decisions, written here once.
 */
import { formatDate, formatMonth } from './format/date';
import { buildPath } from './routes';

/** Spec 001 §3; GLOBAL_{product}_MESSAGE for each product type (CHILDCARE, HOUSEHOLD, HOMECARE). */
export const AGENCY_EVENT_TYPES = [
  'NEW_MESSAGE',
  'NEW_CHILDCARE_REQUEST',
  'NEW_POST',
  'UPDATED_POST',
  'UPDATED_POST_COMMENT',
  'NOTEBOOK_PICTURE_ADDED',
  'EVENT_PICTURE_INFO_ADDED',
  'TIMESHEET_VALIDATION_CANCELED',
  'TIMESHEET_COMMENT_UPDATE_AFTER_VALIDATION',
  'NOTE_REMINDER_OUTDATED',
  'SIGN_PROCEDURE_SIGNED',
  'SIGN_PROCEDURE_REFUSED',
  'SIGN_PROCEDURE_EXPIRED',
  'SIGN_PROCEDURE_ERROR',
  'SIGN_PROCEDURE_CANCELLED',
  'SIGN_PROCEDURE_CLOSED',
  'PAYE_END_OF_CONTRACT_VALIDATED',
  'TIMESHEET_REVALIDATED_AFTER_BILL_VALIDATION',
  'GLOBAL_CHILDCARE_MESSAGE',
  'GLOBAL_HOUSEHOLD_MESSAGE',
  'GLOBAL_HOMECARE_MESSAGE',
  'NEW_SUPPORT_MESSAGE',
  'EXTERNAL_CONTACT_CREATION',
  'PROSPECTING_REMINDER_TRIGGER',
] as const;
export type AgencyEventType = (typeof AGENCY_EVENT_TYPES)[number];

export const AGENCY_EVENT_STATES = ['UNREAD', 'READ'] as const;
export type AgencyEventState = (typeof AGENCY_EVENT_STATES)[number];

/** A childcare request of a family (spec 001 §3: requestType). */
export const CHILDCARE_REQUEST_TYPES = ['CREATION', 'MODIFICATION', 'CANCELATION'] as const;
export type ChildcareRequestType = (typeof CHILDCARE_REQUEST_TYPES)[number];
/** Decided: where the agency stands on the request. */
export const CHILDCARE_REQUEST_STATES = ['PENDING', 'ACCEPTED', 'REFUSED'] as const;
export type ChildcareRequestState = (typeof CHILDCARE_REQUEST_STATES)[number];
/** Spec 001 §3: contactType PROSPECTS or candidates. */
export const EXTERNAL_CONTACT_TYPES = ['PROSPECTS', 'CANDIDATES'] as const;
export type ExternalContactType = (typeof EXTERNAL_CONTACT_TYPES)[number];

/** What an event is about (spec 001 §3 resourceData); each type fills the fields it needs. */
export interface AgencyEventResource {
  readonly familyId?: number | null | undefined;
  readonly familyName?: string | null | undefined;
  readonly proId?: number | null | undefined;
  readonly proName?: string | null | undefined;
  readonly customerId?: number | null | undefined;
  readonly customerName?: string | null | undefined;
  readonly estimateId?: number | null | undefined;
  readonly postId?: number | null | undefined;
  readonly postTitle?: string | null | undefined;
  readonly noteId?: number | null | undefined;
  /** 'YYYY-MM-DD': the day a request or a picture is about. */
  readonly day?: string | null | undefined;
  /** 'YYYY-MM': the month of a timesheet. */
  readonly month?: string | null | undefined;
  readonly requestType?: ChildcareRequestType | null | undefined;
  readonly requestState?: ChildcareRequestState | null | undefined;
  readonly contactType?: ExternalContactType | null | undefined;
  /** A network or support message's text, a document's name. */
  readonly text?: string | null | undefined;
  /** A document dropped on the agency's public drop page: the token of its share (/share/{shareToken}). */
  readonly shareToken?: string | null | undefined;
}

export interface AgencyEventLike {
  readonly type: AgencyEventType;
  readonly resourceData: AgencyEventResource;
}

/** The filter's groups: 24 types are too many to tick one by one. */
export const AGENCY_EVENT_GROUPS = ['MESSAGES', 'REQUESTS', 'COMMUNITY', 'TIMESHEETS', 'NOTES', 'SIGNATURES', 'PAYE', 'NETWORK', 'PROSPECTING'] as const;
export type AgencyEventGroup = (typeof AGENCY_EVENT_GROUPS)[number];

export const AGENCY_EVENT_GROUP_LABELS: Record<AgencyEventGroup, string> = {
  MESSAGES: 'Messages',
  REQUESTS: 'Demandes de garde',
  COMMUNITY: 'Communauté',
  TIMESHEETS: "Relevés d'heures",
  NOTES: 'Rappels de notes',
  SIGNATURES: 'Signatures électroniques',
  PAYE: 'Paie',
  NETWORK: 'Réseau et support',
  PROSPECTING: 'Prospection et contacts',
};

export interface AgencyEventTypeInfo {
  readonly label: string;
  /** Name of a tabler-icons-react component. */
  readonly icon: string;
  readonly group: AgencyEventGroup;
  /** 'danger' for what went wrong, 'warning' for what asks for an action, else 'info'. */
  readonly tone: 'info' | 'success' | 'warning' | 'danger';
}

const info = (label: string, icon: string, group: AgencyEventGroup, tone: AgencyEventTypeInfo['tone'] = 'info'): AgencyEventTypeInfo => ({ label, icon, group, tone });

export const AGENCY_EVENT_TYPE_INFO: Record<AgencyEventType, AgencyEventTypeInfo> = {
  NEW_MESSAGE: info('Nouveau message', 'Message', 'MESSAGES'),
  NEW_CHILDCARE_REQUEST: info('Demande de garde', 'CalendarPlus', 'REQUESTS', 'warning'),
  NEW_POST: info('Nouvelle publication', 'Speakerphone', 'COMMUNITY'),
  UPDATED_POST: info('Publication modifiée', 'Pencil', 'COMMUNITY'),
  UPDATED_POST_COMMENT: info('Nouveau commentaire sur une publication', 'MessageCircle', 'COMMUNITY'),
  NOTEBOOK_PICTURE_ADDED: info('Photo ajoutée au cahier de liaison', 'Photo', 'COMMUNITY'),
  EVENT_PICTURE_INFO_ADDED: info('Photo ajoutée à une garde', 'Camera', 'COMMUNITY'),
  TIMESHEET_VALIDATION_CANCELED: info("Validation du relevé d'heures annulée", 'ClockOff', 'TIMESHEETS', 'warning'),
  TIMESHEET_COMMENT_UPDATE_AFTER_VALIDATION: info("Commentaire modifié après la validation du relevé d'heures", 'MessageDots', 'TIMESHEETS'),
  TIMESHEET_REVALIDATED_AFTER_BILL_VALIDATION: info("Relevé d'heures revalidé après la validation de la facture", 'FileInvoice', 'TIMESHEETS', 'warning'),
  NOTE_REMINDER_OUTDATED: info('Rappel de note dépassé', 'Alarm', 'NOTES', 'warning'),
  SIGN_PROCEDURE_SIGNED: info('Document signé électroniquement', 'Signature', 'SIGNATURES', 'success'),
  SIGN_PROCEDURE_REFUSED: info('Signature électronique refusée', 'FileX', 'SIGNATURES', 'warning'),
  SIGN_PROCEDURE_EXPIRED: info('Procédure de signature expirée', 'FileX', 'SIGNATURES', 'warning'),
  SIGN_PROCEDURE_ERROR: info('Procédure de signature en erreur', 'FileX', 'SIGNATURES', 'danger'),
  SIGN_PROCEDURE_CANCELLED: info('Procédure de signature annulée', 'FileX', 'SIGNATURES', 'warning'),
  SIGN_PROCEDURE_CLOSED: info('Procédure de signature fermée', 'FileCheck', 'SIGNATURES'),
  PAYE_END_OF_CONTRACT_VALIDATED: info('Fin de contrat validée en paie', 'UserOff', 'PAYE'),
  GLOBAL_CHILDCARE_MESSAGE: info("Message du réseau – Garde d'enfants", 'Broadcast', 'NETWORK'),
  GLOBAL_HOUSEHOLD_MESSAGE: info('Message du réseau – Ménage', 'Broadcast', 'NETWORK'),
  GLOBAL_HOMECARE_MESSAGE: info('Message du réseau – Aide à domicile', 'Broadcast', 'NETWORK'),
  NEW_SUPPORT_MESSAGE: info('Nouveau message du support', 'Lifebuoy', 'NETWORK'),
  EXTERNAL_CONTACT_CREATION: info('Nouveau contact reçu', 'UserPlus', 'PROSPECTING'),
  PROSPECTING_REMINDER_TRIGGER: info('Relance de prospect à faire', 'Target', 'PROSPECTING', 'warning'),
};

export const CHILDCARE_REQUEST_LABELS: Record<ChildcareRequestType, string> = {
  CREATION: 'Nouvelle demande de garde',
  MODIFICATION: 'Demande de modification de garde',
  CANCELATION: "Demande d'annulation de garde",
};

export const CHILDCARE_REQUEST_STATE_LABELS: Record<ChildcareRequestState, string> = { PENDING: 'En attente', ACCEPTED: 'Acceptée', REFUSED: 'Refusée' };

export const EXTERNAL_CONTACT_LABELS: Record<ExternalContactType, string> = {
  PROSPECTS: 'Nouveau prospect reçu du site internet',
  CANDIDATES: 'Nouvelle candidature reçue',
};

/** The types of the groups ticked; none ticked: every type (the filter is off). */
export function typesOfGroups(groups: readonly AgencyEventGroup[]): AgencyEventType[] {
  return AGENCY_EVENT_TYPES.filter((type) => groups.includes(AGENCY_EVENT_TYPE_INFO[type].group));
}

/** The event's title: its type's label, or the request's or the contact's own words. */
export function agencyEventLabel({ type, resourceData }: AgencyEventLike): string {
  if (type === 'NEW_CHILDCARE_REQUEST' && resourceData.requestType) return CHILDCARE_REQUEST_LABELS[resourceData.requestType];
  if (type === 'EXTERNAL_CONTACT_CREATION' && resourceData.contactType) return EXTERNAL_CONTACT_LABELS[resourceData.contactType];
  return AGENCY_EVENT_TYPE_INFO[type].label;
}

/** Who and what the event is about, 'Famille Martin · Inès Haddad · 12/11/2026', and the text it carries. */
export function agencyEventDetail({ type, resourceData: r }: AgencyEventLike): string {
  const when = r.day ? formatDate(r.day) : r.month ? formatMonth(r.month) : null;
  const parts = [r.familyName, r.proName, r.customerName, r.postTitle, when, r.text];
  if (type === 'NEW_CHILDCARE_REQUEST' && r.requestState) parts.push(CHILDCARE_REQUEST_STATE_LABELS[r.requestState]);
  return parts.filter((part): part is string => Boolean(part)).join(' · ');
}

/**
 * The screen an event opens, or null when it has none (a network message is read where it
 * is; the support's answers are in the support drawer, opened from the header).
 */
export function agencyEventLink({ type, resourceData: r }: AgencyEventLike): string | null {
  const family = (tab: string) => (r.familyId ? buildPath(`/families/{familyId}/${tab}`, { familyId: r.familyId }) : null);
  switch (type) {
    case 'NEW_MESSAGE':
      return r.shareToken ? buildPath('/share/{shareToken}', { shareToken: r.shareToken }) : '/messages/inbox';
    case 'NEW_CHILDCARE_REQUEST':
      return family('planning');
    case 'NEW_POST':
    case 'UPDATED_POST':
    case 'UPDATED_POST_COMMENT':
    case 'EVENT_PICTURE_INFO_ADDED':
      return r.postId ? buildPath('/community/posts/{postId}', { postId: r.postId }) : '/community/posts';
    case 'NOTEBOOK_PICTURE_ADDED':
      return family('resume');
    case 'TIMESHEET_VALIDATION_CANCELED':
    case 'TIMESHEET_COMMENT_UPDATE_AFTER_VALIDATION':
    case 'TIMESHEET_REVALIDATED_AFTER_BILL_VALIDATION':
      return r.month && r.proId && r.familyId ? buildPath('/activity/timesheets/{month}/{proId}/{familyId}', { month: r.month, proId: r.proId, familyId: r.familyId }) : null;
    case 'NOTE_REMINDER_OUTDATED':
      if (r.familyId) return buildPath('/families/{familyId}/notes/{noteId?}', { familyId: r.familyId, noteId: r.noteId ?? undefined });
      return r.proId ? buildPath('/professionals/{proId}/notes/{noteId?}', { proId: r.proId, noteId: r.noteId ?? undefined }) : '/notebook';
    case 'SIGN_PROCEDURE_SIGNED':
    case 'SIGN_PROCEDURE_REFUSED':
    case 'SIGN_PROCEDURE_EXPIRED':
    case 'SIGN_PROCEDURE_ERROR':
    case 'SIGN_PROCEDURE_CANCELLED':
    case 'SIGN_PROCEDURE_CLOSED':
      if (!r.customerId) return null;
      return r.estimateId
        ? buildPath('/customers/{customerId}/estimates/{estimateId}', { customerId: r.customerId, estimateId: r.estimateId })
        : buildPath('/customers/{customerId}/contracts', { customerId: r.customerId });
    case 'PAYE_END_OF_CONTRACT_VALIDATED':
      return r.proId ? buildPath('/employees/{employeeId}/paye', { employeeId: r.proId }) : null;
    case 'EXTERNAL_CONTACT_CREATION':
      if (r.contactType === 'CANDIDATES') return r.proId ? buildPath('/candidates/{employeeId}/home', { employeeId: r.proId }) : '/candidates';
      return r.customerId ? buildPath('/prospects/{customerId}/home', { customerId: r.customerId }) : '/prospects';
    case 'PROSPECTING_REMINDER_TRIGGER':
      return r.customerId ? buildPath('/prospects/{customerId}/home', { customerId: r.customerId }) : '/prospecting/reminders';
    case 'GLOBAL_CHILDCARE_MESSAGE':
    case 'GLOBAL_HOUSEHOLD_MESSAGE':
    case 'GLOBAL_HOMECARE_MESSAGE':
    case 'NEW_SUPPORT_MESSAGE':
      return null;
  }
}

/** The home's page of events (unread first, then newest). */
export const AGENCY_EVENTS_PAGE_SIZE = 20;
