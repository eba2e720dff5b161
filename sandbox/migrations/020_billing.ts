/**
 * Billing and pricing (spec 002): price grids and their items, bills with their lines,
 * adjustments, fees and schedule, one number sequence per agency, payments, the families'
 * wallets and fiscal attestations. Amounts are integer cents, VAT-included unless named.
 * A bill keeps its totals and what was credited and paid (kept up to date by the store), so
 * that a month of 2,000 bills lists and sorts without adding up lines.
 */
export const sql = /* sql */ `
ALTER TABLE agencies ADD COLUMN christmas_increase INTEGER NOT NULL DEFAULT 0;
ALTER TABLE agencies ADD COLUMN may_day_increase INTEGER NOT NULL DEFAULT 0;
-- Tenths of a kilometre the professional drives for one prestation at the family.
ALTER TABLE families ADD COLUMN travel_km_tenths INTEGER NOT NULL DEFAULT 0;
ALTER TABLE contracts ADD COLUMN price_grid_id INTEGER;
CREATE INDEX contracts_family ON contracts(family_id, start_date);

-- customer_id NULL: the agency's default grid.
CREATE TABLE price_grids (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  customer_id INTEGER REFERENCES customers(id) ON DELETE CASCADE,
  label TEXT NOT NULL,
  formula_id INTEGER REFERENCES price_grid_formulas(id),
  valid_from TEXT NOT NULL,
  valid_to TEXT,
  per_km_cents INTEGER NOT NULL,
  night_increase_percent REAL NOT NULL,
  sunday_increase_percent REAL NOT NULL,
  holiday_increase_percent REAL NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX price_grids_agency ON price_grids(agency_id, customer_id);

CREATE TABLE price_grid_items (
  id INTEGER PRIMARY KEY,
  grid_id INTEGER NOT NULL REFERENCES price_grids(id) ON DELETE CASCADE,
  prestation_type_id INTEGER NOT NULL REFERENCES prestation_types(id),
  hourly_rate INTEGER,
  UNIQUE (grid_id, prestation_type_id)
);

CREATE TABLE price_grid_changelogs (
  id INTEGER PRIMARY KEY,
  grid_id INTEGER NOT NULL REFERENCES price_grids(id) ON DELETE CASCADE,
  at TEXT NOT NULL,
  author TEXT NOT NULL,
  description TEXT NOT NULL
);

-- The last number given in each agency's one sequence (bills and credit notes).
CREATE TABLE bill_sequences (
  agency_id INTEGER PRIMARY KEY REFERENCES agencies(id),
  last_number INTEGER NOT NULL
);

CREATE TABLE bills (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  family_id INTEGER REFERENCES families(id),
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  month TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('BILL', 'CREDIT_NOTE')),
  status TEXT NOT NULL CHECK (status IN ('PREPARING', 'LOCKED_MISSING_PRICE_GRID', 'DRAFT', 'VALIDATED', 'NUMBERED', 'READY', 'EMITTED', 'PAID', 'UNPAID')),
  sequence INTEGER,
  bill_number TEXT,
  original_bill_id INTEGER REFERENCES bills(id),
  vat_rate TEXT NOT NULL,
  price_grid_id INTEGER REFERENCES price_grids(id),
  payment_type TEXT,
  comments TEXT,
  custom_attributes TEXT NOT NULL DEFAULT '{}',
  first_prestation_date TEXT,
  last_prestation_date TEXT,
  custom_first_prestation_date TEXT,
  custom_last_prestation_date TEXT,
  urssaf_requested_at TEXT,
  dunning_count INTEGER NOT NULL DEFAULT 0,
  vat_included INTEGER NOT NULL DEFAULT 0,
  vat_excluded INTEGER NOT NULL DEFAULT 0,
  vat INTEGER NOT NULL DEFAULT 0,
  credited INTEGER NOT NULL DEFAULT 0,
  paid INTEGER NOT NULL DEFAULT 0,
  nb_credit_notes INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  validated_at TEXT,
  emitted_at TEXT,
  UNIQUE (agency_id, sequence)
);
CREATE INDEX bills_agency_month ON bills(agency_id, month);
CREATE INDEX bills_family ON bills(family_id, month);
CREATE INDEX bills_original ON bills(original_bill_id);

-- A credit note's lines name the line they credit (credits_kind ITEM, ADJUSTMENT or FEE, credits_id).
CREATE TABLE bill_items (
  id INTEGER PRIMARY KEY,
  bill_id INTEGER NOT NULL REFERENCES bills(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  type TEXT NOT NULL,
  label TEXT NOT NULL,
  prestation_type_id INTEGER,
  quantity INTEGER NOT NULL,
  unit_price INTEGER NOT NULL,
  percent REAL NOT NULL,
  vat_included INTEGER NOT NULL,
  vat_excluded INTEGER NOT NULL,
  vat INTEGER NOT NULL,
  credits_kind TEXT,
  credits_id INTEGER
);
CREATE INDEX bill_items_bill ON bill_items(bill_id);

CREATE TABLE bill_adjustments (
  id INTEGER PRIMARY KEY,
  bill_id INTEGER NOT NULL REFERENCES bills(id) ON DELETE CASCADE,
  label TEXT NOT NULL,
  vat_included INTEGER NOT NULL,
  vat_excluded INTEGER NOT NULL,
  vat INTEGER NOT NULL
);
CREATE INDEX bill_adjustments_bill ON bill_adjustments(bill_id);

-- A family's fee waits with bill_id NULL until added to a draft.
CREATE TABLE fees (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  family_id INTEGER NOT NULL REFERENCES families(id),
  bill_id INTEGER REFERENCES bills(id) ON DELETE SET NULL,
  label TEXT NOT NULL,
  vat_included INTEGER NOT NULL,
  vat_excluded INTEGER NOT NULL,
  vat INTEGER NOT NULL
);
CREATE INDEX fees_family ON fees(family_id);

CREATE TABLE bill_schedule_items (
  id INTEGER PRIMARY KEY,
  bill_id INTEGER NOT NULL REFERENCES bills(id) ON DELETE CASCADE,
  due_date TEXT NOT NULL,
  amount INTEGER NOT NULL
);

CREATE TABLE bill_changelogs (
  id INTEGER PRIMARY KEY,
  bill_id INTEGER NOT NULL REFERENCES bills(id) ON DELETE CASCADE,
  at TEXT NOT NULL,
  author TEXT NOT NULL,
  description TEXT NOT NULL
);
CREATE INDEX bill_changelogs_bill ON bill_changelogs(bill_id);

CREATE TABLE payments (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  bill_id INTEGER NOT NULL REFERENCES bills(id),
  type TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  date TEXT NOT NULL,
  paid INTEGER NOT NULL,
  checked INTEGER NOT NULL,
  comment TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX payments_bill ON payments(bill_id);
CREATE INDEX payments_agency_date ON payments(agency_id, date);

CREATE TABLE wallets (
  family_id INTEGER PRIMARY KEY REFERENCES families(id),
  initial_value INTEGER NOT NULL DEFAULT 0,
  initial_duration_value INTEGER NOT NULL DEFAULT 0,
  initial_value_comment TEXT
);

CREATE TABLE wallet_operations (
  id INTEGER PRIMARY KEY,
  family_id INTEGER NOT NULL REFERENCES families(id),
  operation_date TEXT NOT NULL,
  label TEXT NOT NULL,
  relevant_value INTEGER NOT NULL,
  duration_value INTEGER,
  kind TEXT NOT NULL CHECK (kind IN ('PRE_PAYMENT', 'BILL_PAYMENT', 'DURATIONS')),
  payment_id INTEGER REFERENCES payments(id) ON DELETE CASCADE
);
CREATE INDEX wallet_operations_family ON wallet_operations(family_id);

CREATE TABLE fiscal_attestations (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  family_id INTEGER NOT NULL REFERENCES families(id),
  year INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('DRAFT', 'VALIDATED', 'SENT')),
  amount INTEGER NOT NULL,
  payments_count INTEGER NOT NULL,
  template_id INTEGER NOT NULL,
  custom_document BLOB,
  created_at TEXT NOT NULL,
  validated_at TEXT,
  sent_at TEXT,
  UNIQUE (family_id, year)
);
CREATE INDEX fiscal_attestations_agency_year ON fiscal_attestations(agency_id, year);

-- Partial credit notes being previewed (5 minutes).
CREATE TABLE credit_note_previews (
  hash TEXT PRIMARY KEY,
  bill_id INTEGER NOT NULL REFERENCES bills(id) ON DELETE CASCADE,
  body TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

-- The end date of each agency's last incremental accounting export.
CREATE TABLE accounting_exports (
  agency_id INTEGER PRIMARY KEY REFERENCES agencies(id),
  last_end_date TEXT NOT NULL
);
`;
