/**
 * The planning engine: an event's prestation type (null for the seed's events, which take
 * their contract's) and the series it was created in (the first event's id; null alone).
 */
export const sql = /* sql */ `
ALTER TABLE planning_events ADD COLUMN prestation_type_id INTEGER REFERENCES prestation_types(id);
ALTER TABLE planning_events ADD COLUMN series_id INTEGER;
CREATE INDEX planning_events_series ON planning_events(series_id);
`;
