/**
 * Electronic sign procedures of estimates (spec 001 §3, §4): the simulated provider's
 * procedure (status, recipient, when the recipient signed, who sent it) and its events.
 */
export const sql = /* sql */ `
CREATE TABLE sign_procedures (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  estimate_id INTEGER NOT NULL REFERENCES estimates(id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('DRAFT', 'PENDING', 'IN_PROGRESS', 'COMPLETED', 'EXPIRED', 'REFUSED', 'CANCELED', 'CLOSED', 'ERROR', 'FILE_TRANSFERT_ERROR')),
  recipient TEXT NOT NULL,
  signed_by_recipient_at TEXT,
  sent_by INTEGER REFERENCES users(id),
  created_at TEXT NOT NULL
);
CREATE INDEX sign_procedures_estimate ON sign_procedures (estimate_id, created_at);

CREATE TABLE sign_procedure_events (
  id INTEGER PRIMARY KEY,
  procedure_id INTEGER NOT NULL REFERENCES sign_procedures(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE INDEX sign_procedure_events_procedure ON sign_procedure_events (procedure_id, id);
`;
