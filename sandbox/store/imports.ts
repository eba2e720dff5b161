/**
 * Imports: the rows come checked by the contract's schemas; here the checks that need the
 * agency's data (references, duplicates). Any problem: 400 with one error per row and
 * nothing written (the server runs each call in one transaction). Every row creates (or,
 * for paye data, replaces) a record for real.
 */
import type { CustomerImportRow, EmployeeImportRow, ImportAnswer, PayeDataImportRow } from '../../src/api/contract/imports';
import { HttpError, type ErrorEntry } from '../http/errors';
import type { Db } from './db';

type ResultRow = ImportAnswer['rows'][number];

/** Collects the rows' problems; `throwIfAny` answers them all at once. */
export class RowErrors {
  private readonly entries: ErrorEntry[] = [];
  add(index: number, line: number, field: string, reason: string): void {
    this.entries.push({ code: 'IMPORT_ROW_INVALID', label: `Ligne ${line} : ${reason}`, field: `rows.${index}.${field}` });
  }
  throwIfAny(): void {
    if (this.entries.length) throw new HttpError(400, this.entries);
  }
}

export const answer = (rows: ResultRow[]): ImportAnswer => ({
  created: rows.filter((r) => r.status === 'CREATED').length,
  updated: rows.filter((r) => r.status === 'UPDATED').length,
  rows,
});

/** The next free number of references `PREFIX-agency-0001` (the seed's 9000s stay apart). */
export function nextNumber(db: Db, table: 'customers' | 'employees', prefix: string): () => string {
  const refs = db.prepare(`SELECT ref FROM ${table} WHERE ref LIKE ?`).pluck().all(`${prefix}%`) as string[];
  let last = Math.max(0, ...refs.map((ref) => Number(ref.slice(prefix.length))).filter((n) => Number.isInteger(n) && n < 9000));
  return () => `${prefix}${String(++last).padStart(4, '0')}`;
}

/** E-mails already taken in the agency or earlier in the file (case-insensitive). */
function duplicateEmails(db: Db, sql: string, agencyId: number, rows: { email: string | null; line: number }[], errors: RowErrors, what: string): void {
  const taken = new Set((db.prepare(sql).pluck().all(agencyId) as (string | null)[]).flatMap((e) => (e ? [e.toLowerCase()] : [])));
  const inFile = new Map<string, number>();
  rows.forEach((row, index) => {
    const email = row.email?.toLowerCase();
    if (!email) return;
    if (taken.has(email)) errors.add(index, row.line, 'email', `${what} de l'agence a déjà l'e-mail « ${row.email} »`);
    else if (inFile.has(email)) errors.add(index, row.line, 'email', `l'e-mail « ${row.email} » figure déjà ligne ${inFile.get(email)}`);
    else inFile.set(email, row.line);
  });
}

export function importCustomers(db: Db, agencyId: number, rows: CustomerImportRow[], now: string): ImportAnswer {
  const errors = new RowErrors();
  duplicateEmails(db, 'SELECT email FROM customers WHERE agency_id = ?', agencyId, rows, errors, 'un client');
  errors.throwIfAny();
  const nextRef = nextNumber(db, 'customers', `CLI-${agencyId}-`);
  const insert = db.prepare(`INSERT INTO customers (agency_id, ref, type, label, prospect, archived, contact_first_name, contact_last_name, email, phone, mobile,
    address, postcode, city, source, created_at) VALUES (@agencyId, @ref, @type, @label, @prospect, 0, @contactFirstName, @contactLastName, @email, @phone, @mobile,
    @address, @postcode, @city, @source, @now)`);
  return answer(
    rows.map((row) => {
      const ref = nextRef();
      const { lastInsertRowid } = insert.run({ ...row, line: undefined, agencyId, ref, prospect: row.prospect ? 1 : 0, now });
      return { line: row.line, id: Number(lastInsertRowid), kind: row.prospect ? 'PROSPECT' : 'CUSTOMER', status: 'CREATED', ref, label: row.label };
    }),
  );
}

