/**
 * The agency's own messages (spec 001 §7 Messages): its inbox and sent box, the direct
 * family ↔ professional messages it sees in copy, the read state, deletion and sending.
 * Decisions in `src/api/contract/messages.ts`.
 */
import type { CopyFilter, Message, MessageChild, MessageSending } from '../../src/api/contract/messages';
import { MESSAGES } from '../../src/domain/messages';
import { MESSAGE_ERRORS } from '../../src/domain/messaging';
import { isBlank } from '../../src/domain/validation';
import { throwFieldErrors } from '../http/errors';
import type { Db } from './db';
import { familyInAgency } from './families';
import { SELECT, toMessage, type MessageRow } from './messages';
import { pageOf, type PageRequest } from './paging';
import { professionalInAgency } from './professionals';
import { matchesPattern, searchPattern } from './search';
import type { Page } from './types';

/** The content or a party's name holds the text. */
const TEXT = matchesPattern('m.content', 'f.label', "e.first_name || ' ' || e.last_name");
const FROM = 'FROM messages m LEFT JOIN families f ON f.id = m.family_id LEFT JOIN employees e ON e.id = m.pro_id';

function searchWhere(db: Db, where: string, args: Record<string, unknown>, order: 'DESC' | 'ASC', paging: PageRequest): Page<Message> {
  const total = db.prepare(`SELECT COUNT(*) ${FROM} WHERE ${where}`).pluck().get(args) as number;
  const rows = db
    .prepare(`${SELECT} WHERE ${where} ORDER BY m.send_date ${order}, m.id ${order} LIMIT @limit OFFSET @offset`)
    .all({ ...args, limit: paging.pageSize, offset: paging.pageNumber * paging.pageSize }) as MessageRow[];
  return pageOf(rows.map(toMessage), total, paging);
}

/** INBOX: written to the agency; SENT: written by it. */
export function searchAgencyMessages(
  db: Db,
  agencyId: number,
  filter: { box: 'INBOX' | 'SENT'; text?: string | null | undefined; unreadOnly?: boolean | undefined },
  paging: PageRequest,
): Page<Message> {
  const side = filter.box === 'INBOX' ? "m.recipient_kind = 'AGENCY'" : "m.sender_kind = 'AGENCY'";
  const where = `m.agency_id = @agencyId AND ${side} AND ${TEXT}${filter.unreadOnly ? ' AND m.unread = 1' : ''}`;
  return searchWhere(db, where, { agencyId, pattern: searchPattern(filter.text) }, 'DESC', paging);
}

/** The direct family ↔ professional messages of the agency's families. */
export function searchCopies(db: Db, agencyId: number, filter: Pick<CopyFilter, 'text' | 'sort'>, paging: PageRequest): Page<Message> {
  const where = `m.agency_id = @agencyId AND 'AGENCY' NOT IN (m.sender_kind, m.recipient_kind) AND ${TEXT}`;
  return searchWhere(db, where, { agencyId, pattern: searchPattern(filter.text) }, filter.sort === 'SEND_DATE_ASC' ? 'ASC' : 'DESC', paging);
}

export function unreadCount(db: Db, agencyId: number): number {
  return db.prepare("SELECT COUNT(*) FROM messages WHERE agency_id = ? AND recipient_kind = 'AGENCY' AND unread = 1").pluck().get(agencyId) as number;
}

/** A message of the agency, or null (404). */
export function messageOf(db: Db, agencyId: number, id: number): Message | null {
  const row = db.prepare(`${SELECT} WHERE m.id = ? AND m.agency_id = ?`).get(id, agencyId) as MessageRow | undefined;
  return row ? toMessage(row) : null;
}

/** Read by the agency: only a message written to it changes. */
export function markRead(db: Db, agencyId: number, id: number): void {
  db.prepare("UPDATE messages SET unread = 0 WHERE id = ? AND agency_id = ? AND recipient_kind = 'AGENCY'").run(id, agencyId);
}

export function deleteMessage(db: Db, agencyId: number, id: number): boolean {
  return db.prepare('DELETE FROM messages WHERE id = ? AND agency_id = ?').run(id, agencyId).changes > 0;
}

export function childrenOf(db: Db, familyId: number): MessageChild[] {
  return db.prepare('SELECT id, first_name AS firstName, last_name AS lastName FROM children WHERE family_id = ? ORDER BY first_name, id').all(familyId) as MessageChild[];
}

