/** Weekly unavailabilities (slots that come back every week) and dated ones (absences) of professionals. */
export const sql = /* sql */ `
-- start_date / end_date NULL: open-ended; times 'HH:MM', end after start.
CREATE TABLE weekly_unavailabilities (
  id INTEGER PRIMARY KEY,
  employee_id INTEGER NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
  week_day INTEGER NOT NULL CHECK (week_day BETWEEN 1 AND 7),
  start_date TEXT,
  end_date TEXT,
  start_time TEXT NOT NULL,
  end_time TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('OTHER_BUSINESS', 'FORMATION', 'OTHER')),
  comment TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX weekly_unavailabilities_employee ON weekly_unavailabilities(employee_id);

-- Wall-clock 'YYYY-MM-DDTHH:MM' (they compare as text).
CREATE TABLE unavailabilities (
  id INTEGER PRIMARY KEY,
  employee_id INTEGER NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  start_date_time TEXT NOT NULL,
  end_date_time TEXT NOT NULL,
  comment TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX unavailabilities_employee ON unavailabilities(employee_id, start_date_time);
`;
