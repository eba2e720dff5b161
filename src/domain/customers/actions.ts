/**
 * What a customer's or prospect's record allows by its status (spec 001 §4): a prospect can
 * be converted to a customer or marked lost, moved on the prospecting board, and either can
 * be archived and unarchived. An archived prospect is a lost one (stage LOSS); unarchived, it
 * goes back to TO_FOLLOW_UP. Pure rules shared by the portal (which buttons show) and the
 * sandbox (which moves it refuses, with these labels).
 */
import type { CustomerStatus, ProspectStage } from '../../api/contract/customers';
import type { CustomerHistoryEvent } from './labels';

export const CUSTOMER_ACTIONS = ['TO_CUSTOMER', 'MARK_AS_LOST', 'ARCHIVE', 'UNARCHIVE', 'CHANGE_STAGE'] as const;
export type CustomerAction = (typeof CUSTOMER_ACTIONS)[number];

const ALLOWED: Readonly<Record<CustomerStatus, readonly CustomerAction[]>> = {
  PROSPECT: ['TO_CUSTOMER', 'MARK_AS_LOST', 'ARCHIVE', 'CHANGE_STAGE'],
  ARCHIVED_PROSPECT: ['UNARCHIVE'],
  ACTIVE_CUSTOMER: ['ARCHIVE'],
  ARCHIVED_CUSTOMER: ['UNARCHIVE'],
};

/** The actions a record of this status allows, in the order the record's menu shows them. */
export function allowedActions(status: CustomerStatus): readonly CustomerAction[] {
  return ALLOWED[status];
}

const isProspect = (status: CustomerStatus) => status === 'PROSPECT' || status === 'ARCHIVED_PROSPECT';
const isArchived = (status: CustomerStatus) => status === 'ARCHIVED_PROSPECT' || status === 'ARCHIVED_CUSTOMER';

/** Why the action is refused for this status (French, shown as is), or null when it is allowed. */
export function refusedActionLabel(status: CustomerStatus, action: CustomerAction): string | null {
  if (ALLOWED[status].includes(action)) return null;
  switch (action) {
    case 'TO_CUSTOMER':
      return isProspect(status) ? "Ce prospect est archivé : désarchivez-le avant d'en faire un client" : 'Seul un prospect peut devenir client';
    case 'MARK_AS_LOST':
      return isProspect(status) ? 'Ce prospect est déjà perdu' : 'Seul un prospect peut être marqué comme perdu';
    case 'CHANGE_STAGE':
      return isProspect(status) ? "Ce prospect est archivé : désarchivez-le avant de changer son étape" : "Seul un prospect a une étape de prospection";
    case 'ARCHIVE':
      return 'Cette fiche est déjà archivée';
    case 'UNARCHIVE':
      return "Cette fiche n'est pas archivée";
  }
}

/** The stages the prospecting board moves a prospect to; LOSS and TURNED_TO_CUSTOMER have their own actions. */
export const BOARD_STAGES = ['STARTING', 'TO_FOLLOW_UP', 'ESTIMATE_SENT', 'ESTIMATE_SENT_FOR_SIGNING', 'ESTIMATE_REFUSED', 'ESTIMATE_SIGNED'] as const satisfies readonly ProspectStage[];

export function isBoardStage(stage: ProspectStage): boolean {
  return (BOARD_STAGES as readonly ProspectStage[]).includes(stage);
}

export const STAGE_NOT_ON_BOARD = 'Pour cette étape, utilisez « Marquer comme perdu » ou « Transformer en client »';

/** The history event of archiving or unarchiving a record of this status. */
export function archiveEvent(status: CustomerStatus, archive: boolean): CustomerHistoryEvent {
  if (isProspect(status)) return archive ? 'PROSPECT_ARCHIVED' : 'PROSPECT_UNARCHIVED';
  return archive ? 'CUSTOMER_ARCHIVED' : 'CUSTOMER_UNARCHIVED';
}

/** Where an action leaves the record: its status and its stage (undefined: unchanged). */
export function afterAction(status: CustomerStatus, action: Exclude<CustomerAction, 'CHANGE_STAGE'>): { status: CustomerStatus; stage?: ProspectStage } {
  switch (action) {
    case 'TO_CUSTOMER':
      return { status: 'ACTIVE_CUSTOMER', stage: 'TURNED_TO_CUSTOMER' };
    case 'MARK_AS_LOST':
      return { status: 'ARCHIVED_PROSPECT', stage: 'LOSS' };
    case 'ARCHIVE':
      return isProspect(status) ? { status: 'ARCHIVED_PROSPECT', stage: 'LOSS' } : { status: 'ARCHIVED_CUSTOMER' };
    case 'UNARCHIVE':
      return isProspect(status) ? { status: 'PROSPECT', stage: 'TO_FOLLOW_UP' } : { status: 'ACTIVE_CUSTOMER' };
  }
}

export { isArchived as isArchivedStatus, isProspect as isProspectStatus };

/**
 * History events the server writes (creation, status moves, documents…): not editable nor
 * deletable. Users write the contacts (CONTACT_BY_*) and OTHER.
 */
export const USER_HISTORY_EVENTS = ['CONTACT_BY_CALL', 'CONTACT_BY_MAIL', 'CONTACT_BY_APPOINTMENT', 'CONTACT_BY_MESSAGE', 'OTHER'] as const satisfies readonly CustomerHistoryEvent[];
export type UserHistoryEvent = (typeof USER_HISTORY_EVENTS)[number];
