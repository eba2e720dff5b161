/**
 * The community's posts with their pictures and comments, and the agency's document library
 * (issue 15). Files are medias (025_medias), kept as uploaded.
 */
export const sql = /* sql */ `
CREATE TABLE posts (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  type TEXT NOT NULL CHECK (type IN ('NEWS', 'EVENT', 'TRICK')),
  status TEXT NOT NULL CHECK (status IN ('DRAFT', 'PUBLISHED')),
  community_type TEXT NOT NULL CHECK (community_type IN ('PRO', 'PARENT')),
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  place TEXT,
  event_day TEXT,
  -- A professional's post; null: the agency's.
  author_pro_id INTEGER REFERENCES employees(id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  published_at TEXT
);
CREATE INDEX posts_agency ON posts (agency_id, created_at);

CREATE TABLE post_pictures (
  id INTEGER PRIMARY KEY,
  post_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
  media_id INTEGER NOT NULL REFERENCES medias(id)
);

CREATE TABLE post_comments (
  id INTEGER PRIMARY KEY,
  post_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
  author_kind TEXT NOT NULL CHECK (author_kind IN ('AGENCY', 'PRO', 'PARENT')),
  author_id INTEGER NOT NULL,
  author_label TEXT NOT NULL,
  content TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX post_comments_post ON post_comments (post_id, created_at);

CREATE TABLE library_documents (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  type TEXT NOT NULL,
  title TEXT NOT NULL,
  media_id INTEGER NOT NULL REFERENCES medias(id),
  author TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX library_documents_agency ON library_documents (agency_id, created_at);
`;
