/**
 * App accounts of professionals and parents (spec 001 §7 Users and professionals): a
 * professional's account is its employee row (login = e-mail, status = the employee's status),
 * a parent's its own row; each may be locked (too many failed logins), carry a picture and
 * remember when its activation mail went. A professional's permissions per family.
 */
export const sql = /* sql */ `
ALTER TABLE employees ADD COLUMN account_locked INTEGER NOT NULL DEFAULT 0;
ALTER TABLE employees ADD COLUMN activation_mail_at TEXT;
ALTER TABLE employees ADD COLUMN picture BLOB;
ALTER TABLE employees ADD COLUMN picture_mime TEXT;
ALTER TABLE employees ADD COLUMN picture_at TEXT;

CREATE TABLE parent_accounts (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  family_id INTEGER NOT NULL REFERENCES families(id) ON DELETE CASCADE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'INACTIVE', 'SUSPENDED', 'CREATED', 'PRE_REGISTERED')),
  account_locked INTEGER NOT NULL DEFAULT 0,
  activation_mail_at TEXT,
  picture BLOB,
  picture_mime TEXT,
  picture_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX parent_accounts_agency ON parent_accounts(agency_id);

CREATE TABLE professional_permissions (
  employee_id INTEGER NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
  family_id INTEGER NOT NULL REFERENCES families(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (employee_id, family_id)
);
`;
