/**
 * The public pages (issue 15, src/domain/publicDocuments.ts): shares of an agency's documents
 * by token (/share/{shareToken}), each agency's drop page (/listo/{dropId}) and the files
 * families dropped there (kept as medias of the agency).
 */
export const sql = /* sql */ `
CREATE TABLE shares (
  token TEXT PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies (id),
  media_id INTEGER NOT NULL REFERENCES medias (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX shares_media ON shares (media_id);

CREATE TABLE drops (
  id TEXT PRIMARY KEY,
  agency_id INTEGER NOT NULL UNIQUE REFERENCES agencies (id)
);

CREATE TABLE drop_files (
  id INTEGER PRIMARY KEY,
  drop_id TEXT NOT NULL REFERENCES drops (id),
  media_id INTEGER NOT NULL REFERENCES medias (id) ON DELETE CASCADE,
  sender TEXT NOT NULL,
  message TEXT,
  created_at TEXT NOT NULL
);
`;
