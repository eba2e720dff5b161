/** The sandbox's outbox: mails it would have sent. */
import type { Db } from './db';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

// The contract refuses CR and LF in what users send (HeaderText); a subject the server builds from stored
// data (a name, a template) is folded to one line here, so that no value ever starts a header of its own.
const oneLine = (header: string) => header.replace(/[\r\n]+/g, ' ');

export function sendMail(db: Db, mail: Omit<Mail, 'sentAt'>, at: string): void {
  db.prepare('INSERT INTO mails (recipient, subject, text, sent_at) VALUES (?, ?, ?, ?)').run(oneLine(mail.to), oneLine(mail.subject), mail.text, at);
}

export function listMails(db: Db): Mail[] {
  return db.prepare('SELECT recipient AS "to", subject, text, sent_at AS sentAt FROM mails ORDER BY id DESC').all() as Mail[];
}
