/**
 * Mails that keep their word (issue 34 §7): the file names a mail carries (a JSON list), shown by the
 * outbox; the one-use links that activate an app account (a professional's or a parent's), which expire
 * like password-reset links.
 */
export const sql = /* sql */ `
ALTER TABLE mails ADD COLUMN attachments TEXT NOT NULL DEFAULT '[]';

CREATE TABLE account_activation_tokens (
  token TEXT PRIMARY KEY,
  account_type TEXT NOT NULL CHECK (account_type IN ('PRO', 'FAMILY')),
  account_id INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
`;
