/**
 * SEPA mandates of customers and their change logs; the avance immédiate (AVIM): the agency's
 * option and each customer's subscription. A family's sepa_mandate_reference and iban (001)
 * stay the mandate its bills are debited with: the store copies there the family's latest
 * SIGNED mandate.
 */
export const sql = /* sql */ `
CREATE TABLE sepa_mandates (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  family_id INTEGER REFERENCES families(id),
  sequence INTEGER NOT NULL,
  rum TEXT NOT NULL,
  debtor_name TEXT NOT NULL,
  iban TEXT NOT NULL,
  bic TEXT NOT NULL,
  signature_date TEXT,
  template_id INTEGER NOT NULL DEFAULT 1,
  custom_document_media_id INTEGER REFERENCES medias(id),
  created_at TEXT NOT NULL,
  sent_at TEXT,
  signed_at TEXT,
  UNIQUE (agency_id, rum),
  UNIQUE (agency_id, sequence)
);
CREATE INDEX sepa_mandates_customer ON sepa_mandates(customer_id);

CREATE TABLE sepa_mandate_changelogs (
  id INTEGER PRIMARY KEY,
  mandate_id INTEGER NOT NULL REFERENCES sepa_mandates(id) ON DELETE CASCADE,
  at TEXT NOT NULL,
  author TEXT NOT NULL,
  description TEXT NOT NULL
);
CREATE INDEX sepa_mandate_changelogs_mandate ON sepa_mandate_changelogs(mandate_id);

ALTER TABLE agencies ADD COLUMN avim_enabled INTEGER NOT NULL DEFAULT 0;
ALTER TABLE customers ADD COLUMN avim_status TEXT NOT NULL DEFAULT 'NOT_SUBSCRIBED' CHECK (avim_status IN ('NOT_SUBSCRIBED', 'PENDING_CUSTOMER_VALIDATION', 'VALIDATED'));
ALTER TABLE customers ADD COLUMN avim_subscribed_at TEXT;
ALTER TABLE customers ADD COLUMN avim_validated_at TEXT;
`;
