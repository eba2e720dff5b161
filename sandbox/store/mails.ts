/** The sandbox's outbox: mails it would have sent. */
import type { Db } from './db';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

export function sendMail(db: Db, mail: Omit<Mail, 'sentAt'>, at: string): void {
  db.prepare('INSERT INTO mails (recipient, subject, text, sent_at) VALUES (?, ?, ?, ?)').run(mail.to, mail.subject, mail.text, at);
}

export function listMails(db: Db): Mail[] {
  return db.prepare('SELECT recipient AS "to", subject, text, sent_at AS sentAt FROM mails ORDER BY id DESC').all() as Mail[];
}
