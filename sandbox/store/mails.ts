/** The sandbox's outbox: mails it would have sent, with the file names they carry. */
import type { Db } from './db';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** File names of the attached documents (a mail that says « ci-joint » names them here). */
  attachments: string[];
  sentAt: string;
}

// The contract refuses CR and LF in what users send (HeaderText); a subject the server builds from stored
// data (a name, a template) is folded to one line here, so that no value ever starts a header of its own.
const oneLine = (header: string) => header.replace(/[\r\n]+/g, ' ');

export function sendMail(db: Db, mail: Omit<Mail, 'sentAt' | 'attachments'> & { attachments?: readonly string[] }, at: string): void {
  db.prepare('INSERT INTO mails (recipient, subject, text, attachments, sent_at) VALUES (?, ?, ?, ?, ?)').run(
    oneLine(mail.to),
    oneLine(mail.subject),
    mail.text,
    JSON.stringify(mail.attachments ?? []),
    at,
  );
}

export function listMails(db: Db): Mail[] {
  const rows = db.prepare('SELECT recipient AS "to", subject, text, attachments, sent_at AS sentAt FROM mails ORDER BY id DESC').all() as (Omit<Mail, 'attachments'> & { attachments: string })[];
  return rows.map((row) => ({ ...row, attachments: JSON.parse(row.attachments) as string[] }));
}
