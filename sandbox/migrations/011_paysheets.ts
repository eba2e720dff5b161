/** Paysheets filed by the two-step upload (pre-process, do-upload): one per employee and month, a new one replaces it. */
export const sql = /* sql */ `
CREATE TABLE paysheets (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  employee_id INTEGER NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
  month TEXT NOT NULL,
  file_name TEXT NOT NULL,
  content BLOB NOT NULL,
  uploaded_at TEXT NOT NULL,
  UNIQUE (employee_id, month)
);
`;
