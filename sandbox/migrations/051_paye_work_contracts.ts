/** An employee's paye (config, contracts, periods with their validated hours, bonuses, down payments) and work contracts with their history. */
export const sql = /* sql */ `
CREATE TABLE paye_employees (
  employee_id INTEGER PRIMARY KEY REFERENCES employees(id) ON DELETE CASCADE,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  payroll_number TEXT NOT NULL,
  initialized_at TEXT NOT NULL
);
CREATE TABLE paye_contracts (
  id INTEGER PRIMARY KEY,
  employee_id INTEGER NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
  family_id INTEGER REFERENCES families(id) ON DELETE SET NULL,
  label TEXT NOT NULL,
  start_date TEXT NOT NULL,
  hourly_rate_cents INTEGER NOT NULL,
  monthly_salary_cents INTEGER,
  created_at TEXT NOT NULL
);
CREATE INDEX paye_contracts_employee ON paye_contracts(employee_id);
CREATE TABLE paye_periods (
  employee_id INTEGER NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
  month TEXT NOT NULL,
  notes TEXT NOT NULL DEFAULT '',
  validated_at TEXT,
  PRIMARY KEY (employee_id, month)
);
-- What a contract's validation kept for a month: the minutes counted then, the allowances' validation.
CREATE TABLE paye_period_contracts (
  contract_id INTEGER NOT NULL REFERENCES paye_contracts(id) ON DELETE CASCADE,
  month TEXT NOT NULL,
  minutes_json TEXT,
  allowances_validated INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (contract_id, month)
);
CREATE TABLE paye_bonuses (
  id INTEGER PRIMARY KEY,
  employee_id INTEGER NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
  month TEXT NOT NULL,
  label TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE paye_down_payments (
  id INTEGER PRIMARY KEY,
  employee_id INTEGER NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
  month TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE work_contracts (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  employee_id INTEGER NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  job_title TEXT NOT NULL,
  start_date TEXT NOT NULL,
  end_date TEXT,
  weekly_hours REAL NOT NULL,
  hourly_rate_cents INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'DRAFT',
  -- The agency's WORK_CONTRACT template the document is generated from; a custom document replaces it until signed.
  template_id INTEGER REFERENCES document_templates(id) ON DELETE SET NULL,
  custom_media_id INTEGER REFERENCES medias(id) ON DELETE SET NULL,
  signed_media_id INTEGER REFERENCES medias(id) ON DELETE SET NULL,
  signed_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX work_contracts_employee ON work_contracts(employee_id);
CREATE TABLE work_contract_changelogs (
  id INTEGER PRIMARY KEY,
  contract_id INTEGER NOT NULL REFERENCES work_contracts(id) ON DELETE CASCADE,
  at TEXT NOT NULL,
  author TEXT NOT NULL,
  description TEXT NOT NULL
);
`;
