/**
 * Cancelled planning events (one cancellation per event, known by the event's id: who
 * cancelled, why, a comment) and the infos recorded on events (a comment, a picture's
 * caption, an incident, by their author).
 */
export const sql = /* sql */ `
CREATE TABLE planning_cancellations (
  event_id INTEGER PRIMARY KEY REFERENCES planning_events(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  reason TEXT NOT NULL,
  comment TEXT,
  cancelled_at TEXT NOT NULL
);
CREATE TABLE planning_event_infos (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES planning_events(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  content TEXT NOT NULL,
  author_id INTEGER REFERENCES employees(id),
  created_at TEXT NOT NULL
);
CREATE INDEX planning_event_infos_event ON planning_event_infos(event_id);
CREATE INDEX planning_event_infos_type ON planning_event_infos(type, created_at);
`;
