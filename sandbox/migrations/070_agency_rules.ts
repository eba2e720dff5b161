/**
 * The rules an agency's money, pay and contracts depend on (issue 32). A SEPA mandate replaced
 * by a change of account is revoked on a date and points to the mandate that replaced it. A
 * work contract template declares the contract types it serves (a JSON list, ["CDI"]). A
 * timesheet reopened by a director: its month no longer counts as validated by default. A
 * professional's app account deleted on /users: the employee's record stays, without an account.
 */
export const sql = /* sql */ `
ALTER TABLE sepa_mandates ADD COLUMN revoked_at TEXT;
ALTER TABLE sepa_mandates ADD COLUMN replaced_by_id INTEGER REFERENCES sepa_mandates(id) ON DELETE SET NULL;
ALTER TABLE document_templates ADD COLUMN contract_types TEXT NOT NULL DEFAULT '[]';
CREATE TABLE timesheet_reopenings (
  employee_id INTEGER NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
  family_id INTEGER NOT NULL REFERENCES families(id) ON DELETE CASCADE,
  month TEXT NOT NULL,
  reopened_at TEXT NOT NULL,
  PRIMARY KEY (employee_id, family_id, month)
);
ALTER TABLE employees ADD COLUMN app_account_deleted_at TEXT;
`;
