/** Support tickets (spec 002): tickets, entries and their reads, files, links, tags, entry models; a user's support type. */
export const sql = /* sql */ `
ALTER TABLE users ADD COLUMN support_type TEXT NOT NULL DEFAULT 'USER' CHECK (support_type IN ('AGENT', 'USER'));

CREATE TABLE support_tickets (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  status TEXT NOT NULL,
  type TEXT NOT NULL,
  priority INTEGER NOT NULL,
  agent_priority INTEGER NOT NULL,
  due_date TEXT,
  agent_privacy INTEGER NOT NULL DEFAULT 0,
  use_context_data INTEGER NOT NULL DEFAULT 0,
  context_data TEXT,
  created_by INTEGER NOT NULL REFERENCES users(id),
  assignment INTEGER REFERENCES users(id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE support_entries (
  id INTEGER PRIMARY KEY,
  ticket_id INTEGER NOT NULL REFERENCES support_tickets(id) ON DELETE CASCADE,
  content TEXT NOT NULL,
  published_at TEXT NOT NULL,
  visibility TEXT CHECK (visibility IN ('AGENTS')),
  content_type TEXT NOT NULL,
  action_type TEXT NOT NULL,
  created_by INTEGER NOT NULL REFERENCES users(id),
  deleted_at TEXT
);
CREATE INDEX support_entries_ticket ON support_entries (ticket_id, published_at);

CREATE TABLE support_entry_reads (
  entry_id INTEGER NOT NULL REFERENCES support_entries(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  PRIMARY KEY (entry_id, user_id)
);

CREATE TABLE support_attachments (
  id INTEGER PRIMARY KEY,
  ticket_id INTEGER NOT NULL REFERENCES support_tickets(id) ON DELETE CASCADE,
  entry_id INTEGER REFERENCES support_entries(id) ON DELETE CASCADE,
  file_name TEXT NOT NULL,
  mime_type TEXT NOT NULL,
  length INTEGER NOT NULL,
  bytes BLOB NOT NULL,
  created_by INTEGER NOT NULL REFERENCES users(id),
  created_at TEXT NOT NULL
);

CREATE TABLE support_links (
  id INTEGER PRIMARY KEY,
  ticket1_id INTEGER NOT NULL REFERENCES support_tickets(id) ON DELETE CASCADE,
  ticket2_id INTEGER NOT NULL REFERENCES support_tickets(id) ON DELETE CASCADE,
  link_type TEXT NOT NULL
);

CREATE TABLE support_tags (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE COLLATE NOCASE);
CREATE TABLE support_tag_refs (
  id INTEGER PRIMARY KEY,
  ticket_id INTEGER NOT NULL REFERENCES support_tickets(id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL REFERENCES support_tags(id) ON DELETE CASCADE,
  UNIQUE (ticket_id, tag_id)
);

CREATE TABLE support_models (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  public INTEGER NOT NULL DEFAULT 1,
  usage_count INTEGER NOT NULL DEFAULT 0,
  created_by INTEGER NOT NULL REFERENCES users(id)
);
`;
