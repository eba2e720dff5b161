/**
 * The official calendar of French school vacations (Éducation nationale) for zones A, B and C,
 * school years 2025-2026 and 2026-2027: each period runs from the Saturday classes stop to the
 * Sunday before they start again; the summer runs to 31 August. Corsica, overseas and Geneva
 * are left for the admin to enter on /school-vacations. No random draw.
 */
import { yearPeriodOf, type SchoolVacationKind, type SchoolVacationZone } from '../../src/domain/schoolVacations';
import type { Db } from '../store/db';

type Period = readonly [SchoolVacationKind, string, string];

/** The same days in the three zones. */
const ALL_ZONES: readonly Period[] = [
  ['TOUSSAINT', '2025-10-18', '2025-11-02'],
  ['NOEL', '2025-12-20', '2026-01-04'],
  ['ETE', '2026-07-04', '2026-08-31'],
  ['TOUSSAINT', '2026-10-17', '2026-11-01'],
  ['NOEL', '2026-12-19', '2027-01-03'],
  ['ETE', '2027-07-03', '2027-08-31'],
];

const BY_ZONE: Readonly<Record<'A' | 'B' | 'C', readonly Period[]>> = {
  A: [['HIVER', '2026-02-07', '2026-02-22'], ['PRINTEMPS', '2026-04-04', '2026-04-19'], ['HIVER', '2027-02-13', '2027-02-28'], ['PRINTEMPS', '2027-04-10', '2027-04-25']],
  B: [['HIVER', '2026-02-14', '2026-03-01'], ['PRINTEMPS', '2026-04-11', '2026-04-26'], ['HIVER', '2027-02-20', '2027-03-07'], ['PRINTEMPS', '2027-04-17', '2027-05-02']],
  C: [['HIVER', '2026-02-21', '2026-03-08'], ['PRINTEMPS', '2026-04-18', '2026-05-03'], ['HIVER', '2027-02-06', '2027-02-21'], ['PRINTEMPS', '2027-04-03', '2027-04-18']],
};

export function seedSchoolVacations(db: Db): void {
  const insert = db.prepare('INSERT INTO school_vacations (zone, kind, year_period, start_day, end_day) VALUES (?, ?, ?, ?, ?)');
  for (const zone of ['A', 'B', 'C'] as const satisfies readonly SchoolVacationZone[]) {
    const periods = [...ALL_ZONES, ...BY_ZONE[zone]].sort((a, b) => a[1].localeCompare(b[1]));
    for (const [kind, start, end] of periods) insert.run(zone, kind, yearPeriodOf(start), start, end);
  }
}
