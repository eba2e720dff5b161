/**
 * Timesheet validations (/activity/timesheets): a professional's month at a family, validated
 * at a wall-clock date with its minutes and kilometres frozen. The slots themselves are
 * derived from the planning (store/timesheets.ts).
 */
export const sql = /* sql */ `
CREATE TABLE timesheet_validations (
  employee_id INTEGER NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
  family_id INTEGER NOT NULL REFERENCES families(id) ON DELETE CASCADE,
  month TEXT NOT NULL,
  validated_at TEXT NOT NULL,
  validated_minutes INTEGER NOT NULL,
  validated_kms REAL NOT NULL,
  PRIMARY KEY (employee_id, family_id, month)
);
`;
