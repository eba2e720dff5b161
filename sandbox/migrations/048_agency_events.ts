/**
 * The agency's events (spec 001 §3 Notification: type, resourceData; §7 events/*): what
 * happened at the agency for its staff to see on the home page. `resource_data` is the
 * contract's `resourceData` as JSON (readable refs, checked by the answer's schema); the
 * type's list lives in src/domain/agencyEvents.ts, so it is not repeated in a CHECK here.
 */
export const sql = /* sql */ `
CREATE TABLE agency_events (
  id INTEGER PRIMARY KEY,
  agency_id INTEGER NOT NULL REFERENCES agencies(id),
  type TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'UNREAD' CHECK (state IN ('UNREAD', 'READ')),
  resource_data TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL
);
CREATE INDEX agency_events_agency ON agency_events (agency_id, state, created_at);
`;