export function importEmployees(db: Db, agencyId: number, rows: EmployeeImportRow[], now: string): ImportAnswer {
  const errors = new RowErrors();
  duplicateEmails(db, 'SELECT email FROM employees WHERE agency_id = ?', agencyId, rows, errors, 'un salarié');
  errors.throwIfAny();
  const nextRef = nextNumber(db, 'employees', `INT-${agencyId}-`);
  const insert = db.prepare(`INSERT INTO employees (agency_id, ref, status, civility, first_name, last_name, birth_date, email, mobile, phone, address, postcode,
    city, city_code, social_security_number, hired_on, created_at) VALUES (@agencyId, @ref, @status, @civility, @firstName, @lastName, @birthDate, @email, @mobile,
    @phone, @address, @postcode, @city, '', @socialSecurityNumber, @hiredOn, @now)`);
  return answer(
    rows.map((row) => {
      const ref = nextRef();
      const status = row.candidate ? 'CANDIDATE' : 'ACTIVE';
      const { lastInsertRowid } = insert.run({ ...row, line: undefined, candidate: undefined, agencyId, ref, status, socialSecurityNumber: row.socialSecurityNumber ?? '', now });
      return { line: row.line, id: Number(lastInsertRowid), kind: row.candidate ? 'CANDIDATE' : 'EMPLOYEE', status: 'CREATED', ref, label: `${row.firstName} ${row.lastName}` };
    }),
  );
}

interface EmployeeRef {
  id: number;
  name: string;
}

/** The agency's employees by reference (INT-1-0001), case-insensitive. */
export function employeesByRef(db: Db, agencyId: number): Map<string, EmployeeRef> {
  const rows = db.prepare("SELECT id, ref, first_name || ' ' || last_name AS name FROM employees WHERE agency_id = ? AND ref IS NOT NULL").all(agencyId) as (EmployeeRef & { ref: string })[];
  return new Map(rows.map((row) => [row.ref.toUpperCase(), row]));
}

export function importPayeData(db: Db, agencyId: number, rows: PayeDataImportRow[], now: string): ImportAnswer {
  const errors = new RowErrors();
  const employees = employeesByRef(db, agencyId);
  const seen = new Map<string, number>();
  rows.forEach((row, index) => {
    const key = `${row.employeeRef.toUpperCase()}|${row.month}`;
    if (!employees.has(row.employeeRef.toUpperCase())) errors.add(index, row.line, 'employeeRef', `aucun salarié de l'agence n'a le matricule « ${row.employeeRef} »`);
    else if (seen.has(key)) errors.add(index, row.line, 'month', `ce salarié a déjà des données pour ce mois ligne ${seen.get(key)}`);
    else seen.set(key, row.line);
  });
  errors.throwIfAny();
  const existing = db.prepare('SELECT id FROM paye_data WHERE employee_id = ? AND month = ?').pluck();
  const upsert = db.prepare(`INSERT INTO paye_data (agency_id, employee_id, month, worked_minutes, hourly_rate_cents, bonus_cents, mileage_allowance_cents, imported_at)
    VALUES (@agencyId, @employeeId, @month, @workedMinutes, @hourlyRateCents, @bonusCents, @mileageAllowanceCents, @now)
    ON CONFLICT (employee_id, month) DO UPDATE SET worked_minutes = excluded.worked_minutes, hourly_rate_cents = excluded.hourly_rate_cents,
    bonus_cents = excluded.bonus_cents, mileage_allowance_cents = excluded.mileage_allowance_cents, imported_at = excluded.imported_at`);
  return answer(
    rows.map((row) => {
      const employee = employees.get(row.employeeRef.toUpperCase())!;
      const before = existing.get(employee.id, row.month) as number | undefined;
      upsert.run({ ...row, line: undefined, employeeRef: undefined, agencyId, employeeId: employee.id, now });
      const id = before ?? (existing.get(employee.id, row.month) as number);
      return { line: row.line, id, kind: 'PAYE_DATA', status: before ? 'UPDATED' : 'CREATED', ref: row.employeeRef.toUpperCase(), label: `${employee.name}, ${row.month}` };
    }),
  );
}
