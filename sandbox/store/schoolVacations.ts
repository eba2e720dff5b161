/**
 * School vacations by zone (migration 054_admin): the admin's list and changes, and the
 * periods of an agency's zone that the planning engine and the estimates both read.
 */
import type { SchoolVacation, SchoolVacationDraft } from '../../src/api/contract/schoolVacations';
import { yearPeriodOf, type DayPeriod } from '../../src/domain/schoolVacations';
import type { Db } from './db';

const SELECT = `SELECT id, zone, kind, year_period AS yearPeriod, start_day AS startDate, end_day AS endDate FROM school_vacations`;

export function listSchoolVacations(db: Db, filter: { yearPeriod?: string | undefined; zone?: string | undefined }): SchoolVacation[] {
  return db
    .prepare(`${SELECT} WHERE (@yearPeriod IS NULL OR year_period = @yearPeriod) AND (@zone IS NULL OR zone = @zone) ORDER BY zone, start_day, id`)
    .all({ yearPeriod: filter.yearPeriod ?? null, zone: filter.zone ?? null }) as SchoolVacation[];
}

export function schoolVacationOf(db: Db, id: number): SchoolVacation | undefined {
  return db.prepare(`${SELECT} WHERE id = ?`).get(id) as SchoolVacation | undefined;
}

const row = (draft: SchoolVacationDraft) => ({ ...draft, yearPeriod: yearPeriodOf(draft.startDate) });

export function insertSchoolVacation(db: Db, draft: SchoolVacationDraft): number {
  return Number(
    db.prepare('INSERT INTO school_vacations (zone, kind, year_period, start_day, end_day) VALUES (@zone, @kind, @yearPeriod, @startDate, @endDate)').run(row(draft))
      .lastInsertRowid,
  );
}

export function updateSchoolVacation(db: Db, id: number, draft: SchoolVacationDraft): void {
  db.prepare('UPDATE school_vacations SET zone = @zone, kind = @kind, year_period = @yearPeriod, start_day = @startDate, end_day = @endDate WHERE id = @id').run({ ...row(draft), id });
}

export function deleteSchoolVacation(db: Db, id: number): void {
  db.prepare('DELETE FROM school_vacations WHERE id = ?').run(id);
}

/** The vacations of the agency's zone (its option `schoolVacationZone`), in date order. */
export function agencySchoolVacations(db: Db, agencyId: number): DayPeriod[] {
  return db
    .prepare(
      `SELECT start_day AS start, end_day AS "end" FROM school_vacations
       WHERE zone = (SELECT school_vacation_zone FROM agencies WHERE id = ?) ORDER BY start_day`,
    )
    .all(agencyId) as DayPeriod[];
}
