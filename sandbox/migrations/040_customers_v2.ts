/**
 * Customers and prospects, v2 (spec 001 §3, §4, §7): where a prospect stands, the adviser
 * who follows the record, its notes and further information, its contacts, its history
 * (changelogs) and a minimal estimates table (a later issue builds estimates fully). Indexes
 * for the v2 list's filters and sorts over 10,000 customers.
 */
export const sql = /* sql */ `
ALTER TABLE customers ADD COLUMN stage TEXT CHECK (stage IS NULL OR stage IN ('STARTING', 'TO_FOLLOW_UP', 'ESTIMATE_SENT', 'ESTIMATE_SENT_FOR_SIGNING',
  'ESTIMATE_REFUSED', 'ESTIMATE_SIGNED', 'LOSS', 'TURNED_TO_CUSTOMER'));
-- A staff user of the agency (its director or an adviser).
ALTER TABLE customers ADD COLUMN adviser_id INTEGER REFERENCES users(id);
ALTER TABLE customers ADD COLUMN civility TEXT CHECK (civility IS NULL OR civility IN ('MME', 'M'));
ALTER TABLE customers ADD COLUMN notes TEXT;
-- Further information on the record (how the family heard of the agency, its needs…), free text.
ALTER TABLE customers ADD COLUMN infos TEXT;

CREATE INDEX customers_agency_label ON customers(agency_id, label);
CREATE INDEX customers_agency_status ON customers(agency_id, prospect, archived);
CREATE INDEX customers_agency_stage ON customers(agency_id, stage);
CREATE INDEX customers_agency_adviser ON customers(agency_id, adviser_id);
CREATE INDEX customers_agency_created ON customers(agency_id, created_at);
CREATE INDEX customers_agency_next_exchange ON customers(agency_id, next_exchange_at);
CREATE INDEX customers_agency_email ON customers(agency_id, email COLLATE NOCASE);
CREATE INDEX bills_customer ON bills(customer_id);

CREATE TABLE estimates (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  number TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('DRAFT', 'VALIDATED', 'READY', 'SENT', 'SIGNED', 'CONTRACTED', 'CANCELED', 'REFUSED')),
  vat_included_amount INTEGER NOT NULL,
  period_start TEXT NOT NULL,
  period_end TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX estimates_customer ON estimates(customer_id, created_at);

CREATE TABLE customer_contacts (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  role TEXT,
  phone TEXT,
  email TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX customer_contacts_customer ON customer_contacts(customer_id);

-- The history of spec 001 §3; written by the server (editable = 0) or by a user (editable = 1).
CREATE TABLE customer_changelogs (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  comment TEXT,
  author_id INTEGER REFERENCES users(id),
  editable INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX customer_changelogs_customer ON customer_changelogs(customer_id, created_at);
CREATE INDEX customer_changelogs_agency ON customer_changelogs(agency_id, created_at);
`;
