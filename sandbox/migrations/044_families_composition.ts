/**
 * A family's composition and infos (spec 001 §3 Family, §7 Families): the address's extra
 * parts and coordinates, the theoretical monthly hours, the default prestation type, the home
 * options; the children's informations (as a parent gives them); parents with their app
 * account, contacts, other addresses. Each part goes with its family (ON DELETE CASCADE).
 */
export const sql = /* sql */ `
ALTER TABLE families ADD COLUMN address_additional_info TEXT;
ALTER TABLE families ADD COLUMN address_note TEXT;
ALTER TABLE families ADD COLUMN lat REAL;
ALTER TABLE families ADD COLUMN lng REAL;
-- Minutes a month; null: not defined.
ALTER TABLE families ADD COLUMN month_planned_duration_avg INTEGER;
ALTER TABLE families ADD COLUMN default_prestation_type_id INTEGER REFERENCES prestation_types(id) ON DELETE SET NULL;
-- A JSON array of the home option codes (src/domain/families/labels.ts).
ALTER TABLE families ADD COLUMN home_options TEXT NOT NULL DEFAULT '[]';

ALTER TABLE children ADD COLUMN gender TEXT CHECK (gender IN ('MALE', 'FEMALE'));
ALTER TABLE children ADD COLUMN school TEXT;
ALTER TABLE children ADD COLUMN allergies TEXT;
ALTER TABLE children ADD COLUMN habits TEXT;

CREATE TABLE family_parents (
  id INTEGER PRIMARY KEY,
  family_id INTEGER NOT NULL REFERENCES families(id) ON DELETE CASCADE,
  civility TEXT CHECK (civility IN ('MME', 'M')),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT,
  mobile TEXT,
  -- The parent's app account (user statuses of spec 000); null: no account.
  account_status TEXT CHECK (account_status IN ('ACTIVE', 'INACTIVE', 'SUSPENDED', 'CREATED', 'PRE_REGISTERED'))
);
CREATE INDEX family_parents_family ON family_parents(family_id);

CREATE TABLE family_contacts (
  id INTEGER PRIMARY KEY,
  family_id INTEGER NOT NULL REFERENCES families(id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('GRANDPA', 'PARENT', 'UNKLE', 'BROTHER', 'GODFATHER', 'FRIEND', 'PRO')),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone TEXT,
  email TEXT,
  comment TEXT
);
CREATE INDEX family_contacts_family ON family_contacts(family_id);

CREATE TABLE family_addresses (
  id INTEGER PRIMARY KEY,
  family_id INTEGER NOT NULL REFERENCES families(id) ON DELETE CASCADE,
  street TEXT NOT NULL,
  zip_code TEXT NOT NULL,
  city TEXT NOT NULL,
  city_code TEXT,
  additional_info TEXT,
  note TEXT,
  lat REAL,
  lng REAL
);
CREATE INDEX family_addresses_family ON family_addresses(family_id);
`;
