/**
 * Administration's network screens (issue 15): a client's public access hash (it opens
 * /clients/{clientPublicAccessHash}/overview) and the push notifications admins sent to users
 * (/pushNotifications' history). A database made before gets a hash for each client here.
 */
export const sql = /* sql */ `
ALTER TABLE clients ADD COLUMN public_access_hash TEXT;
UPDATE clients SET public_access_hash = lower(hex(randomblob(16)));
CREATE UNIQUE INDEX clients_public_access_hash ON clients (public_access_hash);

CREATE TABLE push_notifications (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  sent_by INTEGER NOT NULL REFERENCES users(id),
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  sent_at TEXT NOT NULL
);
CREATE INDEX push_notifications_sent ON push_notifications (sent_at);
`;
