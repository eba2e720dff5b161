/**
 * French labels of the employees' and candidates' record (spec 001 §3, §4): the record's status
 * tag, the history events and the transport options. The spec gives the codes; the words are the product's.
 */
import type { EMPLOYEE_HISTORY_EVENTS } from '../../api/contract/employeeRecord';
import type { EmployeeListStatus } from '../../api/contract/employees';
import { USER_STATUS_LABELS } from '../labels';
import type { Tone } from '../tone';
import { userStatusTone } from '../userStatus';

/** The lists' status filter and column: an archived employee or candidate shows 'Archivé'. */
export const EMPLOYEE_LIST_STATUS_LABELS: Readonly<Record<EmployeeListStatus, string>> = { ...USER_STATUS_LABELS, ARCHIVED: 'Archivé', CANDIDATE_ARCHIVED: 'Archivé' };

export type EmployeeHistoryEvent = (typeof EMPLOYEE_HISTORY_EVENTS)[number];

export const EMPLOYEE_HISTORY_EVENT_LABELS: Readonly<Record<EmployeeHistoryEvent, string>> = {
  CREATION: 'Création',
  CANDIDATE_ARCHIVED: 'Candidat archivé',
  CANDIDATE_UNARCHIVED: 'Candidat désarchivé',
  EMPLOYEE_ARCHIVED: 'Salarié archivé',
  EMPLOYEE_UNARCHIVED: 'Salarié désarchivé',
  CANDIDATE_TO_EMPLOYEE: 'Candidat devenu salarié',
  PROSPECT_TO_CUSTOMER: 'Prospect devenu client',
  CONTACT_BY_MAIL: 'Contact par e-mail',
  CONTACT_BY_CALL: 'Contact par téléphone',
  CONTACT_BY_APPOINTMENT: 'Rendez-vous',
  CONTACT_BY_MESSAGE: 'Contact par message',
  PAY_SLIP_READY: 'Bulletin de paie disponible',
  PLANNING_UPDATED: 'Planning modifié',
  LOGIN_UPDATED: 'Identifiant modifié',
  OTHER: 'Autre',
  DELETION: 'Suppression',
  EMPLOYEE_CREATED_ON_PAYE: 'Salarié créé dans la paie',
  EMPLOYEE_MAPPED_ON_PAYE: 'Salarié rapproché dans la paie',
  EMPLOYEE_CONTRACT_CREATED_ON_PAYE: 'Contrat créé dans la paie',
};

/**
 * Decision: an archived record keeps its status (the list's filters still read it) and shows
 * 'Candidat archivé' or 'Salarié archivé' in grey-blue; otherwise the user status's own label and colour.
 */
export function employeeStatusTag(record: { status: keyof typeof USER_STATUS_LABELS; archived: boolean }): { label: string; tone: Tone } {
  if (record.archived) return { label: record.status === 'CANDIDATE' ? 'Candidat archivé' : 'Salarié archivé', tone: 'info' };
  return { label: USER_STATUS_LABELS[record.status], tone: record.status === 'CANDIDATE' ? 'primary' : userStatusTone(record.status) };
}

export const TRANSPORT_OPTION_LABELS = {
  drivingLicence: 'Permis de conduire',
  car: 'Véhiculé·e',
  publicTransport: 'Transports en commun',
} as const;

export const CIVILITY_LABELS = { MME: 'Mme', M: 'M.' } as const;
