/**
 * Messages between the agency, its families and their professionals (spec 001 §3 Message,
 * spec 000 §3 message types): the types with their French labels and tabler icons, and the
 * direction a list shows. Named `messaging` so as not to be taken for `messages.ts`, the
 * product's shared UI messages.
 */

/** Spec 000 §3: TEXT, and the automatic INFO, TIMES, LATE, PLANNING. */
export const MESSAGE_TYPES = ['TEXT', 'INFO', 'TIMES', 'LATE', 'PLANNING'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** Who writes or receives a message. */
export const MESSAGE_PARTIES = ['AGENCY', 'FAMILY', 'PRO'] as const;
export type MessagePartyKind = (typeof MESSAGE_PARTIES)[number];

export interface MessageTypeInfo {
  readonly label: string;
  /** Name of a tabler-icons-react component. */
  readonly icon: string;
}

/** Decided by the product (the spec names the types without their words). */
export const MESSAGE_TYPE_INFO: Record<MessageType, MessageTypeInfo> = {
  TEXT: { label: 'Message', icon: 'Message' },
  INFO: { label: 'Information', icon: 'InfoCircle' },
  TIMES: { label: 'Horaires', icon: 'Clock' },
  LATE: { label: 'Retard', icon: 'Alarm' },
  PLANNING: { label: 'Planning', icon: 'CalendarEvent' },
};

/**
 * SENT: written by the agency; RECEIVED: written to the agency; DIRECT: between a family
 * and a professional, without the agency (spec 001 §3: `fromAgency` absent).
 */
export type MessageDirection = 'SENT' | 'RECEIVED' | 'DIRECT';

export const MESSAGE_DIRECTION_INFO: Record<MessageDirection, MessageTypeInfo> = {
  SENT: { label: "Envoyé par l'agence", icon: 'ArrowUpRight' },
  RECEIVED: { label: "Reçu par l'agence", icon: 'ArrowDownLeft' },
  DIRECT: { label: 'Échange direct famille – intervenant', icon: 'ArrowsLeftRight' },
};

export function messageDirection(message: { fromAgency?: boolean | undefined }): MessageDirection {
  if (message.fromAgency === undefined) return 'DIRECT';
  return message.fromAgency ? 'SENT' : 'RECEIVED';
}

/** The list's page size (spec 001 §7: `pageSize` optional; 20 like every search). */
export const MESSAGES_PAGE_SIZE = 20;

/** Spec 001 §5 and §9: a message holds at most 500 characters. */
export const MESSAGE_CONTENT_MAX = 500;

/** A family or a professional the agency writes to. */
export interface MessageRecipient {
  readonly kind: 'FAMILY' | 'PRO';
  readonly id: number;
  readonly label: string;
}

/** Whom a reply goes to: the agency's correspondent in the exchange; none for a direct message (the agency is only in copy). */
export function replyRecipient(message: {
  fromAgency?: boolean | undefined;
  from: { kind: MessagePartyKind; id: number; label: string };
  to: { kind: MessagePartyKind; id: number; label: string };
}): MessageRecipient | null {
  if (message.fromAgency === undefined) return null;
  const other = message.fromAgency ? message.to : message.from;
  return other.kind === 'AGENCY' ? null : { kind: other.kind, id: other.id, label: other.label };
}

/** The sending's recipient fields (spec 001 §7 `POST /private/messages`). */
export function recipientFields(recipient: Pick<MessageRecipient, 'kind' | 'id'>): { recipientFamily: number | null; recipientId: number | null } {
  return recipient.kind === 'FAMILY' ? { recipientFamily: recipient.id, recipientId: null } : { recipientFamily: null, recipientId: recipient.id };
}

/**
 * The three boxes of /messages (spec 001 §2: inbox, sent, copy), the route's segment as key.
 * Decision: « En copie » holds the direct family ↔ professional messages of the agency's
 * families, which the agency reads without being their recipient.
 */
export const MESSAGE_BOXES = ['inbox', 'sent', 'copy'] as const;
export type MessageBox = (typeof MESSAGE_BOXES)[number];

export const MESSAGE_BOX_LABELS: Record<MessageBox, string> = { inbox: 'Reçus', sent: 'Envoyés', copy: 'En copie' };

/** Sort of the copies (spec 001 §7 `searchCopy {…, sort}`): newest first by default. */
export const MESSAGE_SORTS = ['SEND_DATE_DESC', 'SEND_DATE_ASC'] as const;

/** Decided by the product (the spec gives none): why the server refuses a message. */
export const MESSAGE_ERRORS = {
  oneRecipient: 'Choisissez une famille ou un(e) intervenant(e)',
  unknownFamily: "Cette famille n'est pas suivie par l'agence",
  unknownPro: "Cet(te) intervenant(e) ne fait pas partie de l'agence",
  unknownChild: "Cet enfant n'appartient pas à la famille destinataire",
  unknownReply: "Le message auquel vous répondez n'est pas un échange de l'agence avec ce destinataire",
} as const;

/** Decided by the product: the confirmation of a deletion and the notice of a sending. */
export const MESSAGE_TEXTS = {
  deleteQuestion: 'Confirmez-vous la suppression de ce message ?',
  sent: 'Message envoyé !',
} as const;

/** A thread of /channels: the agency's exchanges with one family or professional. */
export interface MessageThread {
  readonly recipient: MessageRecipient;
  /** The latest message's instant. */
  readonly lastDate: string;
  /** Messages from them the agency has not read. */
  readonly unread: number;
}

/** The threads of the agency's recent messages (newest first in, newest thread first out). */
export function threadsOf(messages: ReadonlyArray<Parameters<typeof replyRecipient>[0] & { sendDate: string; unread: boolean }>): MessageThread[] {
  const threads = new Map<string, { recipient: MessageRecipient; lastDate: string; unread: number }>();
  for (const message of messages) {
    const recipient = replyRecipient(message);
    if (!recipient) continue;
    const key = `${recipient.kind}:${recipient.id}`;
    const thread = threads.get(key) ?? threads.set(key, { recipient, lastDate: message.sendDate, unread: 0 }).get(key)!;
    if (message.sendDate > thread.lastDate) thread.lastDate = message.sendDate;
    if (message.unread && message.fromAgency === false) thread.unread += 1;
  }
  return [...threads.values()].sort((a, b) => b.lastDate.localeCompare(a.lastDate));
}

/** The recipient's kind, chosen before the family or the professional. */
export const MESSAGE_RECIPIENT_KINDS = [
  { value: 'FAMILY', label: 'Une famille' },
  { value: 'PRO', label: 'Un(e) intervenant(e)' },
] as const satisfies ReadonlyArray<{ value: MessageRecipient['kind']; label: string }>;
