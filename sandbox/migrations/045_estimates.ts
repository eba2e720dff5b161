/**
 * Estimates in full (spec 001 §3, §4, §7): migration 040's minimal table rebuilt (SQLite
 * cannot widen a CHECK) with the status SENT_SIGN, the prestation type, the grid, the weekly
 * planning wanted and the amounts it came to, the comments and the contract it became; the
 * estimates' history. Rows carried over keep only their number, amount and period.
 */
export const sql = /* sql */ `
CREATE TABLE estimates_full (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  number TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('DRAFT', 'VALIDATED', 'READY', 'SENT', 'SENT_SIGN', 'SIGNED', 'CONTRACTED', 'CANCELED', 'REFUSED')),
  vat_included_amount INTEGER NOT NULL,
  period_start TEXT NOT NULL,
  period_end TEXT,
  created_at TEXT NOT NULL,
  prestation_type_id INTEGER REFERENCES prestation_types(id),
  -- Null: the grid relevant for the customer at the period's start, resolved at each computation.
  price_grid_id INTEGER REFERENCES price_grids(id) ON DELETE SET NULL,
  -- JSON: [{ weekDay, startTime, endTime }]; null on rows carried over.
  slots TEXT,
  repetition_type TEXT,
  comments TEXT,
  contract_id INTEGER REFERENCES contracts(id) ON DELETE SET NULL
);
INSERT INTO estimates_full (id, agency_id, customer_id, number, status, vat_included_amount, period_start, period_end, created_at)
  SELECT id, agency_id, customer_id, number, status, vat_included_amount, period_start, period_end, created_at FROM estimates;
DROP TABLE estimates;
ALTER TABLE estimates_full RENAME TO estimates;
CREATE INDEX estimates_customer ON estimates(customer_id, created_at);
CREATE INDEX estimates_agency_number ON estimates(agency_id, number);

CREATE TABLE estimate_changelogs (
  id INTEGER PRIMARY KEY,
  estimate_id INTEGER NOT NULL REFERENCES estimates(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  comment TEXT,
  author TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX estimate_changelogs_estimate ON estimate_changelogs(estimate_id, created_at);
`;
