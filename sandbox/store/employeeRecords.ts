/** The record of an employee or a candidate (spec 001 §7): creation, the record, its updates, its moves and history. */
import type { EmployeeAddress, EmployeeCreation, EmployeeDetails, EmployeeInfos, ProInfos, TransportOptions } from '../../src/api/contract/employeeRecord';
import type { EmployeeStatus } from '../../src/api/contract/employees';
import { type EmployeeAction, employeeActionEvent, refusedEmployeeAction } from '../../src/domain/employees/actions';
import {
  ADDRESS_RULES,
  DUPLICATE_EMPLOYEE_EMAIL,
  PRO_INFOS_RULES,
  birthDateIso,
  errorsOf,
  infosRules,
  socialSecurityDigits,
} from '../../src/domain/employees/form';
import { EMPLOYEE_HISTORY_EVENT_LABELS, type EmployeeHistoryEvent } from '../../src/domain/employees/labels';
import { nationalDigits } from '../../src/domain/phone';
import { isBlank } from '../../src/domain/validation';
import { isoDate, agencyToday } from '../dates';
import { httpError, throwFieldErrors } from '../http/errors';
import { trimmedOrNull } from '../text';
import type { ChangelogTable } from './changelogs';
import { writeChangelog } from './changelogs';
import type { Db } from './db';
import { nextNumber } from './imports';

/** Where employees keep their history (the shared changelogs store). */
export const EMPLOYEE_HISTORY: ChangelogTable = { table: 'employee_changelogs', owner: 'employee_id', records: 'employees', labels: EMPLOYEE_HISTORY_EVENT_LABELS };

export interface EmployeeOfAgency {
  id: number;
  status: EmployeeStatus;
  archived: boolean;
}

/** The record in the agency, or null (404). */
export function employeeOf(db: Db, agencyId: number, id: number): EmployeeOfAgency | null {
  const row = db.prepare('SELECT id, status, archived FROM employees WHERE id = ? AND agency_id = ?').get(id, agencyId) as { id: number; status: EmployeeStatus; archived: number } | undefined;
  return row ? { ...row, archived: row.archived === 1 } : null;
}

/** Phones are kept as their ten national digits, as the seed and the imports keep them. */
const phone = (value: string | null | undefined) => (isBlank(value) ? null : nationalDigits(value!.trim()));
const today = (now: number) => isoDate(agencyToday(now));

/** 400 naming each field of the identity in error, and the e-mail another employee or candidate of the agency has (any case). */
function checkInfos(db: Db, agencyId: number, infos: EmployeeInfos, exceptId: number | null, today: string, prefix = ''): Record<string, string | undefined> {
  const errors: Record<string, string | undefined> = errorsOf(infos, infosRules(today), prefix);
  const email = trimmedOrNull(infos.email);
  if (!errors[`${prefix}email`] && email) {
    const taken = db.prepare('SELECT 1 FROM employees WHERE agency_id = ? AND lower(email) = lower(?) AND id IS NOT ?').get(agencyId, email, exceptId);
    if (taken) errors[`${prefix}email`] = DUPLICATE_EMPLOYEE_EMAIL;
  }
  return errors;
}

const infosColumns = (infos: EmployeeInfos) => ({
  civility: infos.civility,
  firstName: infos.firstName!.trim(),
  lastName: infos.lastName!.trim(),
  birthDate: birthDateIso(infos.birthDate!),
  nationality: trimmedOrNull(infos.nationality),
  email: infos.email!.trim(),
  mobile: phone(infos.phoneNumber1),
  phone: phone(infos.phoneNumber2),
});

