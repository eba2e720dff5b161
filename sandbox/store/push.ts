/** Push notifications sent by admins (migration 060_admin_network): recorded, then listed newest first. */
import type { PushDraft, PushNotification } from '../../src/api/contract/push';
import type { Db } from './db';

const SELECT = `SELECT p.id, p.title, p.body, p.sent_at AS sentAt,
  r.id AS recipientId, r.first_name AS recipientFirstName, r.last_name AS recipientLastName, r.login AS recipientLogin, r.role AS recipientRole,
  s.id AS senderId, s.first_name AS senderFirstName, s.last_name AS senderLastName
  FROM push_notifications p JOIN users r ON r.id = p.user_id JOIN users s ON s.id = p.sent_by`;

type Row = Record<string, string | number>;

const shaped = (row: Row): PushNotification => ({
  id: row.id as number,
  title: row.title as string,
  body: row.body as string,
  sentAt: row.sentAt as string,
  recipient: { id: row.recipientId as number, firstName: row.recipientFirstName as string, lastName: row.recipientLastName as string, login: row.recipientLogin as string, role: row.recipientRole as string },
  sender: { id: row.senderId as number, firstName: row.senderFirstName as string, lastName: row.senderLastName as string },
});

export const HISTORY_SIZE = 100;

export function recordPush(db: Db, userId: number, senderId: number, draft: PushDraft, sentAt: string): PushNotification {
  const id = db.prepare('INSERT INTO push_notifications (user_id, sent_by, title, body, sent_at) VALUES (?, ?, ?, ?, ?)').run(userId, senderId, draft.title, draft.body, sentAt).lastInsertRowid;
  return shaped(db.prepare(`${SELECT} WHERE p.id = ?`).get(id) as Row);
}

export function pushHistory(db: Db): PushNotification[] {
  return (db.prepare(`${SELECT} ORDER BY p.sent_at DESC, p.id DESC LIMIT ${HISTORY_SIZE}`).all() as Row[]).map(shaped);
}

export const userExists = (db: Db, id: number) => db.prepare('SELECT 1 FROM users WHERE id = ?').get(id) !== undefined;
