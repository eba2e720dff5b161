/** The custom template engine mapping of an agency (issue 15, src/domain/templateMapping.ts): one row per agency that has one. */
export const sql = /* sql */ `
CREATE TABLE template_mappings (
  agency_id INTEGER PRIMARY KEY REFERENCES agencies (id) ON DELETE CASCADE,
  mapping TEXT NOT NULL
);
`;
