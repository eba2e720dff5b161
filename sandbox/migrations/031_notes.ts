/** Notes on families and professionals, with their reminder (spec 002 §3, §4). */
export const sql = /* sql */ `
CREATE TABLE notes (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  content TEXT NOT NULL,
  color TEXT NOT NULL,
  reminder_date TEXT,
  -- How many times a reminder was set: the second one on is RESTARTED.
  reminder_count INTEGER NOT NULL DEFAULT 0,
  pinned INTEGER NOT NULL DEFAULT 0,
  family_id INTEGER REFERENCES families(id),
  pro_id INTEGER REFERENCES employees(id),
  archived INTEGER NOT NULL DEFAULT 0,
  created_by INTEGER NOT NULL REFERENCES users(id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX notes_agency ON notes (agency_id, updated_at);
`;
