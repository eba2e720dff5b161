/**
 * Families, what was left (spec 001 §7 Families):
 * - one table of parents: `parent_accounts` (the users' side, /users?type=family) is merged
 *   into `family_parents` (the composition's), which takes the account's columns; a parent has
 *   an app account when `account_status` is set. An account whose family already has that
 *   parent (same e-mail, or same names) gives it its status, lock, picture and dates; any other
 *   becomes a parent of its family. `parent_accounts` is then dropped.
 * - shared families: two families or more sharing a professional (a nanny), with their members;
 * - children addresses: the agency's places where children are taken (schools, activities), one
 *   of them bookmarked or not.
 * - a professional's home coordinates, for the professionals nearest a family.
 */
export const sql = /* sql */ `
ALTER TABLE family_parents ADD COLUMN account_locked INTEGER NOT NULL DEFAULT 0;
ALTER TABLE family_parents ADD COLUMN activation_mail_at TEXT;
ALTER TABLE family_parents ADD COLUMN picture BLOB;
ALTER TABLE family_parents ADD COLUMN picture_mime TEXT;
ALTER TABLE family_parents ADD COLUMN picture_at TEXT;
ALTER TABLE family_parents ADD COLUMN created_at TEXT;

CREATE TEMP TABLE parent_matches AS
  SELECT a.id AS account_id, (
    SELECT p.id FROM family_parents p WHERE p.family_id = a.family_id
      AND (lower(p.email) = lower(a.email) OR (lower(p.first_name) = lower(a.first_name) AND lower(p.last_name) = lower(a.last_name)))
    ORDER BY lower(p.email) = lower(a.email) DESC, p.id LIMIT 1) AS parent_id
  FROM parent_accounts a;

UPDATE family_parents SET
  email = COALESCE(email, (SELECT a.email FROM parent_matches m JOIN parent_accounts a ON a.id = m.account_id WHERE m.parent_id = family_parents.id)),
  account_status = (SELECT a.status FROM parent_matches m JOIN parent_accounts a ON a.id = m.account_id WHERE m.parent_id = family_parents.id),
  account_locked = (SELECT a.account_locked FROM parent_matches m JOIN parent_accounts a ON a.id = m.account_id WHERE m.parent_id = family_parents.id),
  activation_mail_at = (SELECT a.activation_mail_at FROM parent_matches m JOIN parent_accounts a ON a.id = m.account_id WHERE m.parent_id = family_parents.id),
  picture = (SELECT a.picture FROM parent_matches m JOIN parent_accounts a ON a.id = m.account_id WHERE m.parent_id = family_parents.id),
  picture_mime = (SELECT a.picture_mime FROM parent_matches m JOIN parent_accounts a ON a.id = m.account_id WHERE m.parent_id = family_parents.id),
  picture_at = (SELECT a.picture_at FROM parent_matches m JOIN parent_accounts a ON a.id = m.account_id WHERE m.parent_id = family_parents.id),
  created_at = (SELECT a.created_at FROM parent_matches m JOIN parent_accounts a ON a.id = m.account_id WHERE m.parent_id = family_parents.id)
  WHERE id IN (SELECT parent_id FROM parent_matches WHERE parent_id IS NOT NULL);

INSERT INTO family_parents (family_id, first_name, last_name, email, account_status, account_locked, activation_mail_at, picture, picture_mime, picture_at, created_at)
  SELECT a.family_id, a.first_name, a.last_name, a.email, a.status, a.account_locked, a.activation_mail_at, a.picture, a.picture_mime, a.picture_at, a.created_at
  FROM parent_accounts a JOIN parent_matches m ON m.account_id = a.id WHERE m.parent_id IS NULL ORDER BY a.id;

DROP TABLE parent_matches;
DROP TABLE parent_accounts;

CREATE TABLE shared_families (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  created_at TEXT NOT NULL
);
CREATE INDEX shared_families_agency ON shared_families(agency_id);

CREATE TABLE shared_family_members (
  shared_family_id INTEGER NOT NULL REFERENCES shared_families(id) ON DELETE CASCADE,
  family_id INTEGER NOT NULL REFERENCES families(id) ON DELETE CASCADE,
  PRIMARY KEY (shared_family_id, family_id)
);
CREATE INDEX shared_family_members_family ON shared_family_members(family_id);

CREATE TABLE children_addresses (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  name TEXT NOT NULL,
  address TEXT NOT NULL,
  phone TEXT,
  bookmarked INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX children_addresses_agency ON children_addresses(agency_id);

ALTER TABLE employees ADD COLUMN lat REAL;
ALTER TABLE employees ADD COLUMN lng REAL;
`;
