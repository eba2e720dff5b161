/** Files the agency uploads (spec 002 §7.3 medias): today the custom documents of fiscal attestations, kept as uploaded. */
export const sql = /* sql */ `
CREATE TABLE medias (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  file_name TEXT NOT NULL,
  mime_type TEXT NOT NULL,
  bytes BLOB NOT NULL,
  created_at TEXT NOT NULL
);
ALTER TABLE fiscal_attestations ADD COLUMN custom_document_media_id INTEGER REFERENCES medias(id);
ALTER TABLE fiscal_attestations DROP COLUMN custom_document;
`;
