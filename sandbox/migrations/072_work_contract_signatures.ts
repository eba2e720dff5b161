/**
 * A work contract is sent for signing with the same simulated provider as an estimate (issue 32):
 * a procedure belongs to an estimate or to a work contract, exactly one. SQLite cannot relax
 * `estimate_id NOT NULL` in place: both tables are rebuilt, the events first out and last in.
 */
export const sql = /* sql */ `
CREATE TABLE sign_procedures_next (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  estimate_id INTEGER REFERENCES estimates(id) ON DELETE CASCADE,
  work_contract_id INTEGER REFERENCES work_contracts(id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('DRAFT', 'PENDING', 'IN_PROGRESS', 'COMPLETED', 'EXPIRED', 'REFUSED', 'CANCELED', 'CLOSED', 'ERROR', 'FILE_TRANSFERT_ERROR')),
  recipient TEXT NOT NULL,
  signed_by_recipient_at TEXT,
  sent_by INTEGER REFERENCES users(id),
  created_at TEXT NOT NULL,
  CHECK ((estimate_id IS NULL) <> (work_contract_id IS NULL))
);
INSERT INTO sign_procedures_next (id, agency_id, estimate_id, status, recipient, signed_by_recipient_at, sent_by, created_at)
  SELECT id, agency_id, estimate_id, status, recipient, signed_by_recipient_at, sent_by, created_at FROM sign_procedures;
CREATE TABLE sign_procedure_events_next (
  id INTEGER PRIMARY KEY,
  procedure_id INTEGER NOT NULL REFERENCES sign_procedures_next(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  at TEXT NOT NULL
);
INSERT INTO sign_procedure_events_next (id, procedure_id, type, at) SELECT id, procedure_id, type, at FROM sign_procedure_events;
DROP TABLE sign_procedure_events;
DROP TABLE sign_procedures;
ALTER TABLE sign_procedures_next RENAME TO sign_procedures;
ALTER TABLE sign_procedure_events_next RENAME TO sign_procedure_events;
CREATE INDEX sign_procedures_estimate ON sign_procedures (estimate_id, created_at);
CREATE INDEX sign_procedures_work_contract ON sign_procedures (work_contract_id, created_at);
CREATE INDEX sign_procedure_events_procedure ON sign_procedure_events (procedure_id, id);
`;
