/**
 * First schema of the sandbox. Migrations are TypeScript modules exporting SQL so that
 * the esbuild bundle (dist/sandbox/main.mjs) carries them without reading files.
 * Dates of the business are ISO text; token expiries are epoch milliseconds.
 */
export const sql = /* sql */ `
CREATE TABLE clients (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  siret TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE agencies (
  id INTEGER PRIMARY KEY,
  client_id INTEGER NOT NULL REFERENCES clients(id),
  label TEXT NOT NULL,
  address TEXT NOT NULL,
  postcode TEXT NOT NULL,
  city TEXT NOT NULL,
  city_code TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT NOT NULL,
  school_vacation_zone TEXT NOT NULL,
  household_enabled INTEGER NOT NULL DEFAULT 0,
  default_pro_id INTEGER,
  billing_enabled INTEGER NOT NULL DEFAULT 0,
  fiscal_attestations_enabled INTEGER NOT NULL DEFAULT 0,
  paye_enabled INTEGER NOT NULL DEFAULT 0,
  paye_active INTEGER NOT NULL DEFAULT 0,
  paye_compatibility_mode INTEGER NOT NULL DEFAULT 0,
  creditor_identifier TEXT NOT NULL,
  iban TEXT NOT NULL,
  bic TEXT NOT NULL
);

CREATE TABLE custom_attributes (
  id INTEGER PRIMARY KEY,
  client_id INTEGER NOT NULL REFERENCES clients(id),
  name TEXT NOT NULL,
  label TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('TEXT', 'NUMBER', 'DATE', 'BOOLEAN')),
  target TEXT NOT NULL CHECK (target IN ('CUSTOMER', 'EMPLOYEE', 'BILL', 'CONTRACT'))
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  login TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('ADMIN', 'PRO', 'DIRECTOR', 'ADVISER', 'FAMILY', 'FRANCHISOR')),
  agency_id INTEGER REFERENCES agencies(id),
  client_id INTEGER REFERENCES clients(id),
  is_multi_agencies INTEGER NOT NULL DEFAULT 0,
  totp_secret TEXT,
  unread_messages INTEGER NOT NULL DEFAULT 0,
  unread_events INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Agencies a multi-agency manager may choose as context.
CREATE TABLE user_agencies (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  PRIMARY KEY (user_id, agency_id)
);

CREATE TABLE employees (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  status TEXT NOT NULL CHECK (status IN ('CANDIDATE', 'ACTIVE', 'INACTIVE', 'SUSPENDED', 'CREATED', 'PRE_REGISTERED')),
  civility TEXT NOT NULL CHECK (civility IN ('MME', 'M')),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  birth_date TEXT NOT NULL,
  email TEXT NOT NULL,
  mobile TEXT NOT NULL,
  address TEXT NOT NULL,
  postcode TEXT NOT NULL,
  city TEXT NOT NULL,
  city_code TEXT NOT NULL,
  social_security_number TEXT NOT NULL,
  hired_on TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX employees_agency ON employees(agency_id);

CREATE TABLE families (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  customer_type TEXT NOT NULL DEFAULT 'NATURAL' CHECK (customer_type IN ('NATURAL', 'LEGAL', 'BUSINESS_PROVIDER')),
  label TEXT NOT NULL,
  prospect INTEGER NOT NULL DEFAULT 0,
  parent_first_name TEXT NOT NULL,
  parent_last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  mobile TEXT NOT NULL,
  address TEXT NOT NULL,
  postcode TEXT NOT NULL,
  city TEXT NOT NULL,
  city_code TEXT NOT NULL,
  caf_number TEXT,
  sepa_mandate_reference TEXT,
  iban TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX families_agency ON families(agency_id);

CREATE TABLE children (
  id INTEGER PRIMARY KEY,
  family_id INTEGER NOT NULL REFERENCES families(id) ON DELETE CASCADE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  birth_date TEXT NOT NULL
);
CREATE INDEX children_family ON children(family_id);

CREATE TABLE favorites (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  resource_type TEXT NOT NULL CHECK (resource_type IN ('PRO', 'FAMILY')),
  resource_id INTEGER NOT NULL,
  resource_label TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (user_id, resource_type, resource_id)
);

CREATE TABLE preferences (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  value TEXT NOT NULL,
  UNIQUE (user_id, name)
);

CREATE TABLE versions (
  id INTEGER PRIMARY KEY,
  number TEXT NOT NULL,
  description TEXT NOT NULL,
  visible INTEGER NOT NULL,
  deployed_at TEXT,
  last_updated_at TEXT NOT NULL,
  scope TEXT NOT NULL CHECK (scope IN ('PORTAL', 'APP'))
);

CREATE TABLE version_items (
  id INTEGER PRIMARY KEY,
  version_id INTEGER NOT NULL REFERENCES versions(id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('FEAT', 'BUG')),
  description TEXT NOT NULL
);
CREATE INDEX version_items_version ON version_items(version_id);

CREATE TABLE user_guides (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  content TEXT NOT NULL,
  modification_date TEXT NOT NULL,
  -- JSON array of roles; '[]' means everyone.
  role_restriction TEXT NOT NULL DEFAULT '[]',
  scope TEXT NOT NULL CHECK (scope IN ('PORTAL', 'APP')),
  visible INTEGER NOT NULL
);

CREATE TABLE exports (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  type TEXT NOT NULL CHECK (type IN ('BILLING_DEBIT_ORDER', 'BILLING_DEBIT_ORDER_SLIP_FILE', 'BILLING_CAF_DECLARATION', 'ACCOUNTING_EXPORT_OF_SALES_JOURNAL')),
  created_at TEXT NOT NULL,
  document_name TEXT NOT NULL,
  description TEXT NOT NULL,
  mime_type TEXT NOT NULL,
  emitted INTEGER NOT NULL DEFAULT 0,
  emitted_at TEXT,
  relevant_year INTEGER NOT NULL,
  relevant_month INTEGER NOT NULL,
  content BLOB NOT NULL
);
CREATE INDEX exports_agency ON exports(agency_id, created_at);

-- One login: the selected agency context lives here, so that it survives token rotation.
CREATE TABLE sessions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  context_agency_id INTEGER REFERENCES agencies(id),
  created_at INTEGER NOT NULL
);

CREATE TABLE auth_tokens (
  token TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('ACCESS', 'PRE_AUTH', 'REFRESH', 'TEMPORARY')),
  session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  remaining_uses INTEGER,
  revoked_at INTEGER
);

CREATE TABLE password_reset_tokens (
  token TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

-- What the sandbox would have sent by mail.
CREATE TABLE mails (
  id INTEGER PRIMARY KEY,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  sent_at TEXT NOT NULL
);
`;