export function createEmployee(db: Db, agencyId: number, authorId: number, body: EmployeeCreation, now: string): number {
  const address = body.address ?? {};
  throwFieldErrors({
    ...checkInfos(db, agencyId, body, null, now.slice(0, 10)),
    ...errorsOf(address, ADDRESS_RULES, 'address.'),
    ...errorsOf({ socialSecurityNumber: body.socialSecurityNumber }, PRO_INFOS_RULES),
  });
  const id = Number(
    db
      .prepare(`INSERT INTO employees (agency_id, ref, status, civility, first_name, last_name, birth_date, nationality, email, mobile, phone, address, postcode,
        city, city_code, social_security_number, hired_on, created_at) VALUES (@agencyId, @ref, @status, @civility, @firstName, @lastName, @birthDate, @nationality,
        @email, @mobile, @phone, @street, @zipCode, @city, '', @socialSecurityNumber, @hiredOn, @now)`)
      .run({
        agencyId, ref: nextNumber(db, 'employees', `INT-${agencyId}-`)(), status: body.candidate ? 'CANDIDATE' : 'ACTIVE', ...infosColumns(body),
        street: address.street!.trim(), zipCode: address.zipCode!.trim(), city: address.city!.trim(),
        socialSecurityNumber: body.socialSecurityNumber ? socialSecurityDigits(body.socialSecurityNumber) : '', hiredOn: body.hiredOn ?? null, now,
      }).lastInsertRowid,
  );
  writeChangelog(db, EMPLOYEE_HISTORY, { agencyId, ownerId: id, type: 'CREATION', authorId, at: now });
  return id;
}

interface DetailsRow {
  id: number;
  ref: string | null;
  status: EmployeeStatus;
  archived: number;
  civility: EmployeeDetails['civility'];
  firstName: string;
  lastName: string;
  birthDate: string;
  nationality: string | null;
  email: string;
  phoneNumber1: string;
  phoneNumber2: string | null;
  street: string;
  zipCode: string;
  city: string;
  drivingLicence: number;
  car: number;
  publicTransport: number;
  maxDistanceKm: number | null;
  socialSecurityNumber: string;
  hiredOn: string | null;
  jobTitle: string | null;
  diplomas: string | null;
  notes: string | null;
  createdAt: string;
  lastExchangeAt: string | null;
  nextExchangeAt: string | null;
}

/** The record as `getEmployee` answers it, or null outside the agency. */
/** The families the employee works for in the planning, since their first event, by name. */
export function familiesOfEmployee(db: Db, id: number): EmployeeDetails['families'] {
  return db
    .prepare(`SELECT f.id, f.label AS name, MIN(pe.day) AS since FROM planning_events pe JOIN families f ON f.id = pe.family_id
      WHERE pe.employee_id = ? GROUP BY f.id ORDER BY f.label, f.id`)
    .all(id) as EmployeeDetails['families'];
}

export function employeeDetails(db: Db, agencyId: number, id: number): EmployeeDetails | null {
  const row = db
    .prepare(`SELECT id, ref, status, archived, civility, first_name AS firstName, last_name AS lastName, birth_date AS birthDate, nationality, email,
      mobile AS phoneNumber1, phone AS phoneNumber2, address AS street, postcode AS zipCode, city, driving_licence AS drivingLicence, car,
      public_transport AS publicTransport, max_distance_km AS maxDistanceKm, social_security_number AS socialSecurityNumber, hired_on AS hiredOn,
      job_title AS jobTitle, diplomas, notes, created_at AS createdAt, last_exchange_at AS lastExchangeAt, next_exchange_at AS nextExchangeAt
      FROM employees WHERE id = ? AND agency_id = ?`)
    .get(id, agencyId) as DetailsRow | undefined;
  if (!row) return null;
  const families = familiesOfEmployee(db, id);
  return {
    id: row.id, ref: row.ref, status: row.status, candidate: row.status === 'CANDIDATE', archived: row.archived === 1, civility: row.civility,
    firstName: row.firstName, lastName: row.lastName, birthDate: row.birthDate, nationality: row.nationality, email: row.email,
    phoneNumber1: row.phoneNumber1, phoneNumber2: row.phoneNumber2, address: { street: row.street, zipCode: row.zipCode, city: row.city },
    transportOptions: { drivingLicence: row.drivingLicence === 1, car: row.car === 1, publicTransport: row.publicTransport === 1, maxDistanceKm: row.maxDistanceKm },
    proInfos: { socialSecurityNumber: row.socialSecurityNumber || null, hiredOn: row.hiredOn, jobTitle: row.jobTitle, diplomas: row.diplomas },
    notes: row.notes, createdAt: row.createdAt, lastExchangeAt: row.lastExchangeAt, nextExchangeAt: row.nextExchangeAt, families,
  };
}

