/** A contract's part for each family of its customer (its "expression", src/api/README.md): when the agency marked it set up. */
export const sql = /* sql */ `
CREATE TABLE contract_family_expressions (
  contract_id INTEGER NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  family_id INTEGER NOT NULL REFERENCES families (id) ON DELETE CASCADE,
  initialized_at TEXT NOT NULL,
  PRIMARY KEY (contract_id, family_id)
);
`;
