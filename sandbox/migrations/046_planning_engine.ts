/** The planning engine: an event's prestation type (null for the seed's events, which take their contract's). */
export const sql = /* sql */ `
ALTER TABLE planning_events ADD COLUMN prestation_type_id INTEGER REFERENCES prestation_types(id);
`;
