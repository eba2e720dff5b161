/**
 * The record of an employee or a candidate (spec 001 §3, §7): archived flag, nationality,
 * transport options, professional information, notes, and its history (changelogs, as the
 * customers' table).
 */
export const sql = /* sql */ `
ALTER TABLE employees ADD COLUMN archived INTEGER NOT NULL DEFAULT 0;
ALTER TABLE employees ADD COLUMN nationality TEXT;
ALTER TABLE employees ADD COLUMN notes TEXT;
ALTER TABLE employees ADD COLUMN driving_licence INTEGER NOT NULL DEFAULT 0;
ALTER TABLE employees ADD COLUMN car INTEGER NOT NULL DEFAULT 0;
ALTER TABLE employees ADD COLUMN public_transport INTEGER NOT NULL DEFAULT 0;
ALTER TABLE employees ADD COLUMN max_distance_km INTEGER;
ALTER TABLE employees ADD COLUMN job_title TEXT;
ALTER TABLE employees ADD COLUMN diplomas TEXT;
CREATE INDEX employees_agency_email ON employees(agency_id, email COLLATE NOCASE);

-- The history of spec 001 §3; written by the server (editable = 0) or by a user (editable = 1).
CREATE TABLE employee_changelogs (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  employee_id INTEGER NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  comment TEXT,
  author_id INTEGER REFERENCES users(id),
  editable INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX employee_changelogs_employee ON employee_changelogs(employee_id, created_at);
`;
