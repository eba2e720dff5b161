/** Messages of a family or a professional, with their parties as readable refs (newest first). */
import type { Message, MessageParty } from '../../src/api/contract/messages';
import type { MessagePartyKind, MessageType } from '../../src/domain/messaging';
import type { Db } from './db';
import { pageOf, type PageRequest } from './paging';
import type { Page } from './types';

export interface MessageRow {
  id: number;
  senderKind: MessagePartyKind;
  recipientKind: MessagePartyKind;
  agencyId: number;
  agencyLabel: string;
  familyId: number | null;
  familyName: string | null;
  proId: number | null;
  proName: string | null;
  childId: number | null;
  replyOf: number | null;
  type: MessageType;
  content: string;
  unread: number;
  sendDate: string;
}

export const SELECT = `SELECT m.id, m.sender_kind AS senderKind, m.recipient_kind AS recipientKind, a.id AS agencyId, a.label AS agencyLabel,
    m.family_id AS familyId, f.label AS familyName, m.pro_id AS proId, e.first_name || ' ' || e.last_name AS proName, m.child_id AS childId,
    m.reply_of AS replyOf, m.type, m.content, m.unread, m.send_date AS sendDate
  FROM messages m JOIN agencies a ON a.id = m.agency_id LEFT JOIN families f ON f.id = m.family_id LEFT JOIN employees e ON e.id = m.pro_id`;

function party(row: MessageRow, kind: MessagePartyKind): MessageParty {
  if (kind === 'FAMILY') return { kind, id: row.familyId!, label: row.familyName! };
  if (kind === 'PRO') return { kind, id: row.proId!, label: row.proName! };
  return { kind, id: row.agencyId, label: row.agencyLabel };
}

export function toMessage(row: MessageRow): Message {
  const direct = row.senderKind !== 'AGENCY' && row.recipientKind !== 'AGENCY';
  return {
    id: row.id,
    content: row.content,
    ...(direct ? {} : { fromAgency: row.senderKind === 'AGENCY' }),
    unread: row.unread === 1,
    sendDate: row.sendDate,
    recipientId: row.recipientKind === 'PRO' ? row.proId : null,
    recipientFamily: row.recipientKind === 'FAMILY' ? row.familyId : null,
    childId: row.childId,
    replyOf: row.replyOf,
    type: row.type,
    from: party(row, row.senderKind),
    to: party(row, row.recipientKind),
  };
}

/** The messages a family or a professional wrote or received; direct ones (no agency side) only when asked, or only them. */
export function searchMessages(
  db: Db,
  agencyId: number,
  target: { familyId: number } | { proId: number },
  direct: 'WITHOUT' | 'WITH' | 'ONLY',
  paging: PageRequest,
): Page<Message> {
  const who = 'familyId' in target ? 'm.family_id = @id' : 'm.pro_id = @id';
  const sides = { WITHOUT: "AND 'AGENCY' IN (m.sender_kind, m.recipient_kind)", WITH: '', ONLY: "AND 'AGENCY' NOT IN (m.sender_kind, m.recipient_kind)" }[direct];
  const clause = `WHERE m.agency_id = @agencyId AND ${who} ${sides}`;
  const args = { agencyId, id: 'familyId' in target ? target.familyId : target.proId };
  const total = db.prepare(`SELECT COUNT(*) FROM messages m ${clause}`).pluck().get(args) as number;
  const rows = db
    .prepare(`${SELECT} ${clause} ORDER BY m.send_date DESC, m.id DESC LIMIT @limit OFFSET @offset`)
    .all({ ...args, limit: paging.pageSize, offset: paging.pageNumber * paging.pageSize }) as MessageRow[];
  return pageOf(rows.map(toMessage), total, paging);
}