/** The message's id; a 400 naming each field in error otherwise. */
export function sendMessage(db: Db, agencyId: number, body: MessageSending, now: string): number {
  const familyId = body.recipientFamily ?? null;
  const proId = body.recipientId ?? null;
  const oneRecipient = (familyId === null) !== (proId === null);
  throwFieldErrors({
    content: isBlank(body.content) ? MESSAGES.required : null,
    recipientFamily: !oneRecipient ? MESSAGE_ERRORS.oneRecipient : familyId !== null && !familyInAgency(db, agencyId, familyId) ? MESSAGE_ERRORS.unknownFamily : null,
    recipientId: oneRecipient && proId !== null && !professionalInAgency(db, agencyId, proId) ? MESSAGE_ERRORS.unknownPro : null,
  });
  const childId = body.childId ?? null;
  const replyOf = body.replyOf ?? null;
  throwFieldErrors({
    childId: childId !== null && (familyId === null || !childrenOf(db, familyId).some((child) => child.id === childId)) ? MESSAGE_ERRORS.unknownChild : null,
    replyOf: replyOf !== null && !repliesTo(db, agencyId, replyOf, familyId, proId) ? MESSAGE_ERRORS.unknownReply : null,
  });
  const info = db
    .prepare(`INSERT INTO messages (agency_id, sender_kind, recipient_kind, family_id, pro_id, child_id, reply_of, type, content, unread, send_date)
      VALUES (?, 'AGENCY', ?, ?, ?, ?, ?, ?, ?, 1, ?)`)
    .run(agencyId, familyId !== null ? 'FAMILY' : 'PRO', familyId, proId, childId, replyOf, body.type ?? 'TEXT', body.content.trim(), now);
  return Number(info.lastInsertRowid);
}

/** A family or a professional writes to its agency (the sandbox's stand-in for the mobile apps): the message's id, null when the sender is unknown. */
export function receiveMessage(db: Db, from: { familyId: number | null; proId: number | null }, content: string, replyOf: number | null, now: string): number | null {
  const table = from.familyId !== null ? 'families' : 'employees';
  const agencyId = db.prepare(`SELECT agency_id FROM ${table} WHERE id = ?`).pluck().get(from.familyId ?? from.proId) as number | undefined;
  if (agencyId === undefined) return null;
  throwFieldErrors({ replyOf: replyOf !== null && !repliesTo(db, agencyId, replyOf, from.familyId, from.proId) ? MESSAGE_ERRORS.unknownReply : null });
  const info = db
    .prepare(`INSERT INTO messages (agency_id, sender_kind, recipient_kind, family_id, pro_id, child_id, reply_of, type, content, unread, send_date)
      VALUES (?, ?, 'AGENCY', ?, ?, NULL, ?, 'TEXT', ?, 1, ?)`)
    .run(agencyId, from.familyId !== null ? 'FAMILY' : 'PRO', from.familyId, from.proId, replyOf, content.trim(), now);
  return Number(info.lastInsertRowid);
}

/** The answered message is an exchange of the agency with the same family or professional. */
function repliesTo(db: Db, agencyId: number, id: number, familyId: number | null, proId: number | null): boolean {
  return (
    db
      .prepare(
        `SELECT 1 FROM messages WHERE id = @id AND agency_id = @agencyId AND 'AGENCY' IN (sender_kind, recipient_kind)
         AND family_id IS @familyId AND pro_id IS @proId`,
      )
      .get({ id, agencyId, familyId, proId }) !== undefined
  );
}


/** Marks read those of `ids` written to the agency; null (404) when one is not a message of the agency, nothing marked then. */
export function markManyRead(db: Db, agencyId: number, ids: readonly number[]): { marked: number; unreadCount: number } | null {
  const unique = [...new Set(ids)];
  const known = db.prepare('SELECT COUNT(*) FROM messages WHERE agency_id = ? AND id IN (SELECT value FROM json_each(?))').pluck().get(agencyId, JSON.stringify(unique)) as number;
  if (known !== unique.length) return null;
  const marked = db
    .prepare("UPDATE messages SET unread = 0 WHERE agency_id = ? AND recipient_kind = 'AGENCY' AND unread = 1 AND id IN (SELECT value FROM json_each(?))")
    .run(agencyId, JSON.stringify(unique)).changes;
  return { marked, unreadCount: unreadCount(db, agencyId) };
}
