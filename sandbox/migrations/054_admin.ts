/**
 * Administration (issue 15): the school vacations of each zone (days without school, both
 * ends included), kept by the admin on /school-vacations and read by the planning's
 * repetitions and the estimates in the agency's zone (`agencies.school_vacation_zone`); the
 * agencies' options of /agencies/{agencyId}.
 */
export const sql = /* sql */ `
CREATE TABLE school_vacations (
  id INTEGER PRIMARY KEY,
  zone TEXT NOT NULL,
  kind TEXT NOT NULL,
  year_period TEXT NOT NULL,
  start_day TEXT NOT NULL,
  end_day TEXT NOT NULL CHECK (end_day >= start_day)
);
CREATE INDEX school_vacations_zone ON school_vacations (zone, start_day);
CREATE INDEX school_vacations_year ON school_vacations (year_period, zone);

-- The options of /agencies/{agencyId} without a column of their own (the columns kept: zone,
-- household, billing, AVIM, increases, fiscal attestations, paye), as a JSON object; a missing
-- key takes its default (store/agencyOptions.ts).
ALTER TABLE agencies ADD COLUMN options TEXT NOT NULL DEFAULT '{}';
`;

