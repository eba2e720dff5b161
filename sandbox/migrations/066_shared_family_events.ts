/**
 * Shared families (issue 13): a name of their own (null: the members' names), and the planning
 * events of a shared care: the care it is planned for, whose members' plannings show it and
 * whose bills share it (store/planning.ts, store/billing/engine.ts). Deleting the shared family
 * leaves the event to its own family.
 */
export const sql = /* sql */ `
ALTER TABLE shared_families ADD COLUMN name TEXT;
ALTER TABLE planning_events ADD COLUMN shared_family_id INTEGER REFERENCES shared_families (id) ON DELETE SET NULL;
CREATE INDEX planning_events_shared_family ON planning_events(shared_family_id, day);
`;