/** The whole identity: every field is written. */
export function updateInfos(db: Db, agencyId: number, id: number, infos: EmployeeInfos, now: number): void {
  throwFieldErrors(checkInfos(db, agencyId, infos, id, today(now)));
  db.prepare(`UPDATE employees SET civility = @civility, first_name = @firstName, last_name = @lastName, birth_date = @birthDate, nationality = @nationality,
    email = @email, mobile = @mobile, phone = @phone WHERE id = @id`).run({ id, ...infosColumns(infos) });
}

export function updateAddress(db: Db, id: number, address: EmployeeAddress): void {
  throwFieldErrors(errorsOf(address, ADDRESS_RULES));
  db.prepare('UPDATE employees SET address = ?, postcode = ?, city = ? WHERE id = ?').run(address.street!.trim(), address.zipCode!.trim(), address.city!.trim(), id);
}

export function updateTransportOptions(db: Db, id: number, options: TransportOptions): void {
  db.prepare('UPDATE employees SET driving_licence = ?, car = ?, public_transport = ?, max_distance_km = ? WHERE id = ?').run(
    options.drivingLicence ? 1 : 0, options.car ? 1 : 0, options.publicTransport ? 1 : 0, options.maxDistanceKm, id,
  );
}

export function updateProInfos(db: Db, id: number, infos: ProInfos): void {
  throwFieldErrors(errorsOf(infos, PRO_INFOS_RULES));
  db.prepare('UPDATE employees SET social_security_number = ?, hired_on = ?, job_title = ?, diplomas = ? WHERE id = ?').run(
    infos.socialSecurityNumber ? socialSecurityDigits(infos.socialSecurityNumber) : '', infos.hiredOn ?? null, trimmedOrNull(infos.jobTitle), trimmedOrNull(infos.diplomas), id,
  );
}

export function updateNotes(db: Db, id: number, notes: string | null): void {
  db.prepare('UPDATE employees SET notes = ? WHERE id = ?').run(trimmedOrNull(notes), id);
}

export function updateNextExchange(db: Db, id: number, at: string | null): void {
  db.prepare('UPDATE employees SET next_exchange_at = ? WHERE id = ?').run(at === null ? null : new Date(Date.parse(at)).toISOString(), id);
}

/** Applies a move (spec 001 §4) or answers 400 with the French reason it is refused. */
export function move(db: Db, agencyId: number, record: EmployeeOfAgency, action: EmployeeAction, authorId: number, now: number): void {
  const refused = refusedEmployeeAction(record, action);
  if (refused) throw httpError(400, 'EMPLOYEE_ACTION_REFUSED', refused);
  if (action === 'TO_EMPLOYEE') {
    db.prepare("UPDATE employees SET status = 'ACTIVE', hired_on = coalesce(hired_on, ?) WHERE id = ?").run(today(now), record.id);
  } else {
    const archive = action === 'ARCHIVE';
    db.prepare(`UPDATE employees SET archived = ?${archive ? ', next_exchange_at = NULL' : ''} WHERE id = ?`).run(archive ? 1 : 0, record.id);
  }
  const type: EmployeeHistoryEvent = employeeActionEvent(record.status, action);
  writeChangelog(db, EMPLOYEE_HISTORY, { agencyId, ownerId: record.id, type, authorId, at: new Date(now).toISOString() });
}

