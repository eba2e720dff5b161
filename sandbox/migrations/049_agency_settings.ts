/**
 * The agency's settings (spec 001 §3 Agency, §7): hotline phone, presentation, app home
 * messages and the recipients of event confirmation mails (a JSON list) beside the contact
 * and address the agency already has; its document templates (one in force per kind); its
 * orders of sign procedures, and how many it has used (the balance is ordered − used).
 */
export const sql = /* sql */ `
ALTER TABLE agencies ADD COLUMN hotline_phone TEXT;
ALTER TABLE agencies ADD COLUMN presentation TEXT;
ALTER TABLE agencies ADD COLUMN pro_message TEXT;
ALTER TABLE agencies ADD COLUMN parents_message TEXT;
ALTER TABLE agencies ADD COLUMN event_recipient_mails TEXT NOT NULL DEFAULT '[]';
ALTER TABLE agencies ADD COLUMN sign_procedures_used INTEGER NOT NULL DEFAULT 0;

CREATE TABLE document_templates (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  kind TEXT NOT NULL CHECK (kind IN ('ESTIMATE', 'CONTRACT', 'SEPA_MANDATE', 'WORK_CONTRACT', 'FISCAL_ATTESTATION')),
  label TEXT NOT NULL,
  description TEXT NOT NULL,
  in_force INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL
);
CREATE INDEX document_templates_agency ON document_templates (agency_id, kind);
CREATE UNIQUE INDEX document_templates_in_force ON document_templates (agency_id, kind) WHERE in_force = 1;

CREATE TABLE sign_procedure_orders (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  unit_price_cents INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('ORDERED', 'CANCELED')),
  ordered_at TEXT NOT NULL,
  ordered_by INTEGER REFERENCES users(id),
  canceled_at TEXT
);
CREATE INDEX sign_procedure_orders_agency ON sign_procedure_orders (agency_id, ordered_at);
`;
