/**
 * Customers and their contracts, the agency's pricing lists and the planning events; the
 * details the quick search shows of professionals.
 */
export const sql = /* sql */ `
ALTER TABLE employees ADD COLUMN ref TEXT;
ALTER TABLE employees ADD COLUMN phone TEXT;
ALTER TABLE employees ADD COLUMN last_exchange_at TEXT;
ALTER TABLE employees ADD COLUMN next_exchange_at TEXT;

-- Who pays: a family's parent, a company, a business provider. A prospect until converted; archived when left (or lost).
CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  ref TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('NATURAL', 'LEGAL', 'BUSINESS_PROVIDER')),
  label TEXT NOT NULL,
  prospect INTEGER NOT NULL DEFAULT 0,
  archived INTEGER NOT NULL DEFAULT 0,
  contact_first_name TEXT NOT NULL,
  contact_last_name TEXT NOT NULL,
  email TEXT,
  phone TEXT,
  mobile TEXT,
  address TEXT,
  postcode TEXT,
  city TEXT,
  source TEXT,
  last_exchange_at TEXT,
  next_exchange_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX customers_agency ON customers(agency_id);

ALTER TABLE families ADD COLUMN customer_id INTEGER REFERENCES customers(id);
CREATE INDEX families_customer ON families(customer_id);

CREATE TABLE product_types (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  code TEXT NOT NULL CHECK (code IN ('CHILDCARE', 'HOUSEHOLD', 'HOMECARE')),
  label TEXT NOT NULL,
  vat_rate TEXT NOT NULL CHECK (vat_rate IN ('ZERO', 'REDUIT_10_0', 'NORMAL', 'LEGAL_ENTITY_20_0', 'REDUIT_HANDICAP_5_5')),
  UNIQUE (agency_id, code)
);

CREATE TABLE prestation_types (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  type TEXT NOT NULL,
  label TEXT NOT NULL,
  product_type TEXT NOT NULL,
  archived INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX prestation_types_agency ON prestation_types(agency_id);

CREATE TABLE price_grid_formulas (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  code TEXT NOT NULL,
  label TEXT NOT NULL,
  description TEXT NOT NULL,
  archived INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX price_grid_formulas_agency ON price_grid_formulas(agency_id);

-- end_date NULL: open-ended.
CREATE TABLE contracts (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  family_id INTEGER REFERENCES families(id) ON DELETE SET NULL,
  number TEXT NOT NULL,
  prestation_type_id INTEGER NOT NULL REFERENCES prestation_types(id),
  start_date TEXT NOT NULL,
  end_date TEXT,
  weekly_minutes INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX contracts_customer ON contracts(customer_id);

-- Wall-clock day and times; end_time <= start_time: ends the next day (a night shift).
CREATE TABLE planning_events (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  employee_id INTEGER NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
  family_id INTEGER NOT NULL REFERENCES families(id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  start_time TEXT NOT NULL,
  end_time TEXT NOT NULL
);
CREATE INDEX planning_events_agency_day ON planning_events(agency_id, day);
CREATE INDEX planning_events_employee_day ON planning_events(employee_id, day);
CREATE INDEX planning_events_family_day ON planning_events(family_id, day);
`;
