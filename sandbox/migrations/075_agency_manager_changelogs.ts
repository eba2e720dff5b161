/** The history of an agency's managers (issue 30): who was added or removed, and a manager left with one agency becoming single-agency in it. */
export const sql = /* sql */ `
CREATE TABLE agency_manager_changelogs (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  at TEXT NOT NULL,
  author TEXT NOT NULL,
  description TEXT NOT NULL
);
CREATE INDEX agency_manager_changelogs_agency ON agency_manager_changelogs (agency_id, at);
`;
