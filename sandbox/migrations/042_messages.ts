/**
 * Messages between the agency, its families and their professionals (spec 001 §3 Message).
 * A message has two parties of different kinds; `family_id` and `pro_id` are exactly the
 * family and the professional among them (so a family's messages are `family_id = ?`), the
 * agency's side being `agency_id`. Neither side the agency: a direct message.
 */
export const sql = /* sql */ `
CREATE TABLE messages (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  sender_kind TEXT NOT NULL CHECK (sender_kind IN ('AGENCY', 'FAMILY', 'PRO')),
  recipient_kind TEXT NOT NULL CHECK (recipient_kind IN ('AGENCY', 'FAMILY', 'PRO')),
  family_id INTEGER REFERENCES families(id) ON DELETE CASCADE,
  pro_id INTEGER REFERENCES employees(id) ON DELETE CASCADE,
  child_id INTEGER REFERENCES children(id) ON DELETE SET NULL,
  reply_of INTEGER REFERENCES messages(id) ON DELETE SET NULL,
  type TEXT NOT NULL CHECK (type IN ('TEXT', 'INFO', 'TIMES', 'LATE', 'PLANNING')),
  content TEXT NOT NULL,
  unread INTEGER NOT NULL DEFAULT 1,
  send_date TEXT NOT NULL,
  CHECK (sender_kind <> recipient_kind),
  CHECK ((family_id IS NOT NULL) = ('FAMILY' IN (sender_kind, recipient_kind))),
  CHECK ((pro_id IS NOT NULL) = ('PRO' IN (sender_kind, recipient_kind)))
);
CREATE INDEX messages_family ON messages (family_id, send_date);
CREATE INDEX messages_pro ON messages (pro_id, send_date);
`;
