/** Paye data imported per employee and month (`agency import paye-data`); a new import of the same month replaces it. */
export const sql = /* sql */ `
CREATE TABLE paye_data (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  employee_id INTEGER NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
  month TEXT NOT NULL,
  worked_minutes INTEGER NOT NULL,
  hourly_rate_cents INTEGER NOT NULL,
  bonus_cents INTEGER NOT NULL,
  mileage_allowance_cents INTEGER NOT NULL,
  imported_at TEXT NOT NULL,
  UNIQUE (employee_id, month)
);
`;
