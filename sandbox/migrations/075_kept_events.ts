/**
 * Planned events a director keeps although their professional is absent (issue 33), with why:
 * they leave « Prestations à remplacer ». Gone with their event.
 */
export const sql = /* sql */ `
CREATE TABLE planning_kept_events (
  event_id INTEGER PRIMARY KEY REFERENCES planning_events(id) ON DELETE CASCADE,
  reason TEXT NOT NULL,
  kept_at TEXT NOT NULL
);
`;
